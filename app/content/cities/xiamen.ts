import type { City } from "../schemas/city";

export default {
  cityName: "Xiamen",
  slug: "xiamen",
  nameZh: "厦门",
  pinyin: "Xiàmén",
  region: "east",
  heroImage: { alt: "The name Xiamen in Chinese characters, 厦门 (Xiàmén)" },
  bestMonth: "October-December & March-April",
  province: "Fujian Province",
  population: "About 5.3 million",
  climate: "Subtropical maritime: mild winters, humid summers with typhoons",
  safetyRating: "Safe (8/10)",
  quickFacts: {
    language: "Mandarin; Minnan (Hokkien) among locals",
    currency: "Chinese yuan (CNY, RMB, ¥)",
    timezone: "China Standard Time (UTC+8)",
    bestTime: "October to December, with March and April second",
  },
  intro:
    "Xiamen is a compact island city on the Fujian coast, facing the Taiwan Strait. Its heritage is Minnan, the Hokkien-speaking culture that sent emigrants across Southeast Asia, and you hear it in the dialect, taste it in the seafood and see it in the arcaded shophouses of Zhongshan Road. A ferry ride away, car-free Gulangyu island preserves the villas of a 19th-century international settlement. Add seaside cycling, a temple and a university campus under the hills, and a day trip to Fujian’s earthen roundhouses. Three days suits most visitors.",
  peakSeason: [
    "**October to December** has warm, dry days around 18-26°C and the clearest skies. **March and April** are mild but often misty, and May-June brings the heaviest rain. From **July to September** it is 30-34°C and humid, and typhoons can stop the Gulangyu ferries and close beaches for a day or more. January and February stay mild (10-18°C), ideal for walking.",
    "Xiamen is a top domestic beach and honeymoon destination, so weekends are busy and Golden Week (**May 1-5, October 1-7**) is intense: Gulangyu ferry tickets sell out days ahead, and Zengcuo’an’s lanes are shoulder to shoulder. Around the **Mid-Autumn Festival**, families play bobing (博饼), rolling six dice in a bowl to win mooncakes, a custom peculiar to southern Fujian.",
  ],
  topAttractions: [
    {
      name: "Gulangyu island",
      description:
        "A hilly, car-free island of colonial villas, churches, banyan-shaded lanes and piano heritage, listed by UNESCO in 2017 as a historic international settlement. Sunlight Rock is the lookout over the harbor, and Shuzhuang Garden sits by the sea. Tourist ferries leave from the **Xiamen International Cruise Terminal (Dongdu)**, about 20 minutes across, for about ¥35 return.",
      tip: "Book the ferry several days ahead on Trip.com or the official ferry mini program with your passport, and take a boat before 8am. Once on the island, walk uphill away from Longtou Road’s shops; the quiet lanes toward the southwest coast are the real Gulangyu.",
    },
    {
      name: "Nanputuo Temple & Wulao Peak",
      description:
        "A Buddhist temple first founded in the Tang dynasty, rebuilt in Qing style at the foot of Wulao Peak next to Xiamen University. Entry is free. Trails climb behind the halls past carved boulders to views over the campus and the harbor. About 15 minutes by taxi or bus from Zhongshan Road.",
      tip: "Come around 7am, when monks chant and locals light incense, then hike up before the heat. For lunch, the temple’s vegetarian restaurant serves inventive meat-free dishes; the university campus next door needs an advance booking with limited daily quotas.",
    },
    {
      name: "Fujian Tulou (earthen roundhouses)",
      description:
        "Huge round and square rammed-earth houses built by Hakka and Minnan clans, some holding dozens of families; a selection was listed by UNESCO in 2008. The Tianluokeng cluster in Nanjing County and the Chuxi and Hongkeng groups in Yongding are about three hours from Xiamen by road. Each cluster charges its own ticket, roughly ¥90-100.",
      tip: "Book a small-group day tour or a driver; public buses make the day too long. When searching in apps, note that this Nanjing County is a small Fujian county, not the city of Nanjing. Families still live in many tulou, so ask before photographing inside.",
    },
  ],
  gettingAround: {
    arrival:
      "**Xiamen Gaoqi International (XMN)** is on the island itself, about 20-30 minutes from Zhongshan Road by taxi for roughly ¥40-60; no metro line serves it yet. Bullet trains mostly use **Xiamen North**, on the mainland in Jimei; Metro Line 1 takes about 45 minutes to the island, and a taxi costs about ¥80-100. **Xiamen Station**, on the island, handles some services. Fuzhou is about 1.5 hours by train, Shenzhen about 3.5; see our [train booking guide](/how-to-book-china-train-foreign-passport).",
    metro:
      "Three main lines, with English signs. Fares start at ¥2, and most rides are ¥3-6. **Line 1** runs from the old town north to Xiamen North; **Lines 2 and 3** link the island to the mainland districts. Xiamen also runs a **BRT** bus network on elevated roads, fast and cheap. Service runs from roughly 6:30am to 10:30pm; check the last train. Our [metro how-to](/how-to-use-chinese-metro) covers scanning the QR code.",
    taxi: "Taxis start at about ¥8-10 and cross most of the island for ¥20-40. [DiDi](/how-to-use-didi-china) is widely used; at the cruise terminal and around Zengcuo’an on weekends, expect a wait for pickup.",
    tips: [
      "**Foreign visitors use the Dongdu cruise terminal** for Gulangyu. The short ferry from the Lundu pier by Zhongshan Road is for island residents.",
      "**Cycle the coastal Huandao Road** from Xiamen University past Zengcuo’an toward Guanyinshan on a rented bike; the seaside path is flat and about 10 km.",
      "**Watch typhoon alerts** from July to September; ferries and the tulou roads close first.",
      "**Translate signs with your camera**; our guide to [getting around without Chinese](/how-to-navigate-china-no-chinese) shows the apps.",
    ],
  },
  whereToStay: {
    intro:
      "Stay on the island, not near Xiamen North. Gulangyu guesthouses are charming, but not all of them can register foreign passports; confirm before you book, or sleep on the main island and visit by day.",
    areas: [
      {
        name: "Zhongshan Road & Lujiang",
        description:
          "The old downtown of arcaded streets and waterfront hotels facing Gulangyu, near Metro Line 1 and the food stalls.",
        foreignerFriendly: true,
      },
      {
        name: "Xiamen University & Zengcuo’an",
        description:
          "Beachside hotels and guesthouses along Huandao Road by the temple and campus. Relaxed, with sea views and cafés.",
        foreignerFriendly: true,
      },
      {
        name: "Guanyinshan",
        description:
          "Business and resort hotels on the east coast by the convention center, with a long sandy beach and easy airport access.",
        foreignerFriendly: true,
      },
    ],
  },
  whatToEat: {
    intro:
      "Minnan cooking is seafood-rich and lightly sweet, with plenty of snacks and strong oolong tea. At the Badashi market near Zhongshan Road you can buy seafood and pay a nearby restaurant to cook it. Our [food-ordering guide](/how-to-order-food-china-no-chinese) helps with stall menus.",
    dishes: [
      {
        name: "Oyster omelet",
        nameZh: "海蛎煎",
        description:
          "Small fresh oysters fried with egg, sweet-potato starch and scallion until crisp at the edges. The street snack of Xiamen, about ¥15-25.",
      },
      {
        name: "Shacha noodles",
        nameZh: "沙茶面",
        description:
          "Noodles in a rich, peanut-and-shrimp satay broth; you choose toppings such as squid, pork liver or tofu puffs from a counter.",
      },
      {
        name: "Sea worm jelly",
        nameZh: "土笋冻",
        description:
          "Small sea worms set into a clear, cold jelly and eaten with vinegar, garlic and mustard. Unusual, mild and surprisingly refreshing.",
      },
      {
        name: "Peanut soup",
        nameZh: "花生汤",
        description:
          "Peanuts stewed until they melt, in a light sweet broth, often eaten at breakfast with a fried dough stick.",
      },
      {
        name: "Xiamen spring rolls",
        nameZh: "薄饼",
        description:
          "Popiah: thin wheat wrappers rolled around a stir-fried filling of vegetables, pork, shrimp and seaweed, made at home for festivals.",
      },
      {
        name: "Ginger duck",
        nameZh: "姜母鸭",
        description:
          "Duck braised in sesame oil with plenty of old ginger in a clay pot, a warming Minnan dish for cooler evenings.",
      },
    ],
  },
  safetyTips: {
    overall:
      "Xiamen is easygoing and low in crime, but it draws enough tourists to attract touts, and the weather can turn dangerous. On our editorial scale it rates Safe (8/10).",
    tips: [
      "**Ignore people selling ferry tickets or Gulangyu tours** near the terminals; only real-name tickets from official channels are valid.",
      "**At seafood restaurants**, confirm the price per jin (500 g), watch the weighing and photograph your chosen fish so it cannot be swapped.",
      "**Swim only at lifeguarded beaches** such as those near Guanyinshan; currents off the rocky stretches are strong.",
      "**On Huandao Road**, ride single file and watch for e-bikes sharing the cycle path. For emergencies call 110, or 120 for an ambulance.",
    ],
  },
  relatedCities: ["guangzhou", "shenzhen", "hangzhou", "shanghai"],
  seo: {
    title: "Xiamen Travel Guide 2025: Gulangyu, Tulou & Seafood",
    description:
      "Xiamen in 2025: getting Gulangyu ferry tickets, Nanputuo Temple, a Fujian tulou day trip, airport and train links, where to stay and Minnan snacks to try.",
    keywords: [
      "Xiamen travel guide 2025",
      "Gulangyu ferry tickets foreigners",
      "Fujian tulou day trip",
      "Nanputuo Temple",
      "where to stay in Xiamen",
      "Xiamen food",
      "Xiamen airport to city",
      "Huandao Road cycling",
    ],
  },
} satisfies City;
