import type { City } from "../schemas/city";

export default {
  cityName: "Beijing",
  slug: "beijing",
  nameZh: "北京",
  pinyin: "Běijīng",
  region: "north",
  heroImage: { alt: "The name Beijing in Chinese characters, 北京 (Běijīng)" },
  bestMonth: "September-October & April-May",
  province: "Beijing Municipality",
  population: "About 21.8 million (municipality)",
  climate: "Continental monsoon: hot wet summers, cold dry winters",
  safetyRating: "Very Safe (9/10)",
  quickFacts: {
    language: "Mandarin; English on metro signs and at major sights",
    currency: "Chinese yuan (CNY, RMB, ¥)",
    timezone: "China Standard Time (UTC+8)",
    bestTime: "Mid-September to late October; April and May as a second choice",
  },
  intro:
    "Beijing keeps six centuries of imperial power and today’s government within a few metro stops of each other. The Forbidden City sits behind Tiananmen Square, the Great Wall runs along the mountains one to two hours north, and in between lie grey-brick hutong lanes where neighbors play cards on the pavement. Give it four days: palace, Wall, Temple of Heaven with the Summer Palace, and a slow hutong day around Houhai. Beijing was a stop on our 14-day September 2025 trip, paid for entirely without cash.",
  peakSeason: [
    "**Mid-September to late October** is the window to aim for: highs of about 18-26°C, low humidity after the summer rains and the clearest skies of the year. **April and May** are nearly as good at 15-27°C, but bring wind, the odd Gobi dust storm and drifts of poplar fluff (杨柳絮) that bother allergy sufferers.",
    "**Summer** is 30-35°C, humid and stormy, with most rain in July and August. **Winter** is dry and bitter, often below -10°C at night, but the sights are quiet. Skip **May 1-5 and October 1-7**: Golden Week Palace Museum tickets vanish within minutes and Badaling queues run for hours. Around **Chinese New Year** (late January to mid-February) many family restaurants close. When the AQI passes 150, switch to indoor plans; see our [month-by-month Beijing guide](/best-time-to-visit-beijing).",
  ],
  topAttractions: [
    {
      name: "Forbidden City (Palace Museum)",
      description:
        "The palace of the Ming and Qing emperors. The route is one-way, from the **Meridian Gate (Wumen)** in the south to the Gate of Divine Prowess in the north; allow three hours. Admission is ¥60 April-October and ¥40 November-March. Closed Mondays except national holidays. Metro Line 1 to Tiananmen East.",
      tip: "Nothing is sold on the day. Booking opens at **8pm seven days ahead** on the official website or WeChat mini program, one ticket per passport, and you show that passport at the gate. Afterwards climb Jingshan Park’s hill, across from the north exit, for the view over the roofs.",
    },
    {
      name: "Great Wall at Mutianyu",
      description:
        "A restored Ming stretch 70 km northeast, on forested ridges, with fewer coach tours than Badaling. Entry is about ¥40-45; the cable car to tower 14 is about ¥100 one way or ¥140 return, and there is a chairlift with a toboggan run down. Allow a full day.",
      tip: "Go on a weekday and reach the gate by 8:30am. Shuttle packages on Trip.com or Klook with transport and cable car are good value; skip cheap tours that detour to jade shops. From tower 14, walk toward the higher numbers, where steps steepen and crowds thin.",
    },
    {
      name: "Temple of Heaven (Tiantan)",
      description:
        "The altar park where emperors prayed for harvests, centered on the round, triple-roofed Hall of Prayer for Good Harvests, plus the Echo Wall and the Circular Mound Altar. A through ticket is about ¥34 in summer and ¥28 in winter. Metro Line 5 to Tiantan Dongmen.",
      tip: "Come at 6:30-7am, before the halls open at 8am. Retirees fill the Long Corridor with tai chi, ballroom dancing, choirs and jianzi, a feathered shuttlecock kicked in a circle.",
    },
  ],
  gettingAround: {
    arrival:
      "From **Beijing Capital (PEK)** the Airport Express reaches Dongzhimen (Lines 2 and 13) in about 30 minutes for ¥25; a taxi is about ¥100-150. From **Beijing Daxing (PKX)** the Daxing Airport Express reaches Caoqiao (Lines 10 and 19) in about 20 minutes for up to ¥35; a taxi is ¥200 or more. Shanghai trains use **Beijing South**, most Xi’an trains **Beijing West**; read your ticket, and see [booking trains with a passport](/how-to-book-china-train-foreign-passport).",
    metro:
      "Close to 30 lines with English signs. Fares start at ¥3 and most central rides cost ¥3-6; trains run from about 5am to around 11pm. **Line 2** loops along the old city wall and **Line 1** runs under Chang’an Avenue past Tiananmen. Every station screens bags, so allow extra minutes at rush hour. Scan in with Alipay’s transit QR code; our [metro guide](/how-to-use-chinese-metro) shows how.",
    taxi: "Taxis start at ¥13 for 3 km, then about ¥2.3 per km. [DiDi](/how-to-use-didi-china) is easier: English interface, foreign cards via Alipay, no need to explain the address. Ring roads crawl 7-9am and 5-7:30pm; our [DiDi vs metro comparison](/didi-vs-metro-beijing) weighs the two.",
    tips: [
      "**Reserve Tiananmen Square separately.** The square needs its own free real-name booking with your passport through an official WeChat mini program; do it a day ahead.",
      "**Carry your passport daily:** the Palace Museum, the free National Museum (booked ahead, closed Mondays) and every train station check it.",
      "**Badaling by train:** high-speed trains on the Beijing-Zhangjiakou line stop at Badaling Great Wall station in under an hour. Weekends sell out.",
      "**Walk the hutongs** from Nanluoguxiang (Lines 6 and 8) to Shichahai (Line 8) instead of a rickshaw tour, and use [Amap in English](/amap-english-guide) for exits.",
    ],
  },
  whereToStay: {
    intro:
      "Stay inside or near the Second Ring Road. Hotels register your passport with the police at check-in, as the law requires within 24 hours; some budget places cannot take foreigners, so [check before booking](/how-to-find-hotels-accept-foreigners).",
    areas: [
      {
        name: "Wangfujing & Dongcheng",
        description:
          "A shopping street 15 minutes’ walk from the Forbidden City, full of international chains. Lines 1 and 8. Convenient rather than charming.",
        foreignerFriendly: true,
      },
      {
        name: "Gulou & Houhai",
        description:
          "Courtyard-house hotels in the lanes by the Drum Tower and Shichahai lakes. Quiet and atmospheric, but taxis struggle in the narrow lanes.",
        foreignerFriendly: true,
      },
      {
        name: "Qianmen & Dashilar",
        description:
          "Budget hostels and small boutique hotels among restored Qing shopfronts south of Tiananmen, at Qianmen station (Lines 2 and 8).",
        foreignerFriendly: true,
      },
    ],
  },
  whatToEat: {
    intro:
      "Northern, wheat-based cooking: noodles, dumplings, lamb and the imperial duck. Street breakfast is under ¥15, a noodle lunch ¥25-40. Our tips on [ordering without Chinese](/how-to-order-food-china-no-chinese) help with QR menus.",
    dishes: [
      {
        name: "Peking roast duck",
        nameZh: "北京烤鸭",
        description:
          "Lacquered duck carved tableside and rolled in pancakes with scallion and sweet bean sauce. Siji Minfu is the popular pick, Da Dong the upscale one; about ¥200-350 a bird.",
      },
      {
        name: "Noodles with soybean paste",
        nameZh: "炸酱面",
        description:
          "Zhajiangmian: thick noodles with salty fried pork-and-bean paste and raw shredded vegetables, the everyday lunch at about ¥25-35.",
      },
      {
        name: "Copper-pot mutton hotpot",
        nameZh: "涮羊肉",
        description:
          "Shuan yangrou: thin lamb slices swished in plain broth over a charcoal chimney pot and dipped in sesame sauce. Best on a winter night.",
      },
      {
        name: "Jianbing",
        nameZh: "煎饼",
        description:
          "A griddled breakfast crepe with egg, scallion, chili sauce and a crisp cracker inside, about ¥8-15 near metro exits.",
      },
      {
        name: "Candied hawthorn",
        nameZh: "糖葫芦",
        description:
          "Tanghulu: sour hawthorn berries in a crackling sugar shell on a stick, sold on hutong corners in autumn and winter.",
      },
    ],
  },
  safetyTips: {
    overall:
      "Violent crime against visitors is rare. Our editorial rating, Very Safe (9/10), reflects that; the real risks are scams, traffic and winter smog. See also [is China safe for tourists](/is-china-safe-for-tourists).",
    tips: [
      "**The tea-ceremony scam:** friendly young people near Tiananmen or Wangfujing want to practice English, then lead you to a teahouse whose bill runs to thousands of yuan. Decline, or pick the café yourself.",
      "**Houhai rickshaws** quote ¥30, then claim it was per person or per minute. Agree the total in writing first.",
      "**Electric scooters** ride silently on pavements and cars turn right on red; look both ways even on a green man.",
      "**Emergency numbers:** police 110, ambulance 120, fire 119. Keep your hotel address in Chinese on your phone.",
    ],
  },
  relatedCities: ["xian", "shanghai", "zhangjiajie", "nanjing", "chengdu"],
  seo: {
    title: "Beijing Travel Guide 2025: Sights, Metro, Food & Scams",
    description:
      "Plan Beijing for 2025: Forbidden City booking rules, Mutianyu Great Wall tips, airport transfers, the metro, hutong hotels, roast duck and scams to avoid.",
    keywords: [
      "Beijing travel guide 2025",
      "Forbidden City tickets foreigners",
      "Mutianyu Great Wall from Beijing",
      "Beijing metro tourist",
      "where to stay in Beijing",
      "Beijing food to try",
      "Beijing tea scam",
      "Beijing airport to city",
    ],
  },
} satisfies City;
