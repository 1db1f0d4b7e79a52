import type { City } from "../schemas/city";

export default {
  cityName: "Urumqi",
  slug: "urumqi",
  nameZh: "乌鲁木齐",
  pinyin: "Wūlǔmùqí",
  region: "northwest",
  heroImage: { alt: "The name Urumqi in Chinese characters, 乌鲁木齐 (Wūlǔmùqí)" },
  bestMonth: "June-September",
  province: "Xinjiang Uyghur Autonomous Region",
  population: "4 million",
  climate: "Semi-arid continental",
  safetyRating: "Safe (8/10)",
  quickFacts: {
    language: "Mandarin and Uyghur, with Kazakh in the mountains; very little English",
    currency: "Chinese yuan (CNY, RMB, ¥)",
    timezone: "China Standard Time (UTC+8); many locals also use unofficial Xinjiang time, two hours behind",
    bestTime: "June-September for the mountains; May and late September for the city",
  },
  intro:
    "Urumqi, capital of Xinjiang, is a modern high-rise city closer to Central Asia than to Beijing, ringed by the snow peaks of the Tian Shan. Most visitors pass through on the way to Turpan, Kashgar or the northern lakes, but it deserves two days: the regional museum holds the Tarim Basin mummies, the Erdaoqiao bazaar district smells of cumin and grilled lamb, and Heavenly Lake is a day trip away. Expect routine security checks; the guide below explains them.",
  peakSeason: [
    "Summer is the main season. From **June to September** the city reaches 25-33°C with dry air and sunsets after 10pm Beijing time, and the mountain pastures around Heavenly Lake and the Southern Pastures turn green and dotted with Kazakh yurts. July and August are busiest, and flight prices climb.",
    "Winters are long and hard: January averages around -12°C with cold snaps below -20°C. Skiers come for the Silk Road ski resort in the southern mountains from December to March. Spring is short and windy; autumn color peaks in late September.",
    "During **Golden Week** (October 1-7, and May 1-5 to a lesser degree) Xinjiang is one of the most sought-after domestic destinations, so book flights and hotels early or avoid those dates.",
  ],
  topAttractions: [
    {
      name: "Xinjiang Regional Museum (新疆维吾尔自治区博物馆)",
      description:
        "Free and well laid out. Highlights are the desert-preserved mummies from the Tarim Basin, including the woman known as the Beauty of Loulan, silk and documents from the Astana tombs near Turpan, and a gallery on the region’s ethnic groups. Closed on Mondays; bring your passport to enter.",
      tip: "Reservations are often required in busy periods through a WeChat mini-program that is hard to use without Chinese ID, so ask your hotel to book for you or turn up early with your passport. Allow three hours.",
    },
    {
      name: "Heavenly Lake of Tianshan (天山天池)",
      description:
        "An alpine lake at about 1,900 m beneath the glaciers of Bogda Peak (5,445 m), some 110 km east of the city. Shuttle buses climb through spruce forest to the shore and its lakeside paths. Entry plus the compulsory shuttle costs roughly ¥150-160 in summer, less in winter; check before you go.",
      tip: "Go on a weekday and start by 8am Beijing time. Expect a police checkpoint on the highway out of the city where foreigners show passports, so a hired driver who knows the routine saves time over the tour buses.",
    },
    {
      name: "International Grand Bazaar, Erdaoqiao (国际大巴扎, 二道桥)",
      description:
        "A tiled bazaar complex with a minaret-style tower in the historic Uyghur quarter, selling carpets, dried fruit, nuts, saffron, musical instruments and silk. The surrounding streets hold dozens of restaurants and, on summer evenings, a food market of kebabs, naan and fresh yogurt. Entrances have security scanners.",
      tip: "Come after 8pm in summer, when the heat breaks and the food stalls are in full swing. Bargain for souvenirs; dried fruit is sold by weight at fixed prices.",
    },
  ],
  gettingAround: {
    arrival:
      "**Ürümqi Tianshan International Airport (URC)**, formerly called Diwopu, is about 17 km northwest of the center. **Metro Line 1** runs from the airport straight through the center to Nanmen and Erdaoqiao in about 40 minutes; a Didi costs about ¥40-60. Allow extra time on arrival: foreigners sometimes pass an additional passport registration desk. Long-distance and high-speed trains use **Ürümqi Station** northwest of downtown, with trains to Turpan North in about an hour and overnight sleepers to Kashgar. Tickets need your passport; [here is how to book](/how-to-book-china-train-foreign-passport).",
    metro:
      "Line 1 is the only line that most visitors need: it links the airport, Balou, Beimen, Nanmen, Erdaoqiao and Santunbei. Fares are a few yuan, and Alipay’s transport QR code works at the gates. Every station has a bag scanner and a guard, so add a minute at the entrance. See our [metro guide](/how-to-use-chinese-metro).",
    taxi: "Didi is plentiful and cheap: most rides across the center cost ¥15-30. Drivers stop outside petrol station forecourts and ask passengers to get out and wait while they fill up; this is a local security rule, not a scam. Set up the app with our [Didi guide](/how-to-use-didi-china).",
    tips: [
      "Always carry your **original passport**, not a copy: you will show it at hotel doors, the museum, train stations, some malls and highway checkpoints.",
      "Ask whether a time is Beijing or Xinjiang time. Trains, flights and museum hours use Beijing time; shops and restaurants keep late hours, with lunch around 2pm and dinner after 8pm Beijing time.",
      "Arrive at the railway station at least an hour early: there are separate ID and security lines before you reach the platform.",
      "Visa rules change: if you plan to enter China visa-free or on transit rules, check the current list and whether your entry type allows travel to Xinjiang.",
    ],
  },
  whereToStay: {
    intro:
      "Hotels in Xinjiang need a license to register foreign guests, and the hotel must record your passport at check-in within 24 hours. Booking apps sometimes show properties that will not accept you, so filter for foreign guests and confirm by message. Larger chain hotels are the safe choice, from about ¥200-500 a night; see [how to find hotels that accept foreigners](/how-to-find-hotels-accept-foreigners).",
    areas: [
      {
        name: "Erdaoqiao and the Grand Bazaar",
        description:
          "The old Uyghur quarter in the south of the center, on Metro Line 1. Best for food and evening walks, with several large hotels that take foreign guests.",
        foreignerFriendly: true,
      },
      {
        name: "Youhao Road (Friendship Road)",
        description:
          "A commercial strip of malls, international chain hotels and restaurants northwest of the center in Saybagh District. Convenient for the airport and the museum.",
        foreignerFriendly: true,
      },
      {
        name: "Hong Shan District",
        description:
          "The area around Red Hill Park looks ideal on the map: central, with views of the pagoda on the hill and plenty of mid-range hotels. In practice fewer of its hotels are licensed to register foreigners, and many budget and mid-range places will refuse you at check-in. Only book here if the hotel confirms in writing that it accepts foreign passports.",
        foreignerFriendly: false,
      },
    ],
  },
  whatToEat: {
    intro:
      "Xinjiang food is lamb, wheat and spice: cumin, chili and hand-pulled noodles, with Uyghur, Hui, Kazakh and Han kitchens side by side. Portions are large, and most restaurants are halal. Our [menu translation guide](/how-to-translate-chinese-menus) helps with picture-free menus.",
    dishes: [
      {
        name: "Big plate chicken",
        nameZh: "大盘鸡",
        description:
          "Chicken chunks, potatoes and green peppers stewed with chili and star anise on a huge platter, finished with wide belt noodles to mop up the sauce. About ¥100-150 for three.",
      },
      {
        name: "Laghman",
        nameZh: "拉条子",
        description:
          "Hand-pulled noodles topped with a stir-fry of lamb, tomato, peppers and celery. Ask for extra noodles (jiā miàn) for a few yuan more.",
      },
      {
        name: "Lamb kebabs",
        nameZh: "烤羊肉串",
        description:
          "Big chunks of lamb and fat grilled over charcoal with cumin and chili flakes, sold by the skewer at about ¥5-10 each. Best at the Erdaoqiao night stalls.",
      },
      {
        name: "Pepper chicken",
        nameZh: "椒麻鸡",
        description: "Cold shredded chicken with onion in a tingling sauce of Sichuan peppercorn and chili oil.",
      },
      {
        name: "Xinjiang yogurt",
        nameZh: "新疆酸奶",
        description: "Thick, tangy yogurt sold in bowls and topped with honey, sugar or dried fruit.",
      },
    ],
  },
  safetyTips: {
    overall:
      "Street crime is low in Urumqi and security personnel are everywhere. What surprises visitors is the routine of checks: bag scanners at malls, markets, hotels and metro stations, and passport checks on roads out of town. Stay patient and polite and they pass quickly. See [is China safe for tourists](/is-china-safe-for-tourists) for more.",
    tips: [
      "At highway checkpoints foreigners usually leave the vehicle, show a passport and wait while details are recorded; it can take five to thirty minutes. Drivers expect it.",
      "Do not photograph police, checkpoints, military sites or security equipment, and delete a photo if asked.",
      "Keep conversations about politics and religion out of public spaces; locals may be uncomfortable answering.",
      "In winter, wear proper boots: sidewalks are often icy, and wind chill makes -15°C feel far colder.",
      "Keep ¥300-500 in cash as backup for smaller bazaar stalls. Emergency: police 110, ambulance 120.",
    ],
  },
  relatedCities: ["turpan", "kashgar", "xian", "beijing"],
  seo: {
    title: "Urumqi Travel Guide 2025: Museum, Tianchi & Checkpoints",
    description:
      "Urumqi in 2025: the Xinjiang Museum mummies, Heavenly Lake, the Grand Bazaar, Metro Line 1 from the airport, checkpoints, hotels for foreigners and food.",
    keywords: [
      "Urumqi travel guide",
      "Xinjiang travel foreigners",
      "Heavenly Lake Tianchi Urumqi",
      "Xinjiang Regional Museum",
      "Urumqi Grand Bazaar",
      "Xinjiang time",
      "Urumqi airport metro",
      "Urumqi hotels accept foreigners",
    ],
  },
} satisfies City;
