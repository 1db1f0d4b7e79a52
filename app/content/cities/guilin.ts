import type { City } from "../schemas/city";

export default {
  cityName: "Guilin",
  slug: "guilin",
  nameZh: "桂林",
  pinyin: "Guìlín",
  region: "south",
  heroImage: { alt: "The name Guilin in Chinese characters, 桂林 (Guìlín)" },
  bestMonth: "April-May & September-October",
  province: "Guangxi Zhuang Autonomous Region",
  population: "4.9 million (prefecture)",
  climate: "Humid subtropical",
  safetyRating: "Safe (8/10)",
  quickFacts: {
    language: "Mandarin and the local Guilin dialect; little English outside hotels and cruise boats",
    currency: "Chinese yuan (CNY, RMB, ¥)",
    timezone: "China Standard Time (UTC+8)",
    bestTime: "April-May and September-October; late September adds the osmanthus bloom",
  },
  intro:
    "Guilin is the gateway to the limestone karst peaks that appear on China’s ¥20 note. The city itself is compact, green and threaded by the Li River, with hills such as Elephant Trunk Hill and Fubo Hill rising straight out of the streets. Most visitors use it for two things: the **Li River cruise** south to Yangshuo and a trip north to the **Longji rice terraces**. Give Guilin two nights, then carry on to [Yangshuo](/yangshuo-travel-guide-2025) for the countryside.",
  peakSeason: [
    "The name means “forest of sweet osmanthus”, and from mid-September into October the whole city smells of the tiny yellow flowers. Days then sit around 22-28°C with clear skies, which makes **September-October** the strongest window. **April-May** is also good: green, about 20-27°C, but with more showers and occasional haze over the peaks.",
    "Rain peaks in **May-June**, when downpours can swell the Li River and suspend boats for a day or two. July and August are hot (32-35°C) and full of school-holiday groups. Winter is cool (5-12°C) and quiet; in dry spells the river runs low and cruises may be shortened.",
    "Avoid **Golden Week** (May 1-5 and October 1-7), when cruise tickets sell out and hotel prices double, and the first days of Chinese New Year (late January to mid-February). See [our month-by-month guide](/best-time-to-visit-china).",
  ],
  topAttractions: [
    {
      name: "Li River Cruise to Yangshuo (漓江)",
      description:
        "A four-hour boat ride through karst scenery from the Mopanshan or Zhujiang piers, 40 minutes’ drive south of town, to Yangshuo. The finest stretch lies between Yangdi and Xingping: Nine Horses Fresco Hill and the Yellow Cloth Shoal reflection on the ¥20 note. Expect roughly ¥300-500 with lunch and the bus back, depending on boat class and season; check current prices.",
      tip: "Book a one-way ticket and stay in Yangshuo rather than riding the return bus. When the boat passes Yangdi, roughly the second hour, head to the open top deck: that is the stretch worth standing for.",
    },
    {
      name: "Longji Rice Terraces (龙脊梯田)",
      description:
        "Two hours north, centuries of Zhuang and Yao farming have carved the hills of Longsheng County into terraces climbing past 1,000 m. Ping’an, a Zhuang village, has easy loops to viewpoints; Dazhai, a Yao village, is steeper and has a cable car. Entry is about ¥80-100, depending on season and villages included.",
      tip: "Stay one night in Ping’an or Dazhai for sunrise, before the tour buses arrive. The terraces hold water in May-June and turn gold from late September to mid-October.",
    },
    {
      name: "Reed Flute Cave (芦笛岩)",
      description:
        "A limestone cave 5 km northwest of the center, walked on a paved route of about 500 m in 40 minutes. Stalactites and stone curtains are lit in bold colors, which some find theatrical. Tickets are about ¥90.",
      tip: "Arrive at opening, around 8am, before the tour groups. Groups enter with a Chinese-speaking guide; don’t wait for an English one, the rocks need no commentary.",
    },
  ],
  gettingAround: {
    arrival:
      "**Guilin Liangjiang International Airport (KWL)** is about 30 km southwest of the center. Airport shuttle buses run to the city in 40-50 minutes for about ¥20-25; a taxi or Didi costs about ¥90-120. High-speed trains use **Guilin North**, **Guilin Station** (closest to the center) and **Guilin West**; Guangzhou South takes about 2.5-3 hours, Shenzhen North about 3-3.5. From Guilin North, a Didi downtown costs about ¥30-40. See [how to book trains with a foreign passport](/how-to-book-china-train-foreign-passport).",
    metro:
      "Guilin has no metro. City buses cost ¥1-2 and cover the sights, and most accept Alipay’s transport QR code, but route numbers change and signs are in Chinese, so follow them in [Amap](/amap-english-guide) rather than guessing.",
    taxi: "Didi is the easiest way around: short hops in the center cost ¥10-20, and the app shows the price before you confirm. Metered taxis are plentiful too. At stations, ignore drivers who approach you inside the hall. Our [Didi guide](/how-to-use-didi-china) covers setup in English.",
    tips: [
      "Walk Binjiang Road along the river: it links Elephant Trunk Hill, Fubo Hill and Diecai Hill in about an hour, and the opposite bank gives a ticket-free view of Elephant Trunk Hill.",
      "The Two Rivers and Four Lakes boat tour runs in the evening, when the Sun and Moon Pagodas on Shan Lake are lit. Book it for the night, not the day.",
      "For Longji, buses leave Qintan bus station for Longsheng and the villages; a private driver for the day costs about ¥500-700 and saves two changes.",
      "High-speed trains to Yangshuo station take about 25-30 minutes, but the station is far from Yangshuo town, so factor in the shuttle bus there.",
    ],
  },
  whereToStay: {
    intro:
      "Stay in the old center between the Li River and the lakes. Everything worth walking to is within 20 minutes, and cruise operators collect from central hotels. Expect about ¥200-500 a night for a good mid-range room; dorm beds run ¥50-100. Hotels register your passport at check-in, as required within 24 hours of arrival.",
    areas: [
      {
        name: "Zhengyang Pedestrian Street and Central Square",
        description:
          "The heart of town, with the restored Dongxi Alley lanes, noodle shops and evening crowds. Noisy until late, but you can walk to the lakes, the river and the night boats.",
        foreignerFriendly: true,
      },
      {
        name: "Shan Lake and the Sun and Moon Pagodas",
        description:
          "Lakeside hotels a few minutes south of the center, quieter at night and with views of the lit pagodas. Rooms with a lake view cost more; ask for them when booking.",
        foreignerFriendly: true,
      },
      {
        name: "Binjiang Road near Elephant Trunk Hill",
        description: "Riverfront hotels on the Li River, handy for early cruise pickups and the riverside walk.",
        foreignerFriendly: true,
      },
    ],
  },
  whatToEat: {
    intro:
      "Guilin food is Guangxi cooking: rice noodles for breakfast, braised pork, river fish, sour pickles and plenty of chili sauce. Portions are cheap, and almost every noodle shop takes Alipay. For Chinese-only menus, see [how to translate menus](/how-to-translate-chinese-menus).",
    dishes: [
      {
        name: "Guilin rice noodles",
        nameZh: "桂林米粉",
        description:
          "Round rice noodles with a spoon of savory braising liquor, sliced beef or crisp pork, peanuts and pickled beans, topped up from a self-serve broth pot. About ¥8-15 a bowl.",
      },
      {
        name: "Lipu taro with pork belly",
        nameZh: "荔浦芋扣肉",
        description: "Alternating slices of fried pork belly and Lipu taro, steamed until the taro soaks up the fat.",
      },
      {
        name: "Gongcheng oil tea",
        nameZh: "恭城油茶",
        description:
          "Tea leaves pounded with ginger and garlic, fried, then boiled into a bitter, savory broth and served with puffed rice and peanuts.",
      },
      {
        name: "Nun’s vegetarian noodles",
        nameZh: "尼姑素面",
        description:
          "A Buddhist dish from a Guilin nunnery: wheat noodles in a clear broth of mushrooms and bean sprouts, topped with tofu skin. A rare safe bet for vegetarians.",
      },
      {
        name: "Osmanthus cake",
        nameZh: "桂花糕",
        description: "Soft, lightly sweet squares of rice flour scented with the city’s osmanthus blossom.",
      },
    ],
  },
  safetyTips: {
    overall:
      "Guilin is safe for visitors; the real risks are overcharging around the Li River business and slippery paths at the terraces. Violent crime against tourists is rare. See [is China safe for tourists](/is-china-safe-for-tourists) for the national picture.",
    tips: [
      "Ignore strangers selling cruise tickets on the street or at the station; buy from your hotel or an app so the ticket carries your passport name.",
      "Friendly students who invite you to a tea tasting or art exhibition near Zhengyang Street may be running the classic tea-house scam; the bill can reach several hundred yuan.",
      "Terrace paths at Longji are stone and mud; after rain they are slick. Wear shoes with grip and take the cable car down if your knees complain.",
      "In flood season, May to July, check that your cruise is running the evening before and keep a spare day in your plan.",
      "Keep ¥300-500 in cash as backup for village guesthouses at Longji, where the signal and card payments can be patchy. Emergency numbers: police 110, ambulance 120.",
    ],
  },
  relatedCities: ["yangshuo", "guangzhou", "shenzhen", "kunming", "zhangjiajie"],
  seo: {
    title: "Guilin Travel Guide 2025: Li River, Longji & Tips",
    description:
      "Plan Guilin in 2025: the Li River cruise to Yangshuo, Longji rice terraces, Reed Flute Cave, how to get in from KWL airport, where to stay and what to eat.",
    keywords: [
      "Guilin travel guide",
      "Li River cruise Guilin to Yangshuo",
      "Longji rice terraces",
      "Reed Flute Cave",
      "Guilin rice noodles",
      "where to stay in Guilin",
      "Guilin airport to city",
      "best time to visit Guilin",
    ],
  },
} satisfies City;
