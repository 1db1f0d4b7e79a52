import type { Comparison } from "../schemas/comparison";

export default {
  slug: "beijing-vs-shanghai-first-visit",
  metaTitle: "Beijing vs Shanghai for a First Visit to China (2025)",
  metaDescription:
    "Beijing or Shanghai for your first China trip? Compare sights, bookings, food, day trips, airports and ease of getting around, then pick one or do both.",
  keywords: [
    "beijing vs shanghai",
    "beijing or shanghai first trip",
    "which city to visit first in china",
    "beijing vs shanghai for tourists",
    "beijing shanghai itinerary",
    "beijing to shanghai train",
    "first time in china where to go",
  ],
  optionAName: "Beijing",
  optionBName: "Shanghai",
  category: "city comparison",
  headline: "Beijing is where China’s imperial history lives; Shanghai is the easier, more international landing.",
  subheadline:
    "The two cities most first-time visitors choose between, compared on sights, bookings, food, day trips, airports and how hard each is to navigate. With a week or more, the high-speed train lets you have both.",
  quickWinner: "both",
  quickVerdict:
    "If you only have time for one, choose **Beijing** for history: the Forbidden City, Temple of Heaven and the Great Wall are the reasons many people come to China at all. Choose **Shanghai** if you want a gentler introduction with a compact center, more English and easy day trips to Suzhou and Hangzhou. With seven days or more, do both and link them by high-speed train in about 4.5-6 hours.",
  comparisonTable: [
    {
      feature: "Imperial history and World Heritage sites",
      optionA: "Forbidden City, Temple of Heaven, Summer Palace, Great Wall",
      optionB: "Little imperial heritage; the Bund and Yu Garden instead",
      winner: "A",
    },
    { feature: "Great Wall as a day trip", optionA: true, optionB: false, winner: "A" },
    {
      feature: "Key sights need advance real-name booking",
      optionA: "Yes: Forbidden City, Tiananmen Square",
      optionB: "Fewer; Shanghai Museum takes free bookings",
      winner: "B",
    },
    {
      feature: "Ease for a first-timer",
      optionA: "Manageable, but sights are far apart",
      optionB: "Compact center, more English signage",
      winner: "B",
    },
    {
      feature: "Day trips",
      optionA: "Great Wall sections such as Mutianyu and Badaling",
      optionB: "Suzhou, Hangzhou and water towns by train or metro",
      winner: "depends",
    },
    {
      feature: "Signature food",
      optionA: "Peking duck, zhajiangmian",
      optionB: "Xiaolongbao, shengjianbao",
      winner: "tie",
    },
    {
      feature: "Evenings and skyline",
      optionA: "Hutong bars around Houhai, Sanlitun",
      optionB: "The Bund at night facing Lujiazui",
      winner: "B",
    },
    {
      feature: "Airport rail into town",
      optionA: "Capital Airport Express ¥25; Daxing Airport Express ¥35",
      optionB: "Maglev ¥50 to Longyang Road, or Line 2 from Pudong",
      winner: "tie",
    },
    { feature: "Metro fare", optionA: "¥3-6 for most rides", optionB: "¥3-6 for most rides", winner: "tie" },
    { feature: "Days to see the highlights", optionA: "4 days", optionB: "3 days, plus day trips", winner: "depends" },
    {
      feature: "Weather pitfall",
      optionA: "Hot summers, cold dry winters, windy spring days",
      optionB: "Plum-rain season in June, humid summers",
      winner: "depends",
    },
  ],
  optionAReview: {
    whatItIs:
      "Beijing is the capital and was the seat of the Ming and Qing emperors for roughly five centuries. It is a city of grand axes, walled palaces and hutong lanes, spread across ring roads so wide that planning by subway line matters. Flights arrive at Capital (PEK) or Daxing (PKX), both linked to the center by airport rail.",
    pros: [
      "**The Forbidden City** and the **Temple of Heaven** are in town, and the Great Wall at Mutianyu or Badaling is a day trip.",
      "Hutong neighborhoods around Shichahai and Nanluoguxiang give a feel for old Beijing between big sights.",
      "Peking duck (北京烤鸭) noodles in fermented soybean sauce, zhajiangmian (炸酱面), are reason enough to stay an extra night.",
      "An extensive subway with fares of ¥3-6 for most rides reaches nearly every sight.",
      "September and October bring clear skies and comfortable temperatures.",
    ],
    cons: [
      "The Forbidden City requires real-name booking with your passport, closes on Mondays except public holidays and sells out around holidays.",
      "Distances are large: a day can include long walks inside sites and long subway rides between them.",
      "Security checks at the subway and at Tiananmen slow everything down.",
      "Summers are hot and winters cold and dry; check air quality and stay inside when AQI exceeds 150.",
    ],
    bestFor: [
      "History lovers and anyone for whom the Great Wall is non-negotiable.",
      "Travelers with at least four days and the patience to book ahead.",
      "A first stop before Xi’an by high-speed train.",
    ],
    ourExperience:
      "Our September 2025 route opened in Beijing, and cashless payment worked at every restaurant, sight and subway gate we used. September weather suited long days on foot. The one task you cannot leave to the last minute is the Forbidden City: reserve in the official channel as soon as your dates are fixed.",
  },
  optionBReview: {
    whatItIs:
      "Shanghai is China’s financial center and its most international city, built around the Huangpu River: the colonial-era Bund on the west bank, the Lujiazui towers on the east. Most sights sit within a few metro stops of People’s Square. Flights land at Pudong (PVG) or Hongqiao (SHA), which shares a hub with Shanghai Hongqiao railway station.",
    pros: [
      "**Easy to navigate**: dense metro, English station names and a walkable core from the Bund to the former French Concession.",
      "Yu Garden, Nanjing Road, the Shanghai Museum and the view from Shanghai Tower fit into two busy days.",
      "Soup dumplings, xiaolongbao (小笼包), and pan-fried shengjianbao (生煎包) are cheap and everywhere.",
      "Suzhou is about 30 minutes away by high-speed train and Hangzhou about an hour, perfect for day trips.",
      "The widest choice of international food and cafés in China, helpful on a first trip.",
    ],
    cons: [
      "Few historical monuments; if you came for dynasties, Shanghai alone may disappoint.",
      "No Great Wall day trip.",
      "June’s plum-rain season and sticky July-August humidity make summer visits hard work.",
      "Hotel prices in central districts run higher than in most Chinese cities.",
    ],
    bestFor: [
      "Travelers who want a soft landing with more English and familiar comforts.",
      "Short trips of 3-4 days, extended with Suzhou or Hangzhou.",
      "Food, architecture and city-life fans more than palace fans.",
    ],
    ourExperience:
      "Shanghai was the last stop of our September 2025 trip, after Beijing, Xi’an and Zhangjiajie. After three cities of big sights, its compact center and easy metro made for a relaxed finish, and we could have managed it with even less planning than Beijing needed.",
  },
  whenToChooseA: [
    {
      title: "You want the icons",
      description:
        "The Great Wall and the Forbidden City are in or near Beijing only. Our [Beijing travel guide](/beijing-travel-guide-2025) covers booking, which sections to choose and how to get there.",
    },
    {
      title: "You plan to continue to Xi’an",
      description:
        "Beijing to Xi’an is about 4.5-6 hours by high-speed train, making a classic history route. See [Beijing vs Xi’an](/beijing-vs-xian-which-city) for how to split the days.",
    },
    {
      title: "You are visiting in autumn",
      description:
        "September and October are Beijing’s best months. Avoid October 1-7, when Golden Week crowds fill every site. Our [Beijing timing guide](/best-time-to-visit-beijing) goes month by month.",
    },
  ],
  whenToChooseB: [
    {
      title: "You want an easy first landing",
      description:
        "Shanghai is the most forgiving city for a first-timer: plenty of English signage, compact sights and every kind of food. Start with our [Shanghai travel guide](/shanghai-travel-guide-2025).",
    },
    {
      title: "You have 3-4 days",
      description:
        "Two days in the city plus a day in Suzhou’s gardens or at Hangzhou’s West Lake makes a complete short trip without long transfers.",
    },
    {
      title: "You care more about food and city life than monuments",
      description:
        "Dumpling shops, lane-house cafés and the skyline from the Bund suit travelers who like to wander rather than tick off palaces.",
    },
  ],
  finalVerdict: {
    whatWeUsed:
      "Both: we started our 14-day September 2025 trip in Beijing and finished it in Shanghai, with Xi’an and Zhangjiajie in between.",
    whyWeChoseIt:
      "Beijing gave us the history the trip was built around; Shanghai was a relaxed finish with easy international flights home.",
    wouldRecommend: "Yes. Fly into Beijing and out of Shanghai, or the reverse, and you avoid backtracking.",
    expandedVerdict: [
      "These two cities answer different questions. Beijing shows you imperial China and needs more planning: reservations, long distances, early starts. Shanghai shows you modern China and almost plans itself. One is not better than the other; they are better together.",
      "For a single city on a short trip, pick Beijing if the Great Wall is on your list and Shanghai if it is not. Between them, book the train with our [guide to booking Chinese trains with a passport](/how-to-book-china-train-foreign-passport).",
    ],
  },
  faqs: [
    {
      question: "How long is the train from Beijing to Shanghai?",
      answer:
        "The fastest high-speed trains from Beijing South to Shanghai Hongqiao take about 4.5 hours; slower services take up to 6. Second class costs roughly ¥550-680 depending on the train, and fares change, so check when you book.",
    },
    {
      question: "How many days do I need for each city?",
      answer:
        "Plan four days for Beijing including a Great Wall day, and three for Shanghai, plus one or two more if you add Suzhou or Hangzhou.",
    },
    {
      question: "Which city is easier without speaking Chinese?",
      answer:
        "Shanghai, slightly. Both have bilingual subway signs and apps work the same way, but Shanghai has more English speakers in hotels, restaurants and shops.",
    },
    {
      question: "Which airport should I fly into?",
      answer:
        "In Beijing, Capital Airport (PEK) is closer to the center and linked by the Capital Airport Express; Daxing (PKX) lies farther south, with the Daxing Airport Express to Caoqiao on Line 10. In Shanghai, most long-haul flights use Pudong (PVG); Hongqiao (SHA) sits next to the main high-speed railway station, handy if you continue by train.",
    },
    {
      question: "When should I avoid both cities?",
      answer:
        "Both cities are at their worst in the first week of May, the first week of October and around the Lunar New Year, when trains sell out and sights overflow. April-May and September-October are the best months for both.",
    },
  ],
  relatedComparisons: [
    {
      title: "Beijing vs Xi’an",
      link: "/beijing-vs-xian-which-city",
      description: "If history is your priority, how the capital compares with the Terracotta Army city.",
    },
    {
      title: "Shanghai vs Hangzhou",
      link: "/shanghai-vs-hangzhou-comparison",
      description: "Metropolis or lakeside city for a base in eastern China.",
    },
    {
      title: "DiDi vs Metro in Beijing",
      link: "/didi-vs-metro-beijing",
      description: "How to cover Beijing’s long distances once you arrive.",
    },
    {
      title: "Spring vs Autumn in China",
      link: "/spring-vs-autumn-visit-china",
      description: "Both cities shine in April-May and September-October; which suits you?",
    },
  ],
  relatedGuideLink: "/",
} satisfies Comparison;
