import type { Comparison } from "../schemas/comparison";

export default {
  slug: "hostels-vs-hotels-china-foreigners",
  metaTitle: "Hostels vs Hotels in China for Foreigners (2025)",
  metaDescription:
    "Dorm beds from ¥50-100 or hotel rooms at ¥200-500: which suits a foreign visitor in China, who may host you, police registration, deposits and booking tips.",
  keywords: [
    "hostels vs hotels china",
    "china hostel for foreigners",
    "hotels that accept foreigners china",
    "china youth hostel dorm price",
    "budget hotel china foreigner",
    "where to stay china first trip",
    "china hotel registration foreigners",
  ],
  optionAName: "Hostels",
  optionBName: "Hotels",
  category: "accommodation",
  headline:
    "A dorm bed costs a fraction of a room, but a hotel buys you sleep, privacy and fewer surprises at the front desk.",
  subheadline:
    "Both can register you with the police and both take Alipay. The real differences are noise, privacy, English at reception, and how much planning help you get. Read this alongside [how to find hotels that accept foreigners](/how-to-find-hotels-accept-foreigners).",
  quickWinner: "B",
  quickVerdict:
    "For a first trip, **book hotels**: a mid-range chain room at ¥200-500 a night is clean, quiet and used to foreign passports. Pick **hostels** if you travel alone on a tight budget, want company and local tips, or need a dorm bed at ¥50-100 in an expensive city like Beijing or Shanghai.",
  comparisonTable: [
    {
      feature: "Typical price per night",
      optionA: "Dorm bed ¥50-100; private room about ¥150-300",
      optionB: "About ¥200-500 for a mid-range room",
      winner: "A",
    },
    {
      feature: "Licensed to register foreign guests",
      optionA: "Most listed on Hostelworld and Trip.com are; small ones may not be",
      optionB: "Nearly all chain and international hotels",
      winner: "B",
    },
    { feature: "Private bathroom", optionA: false, optionB: true, winner: "B" },
    {
      feature: "English spoken at reception",
      optionA: "Usually, and often fluent",
      optionB: "Varies; strong at international brands, basic at budget chains",
      winner: "A",
    },
    { feature: "Meeting other travelers", optionA: true, optionB: false, winner: "A" },
    {
      feature: "Quiet sleep before an early train",
      optionA: "Depends on your dorm mates",
      optionB: "Reliable",
      winner: "B",
    },
    {
      feature: "Help booking tours and tickets",
      optionA: "Front desk often sells Great Wall and day trips",
      optionB: "Concierge at upscale hotels; little help at budget chains",
      winner: "A",
    },
    {
      feature: "Cash or card deposit at check-in",
      optionA: "Small, sometimes none",
      optionB: "Common, often ¥100-500 or a card pre-authorization",
      winner: "A",
    },
    { feature: "Works for couples and families", optionA: "Only with a private room", optionB: true, winner: "B" },
    { feature: "Pay with Alipay or WeChat Pay", optionA: true, optionB: true, winner: "tie" },
  ],
  optionAReview: {
    whatItIs:
      "Chinese hostels (青年旅舍, youth hostels) sit mostly in old-town lanes and near metro stations: Beijing's hutong districts around Nanluoguxiang and Qianmen, the streets inside Xi'an's city wall, the lanes of Lijiang and Dali, and the backpacker strip of Yangshuo's West Street. Expect four- to eight-bed dorms, a few private rooms, a bar or café downstairs and a front desk that doubles as a travel agency.",
    pros: [
      "**Lowest price in town**: ¥50-100 for a dorm bed, even in Beijing and Shanghai where a decent hotel room costs several times as much.",
      "Staff at foreigner-focused hostels usually speak good English and will write addresses in Chinese for your taxi driver.",
      "The front desk sells day trips such as a Mutianyu Great Wall run from Beijing or a Terracotta Army bus from Xi'an, so you avoid comparing tours alone.",
      "Common rooms make it easy to find someone to share a DiDi, split a hotpot or trade SIM and VPN advice.",
      "Central locations: many occupy courtyard houses or converted buildings inside historic quarters that big hotels cannot reach.",
    ],
    cons: [
      "Shared showers and thin partitions; light sleepers and anyone catching a 7am high-speed train will notice.",
      "Some Chinese hostels set age limits for dorm beds (check the listing), and a few still cannot register foreign guests.",
      "Quality swings more than at chains: one hostel is spotless, the next has damp mattresses. Read recent reviews.",
      "Courtyard-house hostels can be cold in winter and humid in summer, with heating or air-conditioning that runs only at set hours.",
    ],
    bestFor: [
      "Solo travelers on about $50 a day who want company and local tips.",
      "Backpacker towns such as Yangshuo, Dali and Lijiang, where hostels are part of the experience.",
      "A cheap base in expensive cities when you will be out from breakfast to midnight anyway.",
    ],
    ourExperience:
      "We slept in hotels on our September 2025 trip, so these hostel notes are researched rather than slept in. The practical point we checked for both is the same: the place must be able to register a foreign passport, and it must take Alipay, since we paid for the whole trip without cash.",
  },
  optionBReview: {
    whatItIs:
      "Hotels in China range from domestic chains (Hanting, Home Inn, Jinjiang Inn, Ji Hotel, Atour, Orange Hotel) at roughly ¥200-500 to international brands like Hilton, Marriott and IHG in every major city. Chinese chain rooms are compact but consistent: a kettle, bottled water, slippers, fast Wi-Fi and a front desk open 24 hours.",
    pros: [
      "**Registration handled at check-in**: the desk scans your passport and files the police registration foreigners need within 24 hours of arrival.",
      "Your own bathroom, air-conditioning you control, blackout curtains and a lock on the door.",
      "Predictable standards within a chain, so a Ji Hotel in Xi'an feels much like one in Shanghai.",
      "Luggage storage on your last day, and many rooms include breakfast or sell it for about ¥30-80.",
      "Two people sharing a ¥300 room pay ¥150 each, which closes much of the gap with two dorm beds.",
    ],
    cons: [
      "Costs two to five times as much as a dorm bed for a solo traveler.",
      "Budget chain staff may speak little English; expect to use a translation app at the desk.",
      "A deposit is normal: a card pre-authorization or an Alipay hold, released after check-out, and occasionally cash.",
      "Business hotels are built for sleeping, not meeting anyone, and rarely arrange tours.",
    ],
    bestFor: [
      "First-time visitors, couples and families who want a quiet, private base.",
      "Short trips with early trains and flights, where sleep matters more than savings.",
      "Travelers who want zero doubt that a foreign passport will be accepted.",
    ],
    ourExperience:
      "Every night of our two-week September 2025 route, from Beijing and Xi'an to Zhangjiajie and Shanghai, was spent in a hotel room paid with Alipay. At each check-in the desk scanned our passports and filed the registration, so the 24-hour rule never needed a thought, and nobody asked for cash.",
  },
  whenToChooseA: [
    {
      title: "You travel alone and count every yuan",
      description:
        "A dorm at ¥50-100 against a room at ¥200-500 saves about ¥150-400 a night. Over two weeks that pays for several high-speed train tickets.",
    },
    {
      title: "You want people to explore with",
      description:
        "Hostel bars and group day trips are the easiest way to meet other travelers in a country where few locals speak English.",
    },
    {
      title: "You're heading to backpacker towns",
      description:
        "In Yangshuo, Dali and Lijiang, the hostels are well run, central and often set in courtyard houses with more character than the local hotels. See the [Yangshuo travel guide](/yangshuo-travel-guide-2025).",
    },
  ],
  whenToChooseB: [
    {
      title: "It's your first time in China",
      description:
        "A chain hotel removes the biggest unknowns: whether the place can take foreigners, whether the bathroom is shared, and whether you'll sleep.",
    },
    {
      title: "You're traveling as a couple or family",
      description:
        "One hotel room usually beats two dorm beds or a hostel private room on comfort, and the cost gap narrows once two people share.",
    },
    {
      title: "Your plan has early departures",
      description:
        "Pick a hotel near the station the night before a morning train, for example around Beijing South or Shanghai Hongqiao, and sleep without bunk-bed alarms going off at 5am.",
    },
  ],
  finalVerdict: {
    whatWeUsed: "We booked mid-range hotels in all four cities on our September 2025 trip.",
    whyWeChoseIt:
      "With four cities in 14 days, we wanted guaranteed foreigner registration, a private bathroom and reliable sleep between train and flight days, and the rooms fit the ¥200-500 range.",
    wouldRecommend:
      "We'd recommend hotels for anyone on a first trip. Solo travelers on a budget should mix the two: hostels in Yangshuo, Dali or Lijiang, hotels in the big cities before early departures.",
    expandedVerdict: [
      "Price is the only category hostels win outright, and it is a big one: a dorm bed at ¥50-100 is the cheapest safe bed in China. If you are young, traveling solo and happy with earplugs, hostels give you English-speaking staff and instant company at a third of the cost.",
      "For everyone else the hotel is the safer bet. Whichever you pick, confirm before paying that the property accepts foreign passports; an app listing is not a guarantee. If a place refuses you at the desk, ask staff to call the nearest hotel that can register you, and keep Trip.com open to rebook on the spot.",
    ],
  },
  faqs: [
    {
      question: "Can foreigners stay in any hostel or hotel in China?",
      answer:
        "Not every one. Properties need permission to register foreign guests with the police, and a few small hostels and guesthouses still lack it. Chains and international hotels almost always accept foreigners. Filter for foreigner-friendly listings and message the property if unsure; our guide to [finding hotels that accept foreigners](/how-to-find-hotels-accept-foreigners) lists the checks.",
    },
    {
      question: "Do I have to register with the police if I stay in a hostel?",
      answer:
        "Yes, every foreign visitor must be registered at their address within 24 hours of arrival. A licensed hostel or hotel does this for you when it scans your passport at check-in. If you stay with friends or in a private apartment, you have to go to the local police station yourself.",
    },
    {
      question: "Can I use Airbnb in China instead?",
      answer:
        "Airbnb stopped offering stays in mainland China in 2022. Local homestays (民宿) are listed on Trip.com, but not all of them can register foreigners, so check before booking. For most first-time visitors a hotel or licensed hostel is simpler.",
    },
    {
      question: "How do I pay for a hostel or hotel in China without cash?",
      answer:
        "Both accept Alipay and WeChat Pay at the desk, and most chain hotels also take Visa and Mastercard. Prepaying through Trip.com or a booking site avoids paying at check-in. Set up Alipay before you fly using our [Alipay guide](/how-to-use-alipay-in-china).",
    },
    {
      question: "Are hostels in China safe for solo female travelers?",
      answer:
        "Generally yes. Many hostels offer female-only dorms, lockers and 24-hour reception, and petty theft is the main risk, as it is anywhere. Use the locker, keep your passport on you, and read our [China safety guide](/is-china-safe-for-tourists) for the wider picture.",
    },
  ],
  relatedComparisons: [
    {
      title: "Trip.com vs Ctrip for Foreigners",
      link: "/trip-com-vs-ctrip-foreigners",
      description: "Which booking app shows rooms that accept foreign passports, and which one you can actually read.",
    },
    {
      title: "Group Tour vs Solo Travel in China",
      link: "/group-tour-vs-solo-travel-china",
      description: "Whether to let a tour company handle hotels, tickets and transport, or plan it all yourself.",
    },
    {
      title: "Beijing vs Shanghai for a First Visit",
      link: "/beijing-vs-shanghai-first-visit",
      description: "Where to start your trip, and which city gives better value for your accommodation budget.",
    },
  ],
  relatedGuideLink: "/",
} satisfies Comparison;
