import type { Comparison } from "../schemas/comparison";

export default {
  slug: "group-tour-vs-solo-travel-china",
  metaTitle: "Group Tour vs Solo Travel in China: Which Suits You?",
  metaDescription:
    "Group tours in China run about $150-300 a day, independent travel $50-150. Compare planning, apps, language, flexibility, shopping stops and Tibet permit rules.",
  keywords: [
    "group tour vs solo travel china",
    "china tour or independent travel",
    "is it easy to travel china alone",
    "china group tour cost per day",
    "independent travel china apps",
    "china tour shopping stops",
    "do i need a tour for tibet",
  ],
  optionAName: "Group Tour",
  optionBName: "Solo Travel",
  category: "travel style",
  headline:
    "A tour hands the logistics to someone else for about twice the daily cost; going independent takes an evening of app setup and gives you the whole country on your own schedule.",
  subheadline:
    "China is far easier to travel alone than it was a decade ago, thanks to Alipay, translation apps and high-speed trains. A tour still makes sense for some trips, and for Tibet it is required. Here is how the two compare day to day.",
  quickWinner: "B",
  quickVerdict:
    "**Travel independently** if you can spend a few hours before the trip setting up Alipay, a roaming eSIM, Amap and Trip.com: it costs about $50-150 a day against $150-300 on a tour, and you choose where to eat and how long to stay. Pick a **group tour** for Tibet, for a very short first visit, or if handling bookings in a foreign script would spoil the trip for you.",
  comparisonTable: [
    { feature: "Typical cost per day", optionA: "About $150-300", optionB: "About $50-150", winner: "B" },
    {
      feature: "Planning before departure",
      optionA: "Choose a tour and pay",
      optionB: "Several evenings: route, trains, hotels, apps",
      winner: "A",
    },
    {
      feature: "Apps you must set up",
      optionA: "A messaging app for the group, little else",
      optionB: "Alipay, Amap, DiDi, Trip.com, a translator, plus an eSIM or VPN",
      winner: "A",
    },
    { feature: "Language barrier handled for you", optionA: true, optionB: false, winner: "A" },
    { feature: "Change plans on the day", optionA: false, optionB: true, winner: "B" },
    { feature: "Free of commission shopping stops", optionA: "Not on many budget tours", optionB: true, winner: "B" },
    {
      feature: "Real-name tickets and train seats",
      optionA: "Booked by the operator",
      optionB: "You book each one with your passport",
      winner: "A",
    },
    {
      feature: "Food",
      optionA: "Set group menus at tour restaurants",
      optionB: "Street stalls, noodle shops and anything else you find",
      winner: "B",
    },
    {
      feature: "Entering Tibet",
      optionA: "Required: permit via a licensed agency, with a guide",
      optionB: "Not allowed without an agency",
      winner: "A",
    },
    {
      feature: "Company on the road",
      optionA: "Built-in group",
      optionB: "Hostels, day tours and your own travel partner",
      winner: "depends",
    },
  ],
  optionAReview: {
    whatItIs:
      "A group tour packages hotels, transport, entry tickets, an English-speaking guide and usually some meals into one price. Options run from large coach tours and international small-group operators to private tours with a driver and guide. Most cover the Beijing, Xi'an, Guilin and Shanghai circuit in 10-14 days.",
    pros: [
      "**No logistics**: the operator books every real-name ticket, train seat and hotel, and handles foreigner registration at check-in.",
      "A guide explains what you are looking at, from the layout of the Forbidden City to the excavation history of the Terracotta Army pits.",
      "Private transfers skip the queues for taxis and DiDi at airports and stations.",
      "The only practical way into Tibet, where foreigners need a Tibet Travel Permit arranged by a licensed agency and must travel with a guide.",
    ],
    cons: [
      "About $150-300 a day, often twice the cost of doing the same route yourself.",
      "Budget tours often include stops at jade, silk, tea or pearl showrooms where the guide earns commission.",
      "Fixed schedules, early starts and little free time; you see the sights, but rarely the neighborhoods between them.",
      "Group meals at tour restaurants are bland compared with what locals eat a street away.",
    ],
    bestFor: [
      "Tibet, and remote regions where transport is hard to arrange alone.",
      "Short first trips of a week or less, when every day must run smoothly.",
      "Travelers who do not want to use payment and booking apps in a foreign language.",
    ],
    ourExperience:
      "We did not take a group tour on our September 2025 trip, so our view of tours comes from comparing published itineraries and prices rather than riding the coach ourselves.",
  },
  optionBReview: {
    whatItIs:
      "Independent travel means booking your own trains, rooms and tickets and getting around by metro, DiDi and high-speed rail. In 2025 it runs on a handful of apps: Alipay for payments, Amap for directions, Trip.com for trains and hotels, DiDi for rides and a translation app for everything else. China is very safe for solo travelers, with petty theft and tourist scams as the main risks.",
    pros: [
      "**Roughly half the price**: about $50-150 a day covers a mid-range hotel, metro rides at ¥3-6, trains and good local food.",
      "Complete freedom: stay an extra day in Xi'an, skip a museum, or take the early train to beat the crowds at the Great Wall.",
      "Real food: point at what the next table ordered, or scan a menu with a translation app. See [how to translate Chinese menus](/how-to-translate-chinese-menus).",
      "You can still join a day tour for the hard parts, such as a Mutianyu Great Wall trip or a Terracotta Army bus, and travel alone the rest of the time.",
    ],
    cons: [
      "Setup takes time: Alipay with a Visa or Mastercard, an eSIM, offline maps and a train account, all before you fly.",
      "Popular sights need real-name bookings days ahead, sometimes through Chinese-language mini programs.",
      "Outside hotels and big sights, few people speak English, so simple things like buying medicine take longer.",
      "Everything falls on you when a train is canceled or a hotel cannot register foreigners.",
    ],
    bestFor: [
      "First-timers on trips of 10 days or more who are comfortable with phone apps.",
      "Budget travelers, food lovers and anyone who dislikes fixed schedules.",
      "Repeat visitors heading beyond the standard circuit.",
    ],
    ourExperience:
      "Nobody guided us in September 2025: we covered Beijing, Xi'an, Zhangjiajie and Shanghai independently, without cash, in 14 days. We planned the route, booked trains and hotels ourselves and paid with Alipay everywhere. Setting up every app before departure is the step we'd tell any independent traveler not to skip.",
  },
  whenToChooseA: [
    {
      title: "You're going to Tibet",
      description:
        "A licensed agency must arrange your Tibet Travel Permit and a guide must accompany you. Lhasa sits at about 3,650 m, so build in rest days. See the [Lhasa guide](/lhasa-travel-guide-2025).",
    },
    {
      title: "You have a week or less",
      description:
        "On a short trip, a missed train or a sold-out Forbidden City slot costs a large share of your time. A tour guarantees the bookings.",
    },
    {
      title: "Apps and foreign scripts stress you out",
      description:
        "If the thought of setting up Alipay and reading a Chinese booking screen puts you off the trip, pay for the tour. Choose one that lists no shopping stops.",
    },
  ],
  whenToChooseB: [
    {
      title: "You're comfortable with a smartphone",
      description:
        "Set up Alipay with the [Alipay guide](/how-to-use-alipay-in-china), install Amap and DiDi, buy an eSIM, and most of China opens up. Our guide to [navigating without Chinese](/how-to-navigate-china-no-chinese) covers the rest.",
    },
    {
      title: "Your budget is moderate",
      description:
        "At $50-150 a day, two weeks independently costs about what one week on a mid-range tour does. Hostels at ¥50-100 a night bring it lower still.",
    },
    {
      title: "You want to set your own pace",
      description:
        "Zhangjiajie, for example, rewards an unplanned extra day if the mist clears. Independent travelers can stay; tour groups move on. See the [Zhangjiajie guide](/zhangjiajie-travel-guide-2025).",
    },
  ],
  finalVerdict: {
    whatWeUsed: "Independent travel for the whole 14-day trip in September 2025.",
    whyWeChoseIt:
      "We wanted to test whether a first-time visitor could cover four regions on their own using only a phone, and to choose our own restaurants and pace.",
    wouldRecommend:
      "We recommend independent travel for most first-timers, topped up with a day tour or two. Book a tour for Tibet or if a very short trip leaves no room for mistakes.",
    expandedVerdict: [
      "The case for tours used to be language and logistics. Much of that has gone: trains can be booked in English with a passport, Alipay takes foreign cards, and translation apps read menus and signs. What remains is the setup before departure and the occasional booking that needs Chinese, both of which can be solved with preparation.",
      "A mixed plan often works best. Travel independently between cities, then add a guided day where it adds most: the Great Wall, the Terracotta Army, or a hike in Zhangjiajie. Keep tours for places that require them, such as Tibet. Read [how to book Chinese trains](/how-to-book-china-train-foreign-passport) before you commit.",
    ],
  },
  faqs: [
    {
      question: "Is it safe to travel China alone?",
      answer:
        "Yes. Violent crime against tourists is rare, cities are well lit and the metro is busy late into the evening. Watch for pickpockets in crowds and for tea-house and art-student scams near major sights. Our [China safety guide](/is-china-safe-for-tourists) has the details.",
    },
    {
      question: "Can foreigners book trains and sights without a tour?",
      answer:
        "Yes. Trains can be booked on Trip.com or the official 12306 site with a passport, and you enter stations by scanning your passport; keep the booking number (an E followed by nine digits) handy in case staff ask. Most big sights sell real-name tickets online; book a few days ahead in busy seasons.",
    },
    {
      question: "Do group tours in China include shopping stops?",
      answer:
        "Many budget tours do: visits to jade, silk, tea or pearl showrooms where the guide earns a commission. Read the itinerary closely. Small-group and private tours that advertise no shopping stops usually cost more.",
    },
    {
      question: "Is there a middle ground between a tour and solo travel?",
      answer:
        "Yes. Travel independently and book day tours for specific sights, such as a Great Wall trip from Beijing, or hire a private guide for a day. Hostels sell day trips at their front desks, and Trip.com lists many more.",
    },
    {
      question: "How much should I budget per day for independent travel?",
      answer:
        "About $50-150 a day. The low end means dorm beds at ¥50-100 and street food; the high end covers a hotel at ¥200-500 a night, taxis and sit-down meals. Trains and entry tickets are the main extras.",
    },
  ],
  relatedComparisons: [
    {
      title: "Hostels vs Hotels in China",
      link: "/hostels-vs-hotels-china-foreigners",
      description: "Where independent travelers sleep, and which places can register a foreign passport.",
    },
    {
      title: "Trip.com vs Ctrip for Foreigners",
      link: "/trip-com-vs-ctrip-foreigners",
      description: "The booking app most independent travelers rely on for trains and hotels.",
    },
    {
      title: "Alipay vs WeChat Pay for Tourists",
      link: "/alipay-vs-wechat-pay-tourists",
      description: "Which payment app to set up first when you travel without a guide.",
    },
  ],
  relatedGuideLink: "/",
} satisfies Comparison;
