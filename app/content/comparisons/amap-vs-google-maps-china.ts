import type { Comparison } from "../schemas/comparison";

export default {
  slug: "amap-vs-google-maps-china",
  metaTitle: "Amap vs Google Maps in China: Which Map Works?",
  metaDescription:
    "Google Maps is blocked and outdated in China; Amap is local, current and now in English. Compare transit directions, accuracy, search and setup for your trip.",
  keywords: [
    "amap vs google maps china",
    "does google maps work in china",
    "amap english",
    "best map app china",
    "gaode map for foreigners",
    "china metro directions app",
    "navigate china without chinese",
  ],
  optionAName: "Amap",
  optionBName: "Google Maps",
  category: "apps",
  headline:
    "Amap knows today’s China down to the metro exit; Google Maps knows your saved places and not much else here.",
  subheadline:
    "The local map most Chinese drivers and commuters use against the app you already rely on at home, compared on access, transit, accuracy, search in English and what to install before you fly.",
  quickWinner: "A",
  quickVerdict:
    "Use **Amap** for getting around. It works without a VPN, shows live metro and bus routes with station exits, and its shops and restaurants are current. **Google Maps** still has a role for your saved pins and English place names, but in mainland China it needs a VPN or roaming eSIM, lacks public transit directions and often shows closed or moved businesses.",
  comparisonTable: [
    { feature: "Works on Chinese Wi-Fi or a local SIM without a VPN", optionA: true, optionB: false, winner: "A" },
    { feature: "Public transit directions in mainland cities", optionA: true, optionB: false, winner: "A" },
    {
      feature: "English interface",
      optionA: "Yes, with some results still in Chinese",
      optionB: "Fully English",
      winner: "B",
    },
    {
      feature: "Map and road accuracy",
      optionA: "Current, street level",
      optionB: "Dated; satellite layer can be offset from roads",
      winner: "A",
    },
    {
      feature: "Shops, restaurants and opening hours",
      optionA: "Current listings with Chinese reviews",
      optionB: "Sparse and often outdated",
      winner: "A",
    },
    { feature: "Metro exits and transfer walking times", optionA: true, optionB: false, winner: "A" },
    { feature: "Live bus arrival times", optionA: "In many cities", optionB: "No", winner: "A" },
    {
      feature: "Searching in English",
      optionA: "Fine for big sights and hotels; Chinese names more reliable",
      optionB: "Easy, but the results are thin",
      winner: "depends",
    },
    { feature: "Your saved places from home", optionA: false, optionB: true, winner: "B" },
    {
      feature: "Taxi and ride-hailing from the map",
      optionA: "Built in, mostly Chinese screens",
      optionB: "No",
      winner: "A",
    },
    { feature: "Use outside mainland China", optionA: "Limited", optionB: "Worldwide", winner: "B" },
  ],
  optionAReview: {
    whatItIs:
      "Amap (高德地图, Gaode Ditu) is Alibaba’s navigation app and one of China’s two dominant maps. It covers driving, walking, cycling, metro and bus routes with live traffic and transit data, and it now offers an English interface. Apple Maps in mainland China draws on its data, which tells you how complete it is.",
    pros: [
      "**No VPN needed**: it is a Chinese app on Chinese servers, so it works on any connection.",
      "Metro routes list the line, direction, number of stops and the exit to use, with walking time for transfers.",
      "Restaurants, shops and attractions are current, with photos and opening hours.",
      "Live bus arrival information in many cities, useful where the metro does not reach.",
      "Can hand you a taxi or ride-hailing car straight from a route.",
    ],
    cons: [
      "English coverage is partial: many place names, reviews and menus stay in Chinese.",
      "English searches miss smaller places; pasting Chinese characters works far better.",
      "Account features and some services work best with a Chinese phone number.",
      "It is a new app to learn on arrival, with a busy interface.",
    ],
    bestFor: [
      "Anyone using the metro and buses in Chinese cities.",
      "Travelers on hotel Wi-Fi or a local SIM without a VPN.",
      "Finding restaurants and shops that are actually open today.",
    ],
    ourExperience:
      "Every city on our September 2025 trip, from Beijing to Shanghai, we navigated with Amap. We relied on its metro directions, which name the exit as well as the line, and whenever an English search came up empty we pasted the Chinese address from a hotel confirmation instead.",
  },
  optionBReview: {
    whatItIs:
      "Google Maps is the map most travelers use at home. In mainland China Google services are blocked, so it only loads through a VPN or a roaming eSIM. Even then, its Chinese data is limited: transit directions are missing in mainland cities, business listings are thin and the satellite layer can sit hundreds of meters off the streets.",
    pros: [
      "Familiar interface, fully in English.",
      "Your starred places, lists and history from trip planning are all there.",
      "English place names make it easier to understand where you are in general terms.",
      "Works again the moment you cross into Hong Kong or fly home.",
    ],
    cons: [
      "Blocked in mainland China; it needs a VPN on Wi-Fi or a roaming eSIM.",
      "No public transit directions for mainland cities, so it cannot plan a metro ride.",
      "Many restaurants and shops are missing, closed or in the wrong place.",
      "The map offset between satellite images and road data can put your blue dot in the wrong block.",
    ],
    bestFor: [
      "Checking the general layout of a city against your pre-trip research.",
      "Looking up saved pins, then searching for the same place in Amap.",
    ],
    ourExperience:
      "Our roaming eSIM meant Google Maps did open in China, and it was handy for the saved list from our trip planning. For actual routes, and the metro in particular, Amap was the app we opened.",
  },
  whenToChooseA: [
    {
      title: "You are taking the metro or bus",
      description:
        "Amap gives the full route: line, direction, stops, transfer walks and exit. Pair it with our [guide to the Chinese metro](/how-to-use-chinese-metro) and you can ride any system in the country.",
    },
    {
      title: "You want a restaurant that still exists",
      description:
        "Businesses open and close fast in Chinese cities. Amap’s listings are current; Google’s often are not.",
    },
    {
      title: "You are not running a VPN",
      description:
        "On hotel Wi-Fi or a Chinese SIM without a VPN, Amap is simply the map that loads. Our [Amap English guide](/amap-english-guide) shows how to switch the language and search effectively.",
    },
  ],
  whenToChooseB: [
    {
      title: "You saved dozens of places while planning",
      description:
        "Open your Google list to remind yourself what you wanted to see, then search each place in Amap by its Chinese name for the route.",
    },
    {
      title: "You want an English overview of a district",
      description:
        "For a quick sense of where the river, the old town and your hotel sit relative to each other, Google’s English labels can help, as long as you do not trust it for directions.",
    },
    {
      title: "You are continuing to Hong Kong or abroad",
      description: "Outside the mainland, Google Maps returns to full strength, so keep it installed for the next leg.",
    },
  ],
  finalVerdict: {
    whatWeUsed:
      "Amap for every route on our 14-day trip in September 2025, with Google Maps kept only for the saved places from our planning.",
    whyWeChoseIt:
      "It had transit directions, current listings and station exits, and it worked on every connection without a VPN.",
    wouldRecommend:
      "Yes. Install Amap at home, switch it to English and practice one search before you fly. Keep Apple Maps as a backup on an iPhone.",
    expandedVerdict: [
      "Google Maps is not useless in China, but it is the wrong tool for the main job, which is getting from A to B by metro, bus and on foot. Amap does that job with data that is current to the week, and it does not depend on a VPN that may drop.",
      "Set it up before departure: install Amap from your usual app store, change the language to English in its settings, then search for your first hotel by its Chinese name and save it. That five-minute rehearsal means the first route you plan in China, from the airport or station to your bed, is one you have already found once.",
      "The skill that makes Amap easy is handling Chinese names. Save your hotel’s address in Chinese characters from the booking confirmation, copy attraction names from their official pages, and paste them into the search. For the rest, our guide on [navigating China without speaking Chinese](/how-to-navigate-china-no-chinese) has more tricks.",
    ],
  },
  faqs: [
    {
      question: "Does Google Maps work in China?",
      answer:
        "Only through a VPN or a roaming eSIM, since Google is blocked. Even then it has no transit directions for mainland cities and many listings are out of date. See [how to access Google in China](/how-to-access-google-china) if you need Gmail and Drive too.",
    },
    {
      question: "Is Amap available in English?",
      answer:
        "Yes, the app has an English interface setting. Menus and routes are in English, but many place names, reviews and business details stay in Chinese, so copying Chinese names helps.",
    },
    {
      question: "Is Apple Maps a good alternative?",
      answer:
        "Yes, on an iPhone. In mainland China Apple Maps uses local map data, works without a VPN and shows transit directions in major cities, all in English. Its business listings are thinner than Amap’s.",
    },
    {
      question: "Can I hail a DiDi from Amap?",
      answer:
        "Amap can book taxis and ride-hailing cars from a route, but the flow is mostly in Chinese. For a smoother English experience, use DiDi directly; see [how to use DiDi in China](/how-to-use-didi-china).",
    },
    {
      question: "How do I find the Chinese name of a place?",
      answer:
        "Hotel confirmations usually include the address in Chinese, and attraction pages on booking apps show the Chinese name next to the English one. Copy it into Amap’s search. For a sign or a business card in front of you, a translation app’s camera mode can read the characters for you.",
    },
    {
      question: "What about Baidu Maps?",
      answer:
        "Baidu Maps is the other big Chinese map and similarly accurate, but its interface is mainly in Chinese. For visitors, Amap’s English option makes it the easier choice.",
    },
  ],
  relatedComparisons: [
    {
      title: "DiDi vs Metro in Beijing",
      link: "/didi-vs-metro-beijing",
      description: "Once Amap shows you the route, should you ride or take a car?",
    },
    {
      title: "eSIM vs Local SIM in China",
      link: "/esim-vs-local-sim-china",
      description: "Which connection lets Google Maps load, and whether you need it to.",
    },
    {
      title: "ExpressVPN vs Surfshark in China",
      link: "/expressvpn-vs-surfshark-china",
      description: "The VPN that unblocks Google on Wi-Fi.",
    },
  ],
  relatedGuideLink: "/",
} satisfies Comparison;
