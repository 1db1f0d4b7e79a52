import type { City } from "../schemas/city";

export default {
  cityName: "Kunming",
  slug: "kunming",
  nameZh: "昆明",
  pinyin: "Kūnmíng",
  region: "southwest",
  heroImage: { alt: "The name Kunming in Chinese characters, 昆明 (Kūnmíng)" },
  bestMonth: "March-May & September-November",
  province: "Yunnan Province",
  population: "8.5 million",
  climate: "Subtropical highland, about 1,890 m; mild all year",
  safetyRating: "Safe (8/10)",
  quickFacts: {
    language: "Mandarin and Yunnan dialect; limited English outside hotels",
    currency: "Chinese yuan (CNY, RMB, ¥)",
    timezone: "China Standard Time (UTC+8)",
    bestTime: "Any month works; March-May and September-November are driest and clearest",
  },
  intro:
    "Kunming is called the Spring City because, at almost 1,900 m, it rarely gets hot or truly cold. The capital of Yunnan is a relaxed, green provincial city and the hub for the rest of the province: bullet trains fan out to Dali and Lijiang, and the China-Laos railway runs south to Vientiane. Spend two days here for Green Lake, the cliffside temples of the Western Hills, the Stone Forest and some of China’s most interesting food, from rice noodles to wild mushrooms.",
  peakSeason: [
    "Daytime temperatures sit around 15-25°C in almost every month. The dry season, **November to April**, is sunny and clear, though nights in December and January drop to 2-5°C and buildings have little heating. From mid-November to March, thousands of black-headed gulls from Siberia winter on Green Lake and Dianchi.",
    "The rainy season runs from **May to October**, mostly as short afternoon storms, and brings the wild mushroom season from June to September, when markets overflow with dozens of varieties. Spring and autumn, **March-May and September-November**, are the most comfortable months for walking.",
    "As a transport hub, Kunming feels every national holiday: trains to Dali and Lijiang sell out during **Golden Week** (May 1-5 and October 1-7) and around Chinese New Year, so book those tickets as soon as sales open. Our [best time to visit China](/best-time-to-visit-china) guide covers the national calendar.",
  ],
  topAttractions: [
    {
      name: "Green Lake Park (翠湖公园)",
      description:
        "A free park of lotus ponds, willow-lined causeways and pavilions in the old center, busy from dawn with tai chi groups, dancers and amateur musicians. The streets around it hold Yunnan University, the old Yunnan Army Academy and the cafés of Wenhua Xiang.",
      tip: "Between mid-November and March, go early in the morning when locals feed the gulls along the southern causeway; the birds swirl around your head. Buy the special gull feed sold in the park rather than bread.",
    },
    {
      name: "Western Hills and Dragon Gate (西山, 龙门)",
      description:
        "Forested hills rising above the western shore of Dianchi Lake, with temples on the slopes and, near the top, the **Dragon Gate**: a chain of Taoist grottoes, stairways and tunnels cut by hand into a sheer cliff over some seven decades of the Qing dynasty. The views straight down to the lake are dizzying. Entry to the Dragon Gate section is about ¥30.",
      tip: "Take Metro Line 3 to Xishan Park station, ride up by shuttle or chairlift, and walk down through the temples. Come on a clear weekday: the narrow cliff passages jam at weekends.",
    },
    {
      name: "Stone Forest (石林)",
      description:
        "About 90 km southeast, a landscape of gray limestone pinnacles up to 30 m tall, squeezed into narrow alleys and pools, part of the South China Karst World Heritage Site. It is the homeland of the Sani, a branch of the Yi people, whose guides wear embroidered clothing. Entry is about ¥130, plus an optional electric cart; check current prices.",
      tip: "Take a bullet train from Kunming South to Shilin West (about 30 minutes) and a short bus to the gate instead of a coach tour. After the crowded Major Stone Forest, walk on to the quieter Naigu section.",
    },
  ],
  gettingAround: {
    arrival:
      "**Kunming Changshui International Airport (KMG)** lies about 25 km northeast of the city. **Metro Line 6** runs from the airport to the east of the city, where you change to Line 3 or other lines; allow 45-60 minutes to the center. A Didi costs about ¥80-100 and takes 40 minutes. High-speed trains from Guangzhou, Shanghai, Guilin and Chengdu, and the international China-Laos trains, use **Kunming South** in Chenggong, linked to the center by Metro Lines 1 and 4 in about 50 minutes. Some trains to Dali and Lijiang leave from the central **Kunming Station**. Ticket booking with a passport is covered in [our train guide](/how-to-book-china-train-foreign-passport).",
    metro:
      "Kunming has a growing network of six lines that covers the airport, both main railway stations, the center and the Western Hills. Fares are a few yuan, with Alipay QR codes accepted at the gates, and trains run from early morning until about 10:30-11pm depending on the line. Our [metro guide](/how-to-use-chinese-metro) explains the ticket machines.",
    taxi: "Didi is quick and cheap in the center, typically ¥15-30 across town. At rush hour the metro is faster. Set up the app with our [Didi guide](/how-to-use-didi-china).",
    tips: [
      "Visit the Dounan Flower Market in Chenggong in the evening, when wholesalers trade millions of stems; it is one of the biggest flower markets in Asia.",
      "Kunming South is far from the center: leave an hour for the metro ride before a train, plus time for passport checks at the station entrance.",
      "The China-Laos railway to Vientiane takes about 10 hours from Kunming South; you need a Lao visa or e-visa, and tickets sell out, so book early with your passport.",
      "Haigeng Park, across Dianchi Lake from the Western Hills, is the place for winter gulls, sunsets and the cableway over to the hills.",
      "For maps in English and live bus times, use [Amap](/amap-english-guide) rather than Google Maps.",
    ],
  },
  whereToStay: {
    intro:
      "Kunming has a wide range of hotels that accept foreign guests, from international chains to courtyard inns, and they register your passport at check-in within 24 hours. Mid-range doubles typically run ¥200-500, hostel beds ¥50-100.",
    areas: [
      {
        name: "Green Lake (Cuihu)",
        description:
          "Leafy streets around the park with boutique hotels, cafés and the university quarter. A 15-minute walk from Nanping Street.",
        foreignerFriendly: true,
      },
      {
        name: "Nanping Street and Jinbi Square",
        description:
          "The commercial center with the Jinma Biji memorial arches, shopping streets and big chain hotels, close to Dongfeng Square metro station. The best base for short stays.",
        foreignerFriendly: true,
      },
      {
        name: "Dianchi Lakeside (Haigeng)",
        description:
          "Resort-style hotels on the lakeshore in the south of the city, near the Yunnan Nationalities Village and the Western Hills cableway. Quieter, but 30 minutes from the center by car.",
        foreignerFriendly: true,
      },
    ],
  },
  whatToEat: {
    intro:
      "Yunnan food uses mountain ingredients found nowhere else in China: wild mushrooms, edible flowers, cured ham and rice in every form. Use our [menu translation tips](/how-to-translate-chinese-menus) for the longer menus.",
    dishes: [
      {
        name: "Crossing-the-bridge rice noodles",
        nameZh: "过桥米线",
        description:
          "A bowl of scalding chicken broth arrives with trays of raw sliced meat, quail egg, vegetables and rice noodles, which you add in order so the heat cooks them. About ¥25-60 depending on toppings; Jianxinyuan is a long-running local chain.",
      },
      {
        name: "Steam-pot chicken",
        nameZh: "汽锅鸡",
        description:
          "Chicken steamed in a clay pot with a central chimney, sometimes with notoginseng root, producing a clear, intense broth without added water.",
      },
      {
        name: "Wild mushroom hotpot",
        nameZh: "野生菌火锅",
        description:
          "In summer, restaurants simmer boletus, chanterelles, termite mushrooms and more in broth at the table. Staff time the cooking; wait until they say it is ready.",
      },
      {
        name: "Flower cakes",
        nameZh: "鲜花饼",
        description:
          "Flaky pastries filled with sweetened edible rose petals, sold warm from bakeries across the city.",
      },
      {
        name: "Grilled rice cake wraps",
        nameZh: "烧饵块",
        description:
          "A flat rice cake toasted over charcoal, brushed with sweet and chili sauces and wrapped around fried dough sticks or sausage. A street breakfast for about ¥5-10.",
      },
    ],
  },
  safetyTips: {
    overall:
      "Kunming is an easy, safe city for visitors. Watch your bags in crowds and your stomach in mushroom season. Our [safety overview](/is-china-safe-for-tourists) covers the rest.",
    tips: [
      "Only eat wild mushrooms in established restaurants, and never undercook them: each summer Yunnan sees cases of mushroom poisoning, mostly from home-picked or undercooked fungi.",
      "Keep bags zipped and phones in front pockets around Kunming Station and on crowded buses, where pickpockets work.",
      "The sun at this altitude burns even on cool days; wear sunscreen at the Stone Forest and Western Hills, which have little shade.",
      "Decline invitations from strangers to tea tastings, jade showrooms or cheap coach tours with shopping stops.",
      "Carry ¥300-500 in cash as backup for smaller stalls. Emergency: police 110, ambulance 120.",
    ],
  },
  relatedCities: ["dali", "lijiang", "guilin", "chengdu", "chongqing", "lhasa"],
  seo: {
    title: "Kunming Travel Guide 2025: Stone Forest & Spring City",
    description:
      "Kunming in 2025: Green Lake gulls, the Western Hills Dragon Gate, the Stone Forest by bullet train, Metro Line 6 from the airport, hotels and Yunnan food.",
    keywords: [
      "Kunming travel guide",
      "Stone Forest Kunming",
      "Green Lake Park gulls",
      "Western Hills Dragon Gate",
      "Kunming airport metro",
      "crossing the bridge noodles",
      "Kunming to Dali train",
      "where to stay in Kunming",
    ],
  },
} satisfies City;
