import type { Comparison } from "../schemas/comparison";

export default {
  slug: "spring-vs-summer-visit-china",
  metaTitle: "Spring vs Summer in China: Is July Worth the Heat?",
  metaDescription:
    "Spring rates 5/5 and summer 2/5 for most of China. See why: plum rains, 35°C heat, storms and school-holiday crowds, plus the high regions where summer is best.",
  keywords: [
    "spring vs summer china",
    "china in summer",
    "china in july weather",
    "plum rain season shanghai",
    "china summer holidays crowds",
    "visit china in may",
    "tibet in summer",
  ],
  optionAName: "Spring",
  optionBName: "Summer",
  category: "seasons",
  headline:
    "Spring is the safer bet almost everywhere; summer only wins on the high plateaus, the grasslands and the far northwest.",
  subheadline:
    "March to May gives mild days across the main first-trip cities. June to August brings the plum rains, heat above 35°C, storms and two months of school holidays. This page compares them month by month; the full year is in [the best time to visit China](/best-time-to-visit-china).",
  quickWinner: "A",
  quickVerdict:
    "**Spring** (5/5) beats summer (2/5) for Beijing, Xi'an, Shanghai, Hangzhou and Guilin: aim for mid-April to late May, skipping May 1-5. Choose **summer** only if your trip is built around Tibet, Qinghai, Inner Mongolia or northern Xinjiang, where July and August are the best months.",
  comparisonTable: [
    { feature: "Editorial season rating", optionA: "5/5", optionB: "2/5", winner: "A" },
    {
      feature: "Typical Beijing daytime high",
      optionA: "About 12°C in March, 20°C in April, 27°C in May",
      optionB: "About 30-32°C, with heatwaves near 40°C",
      winner: "A",
    },
    {
      feature: "Typical Shanghai daytime high",
      optionA: "About 13-25°C, climbing through the season",
      optionB: "About 32-35°C and very humid in July-August",
      winner: "A",
    },
    {
      feature: "Rain",
      optionA: "Passing showers, heavier in the south from April",
      optionB: "Plum rains mid-June to mid-July; thunderstorms and downpours in the north in July-August",
      winner: "A",
    },
    { feature: "Typhoon risk on the coast", optionA: false, optionB: true, winner: "A" },
    {
      feature: "Holiday crowds",
      optionA: "Qingming (early April) and May 1-5",
      optionB: "School holidays all of July and August",
      winner: "A",
    },
    { feature: "Comfortable all-day walking in Beijing and Xi'an", optionA: true, optionB: false, winner: "A" },
    {
      feature: "Tibet, Qinghai and northern Xinjiang",
      optionA: "Cold; Tibet permits for foreigners often unavailable in part of early spring",
      optionB: "Peak season: warm days, green pastures, open passes",
      winner: "B",
    },
    {
      feature: "Daylight",
      optionA: "Growing; about 14 hours by late May",
      optionB: "Longest of the year; Beijing sunsets near 7:45pm in late June",
      winner: "B",
    },
    {
      feature: "Hotel prices outside public holidays",
      optionA: "Shoulder-season rates",
      optionB: "Family-holiday peak rates at beach and mountain resorts",
      winner: "A",
    },
  ],
  optionAReview: {
    whatItIs:
      "Spring in China means March, April and May. **March** is still cool in the north but it is the sunny heart of Yunnan's dry season, ideal for Kunming, Dali and Lijiang. **April** is the sweet spot for Beijing and the Yangtze delta, with highs around 20°C. **May** turns warm everywhere: Beijing nears 27°C, Guangzhou already feels like summer, and by the last week the first heat arrives in the Yangtze cities.",
    pros: [
      "Comfortable walking weather in the cities most first-timers visit, from the Great Wall to West Lake.",
      "No plum rains and no typhoons; showers pass in hours rather than days.",
      "Crowds concentrate in two short breaks (Qingming and May 1-5) instead of a two-month school holiday.",
      "Spring green and flowering trees make parks, gardens and the Guilin countryside look their best.",
    ],
    cons: [
      "March can be chilly and dusty in Beijing and Xi'an, with the odd sandstorm driving the AQI above 150.",
      "Late April and May bring poplar catkins and pollen to northern cities.",
      "Guilin and Yangshuo enter their wet season in April, and the Li River can run high and brown after heavy rain.",
      "High-altitude regions are still cold, and Tibet is often closed to foreign tourists for part of the early spring.",
    ],
    bestFor: [
      "A classic first route: Beijing, Xi'an, Shanghai and a water town or two.",
      "Yunnan in March and April, before its rainy season.",
      "Travelers who want long days without heat.",
    ],
    ourExperience:
      "Our documented trip was in September 2025, so we have not traveled China in spring ourselves. The month notes here come from climate averages and the holiday calendar, and they are the reason April and May share top billing with September and October in our guides.",
  },
  optionBReview: {
    whatItIs:
      "Summer covers June, July and August. **June** brings the plum rains (梅雨) to Shanghai, Hangzhou, Suzhou and Nanjing from about mid-month: weeks of drizzle, downpours and 90% humidity. **July** adds the start of school holidays and typhoons along the east and south coast, while Beijing enters its short rainy season. **August** is hot almost everywhere east of the plateau: Chongqing and Wuhan often pass 38°C, and Turpan in Xinjiang can reach the mid-40s.",
    pros: [
      "The right season for the high and far regions: Lhasa (about 3,650 m) sits in the low 20s °C, and Qinghai Lake's rapeseed flowers bloom in July.",
      "Northern Xinjiang and Inner Mongolia are green, with pastures, lakes and mountain roads open.",
      "The longest days of the year and lively night markets once the heat drops.",
      "Lotus season at Beijing's Summer Palace and Hangzhou's West Lake in July and August.",
    ],
    cons: [
      "Heat and humidity make afternoons hard work; plan sights for early morning and museums for midday.",
      "Summer storms cause flash floods and delays, and a typhoon can cancel flights and trains in Shanghai or Xiamen for a day or two.",
      "Two months of school holidays: the Forbidden City, the Terracotta Army and Zhangjiajie book out days ahead.",
      "Resort, beach and mountain hotels charge peak prices through July and August.",
    ],
    bestFor: [
      "Trips to Tibet, Qinghai, Gansu, northern Xinjiang and Inner Mongolia.",
      "Travelers who can only take leave in July or August and plan around the heat.",
      "Visitors to cooler northern and highland cities such as Harbin, Kunming and Lijiang.",
    ],
    ourExperience:
      "We traveled in September 2025, just after the summer school holidays, so we did not experience July or August in China ourselves. The warnings here reflect long-term weather records and the domestic holiday pattern.",
  },
  whenToChooseA: [
    {
      title: "Your route is Beijing, Xi'an and Shanghai",
      description:
        "Mid-April to late May (outside May 1-5) gives these cities the comfortable walking weather summer never does. See [the best time to visit Beijing](/best-time-to-visit-beijing).",
    },
    {
      title: "You're heading to Yunnan",
      description:
        "March and April are dry and sunny in Kunming, Dali and Lijiang; from June the rains set in. The [Kunming guide](/kunming-travel-guide-2025) has more.",
    },
    {
      title: "You hate crowds",
      description:
        "Spring's busy periods are one long weekend in April and five days in May. Summer's busy period lasts about eight weeks.",
    },
  ],
  whenToChooseB: [
    {
      title: "Tibet is the goal",
      description:
        "July and August are warm and reliable on the plateau. Foreign visitors can only go on an agency-run tour, which arranges the Tibet Travel Permit and a guide; read the [Lhasa guide](/lhasa-travel-guide-2025) first.",
    },
    {
      title: "You want the northwest at its greenest",
      description:
        "Northern Xinjiang's pastures, Qinghai Lake and Inner Mongolia's grasslands peak in July. Avoid the Turpan basin at midday; the [Urumqi guide](/urumqi-travel-guide-2025) covers the region.",
    },
    {
      title: "Summer is your only window",
      description:
        "Start days at 7am, rest through the afternoon, keep a rain jacket handy and book trains early. Our tips on [surviving Chinese crowds](/how-to-survive-chinese-crowds) help in school-holiday season.",
    },
  ],
  finalVerdict: {
    whatWeUsed: "Neither: our 14-day trip was in September 2025, after the summer school holidays had ended.",
    whyWeChoseIt:
      "September avoids both the July-August heat and the family-holiday rush, which are the two biggest problems this comparison describes.",
    wouldRecommend:
      "Between these two, we recommend spring for a first trip. Summer only makes sense if your route heads to the plateau or the far northwest.",
    expandedVerdict: [
      "For the cities most first-timers see, summer stacks up problems: the plum rains in June, fierce heat in July and August, storms that flood streets in an afternoon, and domestic crowds at every famous site. Spring has its own quirks (dust, catkins, two holiday breaks) but none that ruin a day.",
      "If summer is unavoidable, flip the map. Go high and go west: Tibet, Qinghai, Gansu and northern Xinjiang are at their best, and the heat is a daytime nuisance rather than a danger. Save Beijing and Shanghai for another trip in April-May or September-October.",
    ],
  },
  faqs: [
    {
      question: "When is plum rain season?",
      answer:
        "The plum rains (meiyu) usually reach Shanghai, Hangzhou, Suzhou and Nanjing in mid-June and end in early to mid-July. The exact dates shift each year. Expect humid days with frequent heavy showers rather than constant rain.",
    },
    {
      question: "How hot does China get in summer?",
      answer:
        "Beijing and Shanghai typically reach 30-35°C in July and August, with heatwaves near 40°C. Chongqing and Wuhan are hotter, and Turpan in Xinjiang can hit the mid-40s. Carry water, use shade, and plan indoor sights for the early afternoon.",
    },
    {
      question: "Is late May still a good time to visit?",
      answer:
        "Yes, for most of China. After the May 1-5 holiday, the rest of May is warm and fairly quiet. The south (Guangzhou, Guilin) is hot and rainy by then, and the Dragon Boat Festival holiday can fall in late May or June.",
    },
    {
      question: "Are summer typhoons dangerous for tourists?",
      answer:
        "Rarely dangerous if you follow local warnings, but they disrupt travel. Typhoons mainly hit the coast from Shanghai south between July and September. Keep a spare day in coastal plans and check the weather before long train journeys.",
    },
    {
      question: "Do I need to book sights earlier in summer?",
      answer:
        "Yes. In July and August, real-name tickets for the Forbidden City, the Shaanxi History Museum and other popular sites often sell out several days ahead. Book as soon as slots open and keep your passport number handy.",
    },
  ],
  relatedComparisons: [
    {
      title: "Spring vs Autumn in China",
      link: "/spring-vs-autumn-visit-china",
      description: "The two five-star seasons compared month by month.",
    },
    {
      title: "Group Tour vs Solo Travel in China",
      link: "/group-tour-vs-solo-travel-china",
      description: "Why a Tibet trip in summer needs a licensed agency, and when solo travel works.",
    },
    {
      title: "Shanghai vs Hangzhou",
      link: "/shanghai-vs-hangzhou-comparison",
      description: "Two Yangtze delta cities that share the June plum rains.",
    },
  ],
  relatedGuideLink: "/",
} satisfies Comparison;
