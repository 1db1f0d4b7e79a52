import type { Solution } from "../schemas/solution";

export default {
  slug: "setup-vpn-china",
  title: "How to Set Up a VPN for China Before You Fly",
  heroImage: { icon: "shield", alt: "Phone showing a VPN app connected to a server outside China" },
  timeNeeded: "30-45 minutes at home, before departure",
  problem: [
    "You’ve read that Google, WhatsApp, Instagram and Gmail are blocked in China and that a VPN fixes it. Then you learn that VPN apps aren’t in the Chinese App Store, the providers’ websites are blocked too, and a service that works perfectly at home can sit on “Connecting” once you’re on a Beijing hotel network.",
    "You want something that works from the first evening, without spending day one cycling through servers while your messages pile up.",
  ],
  personalAnecdote:
    "Most of our September 2025 trip ran on roaming eSIM data, so we rarely needed a VPN. Zhangjiajie was the exception: mobile signal in our room was weak and we switched to the hotel Wi-Fi. The VPN on one phone stayed on “Connecting” for several minutes; changing the protocol to a TCP option got it through on the second attempt, while the backup provider on the other phone connected at once. That evening is why we now tell everyone to install two.",
  quickSolution: {
    tldr: "Buy and install a VPN at home on every device, because once you’re in China downloading one is hard. Choose a provider with an obfuscation mode, add a second provider as backup, and test both before you leave. On a roaming eSIM you may only need the VPN on Wi-Fi.",
    keyPoints: [
      "Roaming eSIM data (Airalo, Holafly, Saily) is routed abroad, so blocked apps work without a VPN; a local Chinese SIM and all Wi-Fi in China need one.",
      "VPN apps are missing from the China-region App Store and Google Play is blocked in China, so install before departure.",
      "Turn on the provider’s obfuscation or stealth setting; plain VPN traffic is easy to detect and slow down.",
      "Switch the VPN off for Chinese apps such as Alipay, DiDi and Amap, which run better on a direct connection.",
    ],
  },
  stepByStep: [
    {
      step: 1,
      title: "Work out whether you need a VPN at all",
      description:
        "Start with how you’ll get online. A roaming eSIM from a foreign provider sends your data through servers outside China, so Google Maps, Gmail and WhatsApp work with no extra software; our [China eSIM guide](/china-esim-guide) covers the plans. A local SIM card ([how to get one](/how-to-get-chinese-phone-number)) and any hotel, café or airport Wi-Fi use the Chinese internet, where those services are blocked. Almost everyone ends up on Wi-Fi at some point, so a VPN is worth having even with an eSIM.",
    },
    {
      step: 2,
      title: "Choose a main provider and a backup",
      description:
        "Pick services with a record of working in China and a mode built to disguise VPN traffic. ExpressVPN, Astrill, NordVPN and Surfshark are the names travelers use most. Our [best VPN for China](/best-vpn-for-china) guide ranks them, and we compare them head to head in [ExpressVPN vs Surfshark](/expressvpn-vs-surfshark-china) and [ExpressVPN vs NordVPN](/expressvpn-vs-nordvpn-china). Buy a plan that covers your trip plus a few spare days.",
      tips: [
        "Register with an email address you can read in China: Gmail is blocked without a VPN, while Outlook and iCloud mail usually work.",
        "A provider with a 30-day money-back guarantee lets you cancel the backup if you never use it.",
      ],
    },
    {
      step: 3,
      title: "Install and log in on every device while you’re still at home",
      description:
        "Download the apps from your home-country App Store or Google Play, and from the provider’s website for laptops. Sign in on each phone, tablet and computer you’re bringing and connect once to check the account works. On Android, also save the provider’s installer file (APK) from its website: Google Play is blocked in China, so a damaged app can’t simply be reinstalled from there.",
      tips: [
        "Keep your Apple ID set to your home country. The App Store itself works in China, so with a foreign Apple ID you can still update the VPN app on the road.",
        "Update the VPN app and your phone’s operating system the day before you fly.",
        "Screenshot your VPN login details; a password-reset email sent to Gmail won’t reach you.",
      ],
    },
    {
      step: 4,
      title: "Switch on the China-friendly settings",
      description:
        "Default settings are often the first to be blocked. In ExpressVPN, leave **Protocol** on **Automatic** so the app tries each option until one connects. In NordVPN, set the protocol to **OpenVPN (TCP)** in **Settings**; **Obfuscated servers** then appear under **Specialty servers**. Surfshark turns on its **NoBorders** mode when it detects a restricted network; make sure it isn’t disabled. Astrill users choose **StealthVPN**. Menus move between app versions, so look for words like obfuscated, stealth or camouflage.",
      tips: [
        "Favorite three or four nearby locations, such as Japan, Singapore, South Korea or the US West Coast, so you can switch quickly.",
      ],
    },
    {
      step: 5,
      title: "Use it selectively once you land",
      description:
        "Connect only when you need a blocked service. Turn the VPN off for Alipay, WeChat, DiDi, Amap and train booking: Chinese apps are faster on a direct connection, and a foreign IP address can trigger extra security checks or show results for the wrong country. On Android and computers, the **split tunneling** setting lets you exclude those apps permanently; most iPhone VPN apps don’t offer it, so you toggle by hand.",
      tips: [
        "Expect slower speeds and occasional drops, especially around major political anniversaries and meetings; save big photo uploads for eSIM data or for home.",
        "Unapproved VPNs sit in a legal gray area in China. Enforcement has focused on people selling VPN services rather than visitors checking email, but keep it low-key.",
      ],
    },
  ],
  troubleshooting: [
    {
      issue: "The app says “Connected” but no page loads",
      solution:
        "Disconnect, change the protocol (TCP versions get through hotel networks more often) and choose a different location. If nothing changes, switch between Wi-Fi and mobile data: some hotel networks block VPN traffic outright, and a different network often fixes it within a minute.",
    },
    {
      issue: "The VPN is stuck on “Connecting” and never finishes",
      solution:
        "Give it two or three minutes, then cancel, restart the phone and try another location. If it still fails, move to your backup provider; services take turns being blocked, which is why you installed two. Providers push fixes when blocking changes, so update the app: iPhones with a foreign Apple ID can use the App Store directly, and Android users can reinstall from the saved APK.",
    },
    {
      issue: "I’m already in China and never installed a VPN",
      solution:
        "With a non-Chinese Apple ID, open the App Store over hotel Wi-Fi and install a provider from there. On Android, the simplest route is a roaming eSIM: its data leaves China, so Google Play and the provider’s website load normally. A travel companion whose phone has a roaming eSIM can also share a hotspot while you install.",
    },
    {
      issue: "My home bank app works, but Alipay now asks for extra verification",
      solution:
        "The two behave in opposite ways. Banking apps from home may block logins from Chinese IP addresses, so use them with the VPN on. Alipay and other Chinese apps may treat a foreign IP as suspicious, so turn the VPN off and retry before contacting support.",
    },
  ],
  relatedSolutions: [
    {
      title: "How to Access Google in China",
      link: "/how-to-access-google-china",
      description: "Gmail, Maps and Search in China: what works on eSIM data, what needs a VPN.",
    },
    {
      title: "How to Get a Chinese Phone Number",
      link: "/how-to-get-chinese-phone-number",
      description: "Tourist SIMs, real-name registration and when a local number is worth it.",
    },
    {
      title: "How to Navigate China Without Speaking Chinese",
      link: "/how-to-navigate-china-no-chinese",
      description: "The maps and tricks that work with the VPN switched off.",
    },
  ],
  seo: {
    title: "How to Set Up a VPN for China Before Your Trip",
    description:
      "Install a VPN for China at home, switch on obfuscation, keep a backup provider and know when a roaming eSIM means you don’t need one. Step-by-step for 2025.",
    keywords: [
      "vpn for china setup",
      "install vpn before china",
      "vpn not working in china",
      "obfuscated server china",
      "do i need a vpn in china",
      "china vpn esim",
      "expressvpn china settings",
    ],
  },
} satisfies Solution;
