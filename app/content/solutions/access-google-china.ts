import type { Solution } from "../schemas/solution";

export default {
  slug: "access-google-china",
  title: "How to Access Google in China",
  heroImage: { icon: "globe", alt: "Phone showing a Gmail inbox loading over a roaming data connection" },
  timeNeeded: "20-30 minutes of preparation before you fly",
  problem: [
    "Your life runs on Google: Gmail for confirmations, Maps for everything, Drive for your passport scan, and a Google account that signs you in to half your apps. In mainland China all of those are blocked, along with WhatsApp and Instagram.",
    "You want to know which connection will still reach Google, what to set up at home, and what to use instead when nothing loads.",
  ],
  personalAnecdote:
    "We landed at Beijing Capital in September 2025 with roaming eSIMs, and Gmail refreshed in the taxi queue as if we were at home. That evening at the hotel the phones joined the Wi-Fi automatically, and the inbox froze mid-load. Switching Wi-Fi off fixed it at once. For the rest of the trip we left hotel Wi-Fi off unless the VPN was running, and Google never caught us out again.",
  quickSolution: {
    tldr: "Use a roaming eSIM (Airalo, Holafly, Saily) or your home SIM’s roaming: that data is routed abroad, so Google works without a VPN. On hotel Wi-Fi or a Chinese SIM, you need a VPN installed and tested before you arrive.",
    keyPoints: [
      "Blocked: Google Search, Gmail, Maps, Drive, YouTube, Play Store, WhatsApp, Instagram.",
      "Roaming eSIM data exits China, so it reaches Google directly.",
      "Hotel Wi-Fi and local SIMs are filtered: those need a VPN.",
      "Download offline copies of anything important, in case both routes fail.",
    ],
  },
  stepByStep: [
    {
      step: 1,
      title: "Pick your route to Google",
      description:
        "There are two. **Roaming data** from an eSIM or your home carrier is carried back abroad before it reaches the internet, so Google loads with no extra app. A **VPN** is needed on any Chinese connection: hotel and café Wi-Fi, or a local SIM. Most visitors do best with a roaming eSIM as the main line and a VPN as backup. Compare plans in our [China eSIM guide](/china-esim-guide).",
    },
    {
      step: 2,
      title: "Install the eSIM and a VPN at home",
      description:
        "Buy and install the eSIM while you still have normal internet, and set it to switch on when you land. Then install a VPN and sign in. Google Play is blocked, the China-region App Store carries no VPN apps, and VPN providers’ websites are filtered, so a VPN that is not on your phone before departure is hard to get. The steps are in our [VPN setup guide](/how-to-setup-vpn-china).",
      tips: [
        "Install the VPN on your laptop too if you will work from hotels.",
        "Write down the VPN login; you may need to sign in again on arrival.",
      ],
    },
    {
      step: 3,
      title: "Secure your Google sign-in",
      description:
        "Google may challenge a login from a new country. Before you go, make sure 2-Step Verification can reach you: set up Google Authenticator or a passkey on your phone (both work offline), and save a set of **backup codes** somewhere other than Gmail. If codes come by text, keep your home SIM reachable.",
    },
    {
      step: 4,
      title: "Make offline copies",
      description:
        "Open Google Maps and download offline areas for your cities, mark key Drive files as **Available offline**, save hotel and train confirmations as screenshots or PDFs, and download the Chinese language pack in Google Translate so it works with no connection.",
      tips: ["Offline Google Maps of China can be offset from the real streets; use it only as a rough guide."],
    },
    {
      step: 5,
      title: "Set up the local replacements",
      description:
        "For maps and transit directions use **Amap** (高德地图), or Apple Maps on an iPhone, which uses Amap’s data in China and needs no VPN; see our [Amap English guide](/amap-english-guide). For search, Bing is generally reachable. For messages with locals, WeChat.",
    },
    {
      step: 6,
      title: "Test on arrival",
      description:
        "Once through immigration, turn off Wi-Fi, confirm the eSIM is the active data line and open Gmail. Then join the hotel Wi-Fi later, switch the VPN on and check Gmail again. Knowing which route works saves you from troubleshooting at a ticket gate.",
    },
  ],
  troubleshooting: [
    {
      issue: "Google works on mobile data but not on hotel Wi-Fi",
      solution:
        "That is expected: hotel Wi-Fi is a Chinese connection. Switch Wi-Fi off to use the eSIM, or turn on the VPN before opening Google apps. Some phones silently prefer Wi-Fi, so check the Wi-Fi icon if pages stall.",
    },
    {
      issue: "The VPN says “connected” but nothing loads",
      solution:
        "Change the server (nearby locations such as Japan, Singapore or the US West Coast often work), change the protocol in settings, and enable any obfuscation or stealth option. Connections often degrade around major political dates; fall back to the eSIM until it recovers.",
    },
    {
      issue: "Google blocks your sign-in as suspicious",
      solution:
        "Approve the prompt on another signed-in device, or use Google Authenticator or a backup code. Avoid signing out of Google on your phone during the trip: signing in again from China triggers extra checks.",
    },
    {
      issue: "Google Maps shows you walking through buildings",
      solution:
        "China requires a shifted coordinate system, so Google’s map and location dot can sit off from each other. Use Amap or Apple Maps for navigation; keep Google Maps only for saved lists.",
    },
  ],
  relatedSolutions: [
    {
      title: "How to Set Up a VPN for China",
      link: "/how-to-setup-vpn-china",
      description: "Install, test and troubleshoot a VPN before you land.",
    },
    {
      title: "How to Navigate China Without Chinese",
      link: "/how-to-navigate-china-no-chinese",
      description: "Get around once Google Maps is out of the picture.",
    },
    {
      title: "How to Get a Chinese Phone Number",
      link: "/how-to-get-chinese-phone-number",
      description: "When a local SIM is worth it, and why it needs a VPN.",
    },
  ],
  seo: {
    title: "How to Access Google in China (Gmail, Maps, Search)",
    description:
      "Google, Gmail and Maps are blocked in China. How roaming eSIMs and VPNs get you through, what to set up before you fly, and what to use instead.",
    keywords: [
      "access google in china",
      "gmail in china",
      "google blocked china",
      "use google maps in china",
      "esim google china",
      "vpn google china",
      "google alternatives china",
    ],
  },
} satisfies Solution;
