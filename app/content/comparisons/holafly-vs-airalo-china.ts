import type { Comparison } from "../schemas/comparison";

export default {
  slug: "holafly-vs-airalo-china",
  metaTitle: "Holafly vs Airalo for China: Unlimited or Pay per GB?",
  metaDescription:
    "Unlimited days with Holafly or gigabyte packs with Airalo? See the break-even point, real plan prices and how much data a China trip actually uses.",
  keywords: [
    "holafly vs airalo china",
    "unlimited esim china",
    "airalo china plan price",
    "holafly china unlimited",
    "how much data china trip",
    "china esim pay per gb",
    "cheapest esim for china",
  ],
  optionAName: "Holafly",
  optionBName: "Airalo",
  category: "esim",
  headline:
    "Holafly sells you days of unlimited data; Airalo sells you gigabytes. Your daily usage decides which one is cheaper.",
  subheadline:
    "Both are roaming eSIMs that keep Google and WhatsApp working in China without a VPN. This page is about the pricing model: how to work out your data needs and where unlimited starts to pay off.",
  quickWinner: "B",
  quickVerdict:
    "For most visitors **Airalo** is the better deal. A typical tourist uses well under 1GB a day on maps, payments and messaging, and Airalo’s 10GB, 30-day plan at $26 covers a two-week trip for about half of Holafly’s 15-day price. **Holafly** wins if you stream, video-call daily, upload lots of photos or simply never want to think about data: above roughly 1GB a day, unlimited becomes the cheaper option.",
  comparisonTable: [
    {
      feature: "Pricing model",
      optionA: "Unlimited data for a set number of days",
      optionB: "Fixed data packages with a validity period",
      winner: "depends",
    },
    { feature: "Shortest plan", optionA: "5 days for $19", optionB: "1GB for 7 days at $4.50", winner: "B" },
    {
      feature: "Cost for a one-week trip",
      optionA: "$27 (7 days)",
      optionB: "$7.50 (2GB) to $16.50 (5GB)",
      winner: "B",
    },
    { feature: "Cost for a two-week trip", optionA: "$47 (15 days)", optionB: "$26 (10GB, 30 days)", winner: "B" },
    { feature: "Cost for a month", optionA: "$87 (30 days)", optionB: "$26 per 10GB", winner: "depends" },
    { feature: "Cheaper for heavy users (over about 1GB a day)", optionA: true, optionB: false, winner: "A" },
    { feature: "Works without a VPN in China", optionA: true, optionB: true, winner: "tie" },
    {
      feature: "Hotspot for a laptop or travel partner",
      optionA: "Restricted on unlimited plans; check the terms",
      optionB: "Allowed, counts against your data",
      winner: "B",
    },
    {
      feature: "Data worry during the trip",
      optionA: "None, within fair use",
      optionB: "Check usage; top up if low",
      winner: "A",
    },
    { feature: "Phone number included", optionA: false, optionB: false, winner: "tie" },
    { feature: "Our editorial rating", optionA: "4/5", optionB: "5/5", winner: "B" },
  ],
  optionAReview: {
    whatItIs:
      "Holafly is an eSIM provider that sells unlimited-data plans by the day. Its China plans cost 5 days for $19, 7 days for $27, 15 days for $47 and 30 days for $87; prices change, so check before buying. Like other roaming eSIMs it routes traffic abroad, so blocked apps work without a VPN.",
    pros: [
      "**No meter to watch**: stream, video-call and back up photos without counting gigabytes.",
      "Cheaper than stacking GB packages once you pass roughly 1GB a day.",
      "One purchase covers the whole trip, which suits travelers who dislike topping up mid-journey.",
      "Google Maps, Instagram and WhatsApp open without a VPN on mobile data.",
    ],
    cons: [
      "Expensive for light users: $47 for 15 days is almost double Airalo’s 10GB plan.",
      "Hotspot sharing is limited on its unlimited plans, so check the terms before planning to run a laptop or a second phone from it.",
      "A fair-use policy may slow speeds after very heavy use; read the plan terms.",
      "Plans are sold by fixed day counts, so a 9-day trip may mean paying for 15.",
    ],
    bestFor: [
      "Content creators, remote workers and anyone who video-calls home every evening.",
      "Travelers who value peace of mind over the lowest price.",
      "Trips of 5-7 days with heavy usage, where $19-27 is easy to justify.",
    ],
    ourExperience:
      "Holafly was not part of our own setup in September 2025; our daily use of maps, Alipay, DiDi and messaging stayed modest enough that a gigabyte plan was the better deal. We rate it 4/5: a solid service whose value depends entirely on how much you consume.",
  },
  optionBReview: {
    whatItIs:
      "Airalo is an eSIM marketplace selling data in fixed packages. For China: 1GB for 7 days at $4.50, 2GB for 15 days at $7.50, 3GB for 15 days at $11, 5GB for 30 days at $16.50 and 10GB for 30 days at $26. Prices change; check the app. Data is routed abroad, so no VPN is needed on mobile data.",
    pros: [
      "**Pay only for what you use**: most tourists need 5-10GB for two weeks.",
      "Top-ups land on the same eSIM through the app, so you never reinstall anything.",
      "30-day validity on the larger plans gives slack if your trip grows.",
      "Hotspot works, handy for a travel partner whose phone lacks eSIM.",
      "Our top-rated provider at 5/5 for value and reliability.",
    ],
    cons: [
      "You have to keep an eye on remaining data, especially when uploading videos.",
      "Heavy streamers can spend more than an unlimited plan would cost.",
      "Running out at the wrong moment means topping up before you can open a map.",
      "Like Holafly, no phone number, so Chinese SMS codes cannot reach you.",
    ],
    bestFor: [
      "Typical sightseeing trips: maps, payments, ride-hailing, messaging and some social posting.",
      "Budget travelers who want the lowest price per trip.",
      "Couples who want to share data via hotspot.",
    ],
    ourExperience:
      "Airalo provided our data for the two weeks we spent between Beijing, Xi’an, Zhangjiajie and Shanghai in September 2025. A gigabyte plan covered navigation, Alipay, DiDi and daily messages, and we used hotel Wi-Fi with a VPN for heavier uploads in the evening.",
  },
  whenToChooseA: [
    {
      title: "You use more than about 1GB a day",
      description:
        "Video calls, streaming, Instagram stories and cloud photo backup add up fast. Above that daily level, Holafly’s flat price beats buying several 10GB packs.",
    },
    {
      title: "You avoid hotel Wi-Fi",
      description:
        "Hotel networks in China are filtered and need a VPN. If you would rather stay on mobile data for everything, unlimited removes the trade-off.",
    },
    {
      title: "You want zero admin",
      description:
        "Buy one plan that matches your trip length and never look at a usage counter. For some travelers that certainty is worth the premium.",
    },
  ],
  whenToChooseB: [
    {
      title: "You mostly navigate, pay and message",
      description:
        "Maps, Alipay, DiDi and chat use little data. A 5GB plan at $16.50 or 10GB at $26 covers most one- and two-week trips comfortably.",
    },
    {
      title: "Your trip length is awkward",
      description:
        "Airalo’s 15- and 30-day validity fits a 9- or 20-day trip without paying for days you will not use.",
    },
    {
      title: "You share with a partner",
      description:
        "Hotspot lets a second device ride on one plan. Top up in the app if the two of you burn through it; our [China eSIM guide](/china-esim-guide) covers installation.",
    },
  ],
  finalVerdict: {
    whatWeUsed:
      "An Airalo gigabyte plan on our 14-day September 2025 trip, with filtered hotel Wi-Fi plus a VPN for big uploads.",
    whyWeChoseIt: "Our daily usage was moderate, so paying per gigabyte cost far less than 15 days of unlimited data.",
    wouldRecommend:
      "Yes, for a typical sightseeing trip. If we were filming or video-calling every day we would reconsider Holafly.",
    expandedVerdict: [
      "Work out your daily usage at home: your phone’s settings show how much mobile data you used last month. Divide by 30. Under 1GB a day, take Airalo; above it, compare the math against Holafly’s 15- or 30-day plans.",
      "Two sample travelers make the point. A couple on a 10-day Beijing and Shanghai trip who navigate, pay, hail DiDi and post a few photos each night will use perhaps 4-6GB each: Airalo’s 5GB plan at $16.50, or the 10GB plan to be safe, is the answer. A solo traveler who video-calls family for half an hour every evening and uploads clips daily can pass 20GB in two weeks, and Holafly’s $47 for 15 days is then the cheaper and calmer option.",
      "Whichever you choose, install it before departure and turn it on after landing. Both keep Google apps working on mobile data; for hotel Wi-Fi you still need a VPN, covered in [the best VPN for China](/best-vpn-for-china).",
    ],
  },
  faqs: [
    {
      question: "How much data does a typical China trip use?",
      answer:
        "Navigation, Alipay, DiDi, translation and messaging usually stay under 500MB a day. Add social media and photo uploads and many travelers reach 0.5-1GB. Daily video calls or streaming can push well past that.",
    },
    {
      question: "At what point does Holafly become cheaper than Airalo?",
      answer:
        "For a 15-day trip, Holafly’s $47 equals roughly 10GB plus 5GB on Airalo ($42.50); if you expect more than about 15GB, unlimited wins. For a month, Holafly’s $87 sits above three 10GB packs ($78), so the line is about 30GB.",
    },
    {
      question: "Do both work without a VPN in China?",
      answer:
        "Yes. Both route mobile data through servers abroad, so Google, WhatsApp and Instagram work. On Wi-Fi in China you still need a VPN.",
    },
    {
      question: "Can I get a Chinese phone number with either?",
      answer:
        "No, both are data-only. If you need a +86 number, read [how to get a Chinese phone number](/how-to-get-chinese-phone-number).",
    },
    {
      question: "Is Holafly’s unlimited data really unlimited?",
      answer:
        "You are not cut off, but like most unlimited plans it comes with a fair-use policy, and hotspot sharing is limited. For normal heavy use such as video calls and streaming, treat it as unlimited; for tethering a laptop all day, check the current terms first.",
    },
    {
      question: "What happens if my Airalo data runs out?",
      answer:
        "Buy a top-up package in the Airalo app on hotel Wi-Fi and it attaches to the same eSIM within minutes. Keep a little data spare so you are never stranded without a map.",
    },
  ],
  relatedComparisons: [
    {
      title: "Airalo vs Holafly: China eSIM Review",
      link: "/airalo-vs-holafly-china-esim",
      description: "The provider-level comparison: coverage, app, support and installation.",
    },
    {
      title: "eSIM vs Local SIM in China",
      link: "/esim-vs-local-sim-china",
      description: "Not sure you want an eSIM at all? Compare it with a Chinese SIM card.",
    },
    {
      title: "ExpressVPN vs Surfshark in China",
      link: "/expressvpn-vs-surfshark-china",
      description: "The VPN you still need for hotel and café Wi-Fi.",
    },
  ],
  relatedGuideLink: "/",
} satisfies Comparison;
