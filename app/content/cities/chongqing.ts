import type { City } from "../schemas/city";

export default {
  cityName: "Chongqing",
  slug: "chongqing",
  nameZh: "重庆",
  pinyin: "Chóngqìng",
  region: "southwest",
  heroImage: { alt: "The name Chongqing in Chinese characters, 重庆 (Chóngqìng)" },
  bestMonth: "March-May & October-November",
  province: "Chongqing Municipality",
  population: "About 32 million (whole municipality; the urban core is far smaller)",
  climate: "Humid subtropical: scorching summers, foggy mild winters",
  safetyRating: "Safe (8/10)",
  quickFacts: {
    language: "Chongqing dialect of Mandarin; English is scarce outside hotels",
    currency: "Chinese yuan (CNY, RMB, ¥)",
    timezone: "China Standard Time (UTC+8)",
    bestTime: "March to May or October to November",
  },
  intro:
    "Chongqing is a city stacked on cliffs where the Yangtze and the Jialing rivers meet. Streets sit on top of other streets, a monorail runs straight through an apartment block, and one tower has street entrances on both its ground floor and its 22nd floor. Locals call it the 8D city, and at night the riverfront glows in neon. It was China’s wartime capital from 1938 to 1946, and it is the birthplace of the numbing beef-tallow hotpot. Two or three days is enough, often paired with Chengdu or a Yangtze cruise through the Three Gorges.",
  peakSeason: [
    "Aim for **March-May** or **October-November**, at about 16-26°C. Chongqing is one of China’s “furnace” cities: from July to August it regularly reaches 38-40°C with sticky nights, and sightseeing on its stairs becomes hard work. Plan outdoor walks for early morning or after dark.",
    "Winters are mild at 6-12°C but grey, and the city’s old nickname, the Fog Capital, still fits: thick river fog can delay flights and cruise boats from November to February. On public holidays, including Golden Week (**May 1-5 and October 1-7**), Hongyadong and Liziba draw such crowds that police run one-way routes; come a week later. Chinese New Year (late January to mid-February) is quieter in the center.",
  ],
  topAttractions: [
    {
      name: "Hongyadong",
      description:
        "An 11-story complex of stilt-house style buildings clinging to the cliff above the Jialing River, filled with snack stalls, shops and teahouses. Free, and lit up from dusk until late evening. Metro Line 1 or 6 to Xiaoshizi, or Line 2 to Linjiangmen.",
      tip: "The postcard view is from outside, not inside: walk onto Qiansimen Bridge or cross to the Jiangbei riverbank after dark. Inside, take the lift to the top floor and you step out onto a city street, a good way to feel Chongqing’s layers.",
    },
    {
      name: "Yangtze River Cableway & Liziba",
      description:
        "A 1980s cable car crossing the Yangtze in about five minutes between Xinhua Road in Yuzhong and Shangxinjie in Nan’an, for about ¥20 one way or ¥30 return. A short metro ride away, Line 2 monorail trains pass through a 19-story residential block at Liziba station.",
      tip: "Start from the south station at Shangxinjie (Line 6): the north station queue can last two hours. At Liziba, leave the station and walk down to the free viewing platform beneath the building to watch trains vanish into it.",
    },
    {
      name: "Dazu Rock Carvings",
      description:
        "UNESCO-listed Buddhist carvings from the 9th to 13th centuries, the finest at Baodingshan, including a huge reclining Buddha and a thousand-armed Guanyin. About two hours from the city; tickets run roughly ¥100-140 depending on season and sites.",
      tip: "Take a bullet train from Chongqing West or Shapingba to Dazu South, then a short taxi, and spend a half day at Baodingshan alone. Hiring a guide at the gate makes the Buddhist stories legible.",
    },
  ],
  gettingAround: {
    arrival:
      "**Chongqing Jiangbei International (CKG)** is about 20 km north of the center; Metro Line 3 or 10 reaches downtown in 45-60 minutes with one change for Jiefangbei, and a taxi costs about ¥60-90. Bullet trains use **Chongqing North**, **Chongqing West** and **Shapingba**; trains to Chengdu (about 1-1.5 hours) leave from all three, so check your ticket. Our [train guide](/how-to-book-china-train-foreign-passport) walks you through booking.",
    metro:
      "More than ten lines, including the **Line 2 and Line 3 monorails** that ride above the river and between towers. Fares start at ¥2, and most rides cost ¥3-6. Some stations are extremely deep: Hongyancun sits more than 100 m underground, with several minutes of escalators. Trains run from about 6:30am to 11pm. Our [metro guide](/how-to-use-chinese-metro) explains the QR code.",
    taxi: "Yellow taxis start at about ¥10 and drive fast on steep, winding roads. With [DiDi](/how-to-use-didi-china), choose a pickup point on a main road and check the level: a spot that looks right on the map may be a bridge or a tunnel above or below you.",
    tips: [
      "**Maps lie in 2D.** Amap may show you beside your hotel when you are 30 m below it; look for lifts, footbridges and stairways marked on the ground.",
      "**Wear good shoes.** The city is all stairs, and stone steps get slippery after rain.",
      "**Yangtze cruises** through the Three Gorges to Yichang take three to four nights; book with an established company and confirm the pier.",
      "**Exit numbers matter.** At big stations the exits come out on different hills; choose the right one before surfacing, or face a long climb.",
    ],
  },
  whereToStay: {
    intro:
      "Most sights are on the Yuzhong peninsula between the two rivers. Stay there or across the water with a view of it. Hotels are good value, and international chains register foreign passports routinely.",
    areas: [
      {
        name: "Jiefangbei (Yuzhong)",
        description:
          "Downtown around the Liberation Monument: malls, food streets and a walk to Hongyadong. Busy day and night, with every price level.",
        foreignerFriendly: true,
      },
      {
        name: "Chaotianmen & riverside Yuzhong",
        description:
          "High-rise hotels at the tip of the peninsula by Raffles City, with river-confluence views and the cruise piers below.",
        foreignerFriendly: true,
      },
      {
        name: "Nan’an riverside",
        description:
          "Across the Yangtze, facing the skyline. Hotels here sell the view, and the cableway and the Longmenhao old street are nearby.",
        foreignerFriendly: true,
      },
      {
        name: "Guanyinqiao (Jiangbei)",
        description:
          "A commercial hub north of the Jialing River, convenient for the airport and Chongqing North station. Less scenic but calmer.",
        foreignerFriendly: true,
      },
    ],
  },
  whatToEat: {
    intro:
      "Chongqing food is hotter and oilier than Chengdu’s, and proudly so. Hotpot is a social event here, and noodle shops serve breakfast from 7am. Our [menu translation tips](/how-to-translate-chinese-menus) help at shops with no pictures.",
    dishes: [
      {
        name: "Chongqing hotpot",
        nameZh: "重庆火锅",
        description:
          "Beef-tallow broth with chilies and Sichuan pepper in a nine-grid pot (九宫格). Order beef tripe (毛肚) and duck intestine (鸭肠), dipped for seconds. About ¥80-150 a head.",
      },
      {
        name: "Chongqing noodles",
        nameZh: "重庆小面",
        description:
          "Xiaomian: wheat noodles in chili oil, Sichuan pepper, garlic and greens, the standard breakfast at about ¥8-15. Add peas and minced pork (豌杂) for a thicker bowl.",
      },
      {
        name: "Chili chicken",
        nameZh: "辣子鸡",
        description:
          "Crisp fried chicken pieces hidden in a mountain of dried chilies; the hunt is the point. The Gele Mountain version is famous.",
      },
      {
        name: "Hot and sour glass noodles",
        nameZh: "酸辣粉",
        description:
          "Chewy sweet-potato noodles in a vinegar-chili broth with peanuts and coriander, a cheap snack from street stalls.",
      },
      {
        name: "Wanzhou grilled fish",
        nameZh: "万州烤鱼",
        description:
          "A whole fish grilled, then simmered at the table in a tray of chili, garlic or pickled-pepper sauce with vegetables. Good for groups.",
      },
    ],
  },
  safetyTips: {
    overall:
      "Crime against tourists is rare and nights feel safe, but the terrain, heat and driving add real risks. On our editorial scale Chongqing gets Safe (8/10).",
    tips: [
      "**Traffic is fast and pavements come and go** on hill roads. Cross at lights or underpasses, never between bends.",
      "**In July and August**, carry water, rest in the shade at midday and watch for signs of heat exhaustion. Ambulance: 120.",
      "**Buy cableway and Two Rivers night-cruise tickets** through official counters or apps, not from scalpers at the entrances.",
      "**Holiday crowds at Hongyadong** can stall on narrow stairs. Follow police routes and keep hold of children.",
    ],
  },
  relatedCities: ["chengdu", "xian", "guilin", "kunming", "zhangjiajie"],
  seo: {
    title: "Chongqing Travel Guide 2025: Hotpot, Monorail & Views",
    description:
      "Navigate Chongqing in 2025: Hongyadong, the Yangtze cableway and Liziba monorail, Dazu carvings, airport and trains, areas to stay and a hotpot ordering guide.",
    keywords: [
      "Chongqing travel guide 2025",
      "Hongyadong night view",
      "Yangtze River Cableway tickets",
      "Liziba monorail station",
      "Chongqing hotpot guide",
      "where to stay in Chongqing",
      "Dazu Rock Carvings day trip",
      "Chongqing airport to city",
    ],
  },
} satisfies City;
