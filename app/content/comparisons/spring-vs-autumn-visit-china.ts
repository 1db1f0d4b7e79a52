import type { Comparison } from "../schemas/comparison";

export default {
  slug: "spring-vs-autumn-visit-china",
  metaTitle: "Spring vs Autumn in China: Which Season to Visit?",
  metaDescription:
    "Spring or autumn for your China trip? Month-by-month weather, blossoms vs foliage, dust and typhoons, and the Golden Week dates that both seasons share.",
  keywords: [
    "spring vs autumn china",
    "best season to visit china",
    "china in april",
    "china in october",
    "china weather september",
    "golden week china dates",
    "autumn leaves beijing",
    "cherry blossom china",
  ],
  optionAName: "Spring",
  optionBName: "Autumn",
  category: "travel seasons",
  headline:
    "Both seasons rate 5 out of 5; the difference is in the details, from dust and catkins in spring to typhoons and the October holiday in autumn.",
  subheadline:
    "April-May and September-October are the two windows we recommend, and each has a public holiday to dodge. This page walks through March to May against September to November, month by month. For the full calendar see [the best time to visit China](/best-time-to-visit-china).",
  quickWinner: "both",
  quickVerdict:
    "Choose by route, not by season. **Autumn** wins for the north: Beijing, Xi'an and the Great Wall are at their clearest from mid-September to late October. **Spring** wins for the Yangtze region and blossoms: Hangzhou tea fields, Shanghai gardens and rapeseed valleys peak from March to April. In either season, stay clear of May 1-5 and October 1-7.",
  comparisonTable: [
    { feature: "Editorial season rating", optionA: "5/5", optionB: "5/5", winner: "tie" },
    {
      feature: "Best weeks",
      optionA: "Early April to late May, skipping May 1-5",
      optionB: "Early September to late October, skipping October 1-7",
      winner: "tie",
    },
    {
      feature: "Weather in Beijing and Xi'an",
      optionA: "Dusty and cool in March, warm and dry by May",
      optionB: "Stable, dry and clear, highs about 26°C in September falling to about 19°C in October",
      winner: "B",
    },
    {
      feature: "Weather in Shanghai, Hangzhou and Guilin",
      optionA: "Mild but showery; Guilin's wet season starts in April",
      optionB: "Drier and sunnier once early-September heat fades",
      winner: "B",
    },
    {
      feature: "Golden Week to avoid",
      optionA: "May 1-5 (Labor Day)",
      optionB: "October 1-7 (National Day), the busier of the two",
      winner: "A",
    },
    { feature: "Dust or pollen problems in the north", optionA: true, optionB: false, winner: "B" },
    {
      feature: "Typhoon risk on the east and south coast",
      optionA: false,
      optionB: "Possible through September",
      winner: "A",
    },
    {
      feature: "Scenery",
      optionA: "Cherry, peach and magnolia blossom, rapeseed fields, new tea",
      optionB: "Red maples, golden ginkgo and poplars, harvested rice terraces",
      winner: "depends",
    },
    {
      feature: "Daylight for sightseeing",
      optionA: "Lengthening; Beijing sunsets after 7pm by May",
      optionB: "Shortening; sunsets near 5pm by November",
      winner: "A",
    },
    {
      feature: "Seasonal food",
      optionA: "Longjing tea, bamboo shoots, spring pancakes",
      optionB: "Hairy crab, osmanthus sweets, roasted chestnuts",
      winner: "tie",
    },
  ],
  optionAReview: {
    whatItIs:
      "Spring in China runs from March to May and moves north with the weeks. **March** is still cold in Beijing (highs around 12°C) while rapeseed flowers turn valleys yellow in Wuyuan (Jiangxi) and Luoping (Yunnan). **April** brings cherry blossom to Wuhan University, Shanghai's Gucun Park, Xi'an's Qinglong Temple and Beijing's Yuyuantan Park, plus the first Longjing tea in Hangzhou. **May** is warm nearly everywhere, with Beijing reaching the high 20s °C.",
    pros: [
      "Blossom season is short and spectacular; timing a city for its peak week is a good reason to travel.",
      "Longjing tea is picked around Hangzhou before the Qingming festival (early April), and the tea villages of Meijiawu and Longjing are at their greenest.",
      "Days get longer all season, leaving more daylight after a full day of sights.",
      "The holiday to avoid (May 1-5) is shorter than October's, and April outside the Qingming weekend is relatively calm.",
    ],
    cons: [
      "March and April can bring dust storms to Beijing and the north; check the AQI and stay indoors when it passes 150.",
      "From late April, poplar and willow catkins drift through Beijing and Xi'an and bother allergy sufferers.",
      "The south is damp: Guangzhou's sticky 'return south' weather fogs walls and floors, and Guilin's rainy season begins in April.",
      "Qingming (tomb-sweeping day, a three-day holiday in early April) fills trains and highways for a long weekend as families travel home to tend graves.",
    ],
    bestFor: [
      "Travelers who want blossoms, tea country and the Yangtze water towns at their freshest.",
      "A Shanghai, Hangzhou and Suzhou route in April.",
      "Anyone who prefers long evenings and can live with the odd shower.",
    ],
    ourExperience:
      "We have not traveled in China in spring; our documented trip was in September 2025. The spring notes on this page come from climate records and festival calendars, not from our own days on the ground.",
  },
  optionBReview: {
    whatItIs:
      "Autumn runs from September to November and cools from north to south. **September** starts warm (locals call the late heat the 'autumn tiger') and the coast can still see typhoons. **October** is the classic month, with blue skies over Beijing and golden rice terraces at Longji near Guilin, but its first week is the National Day holiday. **November** turns cold in the north: maples redden in Beijing's Fragrant Hills in late October and early November, and Beijing switches on central heating on November 15.",
    pros: [
      "The most settled weather of the year in northern China: dry air, clear views from the Great Wall, comfortable walking temperatures.",
      "Foliage season: Fragrant Hills and the Great Wall near Beijing, Jiuzhaigou in mid-October, and the ginkgo-lined streets of Shanghai in late November.",
      "Harvest food: hairy crab from Yangcheng Lake in October and November, osmanthus cakes in Hangzhou, sugar-roasted chestnuts on Beijing street corners.",
      "September outside public holidays offers warm evenings with fewer domestic tour groups than October.",
    ],
    cons: [
      "**October 1-7** is the busiest travel week of the year: sold-out trains, sharply higher hotel prices and queues at every famous site.",
      "Mid-Autumn Festival falls in September or early October and adds another holiday; in 2025 it joined National Day, stretching the break to October 8.",
      "Typhoons can still disrupt flights and trains in Shanghai, Xiamen and Guangdong in September.",
      "By mid-November the north is cold and short on daylight, and heating season can bring hazy days.",
    ],
    bestFor: [
      "A first trip built around Beijing, Xi'an and the Great Wall.",
      "Photographers chasing foliage and harvest landscapes.",
      "Travelers with a flexible September or late-October window.",
    ],
    ourExperience:
      "We made our documented trip in September 2025, covering Beijing, Xi'an, Zhangjiajie and Shanghai in two weeks before the National Day holiday began. Traveling then let us cover four very different regions in one season without packing for winter or monsoon.",
  },
  whenToChooseA: [
    {
      title: "Your route is Shanghai, Hangzhou and Suzhou",
      description:
        "April is when the West Lake willows turn green and tea is picked in the hills above it. See the [Hangzhou travel guide](/hangzhou-travel-guide-2025) for the tea villages.",
    },
    {
      title: "You want blossoms or rapeseed fields",
      description:
        "Rapeseed peaks in March in Wuyuan and Luoping, and cherry blossom runs from mid-March in Wuhan to early April in Beijing and Xi'an. Each peak lasts about a week or two.",
    },
    {
      title: "You can only travel in the first half of the year",
      description:
        "Go in mid-April or the second half of May. Both avoid the Qingming weekend and the May 1-5 holiday while catching warm, long days.",
    },
  ],
  whenToChooseB: [
    {
      title: "Beijing and the Great Wall are the priority",
      description:
        "Mid-September to late October gives the clearest skies and most comfortable hiking on sections like Mutianyu. Our [Beijing best-time guide](/best-time-to-visit-beijing) has the month detail.",
    },
    {
      title: "You want foliage and harvest scenery",
      description:
        "Plan for Fragrant Hills in late October, Jiuzhaigou in mid-October and the Longji rice terraces from late September, when the paddies turn gold before harvest.",
    },
    {
      title: "Your dates fall in September",
      description:
        "Early September is warm and the holiday rush has not started. Keep an eye on typhoon forecasts if Shanghai or the southern coast is on the plan.",
    },
  ],
  finalVerdict: {
    whatWeUsed: "Autumn: our 14-day trip ran in September 2025.",
    whyWeChoseIt:
      "A route of Beijing, Xi'an, Zhangjiajie and Shanghai leans north, and September gives that route dry weather while staying clear of the October 1-7 holiday.",
    wouldRecommend:
      "We would recommend autumn again for a first trip that starts in Beijing, and spring for anyone planning around Shanghai, Hangzhou and the tea country.",
    expandedVerdict: [
      "Both seasons earn five stars, so let your itinerary decide. Northern cities favor autumn; the Yangtze delta, Yunnan and blossom-hunting trips favor spring. Either way, book trains and hotels early and see [how to survive Chinese crowds](/how-to-survive-chinese-crowds) if your dates touch a holiday.",
      "The dates to avoid are fixed: May 1-5 and October 1-7, plus the smaller Qingming and Mid-Autumn breaks. Arrive a few days after a holiday ends and you get the same weather with half the queues.",
    ],
  },
  faqs: [
    {
      question: "Is April or October better for a first trip to China?",
      answer:
        "October, if your route includes Beijing and Xi'an, because the north is drier and clearer. April, if you focus on Shanghai, Hangzhou and Suzhou. Avoid the first week of October and the Qingming weekend in early April.",
    },
    {
      question: "When exactly are the Golden Week holidays?",
      answer:
        "Labor Day runs May 1-5 and National Day runs October 1-7. Make-up working days shift each year, and in 2025 the Mid-Autumn Festival extended the October break to the 8th. Check the official calendar when you book.",
    },
    {
      question: "How bad are dust storms and catkins in spring?",
      answer:
        "Dust storms hit Beijing a few times in a typical March or April, usually for a day or two. Catkins float through Beijing and Xi'an from late April into May. Carry a mask, check an air-quality app and stay indoors when the AQI exceeds 150.",
    },
    {
      question: "Do typhoons affect autumn travel?",
      answer:
        "They can in September, mainly along the coast from Shanghai south to Xiamen and Guangdong. A typhoon usually means a day or two of canceled flights and trains. Inland cities such as Beijing, Xi'an and Zhangjiajie are rarely affected.",
    },
    {
      question: "What should I pack for spring or autumn in China?",
      answer:
        "Layers for both. Beijing swings from cool mornings to warm afternoons in April and October. Add a light rain jacket for spring in the south and a warm coat if you travel in March or November.",
    },
  ],
  relatedComparisons: [
    {
      title: "Spring vs Summer in China",
      link: "/spring-vs-summer-visit-china",
      description:
        "What changes when you push a spring trip into June, July or August: plum rains, heat and school holidays.",
    },
    {
      title: "Beijing vs Xi'an",
      link: "/beijing-vs-xian-which-city",
      description: "Two northern capitals that both shine in autumn, and how to split your days between them.",
    },
    {
      title: "Shanghai vs Hangzhou",
      link: "/shanghai-vs-hangzhou-comparison",
      description: "The classic spring pairing, compared on sights, food and how long to stay.",
    },
  ],
  relatedGuideLink: "/",
} satisfies Comparison;
