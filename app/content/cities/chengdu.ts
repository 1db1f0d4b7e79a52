import type { City } from "../schemas/city";

export default {
  cityName: "Chengdu",
  slug: "chengdu",
  nameZh: "成都",
  pinyin: "Chéngdū",
  region: "southwest",
  heroImage: { alt: "The name Chengdu in Chinese characters, 成都 (Chéngdū)" },
  bestMonth: "March-June & September-November",
  province: "Sichuan Province",
  population: "About 21.4 million (including outlying counties)",
  climate: "Humid subtropical, mild and often overcast",
  safetyRating: "Very Safe (9/10)",
  quickFacts: {
    language: "Sichuanese Mandarin; standard Mandarin understood; little English off the tourist trail",
    currency: "Chinese yuan (CNY, RMB, ¥)",
    timezone: "China Standard Time (UTC+8)",
    bestTime: "March to June and September to November",
  },
  intro:
    "Chengdu moves at the pace of a teahouse afternoon. Sichuan’s capital is famous for giant pandas, for mahjong tiles clacking in every park, and for mala, the numbing heat of Sichuan pepper and chili that runs through its cooking; UNESCO named it a City of Gastronomy in 2010. Spend three days: pandas at dawn, a teahouse and the old lanes, a day trip to Leshan’s Giant Buddha. Flights to Lhasa and the mountains of western Sichuan start here too.",
  peakSeason: [
    "The best weather falls in **March to June** and **September to November**, at roughly 15-27°C. In March the rapeseed fields around the Chengdu plain bloom yellow. Summer (July-August) is 30-35°C and muggy, with the heaviest rain of the year. Winter is damp and grey at 3-10°C with little central heating, so pack layers.",
    "Sunshine is rare at any season: an old saying claims Sichuan’s dogs bark at the sun because they so seldom see it. Haze can build in winter; check the AQI and stay in when it is over 150. During Golden Week (**May 1-5 and October 1-7**) the panda base and Leshan admit visitors in long waves, and Chinese New Year (late January to mid-February) fills the temple fairs at Wuhou Shrine.",
  ],
  topAttractions: [
    {
      name: "Chengdu Research Base of Giant Panda Breeding",
      description:
        "Wooded hills 10 km north of the center where giant and red pandas live in large enclosures. Tickets about ¥55; gates open at 7:30am. Metro Line 3 to Panda Avenue, then a short shuttle or taxi.",
      tip: "Pandas eat and play in the cool of the morning and sleep from late morning onward, so be at the gate at opening and walk straight uphill to the adult enclosures. Book a timed ticket with your passport on Trip.com or the official WeChat account the day before.",
    },
    {
      name: "People’s Park & Kuanzhai Xiangzi",
      description:
        "People’s Park is Chengdu life in miniature: the Heming teahouse under the trees, retirees singing opera, and parents trading their children’s résumés at the matchmaking corner. Nearby, the restored Qing-era Wide and Narrow Alleys hold courtyard cafés and shops. Metro Line 2 to People’s Park, Line 4 to Kuanzhai Xiangzi.",
      tip: "Order a cup at Heming (about ¥20-40) and sit for an hour. If you want the traditional ear cleaning, ask the price first; the tools look alarming but the tapping tuning fork is harmless. Visit the alleys before noon on a weekday.",
    },
    {
      name: "Leshan Giant Buddha",
      description:
        "A 71 m seated Buddha carved into a riverside cliff in the 8th century, about 1.5 hours from Chengdu. Bullet trains run from Chengdu East or South to Leshan, followed by a 30-minute bus or taxi. Entry about ¥80.",
      tip: "The narrow staircase down beside the Buddha can queue for two hours or more on weekends. Arrive by 8:30am on a weekday, or see the whole figure from a sightseeing boat, about 30 minutes on the river.",
    },
  ],
  gettingAround: {
    arrival:
      "Chengdu has two airports; most international flights now use **Tianfu International (TFU)**, 50 km southeast. Express trains on Metro Line 18 reach Chengdu South railway station in under 40 minutes; a taxi takes about an hour and costs ¥150-200. **Shuangliu (CTU)**, 16 km southwest, is on Line 10. **Chengdu East** is the main bullet-train station for Chongqing (about 1-1.5 hours) and Xi’an (about 3.5 hours). Book via our [train booking guide](/how-to-book-china-train-foreign-passport).",
    metro:
      "Over a dozen lines, with English signage. Rides start at ¥2, and most trips around the center cost ¥3-6. Service runs from about 6am to 11pm. Tianfu Square (Lines 1 and 2) and Chunxi Road (Lines 2 and 3) are the central interchanges. Scan Alipay’s transit code at the gates; our [metro how-to](/how-to-use-chinese-metro) explains setup.",
    taxi: "Taxis are cheap, starting at around ¥8-9, and a ride across the center rarely tops ¥30. Many drivers speak only Sichuanese-accented Mandarin, so [DiDi](/how-to-use-didi-china) with the destination typed in saves confusion. The ring roads are slow from 5 to 7pm.",
    tips: [
      "**Check which airport is on your ticket:** Tianfu and Shuangliu are an hour apart by road; the Line 19 express links them in about 30 minutes.",
      "**Book Leshan and Emei trains early** for weekends; the short hops sell out by Friday.",
      "**Tibet is not a walk-in trip.** Flights to Lhasa leave from here, but entry requires a Tibet Travel Permit, arranged only by a licensed agency, and a guide for your stay.",
      "**Use [Amap in English](/amap-english-guide)** to find the right metro exit; central stations such as Tianfu Square have more than a dozen.",
    ],
  },
  whereToStay: {
    intro:
      "Stay inside the Second Ring Road near a Line 1, 2 or 3 station. Rooms are cheaper than on the coast, with comfortable chain hotels at about ¥200-500 a night and hostel dorm beds at ¥50-100.",
    areas: [
      {
        name: "Chunxi Road & Taikoo Li",
        description:
          "The shopping core, by the Daci Temple and IFS, with the giant panda climbing its wall. Lively at night and central for everything.",
        foreignerFriendly: true,
      },
      {
        name: "Kuanzhai Xiangzi & People’s Park",
        description:
          "Courtyard boutique hotels and hostels in the old western quarter. Walkable to teahouses and Wenshu Monastery.",
        foreignerFriendly: true,
      },
      {
        name: "Wuhou & Jinli",
        description:
          "Near the Wuhou Shrine and the Tibetan quarter’s shops and restaurants. Quieter streets and good value, with Line 3 close by.",
        foreignerFriendly: true,
      },
    ],
  },
  whatToEat: {
    intro:
      "Sichuan food is more than heat: the key is **mala**, the numbing buzz of Sichuan pepper paired with chili. Ask for **wei la** (微辣, mildly spicy) if you are unsure; even that is hot. Our [guide to ordering without Chinese](/how-to-order-food-china-no-chinese) lists useful phrases.",
    dishes: [
      {
        name: "Sichuan hotpot",
        nameZh: "四川火锅",
        description:
          "A bubbling pot of beef-tallow chili broth for cooking tripe, duck intestine, beef and vegetables. Order a split pot (鸳鸯锅) with a mild side. About ¥80-150 a head.",
      },
      {
        name: "Mapo tofu",
        nameZh: "麻婆豆腐",
        description:
          "Soft tofu and minced beef in a glossy, numbing red sauce. Chen Mapo Tofu claims the original recipe from the 1860s.",
      },
      {
        name: "Dan dan noodles",
        nameZh: "担担面",
        description:
          "A small bowl of noodles with chili oil, ground pork, preserved greens and a little sesame, eaten as a snack for under ¥15.",
      },
      {
        name: "Chuanchuan skewers",
        nameZh: "串串香",
        description:
          "Hundreds of skewers dipped into a communal spicy pot; you pay by the number of sticks left on your table, usually ¥0.5-2 each.",
      },
      {
        name: "Twice-cooked pork",
        nameZh: "回锅肉",
        description:
          "Boiled pork belly sliced thin and stir-fried with leeks and bean paste, the everyday home-style dish of Sichuan.",
      },
      {
        name: "Spicy rabbit head",
        nameZh: "兔头",
        description:
          "A Chengdu bar snack, braised in five-spice or chili. Locals pick the cheeks clean with gloves on; try it if you are adventurous.",
      },
    ],
  },
  safetyTips: {
    overall:
      "Chengdu is relaxed and low on crime, and people are friendly with foreigners. We rate it Very Safe (9/10) on our editorial scale. The usual problems are price surprises in tourist spots and stomachs unused to chili.",
    tips: [
      "**At teahouses and Kuanzhai Xiangzi**, ear cleaners and tea sellers sometimes name a price only after the service. Agree it in advance.",
      "**Ignore touts** offering panda-base transport or “skip-the-line” tickets outside the metro; book only official tickets.",
      "**Pickpockets work Chunxi Road** and the alleys on crowded evenings. Keep your phone in a front pocket.",
      "**Pack antacids or stomach medicine**; a first day of hotpot can hit hard. Pharmacies are marked with a green cross.",
    ],
  },
  relatedCities: ["chongqing", "xian", "lhasa", "kunming", "lijiang", "dali"],
  seo: {
    title: "Chengdu Travel Guide 2025: Pandas, Hotpot & Metro",
    description:
      "Chengdu for first-timers in 2025: panda base timing, teahouses, Leshan Giant Buddha, which airport you need, the metro, where to stay and Sichuan dishes to try.",
    keywords: [
      "Chengdu travel guide 2025",
      "Chengdu panda base tips",
      "Leshan Giant Buddha day trip",
      "Chengdu Tianfu airport to city",
      "where to stay in Chengdu",
      "Chengdu hotpot",
      "Chengdu teahouse",
      "Chengdu metro",
    ],
  },
} satisfies City;
