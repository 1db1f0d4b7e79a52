import type { City } from "../schemas/city";

export default {
  cityName: "Hangzhou",
  slug: "hangzhou",
  nameZh: "杭州",
  pinyin: "Hángzhōu",
  region: "east",
  heroImage: { alt: "The name Hangzhou in Chinese characters, 杭州 (Hángzhōu)" },
  bestMonth: "March-May & September-November",
  province: "Zhejiang Province",
  population: "About 12.5 million",
  climate: "Humid subtropical: hot sticky summers, cool damp winters",
  safetyRating: "Very Safe (9/10)",
  quickFacts: {
    language: "Mandarin, with the local Wu dialect among older residents",
    currency: "Chinese yuan (CNY, RMB, ¥)",
    timezone: "China Standard Time (UTC+8)",
    bestTime: "Late March to May, and September to November",
  },
  intro:
    "Hangzhou grew up around West Lake, a shallow lake ringed by wooded hills, pagodas and willow-lined causeways that poets have praised for a thousand years. It was the capital of the Southern Song dynasty and the southern terminus of the Grand Canal, and today it is home to Alibaba and a fast-growing tech scene. The lake is the point: walk its causeways at dawn, sip Longjing green tea in the hills above, and visit the Buddhist carvings at Lingyin. Two or three days is ideal, and the bullet train from Shanghai takes about an hour.",
  peakSeason: [
    "**Spring** is the classic season. Peach and cherry trees bloom along the Su Causeway in late March, and Longjing tea picking starts at the same time; the first pickings before the Qingming festival in early April fetch the highest prices. **Autumn** brings sweet osmanthus blossom from late September into October and clear days around 18-25°C into November.",
    "Mid-June to early July is the **plum-rain** season, followed by July-August highs of 35-38°C, though the lotus flowers on the lake are at their best then. Winter (December-February) is damp at 2-10°C; snow on the Broken Bridge is a rare, prized sight. On Golden Week days (**May 1-5, October 1-7**) the lakeside paths are solid with people and traffic controls apply around the lake. The [Shanghai vs Hangzhou comparison](/shanghai-vs-hangzhou-comparison) helps if you are splitting time.",
  ],
  topAttractions: [
    {
      name: "West Lake",
      description:
        "A UNESCO-listed cultural landscape of about 6 square km of water with a 15 km shoreline path. Highlights are the 2.8 km Su Causeway, the Bai Causeway and Broken Bridge, the rebuilt Leifeng Pagoda (about ¥40) and the island of Three Pools Mirroring the Moon, reached by boat. The lake itself is free. Metro Line 1 to Longxiangqiao for the east shore.",
      tip: "Walk the Su Causeway between 6 and 8am, when only joggers and tai chi groups are there. Later, rent a shared bike or take one of the electric ferries across, and keep the Bai Causeway for a weekday evening.",
    },
    {
      name: "Lingyin Temple & Feilai Feng",
      description:
        "One of China’s oldest Buddhist temples, founded in the 4th century, in a forested valley west of the lake. The limestone cliffs of Feilai Feng opposite hold hundreds of carvings from the 10th to 14th centuries, including a laughing Buddha. Scenic area about ¥45, plus ¥30 for the temple. Take a taxi or bus from the lake, about 20 minutes.",
      tip: "Arrive at opening on a weekday and do the carvings first, before tour groups fill the paths. The temple hands out free incense at the gate, so ignore sellers outside.",
    },
    {
      name: "Longjing tea villages",
      description:
        "Terraced tea hills southwest of the lake around Longjing village and Meijiawu, where farmers roast Dragon Well green tea in woks. The China National Tea Museum nearby is free and closed on Mondays.",
      tip: "Walk from Longjing village down the shaded Nine Creeks trail toward the Qiantang River. At a farmhouse, agree on a price for tasting and buy small 50 g packs; prices per jin quoted to foreigners are often inflated.",
    },
  ],
  gettingAround: {
    arrival:
      "**Hangzhou Xiaoshan International (HGH)** lies about 30 km east. Metro Line 1 runs to the lakeside in roughly an hour, Line 7 to Wushan Square and Line 19 to Hangzhou East and West stations; a taxi costs about ¥100-150. **Hangzhou East** handles most bullet trains, including Shanghai Hongqiao in about 45-60 minutes. **Hangzhou Station** (the old City Station) is closer to the lake. Book early for weekends; see our [train booking guide](/how-to-book-china-train-foreign-passport).",
    metro:
      "Built out for the 2023 Asian Games, the network now counts about a dozen lines. Fares begin at ¥2; a typical ride costs ¥3-6. **Line 1** follows the east shore of the lake, and **Line 7** stops at Wushan Square by Hefang Street, but the west and south shores have no stations, so you will walk or bus there. Trains run from about 6am to 11pm. See our [metro how-to](/how-to-use-chinese-metro).",
    taxi: "Flag fall is about ¥11-13. [DiDi](/how-to-use-didi-china) works well, but cars crawl along the lake roads on weekends and holidays, when plate-based restrictions apply. Taxi from the lake to Lingyin costs about ¥25-35.",
    tips: [
      "**Grand Canal water buses** run from Wulin Gate north to the Gongchen Bridge area for a few yuan, a cheap cruise through the old canal district.",
      "**Rowboats on West Lake** are hand-paddled and priced per boat; agree the total and route before boarding, or use the fixed-price ferries.",
      "**Bus routes fill the gaps** around the lake; Alipay’s transit code works on city buses too.",
      "**Keep a day for rain.** Covered options include the Zhejiang Provincial Museum on Gushan island and the China Silk Museum.",
    ],
  },
  whereToStay: {
    intro:
      "Stay near the east shore for walking access to the lake, or on Line 1 further out for lower prices. Lakeside rooms cost more at weekends, and peak spring dates book out weeks ahead.",
    areas: [
      {
        name: "Hubin (east shore)",
        description:
          "Hotels and shops by Longxiangqiao station, a few minutes’ walk from the water and the evening musical fountain.",
        foreignerFriendly: true,
      },
      {
        name: "Hefang Street & Wushan Square",
        description:
          "The restored old town south of the lake, with boutique and mid-range hotels, snack streets and Line 7.",
        foreignerFriendly: true,
      },
      {
        name: "Wulin Square",
        description:
          "A central business area north of the lake, near the Grand Canal and its water buses. Good value and well connected by Lines 1 and 3.",
        foreignerFriendly: true,
      },
    ],
  },
  whatToEat: {
    intro:
      "Hangzhou cooking is delicate, lightly sweet and built around freshwater fish, pork and tea. Lou Wai Lou, beside the lake on Gushan island since the 19th century, serves the classics; our [menu translation guide](/how-to-translate-chinese-menus) helps elsewhere.",
    dishes: [
      {
        name: "Dongpo pork",
        nameZh: "东坡肉",
        description:
          "Squares of pork belly braised slowly in rice wine and soy until they cut with a spoon, named after the Song poet and governor Su Dongpo.",
      },
      {
        name: "Longjing shrimp",
        nameZh: "龙井虾仁",
        description:
          "Tiny river shrimp stir-fried with fresh Dragon Well tea leaves, delicate and fragrant; at its best in spring.",
      },
      {
        name: "West Lake vinegar fish",
        nameZh: "西湖醋鱼",
        description:
          "Poached grass carp under a sweet-sour vinegar glaze. It is famous and divisive: some find it muddy, so share one plate.",
      },
      {
        name: "Beggar’s chicken",
        nameZh: "叫花鸡",
        description:
          "Whole chicken stuffed, wrapped in lotus leaves and clay, and baked for hours; the clay is cracked open at the table.",
      },
      {
        name: "Pian’er chuan noodles",
        nameZh: "片儿川",
        description:
          "The locals’ lunch: noodles in broth with sliced pork, bamboo shoots and pickled greens, about ¥20-30.",
      },
    ],
  },
  safetyTips: {
    overall:
      "Hangzhou is calm, clean and well policed, with low crime even around the busiest parts of the lake. Our editorial rating is Very Safe (9/10); the nuisances are tea sales pitches and holiday crowds.",
    tips: [
      "**Tea touts** in Longjing village invite you home for a “free” tasting that ends with a hard sell of overpriced tea. Enjoy the tasting, then decline firmly.",
      "**Broken Bridge and the Bai Causeway** jam up on holidays; keep children close and use our [crowd survival tips](/how-to-survive-chinese-crowds).",
      "**Electric scooters** share the lakeside bike lanes and move fast; walk on the pedestrian side.",
      "**In summer heat**, hike the tea hills before 10am and carry more water than you think you need.",
    ],
  },
  relatedCities: ["shanghai", "suzhou", "nanjing", "xiamen"],
  seo: {
    title: "Hangzhou Travel Guide 2025: West Lake, Tea & Transport",
    description:
      "Hangzhou in 2025: West Lake at dawn, Lingyin Temple, Longjing tea villages without the hard sell, trains from Shanghai, where to stay and what to eat.",
    keywords: [
      "Hangzhou travel guide 2025",
      "West Lake Hangzhou tips",
      "Lingyin Temple tickets",
      "Longjing tea village",
      "Shanghai to Hangzhou train",
      "where to stay in Hangzhou",
      "Hangzhou food",
      "Hangzhou metro",
    ],
  },
} satisfies City;
