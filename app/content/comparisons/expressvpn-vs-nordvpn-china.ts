import type { Comparison } from "../schemas/comparison";

export default {
  slug: "expressvpn-vs-nordvpn-china",
  metaTitle: "ExpressVPN vs NordVPN in China (2025): Which Works?",
  metaDescription:
    "NordVPN is cheaper but needs obfuscated servers set up before China; ExpressVPN hides itself automatically. Settings, prices and reliability reports compared.",
  keywords: [
    "expressvpn vs nordvpn china",
    "does nordvpn work in china",
    "nordvpn obfuscated servers china",
    "expressvpn china 2025",
    "best vpn for china travel",
    "vpn for tourists in china",
    "nordvpn china settings",
  ],
  optionAName: "ExpressVPN",
  optionBName: "NordVPN",
  logos: {
    optionA: { monogram: "E", color: "#DA3940" },
    optionB: { monogram: "N", color: "#4687FF" },
  },
  category: "vpn",
  headline:
    "ExpressVPN disguises its traffic on every server without any setup; NordVPN can get through too, but only after you change protocols and pick an obfuscated server.",
  subheadline:
    "Both cost about the same and both refund you within 30 days. The difference in China is how much fiddling each needs and how consistently travelers report it connecting. Our [best VPN for China guide](/best-vpn-for-china) covers the wider field.",
  quickWinner: "A",
  quickVerdict:
    "For a trip to China, **ExpressVPN** is the safer pick: obfuscation is automatic and traveler reports from inside China are more consistent. **NordVPN** is about $1 a month cheaper and packs more extras, but its default NordLynx protocol is easy for the Great Firewall to spot, so you must switch to OpenVPN and obfuscated servers before you fly.",
  comparisonTable: [
    { feature: "Monthly plan price", optionA: "About $12.95", optionB: "About $11.99", winner: "B" },
    {
      feature: "Plan lengths and refund window",
      optionA: "1, 6 or 12 months; 30-day money-back",
      optionB: "1, 6 or 12 months; 30-day money-back",
      winner: "tie",
    },
    {
      feature: "How it hides VPN traffic",
      optionA: "Automatic obfuscation on every server",
      optionB: "Separate obfuscated servers, shown only when OpenVPN is selected",
      winner: "A",
    },
    {
      feature: "Connects in China on default settings",
      optionA: "Usually",
      optionB: "Rarely; change settings first",
      winner: "A",
    },
    {
      feature: "Consistency of reports from inside China",
      optionA: "Fairly consistent, with dips around sensitive dates",
      optionB: "Mixed: works for some travelers and networks, not others",
      winner: "A",
    },
    { feature: "Speed outside China", optionA: "Fast with Lightway", optionB: "Fast with NordLynx", winner: "tie" },
    { feature: "Devices at once", optionA: "At least 8, depending on plan", optionB: "10", winner: "B" },
    { feature: "Apps for Windows, macOS, iOS, Android and Linux", optionA: true, optionB: true, winner: "tie" },
    {
      feature: "Built-in ad and malware blocker",
      optionA: "Basic blocking in some apps",
      optionB: "Threat Protection",
      winner: "B",
    },
    { feature: "24/7 live chat", optionA: true, optionB: true, winner: "tie" },
    { feature: "Website reachable from China without a VPN", optionA: false, optionB: false, winner: "tie" },
  ],
  optionAReview: {
    whatItIs:
      "ExpressVPN is a paid VPN owned by Kape Technologies, built around its own Lightway protocol. Every server disguises VPN traffic automatically, so there is no special mode to find. Among travelers to China it has had one of the longest track records, though no provider can promise a connection every day.",
    pros: [
      "**Nothing to configure**: install, sign in, leave the protocol on Automatic, and connect to a nearby location such as Japan, Singapore or the US West Coast.",
      "Traveler reports from China tend to be steadier than for most big-name VPNs.",
      "Clean, simple apps on phones and laptops, plus router support if you are staying longer.",
      "30-day money-back guarantee, so you can test it on arrival and cancel if it fails on your network.",
    ],
    cons: [
      "Pricier than NordVPN and Surfshark at about $12.95 on a monthly plan; 12-month plans cost far less per month.",
      "Fewer extras than NordVPN: no double-hop servers, a more basic blocker.",
      "Connections still slow down or drop around politically sensitive dates and during major events.",
      "Device limits now vary by plan tier, which makes the offer harder to compare.",
    ],
    bestFor: [
      "Travelers who want the VPN to just work with minimal setup.",
      "Anyone relying on hotel Wi-Fi or a local Chinese SIM for Gmail, WhatsApp and Google Maps.",
      "Short trips where a one-month plan and the refund window cover everything.",
    ],
    ourExperience:
      "ExpressVPN went onto our phones and laptops at home, before the September 2025 trip began. Our phones ran on roaming eSIM data, which reaches Google and WhatsApp without a VPN, so ExpressVPN mostly covered hotel Wi-Fi and laptop work in Beijing, Xi'an, Zhangjiajie and Shanghai.",
  },
  optionBReview: {
    whatItIs:
      "NordVPN, from Nord Security (the Lithuania-based company that also runs the Saily eSIM), is one of the largest VPN services. Its default protocol, NordLynx, is built on WireGuard and is very fast, but it makes no attempt to hide itself. For restrictive networks NordVPN offers **obfuscated servers**, which only appear once you switch the protocol to OpenVPN, and in 2025 it began adding NordWhisper, a protocol designed for networks that block VPNs.",
    pros: [
      "Slightly cheaper at about $11.99 a month, and long plans bring the monthly cost well down.",
      "10 devices on one account, enough for a couple's phones, laptops and tablets.",
      "Extras that are useful at home: Threat Protection against ads and malware, Double VPN and dedicated IP options.",
      "A large server network with plenty of nearby Asian locations.",
    ],
    cons: [
      "**Setup matters**: in the app go to Settings, choose OpenVPN (TCP) as the protocol, then pick a server from the Obfuscated servers list. Do this before you land.",
      "Obfuscated servers run on OpenVPN, which is slower than NordLynx and fewer in number.",
      "Reports from China are mixed; NordVPN does not promise that it works there, and some travelers cannot connect on some networks at all.",
      "Feature availability differs by platform; check that obfuscated servers and NordWhisper show up on your own phone before the trip.",
    ],
    bestFor: [
      "People who already pay for NordVPN at home and want to try it before buying anything else.",
      "Travelers using a roaming eSIM who only need a VPN for occasional hotel Wi-Fi.",
      "Households that need many devices on one account.",
    ],
    ourExperience:
      "We did not use NordVPN on our September 2025 trip, so this review rests on NordVPN's own documentation and traveler reports rather than our own connection tests in China.",
  },
  whenToChooseA: [
    {
      title: "You'll depend on Wi-Fi or a Chinese SIM",
      description:
        "Without a roaming eSIM, every Google, WhatsApp and Instagram session passes through the VPN. Pay for the option with the steadier record. Setup steps are in [how to set up a VPN for China](/how-to-setup-vpn-china).",
    },
    {
      title: "You don't want to touch settings",
      description:
        "ExpressVPN's automatic protocol picks a working connection for you, which matters when you are tired at an airport and the first server fails.",
    },
    {
      title: "You're traveling near a sensitive date",
      description:
        "Around major political meetings and anniversaries, VPNs slow down across China. Go with the service travelers report as more resilient, and have a backup.",
    },
  ],
  whenToChooseB: [
    {
      title: "You already have a NordVPN subscription",
      description:
        "Set it to OpenVPN, connect to an obfuscated server at home to test it, and keep a second VPN or a roaming eSIM as backup.",
    },
    {
      title: "Your phone runs on a roaming eSIM",
      description:
        "Roaming data is routed abroad, so apps work without any VPN. NordVPN then only needs to cover the odd hotel Wi-Fi session, where an occasional failure costs little. Compare options in [eSIM vs local SIM](/esim-vs-local-sim-china).",
    },
    {
      title: "You want one account for many devices",
      description:
        "Ten devices and extra privacy tools make NordVPN better value at home, which may matter more than China if your trip is short.",
    },
  ],
  finalVerdict: {
    whatWeUsed: "ExpressVPN, installed on every device before departure, alongside a roaming eSIM.",
    whyWeChoseIt:
      "It needed no protocol changes, it had the stronger record among travelers in China, and the 30-day refund covered our two weeks if it failed.",
    wouldRecommend:
      "We would recommend ExpressVPN for China. Choose NordVPN only if you already own it, set it up with obfuscated servers at home, and carry a backup plan.",
    expandedVerdict: [
      "NordVPN is an excellent VPN in most of the world, and its obfuscated servers and newer NordWhisper protocol show it takes blocking seriously. In China, though, the extra setup and the mixed reports are a real cost when you are standing in a hotel lobby needing your email.",
      "Whichever you choose, install it and test it before you fly, because VPN websites and app listings are blocked in China. Remember that only government-approved VPNs are legal there; enforcement against tourists is rare, but it is your risk. A roaming eSIM is the simplest way to reduce how much you need a VPN at all; see [how to access Google in China](/how-to-access-google-china).",
    ],
  },
  faqs: [
    {
      question: "Does NordVPN work in China in 2025?",
      answer:
        "Sometimes. Travelers report success with OpenVPN (TCP) and obfuscated servers, and failures on the default NordLynx protocol. Results vary by city, network and week, and NordVPN itself does not guarantee China. Test it before you fly and keep a backup.",
    },
    {
      question: "How do I turn on NordVPN's obfuscated servers?",
      answer:
        "Open Settings, change the VPN protocol from NordLynx to OpenVPN (TCP or UDP), then return to the server list; Obfuscated servers appears under specialty servers. Connect to one in a nearby country such as Japan or Singapore.",
    },
    {
      question: "Can I download a VPN after I arrive in China?",
      answer:
        "Not easily. VPN websites are blocked, and VPN apps are not listed in China's app stores. Download, sign in and test before departure, ideally on the phone and the laptop you are taking.",
    },
    {
      question: "Do I still need a VPN with an eSIM?",
      answer:
        "Not on mobile data: roaming eSIMs such as Airalo and Holafly route traffic abroad, so blocked apps work. You still need a VPN on hotel Wi-Fi or a Chinese SIM. Our [China eSIM guide](/china-esim-guide) explains the difference.",
    },
    {
      question: "Which is cheaper for a two-week trip?",
      answer:
        "A one-month NordVPN plan costs about $11.99 against about $12.95 for ExpressVPN. Both have a 30-day money-back guarantee, so if either fails in China you can ask for a refund within the window.",
    },
  ],
  relatedComparisons: [
    {
      title: "ExpressVPN vs Surfshark in China",
      link: "/expressvpn-vs-surfshark-china",
      description: "How ExpressVPN stacks up against the cheaper Surfshark for a China trip.",
    },
    {
      title: "eSIM vs Local SIM in China",
      link: "/esim-vs-local-sim-china",
      description: "Why a roaming eSIM can make a VPN unnecessary on mobile data.",
    },
    {
      title: "Airalo vs Holafly eSIM for China",
      link: "/airalo-vs-holafly-china-esim",
      description: "Which roaming eSIM to buy for your itinerary and data habits.",
    },
  ],
  relatedGuideLink: "/",
} satisfies Comparison;
