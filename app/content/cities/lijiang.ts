import type { City } from "../schemas/city";

export default {
  cityName: "Lijiang",
  slug: "lijiang",
  nameZh: "丽江",
  pinyin: "Lìjiāng",
  region: "southwest",
  heroImage: { alt: "The name Lijiang in Chinese characters, 丽江 (Lìjiāng)" },
  bestMonth: "March-May & October-November",
  province: "Yunnan Province",
  population: "1.25 million (prefecture)",
  climate: "Subtropical highland, about 2,400 m",
  safetyRating: "Safe (8/10)",
  quickFacts: {
    language: "Mandarin; Naxi is spoken at home, and Dongba script appears on street signs",
    currency: "Chinese yuan (CNY, RMB, ¥)",
    timezone: "China Standard Time (UTC+8)",
    bestTime: "March-May and October-November: dry, sunny and clear views of the snow peaks",
  },
  intro:
    "Lijiang is the old trading town of the Naxi people, set on a high plateau beneath the 5,596 m Jade Dragon Snow Mountain. Its Old Town of Dayan, a UNESCO World Heritage Site since 1997, is a maze of cobbled lanes, willow-lined canals and wooden inns, with signs in the pictographic Dongba script. Commercial by day, lovely at dawn. Use it as a base for the snow mountain, **Tiger Leaping Gorge** and the quieter villages of Shuhe and Baisha.",
  peakSeason: [
    "The dry season runs from October to May. Days are sunny and 15-20°C, but nights drop near freezing from December to February. The snow peaks are clearest from November to March, and spring adds blossom in the villages.",
    "From June to September the monsoon brings afternoon showers, green hillsides and cloud that often hides the mountain. July and August are also the Chinese summer holidays, when the Old Town lanes are packed shoulder to shoulder. The Torch Festival (late July or August, by the lunar calendar) brings bonfires and dancing.",
    "Avoid **Golden Week** (May 1-5 and October 1-7): cable car slots on the snow mountain sell out days ahead and inn prices triple. Chinese New Year is busy too. See [spring vs autumn](/spring-vs-autumn-visit-china).",
  ],
  topAttractions: [
    {
      name: "Dayan Old Town and Black Dragon Pool (大研古城, 黑龙潭)",
      description:
        "Wander from Sifang Square past the canals to the Mu Family Mansion, seat of the local Naxi rulers, and up Lion Hill for a rooftop view from Wangu Tower. At the northern edge, Black Dragon Pool Park frames the most photographed view in Yunnan: a marble bridge and pavilion with the snow mountain reflected behind. A conservation fee for the Old Town (about ¥50) is asked at some paid sights rather than at the gates.",
      tip: "Walk the lanes between 7 and 9am, before the shops open their speakers. Reach Black Dragon Pool early on a clear winter morning for a still reflection.",
    },
    {
      name: "Jade Dragon Snow Mountain (玉龙雪山)",
      description:
        "About 30 km north of town. The big cable car lifts you to 4,506 m, and a boardwalk climbs to about 4,680 m below the glacier. Lower down, the turquoise pools of Blue Moon Valley and Spruce Meadow need no altitude at all. Budget for the park entry (about ¥100), the eco-bus and the cable car; daily visitor numbers are capped.",
      tip: "Book the cable car slot a day or more ahead through your inn or an app, and take the earliest one: clouds usually build by noon. Carry a small oxygen canister (sold at the base) and walk the boardwalk slowly.",
    },
    {
      name: "Tiger Leaping Gorge (虎跳峡)",
      description:
        "Two hours northwest by road, the Jinsha River forces through a gorge some 3,800 m deep between Jade Dragon and Haba snow mountains. Day visitors walk down to the Upper Gorge rapids; hikers take the two-day **High Trail** from Qiaotou, staying in family guesthouses with terrace views across the gorge.",
      tip: "Start the High Trail before 9am to clear the steep “28 Bends” in the cool, and leave your big bag in Lijiang. In July and August, ask locally about rockfalls first.",
    },
  ],
  gettingAround: {
    arrival:
      "**Lijiang Sanyi International Airport (LJG)** is about 28 km south of town; the airport bus takes 40-50 minutes for about ¥20, and a Didi costs about ¥80-100. **Lijiang Station**, about 8 km south of the Old Town, has bullet trains from Kunming (about 3-3.5 hours), from Dali (about 1.5 hours) and, since late 2023, to Shangri-La in about 1.5 hours. A Didi from the station to the Old Town gates costs about ¥20-30. See [booking trains with a passport](/how-to-book-china-train-foreign-passport).",
    metro:
      "There is no metro. City buses (¥1-2) link the station, the new town, Shuhe and Baisha, and minibuses to the snow mountain leave from the north side of the Old Town. Inside the Old Town, walk: it is car-free.",
    taxi: "Didi is the easiest way to the station, Shuhe or the snow mountain, and shows the fare up front. Cars cannot enter the Old Town, so set your pickup at the nearest gate, not your inn. Set up the app with [our Didi guide](/how-to-use-didi-china).",
    tips: [
      "Pin your inn in [Amap](/amap-english-guide) before you first leave it. The Old Town lanes look alike after dark and many are not named on the map.",
      "Porters with carts wait at the Old Town gates to wheel luggage over the cobbles for a small fee; agree it first.",
      "For Tiger Leaping Gorge, buses leave for Qiaotou in the morning; a driver for the day costs about ¥500-700 and lets you combine the gorge with Shigu village.",
      "Shangri-La, at 3,300 m, is now an easy day’s train ride away if you want more altitude after Lijiang.",
    ],
  },
  whereToStay: {
    intro:
      "Most visitors sleep in a courtyard inn. Standards vary widely: check for heating in winter and for noise from the bar lanes. Mid-range inns cost about ¥200-500 a night, more in July and August, and dorm beds about ¥50-100. Inns that list foreign guests on booking apps record your passport on arrival, as the 24-hour registration rule requires. Our [guide to finding hotels that accept foreigners](/how-to-find-hotels-accept-foreigners) explains how to check.",
    areas: [
      {
        name: "Dayan Old Town",
        description:
          "In the middle of everything, within walking distance of the canals and Black Dragon Pool. Choose the quieter south and west lanes; the streets near the bar district stay loud until 2am.",
        foreignerFriendly: true,
      },
      {
        name: "Shuhe Old Town",
        description:
          "A smaller, calmer old town 4 km northwest, with stream-side inns and easy access to the snow-mountain road.",
        foreignerFriendly: true,
      },
      {
        name: "Baisha Village",
        description:
          "A Naxi farming village 10 km north, known for its Ming dynasty murals and embroidery workshops. Few restaurants at night, but it is quiet, close to the mountain and in sight of it.",
        foreignerFriendly: true,
      },
    ],
  },
  whatToEat: {
    intro:
      "Naxi food is hearty mountain cooking: cured pork, flatbreads, potatoes, trout and hotpot against the cold evenings. Avoid the set menus pushed on the main tourist lanes and eat where locals queue.",
    dishes: [
      {
        name: "Lijiang baba",
        nameZh: "丽江粑粑",
        description:
          "A layered, pan-fried flatbread, either sweet with sugar and nuts or savory with ham. About ¥5-10 from a street griddle, best hot in the morning.",
      },
      {
        name: "Cured pork rib hotpot",
        nameZh: "腊排骨火锅",
        description:
          "Salt-cured, air-dried pork ribs simmered at the table with potatoes and greens, then wild mushrooms or tofu added to the broth. Priced by weight.",
      },
      {
        name: "Chickpea jelly",
        nameZh: "鸡豆凉粉",
        description:
          "Gray-green jelly made from local chickpeas, served cold with chili, vinegar and garlic in summer, or pan-fried in winter.",
      },
      {
        name: "Rice sausage",
        nameZh: "米灌肠",
        description: "Pig intestine stuffed with rice and pig blood, sliced and fried crisp.",
      },
      {
        name: "Lijiang trout",
        nameZh: "丽江三文鱼",
        description:
          "Rainbow trout farmed in cold snowmelt and sold locally as “salmon”, eaten raw with mustard or in a hotpot.",
      },
    ],
  },
  safetyTips: {
    overall:
      "Crime against visitors is rare in Lijiang. The issues are altitude, pressure selling and a few tourist traps around the Old Town and the lakes. See [is China safe for tourists](/is-china-safe-for-tourists) for general advice.",
    tips: [
      "At about 2,400 m, take the first day gently, drink water and go easy on alcohol. The snow mountain boardwalk at 4,680 m is serious altitude: descend if you get a pounding headache or dizziness.",
      "Skip cheap day tours sold on the street. Yunnan’s “low-price” tours often spend hours in jade and tea shops with heavy pressure to buy.",
      "Agree the price of horse rides at Lashi Lake before mounting; disputes over extra fees halfway round are common.",
      "In Old Town bars, check drink prices before ordering, and be wary of invitations from strangers to a particular bar.",
      "Sunlight is strong at this altitude even in winter: use sunscreen and sunglasses. Emergency: ambulance 120, police 110.",
    ],
  },
  relatedCities: ["dali", "kunming", "chengdu", "lhasa"],
  seo: {
    title: "Lijiang Travel Guide 2025: Old Town & Snow Mountain",
    description:
      "Lijiang in 2025: Dayan Old Town, Jade Dragon Snow Mountain cable car, Tiger Leaping Gorge, trains from Kunming and Dali, inns, Naxi food and altitude tips.",
    keywords: [
      "Lijiang travel guide",
      "Lijiang Old Town",
      "Jade Dragon Snow Mountain cable car",
      "Tiger Leaping Gorge high trail",
      "Kunming to Lijiang train",
      "where to stay in Lijiang",
      "Lijiang food",
      "best time to visit Lijiang",
    ],
  },
} satisfies City;
