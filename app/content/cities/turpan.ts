import type { City } from "../schemas/city";

export default {
  cityName: "Turpan",
  slug: "turpan",
  nameZh: "吐鲁番",
  pinyin: "Tǔlǔfān",
  region: "northwest",
  heroImage: { alt: "The name Turpan in Chinese characters, 吐鲁番 (Tǔlǔfān)" },
  bestMonth: "April-May & September-October",
  province: "Xinjiang Uyghur Autonomous Region",
  population: "About 0.7 million",
  climate: "Hot desert, partly below sea level",
  safetyRating: "Safe (8/10)",
  quickFacts: {
    language: "Uyghur and Mandarin; almost no English",
    currency: "Chinese yuan (CNY, RMB, ¥)",
    timezone: "China Standard Time (UTC+8); Xinjiang time, two hours behind, is common locally",
    bestTime: "April-May and September-October; July is dangerously hot",
  },
  intro:
    "Turpan is an oasis in one of the deepest land depressions on earth, where the shore of Aydingkol Lake lies about 150 m below sea level. Snowmelt from the Tian Shan, carried under the desert in hand-dug karez tunnels, waters vineyards that make it China’s raisin capital. Around the green town lie the ruins of two Silk Road cities, Buddhist caves and the red Flaming Mountains. Only an hour by bullet train from Urumqi, it works as a day trip, but one night lets you see the ruins in soft evening light.",
  peakSeason: [
    "**April and May** are warm (25-32°C), the vines are in fresh leaf and the desert light is clear. **September and October** are the other prime window, with the grape harvest in full swing, green raisins drying in latticed brick sheds and days easing from 30°C to the low 20s.",
    "June to August is extreme. Daytime highs regularly pass 40°C and the ground at the Flaming Mountains gets much hotter; sightseeing is only realistic before late morning or after 6pm Beijing time. Winter is cold (around -8°C at night) but sunny and empty.",
    "Domestic groups arrive in force for **Golden Week** (October 1-7 and May 1-5), often on package tours from Urumqi; visit the main sites early in the day to stay ahead of the buses.",
  ],
  topAttractions: [
    {
      name: "Jiaohe Ancient City (交河故城)",
      description:
        "A city carved downward into a narrow loess plateau between two riverbeds, 10 km west of town. Founded more than 2,000 years ago as the capital of the Jushi kingdom and later a Tang dynasty garrison, it was abandoned in the 14th century. A boardwalk leads through streets, temple courts and a great monastery, all shaped from the earth itself. It is part of the Silk Roads UNESCO World Heritage listing.",
      tip: "Go in the last two hours before closing, when the low sun carves shadows into the walls and the heat drops. Walk to the far northern tip, where the stupa grove stands above the riverbeds.",
    },
    {
      name: "Gaochang Ruins, Bezeklik Caves and the Flaming Mountains (高昌故城, 柏孜克里克千佛洞, 火焰山)",
      description:
        "East of town, one long day covers three sights. **Gaochang**, capital of the Gaochang and later Uyghur Qocho kingdoms, is a vast field of mud-brick walls where the monk Xuanzang preached in the 7th century; an electric cart crosses it. The **Bezeklik Thousand Buddha Caves** sit in a cliff above a gorge in the Flaming Mountains, their murals partly removed by foreign expeditions in the early 1900s. The **Flaming Mountains** themselves glow red in the afternoon, as told in Journey to the West.",
      tip: "Hire a car and driver for the loop, about ¥300-500 for the day through your hotel, and add Tuyugou, an old mud-brick village in a green canyon. Carry your passport: you will show it at checkpoints on the road and at each ticket gate.",
    },
    {
      name: "Emin Minaret (苏公塔)",
      description:
        "A 44 m tapering tower of sun-dried brick built in 1777 in honor of a local ruler, Emin Khoja, and laid in bands of geometric brick patterns. It stands beside a plain mosque among vineyards 2 km east of the center.",
      tip: "Walk around the back through the grape fields for a view of the minaret framed by vines, and visit in late afternoon, when the brick turns honey-colored.",
    },
  ],
  gettingAround: {
    arrival:
      "Bullet trains from Urumqi arrive at **Turpan North**, about 1 hour away and 12 km north of the center; a Didi into town takes 20-25 minutes for about ¥30-40. Do not confuse it with **Turpan Station**, which lies at Daheyan, about 50 km from town, and serves conventional trains only. **Turpan Jiaohe Airport (TLQ)** has very few flights, so most travelers fly into Urumqi and take the train. Booking steps are in [our passport train guide](/how-to-book-china-train-foreign-passport).",
    metro:
      "Turpan has no metro. The center is small enough to walk, and a few city buses run along Gaochang Road for a couple of yuan; the sights outside town need a car.",
    taxi: "Didi works in town and to Jiaohe (about ¥20-30). For the eastern loop, drivers waiting longer at sites and checkpoints is normal, so a day hire is simpler than repeated ride-hailing. Our [Didi guide](/how-to-use-didi-china) covers English setup.",
    tips: [
      "Confirm whether opening times are quoted in Beijing or Xinjiang time; ticket offices use Beijing time, and sites usually stay open into the long summer evenings.",
      "Build checkpoint stops into every trip out of town: foreigners often get out of the car, show a passport and wait while details are entered.",
      "See a karez, the underground irrigation tunnels, at one of the karez museum sites near Grape Valley; they explain how the oasis survives.",
      "Buy return train tickets from Turpan North to Urumqi in advance for evenings and weekends, when trains fill up.",
    ],
  },
  whereToStay: {
    intro:
      "Turpan is small, and its hotel choice is limited. Stay in a larger hotel in the center that clearly accepts foreign passports, since it must register you within 24 hours. Rooms run about ¥200-500; check [which hotels accept foreigners](/how-to-find-hotels-accept-foreigners) before booking.",
    areas: [
      {
        name: "Qingnian Road",
        description:
          "The central street shaded by a long grape trellis, with the town’s established tourist hotels, fruit stalls and an evening food market nearby.",
        foreignerFriendly: true,
      },
      {
        name: "Gaochang Road",
        description:
          "The main north-south road through the center, lined with chain and business hotels, banks and supermarkets. Practical rather than charming.",
        foreignerFriendly: true,
      },
      {
        name: "Urumqi (day-trip base)",
        description:
          "If you only have one day for Turpan, sleep in Urumqi and take an early bullet train. It saves packing twice, and Urumqi has many more hotels licensed for foreigners; see our [Urumqi guide](/urumqi-travel-guide-2025).",
        foreignerFriendly: true,
      },
    ],
  },
  whatToEat: {
    intro:
      "Turpan eats like the rest of Xinjiang, with lamb, naan and noodles, but its fruit sets it apart: grapes from July, melons through the summer and raisins all year. Most restaurants are halal and family-run; use pictures and pointing, or our [ordering guide](/how-to-order-food-china-no-chinese).",
    dishes: [
      {
        name: "Tandoor lamb",
        nameZh: "馕坑肉",
        description:
          "Large skewers of lamb rubbed with egg, flour and spice and hung inside a clay naan oven until the outside crisps. Sold by the skewer at evening stalls.",
      },
      {
        name: "Dingding fried noodles",
        nameZh: "丁丁炒面",
        description:
          "Hand-pulled noodles chopped into small pieces and stir-fried with lamb, tomato and peppers. Eaten with a spoon, a lunchtime standard for about ¥20-30.",
      },
      {
        name: "Thin-skin lamb buns",
        nameZh: "薄皮包子",
        description: "Steamed buns with a paper-thin wrapper that barely holds the juicy lamb and onion filling.",
      },
      {
        name: "Turpan raisins",
        nameZh: "吐鲁番葡萄干",
        description:
          "Green seedless raisins air-dried in ventilated brick houses on the hillsides, plus red, black and golden varieties. Taste before buying, and pay by weight at fixed prices.",
      },
      {
        name: "Hami melon",
        nameZh: "哈密瓜",
        description:
          "Sweet, crisp, orange-fleshed melon from eastern Xinjiang, sold by the slice at street stalls in summer for a few yuan.",
      },
    ],
  },
  safetyTips: {
    overall:
      "Turpan is peaceful, and crime against visitors is rare. The serious risk here is heat. Security checks work as elsewhere in Xinjiang: passports at hotels, sites and road checkpoints. Our [China safety overview](/is-china-safe-for-tourists) has the basics.",
    tips: [
      "Heatstroke is a real danger from June to August. Drink before you feel thirsty, rest in shade at midday, and head indoors at any sign of dizziness or nausea.",
      "Keep your original passport with you on every outing; ruins and checkpoints will not accept a copy or a photo.",
      "Do not photograph police, checkpoints or military sites, and delete images if asked.",
      "Ruins are fragile and unshaded: stay on boardwalks, and do not climb walls for photos.",
      "Keep ¥100 in small cash for fruit stalls and village shops. Emergency: police 110, ambulance 120.",
    ],
  },
  relatedCities: ["urumqi", "kashgar", "xian", "beijing"],
  seo: {
    title: "Turpan Travel Guide 2025: Jiaohe, Gaochang & Heat Tips",
    description:
      "Turpan in 2025: Jiaohe and Gaochang ruins, Bezeklik caves, the Flaming Mountains, trains from Urumqi, checkpoints, hotels for foreigners and surviving the heat.",
    keywords: [
      "Turpan travel guide",
      "Jiaohe Ancient City",
      "Gaochang ruins",
      "Flaming Mountains Turpan",
      "Bezeklik Thousand Buddha Caves",
      "Urumqi to Turpan train",
      "Turpan raisins",
      "best time to visit Turpan",
    ],
  },
} satisfies City;
