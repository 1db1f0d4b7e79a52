import type { City } from "../schemas/city";

export default {
  cityName: "Dali",
  slug: "dali",
  nameZh: "大理",
  pinyin: "Dàlǐ",
  region: "southwest",
  heroImage: { alt: "The name Dali in Chinese characters, 大理 (Dàlǐ)" },
  bestMonth: "March-May & October-November",
  province: "Yunnan Province (Dali Bai Autonomous Prefecture)",
  population: "3.3 million (prefecture)",
  climate: "Subtropical highland, about 2,000 m",
  safetyRating: "Very Safe (9/10)",
  quickFacts: {
    language: "Mandarin; Bai is widely spoken in the villages",
    currency: "Chinese yuan (CNY, RMB, ¥)",
    timezone: "China Standard Time (UTC+8)",
    bestTime: "March-May and October-November; winter is sunny but windy",
  },
  intro:
    "Dali sits on a strip of farmland between the Cangshan range and Erhai, a 40 km freshwater lake. It was the capital of the Nanzhao and Dali kingdoms a thousand years ago and is still the home of the Bai people, whose whitewashed courtyard houses line the lakeshore villages. People come to slow down: cycle the lake, walk the mountain, linger in the walled Old Town. One naming trap to know first: “Dali” on train tickets means **Xiaguan**, the modern city 15 km south of the Old Town.",
  peakSeason: [
    "Locals sum up the climate as wind, flowers, snow and moon. From November to April skies are clear and days reach 15-20°C, but nights fall to around freezing, Cangshan keeps a cap of snow, and a strong wind funnels down the valley at Xiaguan most afternoons. Spring, **March to May**, is the sweet spot, with camellias and azaleas in bloom.",
    "The rainy season runs from June to September, mostly as afternoon downpours, and the fields around Xizhou turn bright green. July and August bring Chinese families escaping the heat. October and November are dry again and the rice harvest gilds the lakeshore.",
    "The **Third Month Fair**, a Bai market festival of horse trading, songs and stalls at the foot of Cangshan, runs for about a week from the 15th day of the third lunar month, usually in April or early May. Dali fills with domestic tour groups over the two national holiday weeks in early May and early October, and over the Chinese New Year break, when the Old Town is solid with people and traffic on the lake road crawls.",
  ],
  topAttractions: [
    {
      name: "Three Pagodas of Chongsheng Temple (崇圣寺三塔)",
      description:
        "Just north of the Old Town stand Dali’s symbol: the 69 m Qianxun Pagoda, built in the 9th century under the Nanzhao kingdom, flanked by two slimmer 10th-century towers. Behind them a huge rebuilt temple climbs the hillside. Entry is about ¥75; allow two hours if you walk the whole complex.",
      tip: "For the postcard shot with the pagodas mirrored in water, go to the small reflection park south of the main gate late in the afternoon, when the sun lights their faces.",
    },
    {
      name: "Cycling the Erhai Lakeshore (洱海生态廊道)",
      description:
        "A dedicated cycle and walking path, the Erhai ecological corridor, follows the lakeshore for well over 100 km. The west-shore stretch from Caicun north to **Xizhou** (about 20 km) passes fishing jetties, Bai villages and rice fields, ending at Xizhou’s old courtyard mansions. E-bikes rent in the Old Town for about ¥50-80 a day.",
      tip: "Ride north in the morning, have lunch in Xizhou, then ride back before the afternoon wind picks up: it blows hard off the lake. Check that the e-bike battery will manage 50 km.",
    },
    {
      name: "Cangshan and the Jade Belt Road (苍山, 玉带路)",
      description:
        "The Cangshan range rises to 4,122 m straight behind the Old Town. Cable cars and chairlifts lift you to about 2,600 m, where the **Jade Belt Road**, a paved trail cut along the contour, runs for kilometers through pine forest with the lake spread below. Higher cableways reach alpine lakes near 4,000 m. Expect an entry fee of about ¥40 plus the cable car.",
      tip: "Ride up to Zhonghe Temple, walk the flat trail south for two or three hours, then ride down the next cableway. Go early: cloud usually covers the ridge by mid-afternoon.",
    },
  ],
  gettingAround: {
    arrival:
      "**Dali Station** is in Xiaguan; bullet trains from Kunming take about 2 hours and from Lijiang about 1.5 hours. From the station a Didi to the Old Town costs about ¥40-50 and takes 25-30 minutes; city buses are cheaper but take about an hour. **Dali Fengyi Airport (DLU)** has a handful of domestic flights and is about 40 minutes from the Old Town by car. Most foreign visitors fly into Kunming and take the train; see [how to book trains](/how-to-book-china-train-foreign-passport).",
    metro:
      "Dali has no metro. Bus 8 runs between Xiaguan and the Old Town for a couple of yuan, and local buses and minibuses follow the lake road north to Xizhou. Within the Old Town, everything is walkable in 20 minutes.",
    taxi: "Didi works well and is the sensible choice for the station, the cable cars and the east shore. For a full day around the lake, hire a car and driver through your guesthouse, about ¥400-600. See our [Didi guide](/how-to-use-didi-china) to set it up in English.",
    tips: [
      "When you search for places in a map app, add “Old Town” (古城): several addresses exist in both Xiaguan and the Old Town under the same name.",
      "The east shore road to Shuanglang is hilly and long for a standard bike; take an e-bike or a car.",
      "Entrances to the Old Town are through its restored gates; the South Gate and Foreigner Street (Yangren Jie) are the easiest landmarks for meeting drivers.",
      "Bring a card-linked Alipay: almost every café, e-bike shop and ticket office uses it. Our [Alipay guide](/how-to-use-alipay-in-china) covers setup.",
    ],
  },
  whereToStay: {
    intro:
      "Guesthouses are Dali’s strength: courtyard inns with gardens and rooftop views for about ¥200-500 a night, and hostel dorms for ¥50-100. Those that list foreign guests on booking apps register you at check-in within the required 24 hours. Decide whether you want town life or lake views before you book.",
    areas: [
      {
        name: "Dali Old Town",
        description:
          "Inside the walls, with cafés, bookshops and bars on Renmin Road and Foreigner Street. The best base for first visits: buses, cable cars and e-bike rentals all start here.",
        foreignerFriendly: true,
      },
      {
        name: "Xizhou Ancient Town",
        description:
          "A Bai market town 18 km north, with grand merchant courtyards converted into inns and rice fields on every side. Quieter evenings.",
        foreignerFriendly: true,
      },
      {
        name: "Shuanglang",
        description:
          "A fishing village on the east shore facing Cangshan across the water, full of lake-view hotels. Beautiful at sunset but an hour’s drive from the Old Town; best for a night or two.",
        foreignerFriendly: true,
      },
    ],
  },
  whatToEat: {
    intro:
      "Bai cooking leans sour and spicy, with lake fish, goat’s milk cheese and quince. Markets in Xizhou and the Old Town are good grazing ground; if you are unsure what a stall sells, our [food ordering guide](/how-to-order-food-china-no-chinese) helps.",
    dishes: [
      {
        name: "Xizhou baba",
        nameZh: "喜洲粑粑",
        description:
          "Round flatbread baked in a charcoal oven with a sweet or salty filling, pork and scallion being the classic. About ¥5-10, straight from the stall in Xizhou market.",
      },
      {
        name: "Rushan",
        nameZh: "乳扇",
        description:
          "Thin sheets of dried cow’s milk cheese, grilled on a stick and brushed with rose-petal jam or condensed milk.",
      },
      {
        name: "Sour and spicy Erhai fish",
        nameZh: "酸辣鱼",
        description:
          "Lake fish stewed in a clay pot with dried quince, tomato and chili, sour enough to make you sweat.",
      },
      {
        name: "Quince chicken",
        nameZh: "木瓜鸡",
        description:
          "Chicken braised with Chinese quince, a hard, tart local fruit; the sauce tastes sharp and fruity.",
      },
      {
        name: "Bai three-course tea",
        nameZh: "三道茶",
        description:
          "A ceremonial sequence of bitter, sweet and aftertaste teas, the last made with honey, ginger and Sichuan pepper. Served with performances in Xizhou courtyards.",
      },
    ],
  },
  safetyTips: {
    overall:
      "Dali is calm and low-crime, with a large community of Chinese and foreign long-stayers. Most problems come from the sun, the road and the menu. Our [China safety guide](/is-china-safe-for-tourists) covers the basics.",
    tips: [
      "Be careful with **shengpi** (生皮), the local dish of raw or lightly seared pork skin and meat: parasite infections from raw pork are a known risk. Choose cooked dishes instead.",
      "At 2,000 m the sun burns quickly, even on cool windy days. Wear sunscreen and a hat when cycling the lake.",
      "E-bikes, tour buses and cars share the narrow lakeshore roads; ride on the dedicated corridor where it exists and use lights after dark.",
      "Cangshan weather turns fast; stay on marked trails and start down when cloud rolls in.",
      "Keep a little cash, about ¥100, for village markets. Emergency numbers: police 110, ambulance 120.",
    ],
  },
  relatedCities: ["lijiang", "kunming", "chengdu", "chongqing"],
  seo: {
    title: "Dali Travel Guide 2025: Old Town, Erhai Lake & Cangshan",
    description:
      "Dali in 2025: the Three Pagodas, cycling Erhai Lake to Xizhou, Cangshan’s Jade Belt Road, trains from Kunming, courtyard inns and Bai food to try.",
    keywords: [
      "Dali travel guide",
      "Dali Old Town",
      "Erhai Lake cycling",
      "Three Pagodas Dali",
      "Cangshan Jade Belt Road",
      "Xizhou",
      "Kunming to Dali train",
      "where to stay in Dali",
    ],
  },
} satisfies City;
