import type { Comparison } from "../schemas/comparison";

export default {
  slug: "shanghai-vs-hangzhou-comparison",
  metaTitle: "Shanghai vs Hangzhou: Skyline or West Lake?",
  metaDescription:
    "Shanghai's Bund and food scene or Hangzhou's West Lake and tea hills? How the two cities compare, how long each needs, and the 45-minute train that joins them.",
  keywords: [
    "shanghai vs hangzhou",
    "hangzhou day trip from shanghai",
    "shanghai to hangzhou train",
    "west lake hangzhou",
    "how many days in shanghai",
    "is hangzhou worth visiting",
    "shanghai or hangzhou first trip",
  ],
  optionAName: "Shanghai",
  optionBName: "Hangzhou",
  category: "city comparison",
  headline:
    "Shanghai is the big-city base with the flights and the food; Hangzhou is the slower lake city an hour away that rounds out the trip.",
  subheadline:
    "These two are not really rivals: trains between Shanghai Hongqiao and Hangzhou East leave every few minutes and take about 45-60 minutes. The question is how to split your nights. See the [Shanghai guide](/shanghai-travel-guide-2025) and the [Hangzhou guide](/hangzhou-travel-guide-2025) for the full picture.",
  quickWinner: "both",
  quickVerdict:
    "Base yourself in **Shanghai** for 3-4 days: it has the international airports, the Bund, the Former French Concession and the widest choice of food. Add **Hangzhou** for one or two nights to walk West Lake and the Longjing tea villages. A rushed day trip works, but one night lets you see the lake at dawn before the crowds.",
  comparisonTable: [
    {
      feature: "Character",
      optionA: "Global city of about 25 million, skyline and colonial-era streets",
      optionB: "Lake city of about 12 million, temples and tea hills",
      winner: "depends",
    },
    { feature: "Time needed", optionA: "3-4 days", optionB: "1-2 days", winner: "depends" },
    {
      feature: "Signature sight (free to visit)",
      optionA: "The Bund at night, facing Lujiazui",
      optionB: "West Lake and its causeways",
      winner: "tie",
    },
    {
      feature: "Green space and nature",
      optionA: "Parks and tree-lined streets",
      optionB: "Lake, wooded hills, tea terraces and Xixi Wetland",
      winner: "B",
    },
    {
      feature: "Restaurants, bars and shopping",
      optionA: "Enormous range at every price",
      optionB: "Good but smaller and quieter",
      winner: "A",
    },
    {
      feature: "Long-haul flights",
      optionA: "Pudong (PVG) plus Hongqiao (SHA) for domestic routes",
      optionB: "Xiaoshan (HGH), mostly Asian routes",
      winner: "A",
    },
    {
      feature: "Metro coverage",
      optionA: "About 20 lines, plus the Maglev to Pudong airport",
      optionB: "Smaller network; Line 1 reaches the lake, Line 19 the airport",
      winner: "A",
    },
    { feature: "Works as a day trip from the other", optionA: false, optionB: true, winner: "B" },
    {
      feature: "Hotel prices",
      optionA: "Among the highest in China",
      optionB: "Lower, except right on the lake",
      winner: "B",
    },
    {
      feature: "English signage",
      optionA: "Widespread in the center and metro",
      optionB: "Good at main sights, patchy elsewhere",
      winner: "A",
    },
  ],
  optionAReview: {
    whatItIs:
      "Shanghai is China's financial capital on the Huangpu River. The **Bund** (外滩) lines the west bank with 1920s and 1930s banks and hotels; across the water, the **Lujiazui** towers, led by the 632 m Shanghai Tower, fill the east bank. Between them sit the plane-tree streets of the Former French Concession, the Ming-dynasty **Yu Garden** and People's Square with the Shanghai Museum.",
    pros: [
      "Easy arrival: Pudong for long-haul flights, and the Maglev covers the 30 km to Longyang Road in about eight minutes for ¥50.",
      "A deep food scene: xiaolongbao (小笼包), pan-fried shengjianbao (生煎包), braised pork (红烧肉) and scallion-oil noodles, plus every world cuisine.",
      "The Former French Concession (Wukang Road, Anfu Road, Fuxing Road) is a pleasure to walk, with cafés and 1930s villas.",
      "Big-city infrastructure and more English than almost anywhere else in China.",
    ],
    cons: [
      "Hotels cost more than in most Chinese cities, particularly near the Bund and in Jing'an.",
      "Classical sights are limited; Yu Garden is pretty but crowded, so many visitors add Suzhou or Hangzhou for gardens.",
      "The Bund and Nanjing Road East are packed on holiday evenings, with crowd control on the waterfront.",
      "Humid summers and the June-July plum rains make outdoor days sticky.",
    ],
    bestFor: [
      "First-time visitors flying into or out of China.",
      "Travelers who enjoy architecture, food and city life more than scenery.",
      "A base for day trips to Hangzhou, Suzhou and water towns such as Zhujiajiao.",
    ],
    ourExperience:
      "Our two-week route in September 2025 ended in Shanghai. As in the other three cities, Alipay covered the metro, museums and restaurants, and we finished the trip without a single cash payment.",
  },
  optionBReview: {
    whatItIs:
      "Hangzhou, capital of Zhejiang province, wraps around **West Lake** (西湖), a UNESCO World Heritage landscape of causeways, pagodas and willow-lined banks, free to visit. In the wooded hills west of the lake are **Lingyin Temple** and the carved cliffs of Feilai Feng, and beyond them the Longjing tea villages of Meijiawu and Longjing.",
    pros: [
      "West Lake is best on foot: walk the 2.8 km Su Causeway at sunrise, then take a boat to the Three Pools Mirroring the Moon island.",
      "Lingyin Temple is one of China's best-known Buddhist temples; the Feilai Feng scenic area costs about ¥45 and the temple another ¥30 or so.",
      "Tea country a short ride from downtown: sip Longjing in a village tea house and, in April, watch the spring harvest.",
      "Hangzhou is home to Alibaba and Alipay, and paying by phone works everywhere, from boat tickets to noodle shops.",
    ],
    cons: [
      "West Lake draws enormous domestic crowds on weekends and holidays, especially at the Broken Bridge.",
      "Fewer direct long-haul flights; most foreign visitors arrive by train from Shanghai.",
      "Outside the lake area the city is modern and spread out, with less to see than Shanghai.",
      "Hot, humid summers; the lake is at its best in April-May and September-October.",
    ],
    bestFor: [
      "Travelers who want scenery, temples and tea after a few days of big-city Shanghai.",
      "Walkers and cyclists; the lake loop is about 15 km.",
      "Spring visitors timing their trip for Longjing tea season.",
    ],
    ourExperience:
      "Hangzhou was not on our documented September 2025 route, which ended in Shanghai, so this review draws on research rather than our own visit. Confirm train times and ticket prices before you go, as both change.",
  },
  whenToChooseA: [
    {
      title: "You have only three or four days in the region",
      description:
        "Stay in Shanghai and take a day trip to Hangzhou or Suzhou. You save a hotel change and still see a classical landscape.",
    },
    {
      title: "You're flying in or out internationally",
      description:
        "Pudong has far more long-haul routes. Check the current visa-free transit list: Shanghai's airports are designated ports, and some stays let you travel on into Zhejiang and Jiangsu.",
    },
    {
      title: "Food and nightlife are the point",
      description:
        "Shanghai has the range, from ¥15 bowls of noodles to hotel bars above the Bund. See [how to order food without Chinese](/how-to-order-food-china-no-chinese).",
    },
  ],
  whenToChooseB: [
    {
      title: "You want a slower day after Shanghai",
      description:
        "Spend a night by the lake, walk the causeways early, and spend the afternoon between Lingyin Temple and the tea villages.",
    },
    {
      title: "You're traveling in April",
      description:
        "Spring greens the lake and the tea harvest begins in the hills. Shanghai can wait for the evening train back.",
    },
    {
      title: "Your budget is tighter",
      description:
        "Rooms a short metro ride from the lake cost less than comparable hotels in central Shanghai, and a meal at a chain like Grandma's Home (外婆家) costs about ¥50-80 per person.",
    },
  ],
  finalVerdict: {
    whatWeUsed: "Shanghai, as the last city of our September 2025 trip.",
    whyWeChoseIt:
      "Shanghai had the flights home and fit the end of a route that already included Beijing, Xi'an and Zhangjiajie, so Hangzhou did not make the cut on that trip.",
    wouldRecommend:
      "We would recommend Shanghai as the base and at least one night in Hangzhou if your trip has room. With 14 days, we would trade a Shanghai day for a Hangzhou night.",
    expandedVerdict: [
      "Shanghai wins on access, food and sheer variety, and it is where most itineraries start or end. Hangzhou wins on scenery and pace. Together they make one of the easiest two-city combinations in China because the train is so quick.",
      "Book the Hongqiao to Hangzhou East train a day or two ahead (about ¥73 in second class; see [how to book trains with a foreign passport](/how-to-book-china-train-foreign-passport)), avoid holiday weekends at West Lake, and check [the best time to visit Shanghai](/best-time-to-visit-shanghai) for the region's rainy weeks.",
    ],
  },
  faqs: [
    {
      question: "How do I get from Shanghai to Hangzhou?",
      answer:
        "High-speed trains run from Shanghai Hongqiao to Hangzhou East in about 45-60 minutes, roughly ¥73 in second class. Trains also leave from Shanghai Station and Shanghai South but are slower. From Hangzhou East, Metro Line 1 reaches the lake at Longxiangqiao.",
    },
    {
      question: "Is a day trip to Hangzhou worth it?",
      answer:
        "Yes, if time is short. Take an early train, walk the Su Causeway and the north shore, visit Lingyin Temple, and return in the evening. An overnight stay is better: the lake is quiet before 8am.",
    },
    {
      question: "Which city is better in summer?",
      answer:
        "Neither is comfortable from late June to August: the plum rains come first, then heat above 35°C. If you must go in summer, Shanghai's museums and malls give more indoor options, while West Lake is best at sunrise and after dark.",
    },
    {
      question: "Can I fit Suzhou in as well?",
      answer:
        "Yes. Suzhou sits between the two, about 25-30 minutes from Shanghai Hongqiao by high-speed train, and its classical gardens and canals fill a day. A common plan is three nights in Shanghai, a day trip to Suzhou, then one or two nights in Hangzhou. See the [Suzhou guide](/suzhou-travel-guide-2025).",
    },
    {
      question: "Do I need a VPN or Chinese SIM in either city?",
      answer:
        "The same rules apply in both. A roaming eSIM lets Google and WhatsApp work without a VPN; hotel Wi-Fi and local SIM cards need one. Compare the options in [eSIM vs local SIM](/esim-vs-local-sim-china).",
    },
  ],
  relatedComparisons: [
    {
      title: "Beijing vs Shanghai for a First Visit",
      link: "/beijing-vs-shanghai-first-visit",
      description: "Which of China's two biggest cities to start with.",
    },
    {
      title: "Beijing vs Xi'an",
      link: "/beijing-vs-xian-which-city",
      description: "The northern pairing, compared on sights, food and days needed.",
    },
    {
      title: "Spring vs Summer in China",
      link: "/spring-vs-summer-visit-china",
      description: "Why the Yangtze delta is lovely in April and hard work in July.",
    },
  ],
  relatedGuideLink: "/",
} satisfies Comparison;
