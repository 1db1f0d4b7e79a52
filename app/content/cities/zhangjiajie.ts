import type { City } from "../schemas/city";

export default {
  cityName: "Zhangjiajie",
  slug: "zhangjiajie",
  nameZh: "张家界",
  pinyin: "Zhāngjiājiè",
  region: "central",
  heroImage: { alt: "The name Zhangjiajie in Chinese characters, 张家界 (Zhāngjiājiè)" },
  bestMonth: "April-May & September-October",
  province: "Hunan Province",
  population: "1.5 million (prefecture)",
  climate: "Humid subtropical, misty in the mountains",
  safetyRating: "Safe (8/10)",
  quickFacts: {
    language: "Mandarin; Tujia and Hunanese dialects locally; English is rare",
    currency: "Chinese yuan (CNY, RMB, ¥)",
    timezone: "China Standard Time (UTC+8)",
    bestTime: "April-May and September-October, outside the Golden Week holidays",
  },
  intro:
    "Zhangjiajie is the name of a city, a national forest park and the whole sandstone landscape that inspired the floating mountains of Avatar. Thousands of pillars, some over 200 m tall, rise from forested ravines in the Wulingyuan Scenic Area, a UNESCO World Heritage Site since 1992. We came here on our 14-day trip in September 2025, between Xi’an and Shanghai, and paid for everything by phone. Plan on three full days: two in the forest park, one on **Tianmen Mountain** above the city.",
  peakSeason: [
    "**September and October** bring the most settled weather: warm days of 22-30°C, less rain than spring and good odds of clear views from the ridges. September, when we went, sits at the start of that window. **April and May** are green and often misty, which photographs beautifully but can hide the pillars completely for hours.",
    "Summer, from June to August, is hot and humid in the valleys (up to 35°C), with thunderstorms and the heaviest crowds of the year during school holidays. Winter, December to February, is cold and damp at 0-8°C; the occasional snowfall dusts the peaks white, but icy stairs can close some trails.",
    "Avoid **Golden Week**, May 1-5 and October 1-7: the forest park fills to its daily cap and the Bailong Elevator queue can pass two hours. Chinese New Year (late January to mid-February) is also busy. See [best time to visit China](/best-time-to-visit-china).",
  ],
  topAttractions: [
    {
      name: "Zhangjiajie National Forest Park and Yuanjiajie (张家界国家森林公园, 袁家界)",
      description:
        "The core of Wulingyuan. Walk the flat **Golden Whip Stream** trail, about 7 km along a clear creek beneath the pillars, then ride the glass-fronted **Bailong Elevator** 326 m up the cliff to Yuanjiajie, where the Qiankun Column, renamed “Avatar Hallelujah Mountain”, and the First Bridge Under Heaven stand. The multi-day ticket (about ¥225) is tied to your passport and includes the eco-buses that link the zones; the elevator and cable cars cost extra.",
      tip: "Reach the Forest Park gate at opening and do Golden Whip Stream first while the tour groups start at Yuanjiajie. Ride the elevator before 10am or after 3pm, and keep your passport handy: it is checked at every entry.",
    },
    {
      name: "Tianmen Mountain (天门山)",
      description:
        "A cable car of about 7.5 km, one of the longest passenger ropeways in the world, rises from a station in downtown Zhangjiajie to the summit in roughly half an hour. At the top, cliff-edge walkways (one section glass-floored) circle the mountain, and a road of 99 hairpin bends leads to **Tianmen Cave**, a natural arch in the rock face reached by 999 steps or a chain of escalators inside the mountain. Ticket packages cost roughly ¥260-280 and assign you a route and time slot.",
      tip: "Book the route that goes up by cable car in the morning; the queue to come down by cable car in late afternoon is long. Check the summit webcam or weather first: on a foggy day you will see only white.",
    },
    {
      name: "Zhangjiajie Grand Canyon Glass Bridge (张家界大峡谷玻璃桥)",
      description:
        "A glass-bottomed footbridge of about 430 m strung across a canyon roughly 300 m deep, about 30-40 minutes’ drive from Wulingyuan. After the crossing, a path and stairs lead down into the canyon past waterfalls to a short boat ride. Tickets, about ¥200-250 depending on the package, are sold in timed slots and need a passport.",
      tip: "Book a day ahead, and wear flat shoes: heels are not allowed on the glass, and the canyon walk below adds a long set of stairs. Allow half a day for the round trip.",
    },
  ],
  gettingAround: {
    arrival:
      "**Zhangjiajie Hehua International Airport (DYG)** lies only about 5 km from downtown, 15 minutes and about ¥20-30 by Didi; to Wulingyuan it is about 50 minutes and ¥100-120. High-speed trains arrive at **Zhangjiajie West**, about 3 hours from Changsha South, with onward lines to Huaihua and Chongqing. The central bus station downtown runs buses to Wulingyuan and the Forest Park gate roughly every 15-20 minutes (40-60 minutes, about ¥11-12). See [how to book trains with a passport](/how-to-book-china-train-foreign-passport).",
    metro:
      "There is no metro. Inside the scenic area, the free eco-buses included in your ticket connect the gates, trailheads and the Bailong Elevator; outside it, city buses and Didi do the work.",
    taxi: "Didi is reliable downtown and in Wulingyuan, and easier than haggling with the drivers who wait at the park gates. Expect about ¥15-25 within Wulingyuan. Our [Didi guide](/how-to-use-didi-china) covers English setup.",
    tips: [
      "Base yourself by what you see each day: downtown for Tianmen Mountain, Wulingyuan or the Forest Park gate for the pillars. The two are about an hour apart.",
      "Eco-bus queues at the main stops can run 30-45 minutes by mid-afternoon; plan your last bus out well before closing.",
      "Signal is patchy in the ravines: download offline maps first, as our [Amap guide](/amap-english-guide) explains.",
      "Alipay covers tickets, the elevator, snacks and Didi; our [cashless guide](/how-to-pay-china-without-cash) explains the setup we used.",
    ],
  },
  whereToStay: {
    intro:
      "Where you sleep matters more here than in most cities, because the sights are spread out and not every hotel can register foreign guests. Hotels must register your passport within 24 hours, and those without the license will turn you away at the desk even if an app took your booking. Use a [booking app that flags foreigner-friendly hotels](/how-to-find-hotels-accept-foreigners); expect ¥200-500 a night.",
    areas: [
      {
        name: "Wulingyuan Town",
        description:
          "The tourist town next to the Wulingyuan gate, with the widest choice of hotels used to foreign guests, restaurants and a short ride to the Forest Park and the Bailong Elevator.",
        foreignerFriendly: true,
      },
      {
        name: "Zhangjiajie Village (Forest Park Gate)",
        description:
          "Guesthouses and small hotels clustered by the Forest Park’s southern gate, ideal for an early start on Golden Whip Stream. Quiet evenings; confirm foreign-guest registration when you book.",
        foreignerFriendly: true,
      },
      {
        name: "Zhangjiajie City",
        description:
          "Downtown is handy for the airport, the railway station and the Tianmen Mountain cable car, but fewer of its hotels are licensed to register foreigners, so many budget places will not take you. It is also about an hour from the forest park. If you stay for Tianmen, get written confirmation that the hotel accepts foreign passports.",
        foreignerFriendly: false,
      },
    ],
  },
  whatToEat: {
    intro:
      "This is Hunan, so expect chili in almost everything, plus smoky Tujia mountain cooking. If you cannot take heat, learn to say “bù yào là” (no chili), and see our [ordering guide](/how-to-order-food-china-no-chinese).",
    dishes: [
      {
        name: "Three-in-one pot",
        nameZh: "三下锅",
        description:
          "The local signature: a dry pot of pork belly, tripe and other offal fried with chili and garlic, with vegetables added to the pan as you eat. About ¥80-120 for two to share.",
      },
      {
        name: "Tujia smoked pork",
        nameZh: "土家腊肉",
        description:
          "Pork cured and smoked for weeks over wood fires, then stir-fried with garlic shoots or dried radish.",
      },
      {
        name: "Steamed fish head with chopped chili",
        nameZh: "剁椒鱼头",
        description:
          "A Hunan classic: a large fish head steamed under a red and green blanket of pickled chopped chili.",
      },
      {
        name: "Kudzu root noodles",
        nameZh: "葛根粉",
        description: "Chewy, dark noodles made from kudzu starch, served in broth or stir-fried with chili.",
      },
      {
        name: "Tujia rice cakes",
        nameZh: "糍粑",
        description:
          "Pounded glutinous rice cakes, grilled or fried until crisp outside and soft inside, sold with sugar or soybean powder at park gates.",
      },
    ],
  },
  safetyTips: {
    overall:
      "Zhangjiajie is safe; the hazards are physical rather than criminal: thousands of stone steps, slippery paths, cliffs, crowds and the local monkeys. Read our [China safety overview](/is-china-safe-for-tourists) for the national picture.",
    tips: [
      "Macaques along Golden Whip Stream grab food and plastic bags. Keep snacks out of sight, never feed them, and back away calmly if one approaches.",
      "Paths are wet much of the year; wear shoes with real grip and stay behind railings at viewpoints, however good the photo.",
      "Ignore people at the gates offering cheaper tickets or private “guides”: the passport-linked tickets are sold only at official counters and in apps.",
      "Cheap local day tours sometimes include compulsory shopping stops; book tours with a clear itinerary or go independently.",
      "Carry water and a rain layer. Emergency: police 110, ambulance 120.",
    ],
  },
  relatedCities: ["xian", "shanghai", "beijing", "chongqing", "guilin"],
  seo: {
    title: "Zhangjiajie Travel Guide 2025: Avatar Peaks & Tianmen",
    description:
      "Zhangjiajie in 2025 from our September trip: Forest Park and Yuanjiajie, Tianmen Mountain, the glass bridge, where foreigners can stay and Hunan food.",
    keywords: [
      "Zhangjiajie travel guide",
      "Zhangjiajie National Forest Park",
      "Avatar mountains China",
      "Tianmen Mountain cable car",
      "Bailong Elevator",
      "Zhangjiajie glass bridge",
      "where to stay in Zhangjiajie",
      "Wulingyuan hotels foreigners",
    ],
  },
} satisfies City;
