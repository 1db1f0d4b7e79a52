import type { Comparison } from "../schemas/comparison";

export default {
  slug: "beijing-vs-xian-which-city",
  metaTitle: "Beijing vs Xi'an: Which City Should You Visit?",
  metaDescription:
    "Forbidden City and Great Wall, or the Terracotta Army and a walled old town? Beijing and Xi'an compared on sights, days, food, costs and the train link.",
  keywords: [
    "beijing vs xian",
    "beijing or xian first trip",
    "how many days in xian",
    "how many days in beijing",
    "beijing to xian high speed train",
    "terracotta army day trip",
    "great wall vs terracotta warriors",
  ],
  optionAName: "Beijing",
  optionBName: "Xi'an",
  category: "city comparison",
  headline:
    "Beijing has the sights everyone expects; Xi'an has the Terracotta Army, a complete city wall and the best street food in the north.",
  subheadline:
    "A high-speed train links the two in about 4.5-6 hours, so most first-time itineraries include both. If you must choose one, this is how they compare. Full details are in the [Beijing guide](/beijing-travel-guide-2025) and the [Xi'an guide](/xian-travel-guide-2025).",
  quickWinner: "A",
  quickVerdict:
    "If you have time for only one, **Beijing** wins: the Forbidden City, the Great Wall and the Temple of Heaven are the core of a first China trip, and the city has far more international flights. **Xi'an** is the best second stop in the country, needing just 2-3 days for the Terracotta Army, the city wall and the Muslim Quarter.",
  comparisonTable: [
    { feature: "Days to see the highlights", optionA: "4-5 days", optionB: "2-3 days", winner: "depends" },
    {
      feature: "Signature sight",
      optionA: "Forbidden City and the Great Wall",
      optionB: "Terracotta Army",
      winner: "tie",
    },
    {
      feature: "Historic era on show",
      optionA: "Ming and Qing imperial capital, 1400s-1911",
      optionB: "Capital of the Qin, Han and Tang dynasties, over 2,000 years ago",
      winner: "depends",
    },
    { feature: "Sights within walking distance of each other", optionA: false, optionB: true, winner: "B" },
    {
      feature: "Metro network",
      optionA: "More than 25 lines; covers almost every sight",
      optionB: "Smaller network; Line 2 crosses the center, Line 9 heads toward the Terracotta Army",
      winner: "A",
    },
    {
      feature: "Street food",
      optionA: "Good, spread across the city",
      optionB: "Concentrated and cheap in the Muslim Quarter",
      winner: "B",
    },
    {
      feature: "Daily costs",
      optionA: "Higher, especially hotels inside the Second Ring Road",
      optionB: "Noticeably lower for rooms and meals",
      winner: "B",
    },
    {
      feature: "Direct long-haul flights",
      optionA: "Two airports, Capital (PEK) and Daxing (PKX), with wide global links",
      optionB: "Xianyang (XIY), fewer long-haul routes",
      winner: "A",
    },
    {
      feature: "English signage and menus",
      optionA: "Common at major sights and in the metro",
      optionB: "Present at sights, thinner in small restaurants",
      winner: "A",
    },
    { feature: "Advance booking needed for top sight", optionA: true, optionB: true, winner: "tie" },
  ],
  optionAReview: {
    whatItIs:
      "China's capital is a sprawling city of more than 20 million built around the **Forbidden City**, with the Great Wall one to two hours away. Its old lanes (hutongs) around Shichahai and Nanluoguxiang, the **Temple of Heaven** in the south and the **Summer Palace** in the northwest each take half a day.",
    pros: [
      "The Forbidden City (¥60 from April to October, ¥40 from November to March; closed Mondays) is the largest surviving imperial palace complex in the world and needs a real-name booking with your passport.",
      "Several Great Wall sections within reach: Mutianyu for restored walls with fewer crowds, Badaling by high-speed train from Beijing North or Qinghe station.",
      "Peking duck (北京烤鸭), from about ¥200 for a whole bird at restaurants such as Siji Minfu, plus zhajiangmian noodles and lamb hotpot.",
      "A large metro with English announcements; most central rides cost ¥3-6. See [how to use the Chinese metro](/how-to-use-chinese-metro).",
    ],
    cons: [
      "Distances are huge: getting from the Summer Palace to the Temple of Heaven takes an hour on the metro.",
      "Forbidden City tickets and the free Tiananmen Square reservations run out on weekends and holidays; both open up to seven days ahead.",
      "Hotels cost more than anywhere else on a typical first route except Shanghai.",
      "Winter is cold and dry, and heating season can push the AQI past 150.",
    ],
    bestFor: [
      "First-time visitors who want the essential imperial sights and the Great Wall.",
      "Trips that need an easy long-haul arrival and departure.",
      "Travelers who like museums, parks and long days on foot.",
    ],
    ourExperience:
      "Our September 2025 trip began in Beijing, and Alipay paid for every ticket, metro ride and meal there. Booking the Forbidden City a few days ahead with passport details was the one step we would tell anyone not to leave to the last day.",
  },
  optionBReview: {
    whatItIs:
      "Xi'an, known as Chang'an when it was the capital of the Tang dynasty and the eastern end of the Silk Road, is a city of about 13 million in Shaanxi province. Its center sits inside a 14 km **Ming-era city wall**, with the Bell Tower at the crossroads and the **Terracotta Army** about 40 km east in Lintong.",
    pros: [
      "The Terracotta Army (Emperor Qinshihuang's Mausoleum Site Museum, about ¥120) is unlike anything else in China; go early to see Pit 1 before the tour groups arrive.",
      "You can cycle the top of the city wall in about two hours; bikes rent from stands near the South Gate (Yongningmen).",
      "The Muslim Quarter behind the Drum Tower serves roujiamo (肉夹馍), yangrou paomo (羊肉泡馍) and liangpi (凉皮) for roughly ¥10-30 a dish.",
      "The old center is compact, so you walk between the Bell Tower, Drum Tower, Great Mosque and city wall in minutes.",
    ],
    cons: [
      "The Terracotta Army takes a half day with travel; reach it by Tourist Bus 5 (306) from Xi'an Railway Station, or Metro Line 9 to Huaqingchi and a short connecting ride.",
      "Shaanxi History Museum is free but its timed tickets are hard to get; reserve the moment slots open.",
      "Fewer direct international flights, so Xi'an usually comes after Beijing or Shanghai.",
      "Summer afternoons are hot, and winter air quality can be poor.",
    ],
    bestFor: [
      "History lovers who want the ancient dynasties rather than the late imperial court.",
      "Food-focused travelers on a moderate budget.",
      "A 2-3 day stop between Beijing and Chengdu, Zhangjiajie or Shanghai.",
    ],
    ourExperience:
      "We went on to Xi'an after Beijing on our September 2025 trip and kept the same cashless routine: Alipay for the Terracotta Army ticket, the wall and the snacks in the Muslim Quarter. Xi'an felt easier to cover in a short stay because the old center is so compact.",
  },
  whenToChooseA: [
    {
      title: "You have one city and five days",
      description:
        "Beijing fills five days without effort: two for the Forbidden City, Tiananmen and Jingshan Park, one for the Great Wall, and the rest for the Temple of Heaven, the Summer Palace and the hutongs.",
    },
    {
      title: "You need simple flights",
      description:
        "Long-haul routes land at Capital or Daxing, and both connect to the city by airport express lines. Check the current visa-free transit list if you are only passing through.",
    },
    {
      title: "The Great Wall is non-negotiable",
      description:
        "No other city puts you on the wall as easily. Compare getting around by car and by train in [DiDi vs metro in Beijing](/didi-vs-metro-beijing).",
    },
  ],
  whenToChooseB: [
    {
      title: "You're adding a second city to Beijing",
      description:
        "A G-series train from Beijing West to Xi'an North runs about 4.5-6 hours, with second class around ¥500-650. Book it with your passport; here is [how to book Chinese trains](/how-to-book-china-train-foreign-passport).",
    },
    {
      title: "Food is half the reason you travel",
      description:
        "Xi'an's noodle and bread culture (biangbiang noodles, roujiamo, paomo) is distinct from anything in Beijing, and it costs far less.",
    },
    {
      title: "You want ancient history over palaces",
      description:
        "The Terracotta Army, the Big Wild Goose Pagoda and the city wall take you back to the Qin and Tang dynasties, a thousand years and more before the Forbidden City was built.",
    },
  ],
  finalVerdict: {
    whatWeUsed: "Both: Beijing first, then Xi'an, on our 14-day trip in September 2025.",
    whyWeChoseIt:
      "The two cities cover different chapters of Chinese history and are linked by fast trains, so skipping either would have left an obvious gap in a first trip.",
    wouldRecommend:
      "We recommend both, with four or five days in Beijing and two or three in Xi'an. If you truly have to pick one, pick Beijing.",
    expandedVerdict: [
      "Beijing is the stronger single-city trip: more headline sights, the Great Wall on the doorstep, and easy flights home. Xi'an adds the Terracotta Army and a food scene that many visitors remember longer than the palaces.",
      "Order them by your flights. Flying into Beijing, go south to Xi'an by train and continue to Chengdu, Zhangjiajie or Shanghai. September-October and April-May are the most comfortable months in both cities; see [the best time to visit Beijing](/best-time-to-visit-beijing).",
    ],
  },
  faqs: [
    {
      question: "How do I get from Beijing to Xi'an?",
      answer:
        "Take a high-speed G train from Beijing West to Xi'an North: about 4.5-6 hours, roughly ¥500-650 in second class. Flights take about two hours but add airport time. Overnight sleeper trains also run if you want to save a hotel night.",
    },
    {
      question: "Is one day enough for Xi'an?",
      answer:
        "Only if you see the Terracotta Army and nothing else. Two days lets you add the city wall, the Muslim Quarter and the Big Wild Goose Pagoda; three days adds the Shaanxi History Museum or a trip to Huashan mountain.",
    },
    {
      question: "Do I need to book the Forbidden City and Terracotta Army in advance?",
      answer:
        "Yes for the Forbidden City: book online with your passport number, up to seven days ahead, and remember it closes on Mondays. The Terracotta Army also sells real-name tickets online; booking a day or two ahead is usually enough outside holidays.",
    },
    {
      question: "Which city is cheaper?",
      answer:
        "Xi'an. Comparable hotels cost less, street meals are about ¥10-30, and most sights are cheaper. Beijing's hotel rates, especially near the Forbidden City, push its daily budget higher.",
    },
    {
      question: "Can I pay cashless in both cities?",
      answer:
        "Yes. Alipay works at sights, restaurants, metro gates and street stalls in both. Set it up before you fly with our [Alipay guide](/how-to-use-alipay-in-china), and keep a little cash as backup.",
    },
  ],
  relatedComparisons: [
    {
      title: "Beijing vs Shanghai for a First Visit",
      link: "/beijing-vs-shanghai-first-visit",
      description: "The other big choice for a first trip: imperial history or modern skyline.",
    },
    {
      title: "DiDi vs Metro in Beijing",
      link: "/didi-vs-metro-beijing",
      description: "How to cross a very large city quickly and cheaply.",
    },
    {
      title: "Spring vs Autumn in China",
      link: "/spring-vs-autumn-visit-china",
      description: "Why autumn suits a north-first route through Beijing and Xi'an.",
    },
  ],
  relatedGuideLink: "/",
} satisfies Comparison;
