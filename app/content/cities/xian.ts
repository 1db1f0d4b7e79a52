import type { City } from "../schemas/city";

export default {
  cityName: "Xi’an",
  slug: "xian",
  nameZh: "西安",
  pinyin: "Xī’ān",
  region: "northwest",
  heroImage: { alt: "The name Xi’an in Chinese characters, 西安 (Xī’ān)" },
  bestMonth: "April-May & September-October",
  province: "Shaanxi Province",
  population: "About 13 million",
  climate: "Continental: hot summers, cold dry winters",
  safetyRating: "Safe (8/10)",
  quickFacts: {
    language: "Mandarin with a Shaanxi accent; English at hotels and the main sites",
    currency: "Chinese yuan (CNY, RMB, ¥)",
    timezone: "China Standard Time (UTC+8)",
    bestTime: "April-May and September-October",
  },
  intro:
    "Xi’an was the capital of more than a dozen dynasties, among them the Qin, whose first emperor was buried with an army of clay soldiers, and the Tang, when the city sat at the eastern end of the Silk Road. Its 14th-century Ming wall still encloses the center, wide enough to cycle on, and the Hui Muslim community keeps the food streets by the Drum Tower busy late into the night. Allow three days: one for the Terracotta Army, one for the wall and the old quarter, one for the pagodas or a trip to Mount Hua. Xi’an was part of our September 2025 route.",
  peakSeason: [
    "**April-May** and **September-October** bring days of roughly 15-27°C. Autumn can have spells of several grey, drizzly days in a row, so carry a light rain jacket. **Summer** peaks at 35°C or more in July, with dry, dusty heat at the Terracotta pits. **Winter** is cold (around -5 to 8°C) and dry; heating season can push the AQI above 150, so check it before a day outdoors.",
    "Golden Week (**May 1-5, October 1-7**) turns the Terracotta Army into a crush, with visitors shoulder to shoulder around Pit 1, and the Tang-themed Datang Everbright City boulevard becomes impassable at night. Around **Chinese New Year** (late January to mid-February) lanterns go up along the city wall, a fine sight if you can handle the cold and the holiday crowds.",
  ],
  topAttractions: [
    {
      name: "Terracotta Army (Emperor Qinshihuang’s Mausoleum Site Museum)",
      description:
        "Thousands of life-size warriors and horses buried around 210 BC to guard the first emperor, found by farmers digging a well in 1974. Three pits and a museum of bronze chariots sit 40 km east in Lintong. Entry about ¥120. Take Tourist Bus 5 (306) from the east square of Xi’an Railway Station, about an hour for ¥7.",
      tip: "Book with your passport a few days ahead and arrive at the 8:30am opening. See the bronze chariots first, then Pits 3 and 2, and save the massed ranks of Pit 1 for last. If you want a guide, hire a licensed one at the official desk inside, not on the street.",
    },
    {
      name: "Xi’an City Wall",
      description:
        "A complete 13.7 km Ming-dynasty rampart with gates, towers and a moat, about 12 m wide on top. Entry is about ¥54; bikes rent on the wall for about ¥45-50 for three hours. The South Gate (Yongningmen) is the showpiece, near Line 2’s Yongningmen station.",
      tip: "Climb up in the late afternoon, ride the full loop in about two hours, and stay for the lanterns after dark. The Wenchang Gate and Hanguang Gate entrances have shorter queues than the South Gate.",
    },
    {
      name: "Muslim Quarter & Great Mosque",
      description:
        "Lanes northwest of the Drum Tower where Hui families have lived for centuries, packed with grills, noodle shops and sweet stalls. The Great Mosque, hidden on Huajue Lane, is a Ming-era mosque built entirely in Chinese temple style, with courtyards and pavilions; entry about ¥25. Metro Line 2 to Zhonglou (Bell Tower).",
      tip: "Beiyuanmen, the main street, is crowded and pricey. Eat where locals do on Sajinqiao street, ten minutes west, and visit the mosque outside Friday midday prayers.",
    },
  ],
  gettingAround: {
    arrival:
      "**Xi’an Xianyang International (XIY)** is 40 km northwest. Metro Line 14 runs to Xi’an North station, where you change for the center, about an hour in total; airport buses to the Bell Tower area take about an hour, and a taxi costs about ¥120-150. Bullet trains use **Xi’an North (Xi’anbei)**, 4.5-6 hours from Beijing; older trains stop at **Xi’an Railway Station** just outside the north wall. See [how to book trains](/how-to-book-china-train-foreign-passport).",
    metro:
      "About a dozen lines. Fares start at ¥2, and most trips are ¥3-6. **Line 2** runs north-south through the Bell Tower to Xi’an North; **Line 4** reaches the Big Wild Goose Pagoda and Datang Everbright City; **Line 9** heads east toward Lintong. Trains run from about 6am to 11pm. Our [metro guide](/how-to-use-chinese-metro) covers paying with a QR code.",
    taxi: "Taxis start at about ¥9, and a ride within the walls is usually under ¥20. The Bell Tower roundabout jams at rush hour, when walking is quicker. [DiDi](/how-to-use-didi-china) is reliable and avoids haggling with drivers at the railway station.",
    tips: [
      "**Give yourself an hour to reach Xi’an North**, 15 km from the center, and arrive 30 minutes before departure for security and passport checks.",
      "**Mount Hua** is about 35 minutes by bullet train to Huashan North; start early, as the cable cars queue by mid-morning.",
      "**Inside the walls, walk or cycle.** Most streets are a grid, and the metro stops are spaced far apart.",
      "**Compare Xi’an with Beijing** if you only have time for one; our [Beijing vs Xi’an guide](/beijing-vs-xian-which-city) lays out the trade-offs.",
    ],
  },
  whereToStay: {
    intro:
      "Staying inside the walls puts the Bell Tower, Muslim Quarter and wall gates within walking distance. Prices are moderate: dorm beds from ¥50-100, comfortable hotels about ¥200-500.",
    areas: [
      {
        name: "Bell Tower & Drum Tower (inside the walls)",
        description:
          "The heart of the old city, with chain and international hotels, two metro lines and the food streets on your doorstep.",
        foreignerFriendly: true,
      },
      {
        name: "South Gate & Shuyuanmen",
        description:
          "By the calligraphy street and the Forest of Stone Steles; hostels and boutique hotels with easy access to the wall.",
        foreignerFriendly: true,
      },
      {
        name: "Qujiang & Big Wild Goose Pagoda",
        description:
          "Newer hotels south of the walls near the pagoda, the fountain shows and Datang Everbright City. Spacious, but taxis are needed for the old town.",
        foreignerFriendly: true,
      },
    ],
  },
  whatToEat: {
    intro:
      "Xi’an eats wheat and lamb: flatbreads, hand-pulled and hand-cut noodles, cumin and chili. Most snacks cost ¥10-25. Our [guide to ordering food without Chinese](/how-to-order-food-china-no-chinese) will help at noodle counters.",
    dishes: [
      {
        name: "Roujiamo",
        nameZh: "肉夹馍",
        description:
          "The “Chinese burger”: chopped braised pork, or cumin lamb in the Muslim Quarter, stuffed into a crisp flatbread. About ¥12-20.",
      },
      {
        name: "Lamb and bread soup",
        nameZh: "羊肉泡馍",
        description:
          "Yangrou paomo: you tear unleavened bread into tiny pieces, and the kitchen simmers them in lamb broth. The smaller the pieces, the more respect you earn.",
      },
      {
        name: "Hot-oil noodles (biangbiang)",
        nameZh: "油泼面",
        description:
          "Belt-wide noodles topped with chili flakes, garlic and scallion, then doused with sizzling oil. Their name has one of the most complicated characters in Chinese.",
      },
      {
        name: "Cold skin noodles",
        nameZh: "凉皮",
        description:
          "Liangpi: slippery wheat or rice noodles served cold with vinegar, chili oil and cucumber. A summer favorite for about ¥10.",
      },
      {
        name: "Persimmon cakes",
        nameZh: "黄桂柿子饼",
        description:
          "Fried persimmon-dough cakes filled with osmanthus sugar and nuts, sold hot from griddles in the Muslim Quarter.",
      },
    ],
  },
  safetyTips: {
    overall:
      "Xi’an is safe on its streets at night, but its fame attracts tourist traps, especially around the railway station and on the way to the Terracotta Army. Our editorial rating is Safe (8/10).",
    tips: [
      "**Fake Terracotta buses** wait at Xi’an Railway Station with lookalike signs and detour to souvenir factories. Board only the official Tourist Bus 5 (306) at the east square.",
      "**Private drivers** quote a low fare to Lintong and then add stops or waiting fees. Use DiDi or a hotel-booked car.",
      "**In the Muslim Quarter**, check whether a price is per piece or per 50 g (一两) before the vendor weighs your order.",
      "**Keep your phone zipped away** on Beiyuanmen and at the Drum Tower on busy evenings; crowds give pickpockets cover.",
    ],
  },
  relatedCities: ["beijing", "chengdu", "zhangjiajie", "shanghai", "chongqing"],
  seo: {
    title: "Xi’an Travel Guide 2025: Terracotta Army, Wall & Food",
    description:
      "Xi’an in 2025: seeing the Terracotta Army without fake tours, cycling the city wall, Muslim Quarter eats, airport and train tips, and the best areas to stay in.",
    keywords: [
      "Xi'an travel guide 2025",
      "Terracotta Army how to get there",
      "Xi'an city wall bike",
      "Muslim Quarter Xi'an food",
      "where to stay in Xi'an",
      "Xi'an airport to city",
      "Xi'an metro",
      "Mount Hua day trip",
    ],
  },
} satisfies City;
