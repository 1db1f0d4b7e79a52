import type { City } from "../schemas/city";

export default {
  cityName: "Kashgar",
  slug: "kashgar",
  nameZh: "喀什",
  pinyin: "Kāshí",
  region: "northwest",
  heroImage: { alt: "The name Kashgar in Chinese characters, 喀什 (Kāshí)" },
  bestMonth: "April-June & September-October",
  province: "Xinjiang Uyghur Autonomous Region",
  population: "About 0.7 million (city); 4.5 million (prefecture)",
  climate: "Cold desert, about 1,300 m",
  safetyRating: "Generally Safe (7/10)",
  quickFacts: {
    language: "Uyghur in daily life, Mandarin in official settings; English is very rare",
    currency: "Chinese yuan (CNY, RMB, ¥)",
    timezone: "China Standard Time (UTC+8); local life runs largely on unofficial Xinjiang time, two hours behind",
    bestTime: "April-June and September-October, avoiding the summer heat and winter cold",
  },
  intro:
    "Kashgar sits at the far western edge of China, closer to Tashkent and Kabul than to Beijing, where the Silk Road routes north and south of the Taklamakan Desert met. It is a Uyghur city first: mud-brick lanes, the call to prayer from the **Id Kah Mosque**, bread ovens, donkey carts turned e-tricycles and a Sunday animal market. Much of the Old City was rebuilt in the 2010s, so it looks tidier than old photos suggest. Security is visible and constant, and logistics take more patience than anywhere else in this guide.",
  peakSeason: [
    "Spring, **April to June**, brings warm days of 20-30°C, blossom in the orchards and long evenings: in June the sun sets after 10pm Beijing time. Spring also brings dust storms off the Taklamakan.",
    "July and August are hot (33-35°C) and dry; do your walking early. **September and October** are the sweetest months, with melons, grapes and pomegranates piled on every cart and clear views toward the Pamirs. Winter is cold, with nights down to -10°C, but dry and quiet.",
    "The Islamic festivals of Eid al-Fitr and Eid al-Adha, known locally as Roza Heyt and Qurban Heyt, bring crowds to the Id Kah Mosque square; their dates move about 11 days earlier each year. Domestic tourists pack the Old City during **Golden Week** (October 1-7, and May 1-5), when flights from Urumqi also fill.",
  ],
  topAttractions: [
    {
      name: "Kashgar Old City and Id Kah Mosque (喀什古城, 艾提尕尔清真寺)",
      description:
        "The Old City is a warren of ochre lanes east of Id Kah Square, with workshops for copper, hats, instruments and pottery, teahouses on carpeted balconies and courtyard homes open as cafés. The yellow-tiled Id Kah Mosque, founded in 1442, is one of the largest in China; visitors can enter its garden courtyard outside prayer times for a small fee. Dress modestly, covering shoulders and knees.",
      tip: "Walk in the early evening by Beijing time, when families are out and the light turns gold on the brick. A rooftop teahouse near the square gives the view over the mosque.",
    },
    {
      name: "Sunday Livestock Market (牛羊大巴扎)",
      description:
        "Once a week farmers bring sheep, goats, cattle, horses and donkeys to a dusty yard on the edge of the city to trade. Buyers inspect teeth, haggle with handshakes and load animals into pickups, while stalls sell kebabs, polo and tea.",
      tip: "Go mid-morning on Sunday, Beijing time, and stand back from animals being led through. Ask before photographing people.",
    },
    {
      name: "Abakh Khoja Mausoleum (阿帕克霍加麻扎)",
      description:
        "A 17th-century family tomb of a Sufi ruling dynasty, roofed with a green-tiled dome and flanked by minarets, about 5 km northeast of the center. Chinese legend links it to the Fragrant Concubine of the Qianlong Emperor. A modest entry fee applies.",
      tip: "Combine it with the livestock market on a Sunday by Didi; both are on the east side of town.",
    },
  ],
  gettingAround: {
    arrival:
      "**Kashgar Laining International Airport (KHG)** is about 10 km north of the center; a Didi costs about ¥25-35 and takes 20 minutes. Flights from Urumqi take about 2 hours, with some direct services from other big cities. Overnight sleeper trains from Urumqi to **Kashgar Station**, on the eastern edge of town, take roughly 16-24 hours depending on the train; see [how to book trains with a passport](/how-to-book-china-train-foreign-passport). Overland, the Irkeshtam and Torugart passes lead to Kyrgyzstan and the Khunjerab Pass to Pakistan, each with its own opening rules.",
    metro:
      "Kashgar has no metro. City buses run along the main roads for a couple of yuan, but the Old City and the market district are best explored on foot.",
    taxi: "Didi and metered taxis are cheap, with most rides in town at ¥10-20. Drivers may ask you to step out at petrol stations and walk around the forecourt while they refuel; it is a regional rule. [Our Didi guide](/how-to-use-didi-china) covers English setup.",
    tips: [
      "Keep your **original passport** on you all day. Expect to show it at hotel entrances, station gates, some shops and at checkpoints on every road out of town.",
      "Ask whether a time is Beijing or Xinjiang time. Train and flight times are Beijing time, but many restaurants open for lunch around 2pm Beijing time and people may quote appointments in local time.",
      "Karakul Lake and Tashkurgan on the Karakoram Highway lie in a border zone. Foreigners need a border permit, normally arranged in advance through a licensed agency, and several checkpoints on the way.",
      "Visa rules change; if you are entering visa-free or in transit, check the current rules and whether they cover travel to Xinjiang before you plan Kashgar.",
    ],
  },
  whereToStay: {
    intro:
      "Only hotels licensed to register foreign guests can take you, and they record your passport at check-in within 24 hours. In Kashgar that rules out many small places, whatever a booking app shows. Mid-range hotels cost about ¥200-500 a night. Confirm by message before booking; our [guide to hotels that accept foreigners](/how-to-find-hotels-accept-foreigners) explains how.",
    areas: [
      {
        name: "Seman Road and Qinibagh",
        description:
          "West of the Old City, where two long-running hotels occupy the grounds of the former Russian and British consulates. Both have hosted foreign travelers for decades, and the Old City is a 15-minute walk.",
        foreignerFriendly: true,
      },
      {
        name: "People’s Square and Jiefang Road",
        description:
          "The modern center south of Id Kah Square, with larger chain hotels, banks and supermarkets. Less atmosphere, but 10 minutes on foot to the mosque.",
        foreignerFriendly: true,
      },
      {
        name: "Old City Guest Houses",
        description:
          "Courtyard guesthouses inside the Old City are tempting, with carpeted rooms and rooftop views, but many cannot register foreign guests, and bookings made through apps may be cancelled on arrival. A handful are licensed; unless one confirms in writing that it accepts foreign passports, stay outside and walk in for breakfast.",
        foreignerFriendly: false,
      },
    ],
  },
  whatToEat: {
    intro:
      "Uyghur food is the reason many people come back: tandoor-baked breads and pastries, lamb in every form, noodles, fruit and strong black tea. Restaurants are halal; do not bring alcohol or pork into them.",
    dishes: [
      {
        name: "Polo",
        nameZh: "手抓饭",
        description:
          "Rice cooked in lamb fat with yellow and orange carrots, onions and a hunk of lamb on top. Served from huge iron pans at lunchtime and often gone by mid-afternoon; about ¥25-40.",
      },
      {
        name: "Samsa",
        nameZh: "烤包子",
        description:
          "Square pastries of diced lamb, onion and fat, baked against the walls of a clay tandoor until the bottoms blister. About ¥3-5 each, straight from the oven.",
      },
      {
        name: "Pigeon soup",
        nameZh: "鸽子汤",
        description:
          "A clear broth with a whole pigeon, eaten with naan torn into the bowl. An Old City evening staple.",
      },
      {
        name: "Yogurt rice dumplings",
        nameZh: "酸奶粽子",
        description:
          "Glutinous rice dumplings smothered in thick yogurt and syrup. A Kashgar street sweet in warm months.",
      },
      {
        name: "Fresh pomegranate juice",
        nameZh: "石榴汁",
        description:
          "Pressed to order on iron hand-presses from autumn fruit grown south of the city. About ¥10-20 a cup.",
      },
    ],
  },
  safetyTips: {
    overall:
      "Violent and petty crime against visitors are rare in Kashgar. Our rating reflects practical friction instead: dense police presence, frequent ID checks, long distances to other cities and few English speakers. Travelers who stay calm and carry their passport find the checks routine. See [is China safe for tourists](/is-china-safe-for-tourists) for context.",
    tips: [
      "Checkpoints on roads out of the city ask foreigners to get out, show a passport and wait for details to be recorded, often for 10-30 minutes. Build the time into any day trip.",
      "Do not photograph police posts, checkpoints, soldiers or security cameras. If asked to delete a photo, do it without argument.",
      "Dress modestly around mosques and in the Old City, and ask before photographing women and older people.",
      "Skip buying the famous Yengisar knives: purchases are registered, and they cannot travel on trains or planes.",
      "Phones and cameras are sometimes inspected at the land borders with Kyrgyzstan and Pakistan. Carry ¥300-500 cash as backup. Emergency: police 110, ambulance 120.",
    ],
  },
  relatedCities: ["urumqi", "turpan", "xian"],
  seo: {
    title: "Kashgar Travel Guide 2025: Old City, Id Kah & Bazaars",
    description:
      "Kashgar in 2025: the Old City and Id Kah Mosque, the Sunday livestock market, checkpoints and passports, hotels that register foreigners and Uyghur food.",
    keywords: [
      "Kashgar travel guide",
      "Kashgar Old City",
      "Id Kah Mosque",
      "Kashgar Sunday livestock market",
      "Karakul Lake border permit",
      "Kashgar hotels for foreigners",
      "Xinjiang checkpoints foreigners",
      "Uyghur food Kashgar",
    ],
  },
} satisfies City;
