import type { Comparison } from "../schemas/comparison";

export default {
  slug: "airalo-vs-holafly-china-esim",
  metaTitle: "Airalo vs Holafly eSIM for China: Which Plan to Buy",
  metaDescription:
    "Match your trip length and data use to the right China eSIM: Airalo or Holafly costs for 5, 14 and 30 days, plus setup on arrival, hotspot, top-ups and support.",
  keywords: [
    "airalo vs holafly china",
    "best esim for china trip",
    "airalo china plan",
    "holafly china esim",
    "china esim hotspot",
    "how much data china trip",
    "install esim before china",
    "esim top up china",
  ],
  optionAName: "Airalo",
  optionBName: "Holafly",
  category: "esim",
  headline:
    "Work out how many days you'll be in China and how you use your phone, and the choice between these two roaming eSIMs mostly makes itself.",
  subheadline:
    "Both route your data abroad, so Google Maps, Gmail and WhatsApp work without a VPN. This page is about the practical side: which plan fits your itinerary, how to install and switch it on in China, sharing data with a laptop, topping up and getting help. Prices below change often; check before you buy.",
  quickWinner: "A",
  quickVerdict:
    "For most itineraries **Airalo** is the better buy: a 5GB/30-day plan at $16.50 covers a typical two-week trip of maps, payments and messaging, it allows hotspot on its China plans, and topping up takes a minute in the app. Pick **Holafly** if you post video every day, make long video calls or simply refuse to track data, and accept paying about $47 for 15 days.",
  comparisonTable: [
    { feature: "Our editorial rating", optionA: "5/5", optionB: "4/5", winner: "A" },
    {
      feature: "Data allowance",
      optionA: "Fixed: 1, 2, 3, 5 or 10 GB",
      optionB: "Unlimited, under a fair-use policy",
      winner: "depends",
    },
    {
      feature: "5-day stopover (e.g. visa-free transit)",
      optionA: "$7.50 for 2GB/15 days",
      optionB: "$19 for 5 days",
      winner: "A",
    },
    {
      feature: "Two-week trip",
      optionA: "$16.50 for 5GB or $26 for 10GB (30 days)",
      optionB: "$47 for 15 days",
      winner: "A",
    },
    { feature: "One month", optionA: "$26 for 10GB, plus top-ups if needed", optionB: "$87 for 30 days", winner: "A" },
    { feature: "Google, WhatsApp and Instagram work without a VPN", optionA: true, optionB: true, winner: "tie" },
    {
      feature: "Hotspot for a laptop or travel partner",
      optionA: "Allowed on its China plans",
      optionB: "Restricted or capped; check the plan page",
      winner: "A",
    },
    { feature: "Stop tracking your data usage", optionA: false, optionB: true, winner: "B" },
    {
      feature: "Add more on the same eSIM",
      optionA: "Top-up packages in the app",
      optionB: "Extend by adding days in the app",
      winner: "tie",
    },
    { feature: "Includes a Chinese phone number", optionA: false, optionB: false, winner: "tie" },
    { feature: "24/7 chat support", optionA: true, optionB: true, winner: "tie" },
  ],
  optionAReview: {
    whatItIs:
      "Airalo is a Singapore-based eSIM marketplace selling data packs for around 200 destinations. Its mainland China packs run from 1GB for 7 days ($4.50) to 10GB for 30 days ($26), with 2GB/15 days at $7.50, 3GB/15 days at $11 and 5GB/30 days at $16.50. Traffic is routed outside the mainland, which is why blocked apps keep working.",
    pros: [
      "**Cheapest for most trips**: even 10GB for 30 days costs $26, a dollar less than Holafly charges for a single week.",
      "Plans can be stacked: when data runs low, buy a top-up in the app and it lands on the eSIM already installed.",
      "Hotspot sharing is allowed on its China packs, handy for a laptop on a train or a partner whose phone lacks eSIM.",
      "Validity on most packs starts only when the eSIM connects to a network in China, so you can install a week early.",
    ],
    cons: [
      "You have to watch your usage; video and photo backups eat a small pack quickly.",
      "Running out mid-day means a top-up over whatever connection you can find, usually hotel or café Wi-Fi.",
      "Data-only, with no Chinese number for SMS codes or restaurant bookings.",
      "Several pack sizes and validity lengths can confuse a first-time buyer.",
    ],
    bestFor: [
      "Trips of 5 to 30 days with normal use: maps, Alipay, translation, messaging and some social media.",
      "Travelers who want to share data with a laptop or a second device.",
      "Budget-conscious travelers comfortable checking a data counter now and then.",
    ],
    ourExperience:
      "An Airalo China plan kept our phones online for the whole September 2025 trip. Amap, Alipay, translation and WhatsApp all ran on it through Beijing, Xi'an, Zhangjiajie and Shanghai without a VPN on the phone, and we installed it at home before the flight.",
  },
  optionBReview: {
    whatItIs:
      "Holafly is an eSIM company founded in Spain and best known for unlimited data plans sold by the day. For China it offers 5 days ($19), 7 days ($27), 15 days ($47) and 30 days ($87). Data is routed abroad like Airalo's, and a fair-use policy applies to very heavy users.",
    pros: [
      "**No counting**: stream, upload and video-call without watching a meter.",
      "One simple choice: pick the number of days and you're done.",
      "Short plans suit a quick 240-hour transit stay if you want no limits.",
      "Extra days can be added in the app if your trip runs longer.",
    ],
    cons: [
      "About three times the price of Airalo for a two-week trip, and over three times for a month.",
      "Hotspot use is restricted or capped depending on the plan, so it is a poor fit for laptop work.",
      "Speeds may be reduced after very heavy use under the fair-use policy.",
      "Data-only, like Airalo: keep your home SIM active for bank and Alipay text messages.",
    ],
    bestFor: [
      "Heavy phone users: daily video posts, long video calls, streaming on trains.",
      "Travelers who would rather pay more than think about data.",
      "Short trips where the price difference is a few dollars.",
    ],
    ourExperience:
      "We did not use Holafly on our September 2025 trip, so this review is based on its published plans, policies and help pages rather than our own time on its network in China.",
  },
  whenToChooseA: [
    {
      title: "Your trip is one to four weeks of normal use",
      description:
        "Budget about 200-400 MB a day for maps, payments, messaging and some browsing. Two weeks fits in 5GB ($16.50); a month in 10GB ($26).",
    },
    {
      title: "You need a hotspot",
      description:
        "If a laptop or a companion's phone will share your data, Airalo's China packs allow it. Pick 10GB if a laptop is involved.",
    },
    {
      title: "You're on a short stopover",
      description:
        "For a visa-free transit stay of a few days (check the current list of nationalities and ports), 2GB for $7.50 covers navigation and messaging with room to spare.",
    },
  ],
  whenToChooseB: [
    {
      title: "You upload video every day",
      description:
        "Daily Reels, vlogs or cloud photo backups can use 1-2 GB a day. At that rate two weeks would need several Airalo top-ups and Holafly's $47 becomes competitive.",
    },
    {
      title: "You'll take long video calls from China",
      description:
        "An hour of HD video calling can use around 1 GB. Unlimited data removes the worry for remote workers calling home from a phone.",
    },
    {
      title: "Your trip is five days and you want zero limits",
      description:
        "At $19 for five days, the premium over Airalo is about $11. For some travelers, not thinking about data is worth that.",
    },
  ],
  finalVerdict: {
    whatWeUsed: "Airalo, on our 14-day trip through four cities in September 2025.",
    whyWeChoseIt:
      "Our use was maps, Alipay, translation and messaging, which fits comfortably into a fixed pack, and the price was a fraction of an unlimited plan for the same days.",
    wouldRecommend:
      "We recommend Airalo for most first-time visitors. Choose Holafly only if your phone habits would burn through 10GB in a couple of weeks.",
    expandedVerdict: [
      "Run the numbers on your own habits. A traveler who navigates, pays and messages will use 3-5 GB in two weeks, and Airalo costs $16.50. A traveler who posts video daily might use 15-20 GB; Airalo's 10GB pack plus top-ups then costs about as much as Holafly's $47, and Holafly's simplicity wins.",
      "Either way, set it up at home: install over Wi-Fi, leave the eSIM line switched off, and on landing turn it on, enable data roaming for that line and make it your mobile-data line. Keep your home SIM on for calls and texts but turn off its data roaming to avoid charges. Our [China eSIM guide](/china-esim-guide) has the screen-by-screen steps.",
    ],
  },
  faqs: [
    {
      question: "When should I install the eSIM, and when does it start?",
      answer:
        "Install before you leave home, over stable Wi-Fi, because you need a connection to download it. Most Airalo China packs start counting days when the eSIM first connects to a network in China; Holafly plans also start on arrival. Do not delete the eSIM after installing it.",
    },
    {
      question: "The eSIM won't connect after I land. What should I try?",
      answer:
        "Check that the eSIM line is on, set for mobile data, and has data roaming enabled. Toggle airplane mode, restart the phone, and if needed select a network manually. If it still fails, open the provider's 24/7 chat; on Chinese airport Wi-Fi you may need your VPN to reach it, or use the support email on your order.",
    },
    {
      question: "Will I get a Chinese phone number?",
      answer:
        "No. Both are data-only. Alipay and your bank send codes to your home number, so keep that SIM active. If you need a local number for deliveries or some bookings, see [how to get a Chinese phone number](/how-to-get-chinese-phone-number).",
    },
    {
      question: "Does the plan cover Hong Kong and Macau?",
      answer:
        "Not always. Mainland China plans may exclude Hong Kong and Macau, which have their own networks. If your route crosses into either, check coverage on the plan page or buy a regional plan.",
    },
    {
      question: "How much data does a typical China trip use?",
      answer:
        "Amap navigation, Alipay, translation apps and WhatsApp use roughly 200-400 MB a day. Social media with photos pushes that toward 1 GB, and video calls or streaming beyond it. Download offline maps and translation packs before you go to save data; see our [Amap guide](/amap-english-guide).",
    },
  ],
  relatedComparisons: [
    {
      title: "Holafly vs Airalo for China",
      link: "/holafly-vs-airalo-china",
      description: "The same two providers compared on unlimited versus pay-per-GB value.",
    },
    {
      title: "eSIM vs Local SIM in China",
      link: "/esim-vs-local-sim-china",
      description: "Whether a roaming eSIM or a Chinese SIM card suits your trip.",
    },
    {
      title: "ExpressVPN vs NordVPN in China",
      link: "/expressvpn-vs-nordvpn-china",
      description: "Which VPN to carry for hotel Wi-Fi when your eSIM is not in use.",
    },
  ],
  relatedGuideLink: "/",
} satisfies Comparison;
