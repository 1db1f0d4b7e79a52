import type { Comparison } from "../schemas/comparison";

export default {
  slug: "expressvpn-vs-surfshark-china",
  metaTitle: "ExpressVPN vs Surfshark in China: 2025 Comparison",
  metaDescription:
    "ExpressVPN or Surfshark for a China trip? Compare price, reliability on filtered Wi-Fi, obfuscation, device limits and setup before you go.",
  keywords: [
    "expressvpn vs surfshark china",
    "does surfshark work in china",
    "does expressvpn work in china",
    "vpn for china trip",
    "surfshark noborders china",
    "vpn hotel wifi china",
    "install vpn before china",
  ],
  optionAName: "ExpressVPN",
  optionBName: "Surfshark",
  category: "vpn",
  headline:
    "ExpressVPN costs a little more and asks less of you; Surfshark is cheaper and covers every device you own.",
  subheadline:
    "Two paid VPNs that many visitors rely on to reach Google, WhatsApp and Instagram on filtered Chinese Wi-Fi, compared on reliability, price, setup and the details that matter when you cannot download anything once you arrive.",
  quickWinner: "A",
  quickVerdict:
    "**ExpressVPN** is our pick for a short first trip: it connects with almost no configuration, its obfuscation is automatic, and it has a long record with travelers in China. **Surfshark** is the better value if you travel with many devices or want a long plan, since it allows unlimited simultaneous connections. Both offer a 30-day money-back guarantee, so install either at home and test it before the flight.",
  comparisonTable: [
    { feature: "Monthly price", optionA: "About $12.95", optionB: "About $11.99", winner: "B" },
    { feature: "Plan lengths", optionA: "1, 6 and 12 months", optionB: "1, 6 and 12 months", winner: "tie" },
    { feature: "Cheaper per month on longer plans", optionA: true, optionB: true, winner: "tie" },
    { feature: "30-day money-back guarantee", optionA: true, optionB: true, winner: "tie" },
    { feature: "Simultaneous devices", optionA: "A set limit per subscription", optionB: "Unlimited", winner: "B" },
    {
      feature: "Obfuscation for restrictive networks",
      optionA: "Automatic, no setting to find",
      optionB: "NoBorders mode, plus Camouflage on OpenVPN",
      winner: "A",
    },
    {
      feature: "Effort to connect in China",
      optionA: "Usually one tap on automatic settings",
      optionB: "Sometimes needs a protocol or server switch",
      winner: "A",
    },
    {
      feature: "Split tunneling (keep Chinese apps off the VPN)",
      optionA: "Android and desktop apps",
      optionB: "Android and desktop apps (Bypasser)",
      winner: "tie",
    },
    { feature: "Kill switch", optionA: true, optionB: true, winner: "tie" },
    { feature: "Easy to download after arriving in China", optionA: false, optionB: false, winner: "tie" },
    {
      feature: "Stability during sensitive dates",
      optionA: "Can slow or drop; keep a backup",
      optionB: "Can slow or drop; keep a backup",
      winner: "tie",
    },
  ],
  optionAReview: {
    whatItIs:
      "ExpressVPN is a premium VPN service with apps for iPhone, Android, Windows, Mac and routers. Its own Lightway protocol and automatic obfuscation aim to disguise VPN traffic so that it passes China’s filters. It costs about $12.95 a month on a monthly plan, less per month on 6- and 12-month plans, with a 30-day money-back guarantee.",
    pros: [
      "**Minimal setup**: leave the protocol on automatic and connect; there is no special China mode to find.",
      "A long history of use by travelers and expats in China, with frequent app updates when blocking changes.",
      "Live chat support around the clock, useful when a connection drops at night.",
      "Clean, simple apps that work the same way on phone and laptop.",
    ],
    cons: [
      "The highest monthly price of the two, about $12.95.",
      "A fixed device limit, which a family with several phones and tablets can reach.",
      "Speeds vary by day and network in China, as with every VPN.",
      "Connections can still drop around sensitive political dates, when blocking tightens.",
    ],
    bestFor: [
      "First-time visitors who want a VPN that works with as little fiddling as possible.",
      "Travelers relying on hotel Wi-Fi for work calls and email.",
      "Anyone who prefers paying slightly more for fewer settings.",
    ],
    ourExperience:
      "During our two-week trip in September 2025 our roaming eSIM meant we needed a VPN only on hotel Wi-Fi. We installed ExpressVPN at home, logged in before the flight, and used it in the evenings in Beijing, Xi’an, Zhangjiajie and Shanghai for email, cloud uploads and video calls.",
  },
  optionBReview: {
    whatItIs:
      "Surfshark is a lower-priced VPN with unlimited simultaneous devices on one subscription. For restrictive networks it offers NoBorders mode, which switches on when the app detects filtering, and Camouflage Mode on OpenVPN connections. It costs about $11.99 a month on a monthly plan, with cheaper 6- and 12-month options and a 30-day money-back guarantee.",
    pros: [
      "**Unlimited devices**: phones, tablets and laptops for a whole family on one plan.",
      "Cheaper than ExpressVPN month to month, and noticeably cheaper per month on long plans.",
      "NoBorders mode is built for exactly the kind of network you meet in China.",
      "Plenty of nearby server locations in Asia, such as Japan and Singapore.",
    ],
    cons: [
      "More likely to need manual tweaking: switching protocol or server when one stops working.",
      "Connection quality in China can vary more from day to day.",
      "Its settings offer more options than a first-time VPN user may want to manage.",
      "Like any VPN, it cannot be downloaded easily once you are in China, so setup must happen at home.",
    ],
    bestFor: [
      "Families and groups sharing one subscription across many devices.",
      "Longer stays where a 12-month plan makes the per-month price attractive.",
      "Travelers comfortable changing a protocol or server when prompted.",
    ],
    ourExperience:
      "We did not use Surfshark on our trip, so we do not claim first-hand results in China. Based on its features, it is the value choice for families; if you pick it, learn where the NoBorders and protocol settings are before you leave.",
  },
  whenToChooseA: [
    {
      title: "You want it to just connect",
      description:
        "If you have never used a VPN, ExpressVPN’s automatic settings remove most of the decisions. Our [VPN setup guide](/how-to-setup-vpn-china) walks through the install and a test at home.",
    },
    {
      title: "You depend on hotel Wi-Fi for work",
      description:
        "Video calls and VPN-only corporate tools need a steady connection. Pay the small premium for the service with the simpler recovery when a link drops.",
    },
    {
      title: "Your trip is short",
      description:
        "On a one- or two-week trip, the difference between $12.95 and $11.99 for one month is under a dollar. Ease of use matters more than price.",
    },
  ],
  whenToChooseB: [
    {
      title: "You are protecting many devices",
      description:
        "Two adults, two teenagers and a couple of laptops quickly exceed a device limit. Surfshark covers them all on one subscription.",
    },
    {
      title: "You will stay for months",
      description:
        "For a long posting or study period, a 12-month Surfshark plan costs noticeably less per month, and the 30-day guarantee lets you test it first.",
    },
    {
      title: "You like to tinker",
      description:
        "Comfortable switching between protocols and servers? Surfshark’s extra settings give you more ways to get a connection back when one path is blocked.",
    },
  ],
  finalVerdict: {
    whatWeUsed:
      "ExpressVPN on a monthly plan, installed at home, used only on hotel Wi-Fi because our roaming eSIM handled mobile data.",
    whyWeChoseIt:
      "We wanted the fewest settings possible on a fast-moving four-city route, and a monthly plan matched a 14-day trip.",
    wouldRecommend:
      "Yes for first-timers. A family or a long-stay visitor should look hard at Surfshark’s unlimited devices and long-plan pricing.",
    expandedVerdict: [
      "On a roaming eSIM you may hardly need a VPN, because mobile data is routed abroad. On a local SIM or hotel Wi-Fi, a VPN is the only way to reach Google, WhatsApp and Instagram, and which one you pick matters less than preparing properly: install, log in and test at home, since VPN websites and app listings are hard to reach from inside China.",
      "Keep a backup: a second VPN or a roaming eSIM means one blocked connection never leaves you cut off. Our full [guide to the best VPN for China](/best-vpn-for-china) also covers Astrill, which has no money-back guarantee.",
    ],
  },
  faqs: [
    {
      question: "Do ExpressVPN and Surfshark work in China in 2025?",
      answer:
        "Both are used by visitors in China, but no VPN is guaranteed: performance varies by city, network and date, and blocking tightens around sensitive anniversaries and major political meetings. Install before you go and keep a backup.",
    },
    {
      question: "Can I download a VPN after I arrive?",
      answer:
        "It is difficult. VPN websites are blocked and the apps are missing from the Chinese App Store region. Download, sign in and test at home. If you are already in China, a roaming eSIM can get you online to download one; see [how to access Google in China](/how-to-access-google-china).",
    },
    {
      question: "Do I need a VPN if I have an eSIM?",
      answer:
        "Not on mobile data, which a roaming eSIM routes abroad. You still need one on Chinese Wi-Fi. Read our [China eSIM guide](/china-esim-guide) for how the two fit together.",
    },
    {
      question: "Will Alipay work with the VPN switched on?",
      answer:
        "Usually, but Chinese apps can be slower or ask for extra checks when your location appears abroad. Use split tunneling on Android or desktop to exclude them, or simply switch the VPN off when you pay.",
    },
    {
      question: "Which server should I connect to from China?",
      answer:
        "Start with nearby locations such as Japan, Singapore or South Korea, which tend to give the lowest delay. If those struggle on a given day, try a US West Coast server. Both apps let you save favorites, so set two or three before you fly.",
    },
    {
      question: "How does the 30-day money-back guarantee fit a trip?",
      answer:
        "Buy a plan a week or two before departure, test it at home and use it through your trip. If it disappoints, both services refund within 30 days of purchase through their support chat; check the current terms when you subscribe.",
    },
    {
      question: "Is using a VPN in China legal for tourists?",
      answer:
        "VPNs not approved by the government are not officially permitted. Tourists using one for personal email and messaging are rarely targeted, but the decision and the risk are yours.",
    },
  ],
  relatedComparisons: [
    {
      title: "ExpressVPN vs NordVPN in China",
      link: "/expressvpn-vs-nordvpn-china",
      description: "How ExpressVPN compares with the other big name at the same price point.",
    },
    {
      title: "eSIM vs Local SIM in China",
      link: "/esim-vs-local-sim-china",
      description: "Pick the right data plan and you may hardly need a VPN at all.",
    },
    {
      title: "Amap vs Google Maps in China",
      link: "/amap-vs-google-maps-china",
      description: "A VPN unlocks Google Maps, but local maps often do the job better.",
    },
  ],
  relatedGuideLink: "/",
} satisfies Comparison;
