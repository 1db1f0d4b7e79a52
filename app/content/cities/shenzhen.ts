import type { City } from "../schemas/city";

export default {
  cityName: "Shenzhen",
  slug: "shenzhen",
  nameZh: "深圳",
  pinyin: "Shēnzhèn",
  region: "south",
  heroImage: { alt: "The name Shenzhen in Chinese characters, 深圳 (Shēnzhèn)" },
  bestMonth: "October-December",
  province: "Guangdong Province",
  population: "About 17.8 million",
  climate: "Subtropical maritime: mild winters, long hot and rainy summers",
  safetyRating: "Very Safe (9/10)",
  quickFacts: {
    language: "Mandarin (a city of migrants from every province); Cantonese in older districts",
    currency: "Chinese yuan (CNY, RMB, ¥)",
    timezone: "China Standard Time (UTC+8)",
    bestTime: "October to December; January and February are mild too",
  },
  intro:
    "Shenzhen is what China built from scratch. In 1980 it became the country’s first Special Economic Zone, a cluster of villages across the river from Hong Kong; today it is a young city of migrants and the home base of Tencent, DJI and BYD. Its buses and taxis run almost entirely on electricity, and the electronics markets of Huaqiangbei supply hardware makers worldwide. Come for a look at modern China, the seafront parks and the food brought by people from every province. Two days suits most visitors, often paired with Hong Kong or Guangzhou.",
  peakSeason: [
    "**October to December** is dry and sunny at 18-28°C, ideal for walking the bay or climbing Wutong Mountain. January and February are mild (12-20°C) with the odd cold, drizzly spell. March and April turn foggy and sticky, and **May to September** is 30-34°C with heavy storms. Typhoons from July to September can shut the border crossings, ferries and parks for a day.",
    "Crowds here follow the border. Hong Kong residents now stream north on weekends to shop and eat, so Futian and Luohu checkpoints queue hardest on Saturday mornings and Sunday evenings. During Golden Week (**May 1-5 and October 1-7**) mainland tourists pour south toward Hong Kong; cross midweek if you can. Chinese New Year (late January to mid-February) empties the city as migrant workers go home, and many small restaurants close.",
  ],
  topAttractions: [
    {
      name: "Huaqiangbei electronics markets",
      description:
        "Block after block of multi-story markets selling components, phone parts, cables, drones, LED gadgets and repair services, mostly to traders. SEG Electronics Market and Huaqiang Electronics World are the best-known buildings. Metro Lines 2, 3 and 7 to Huaqiangbei, or Line 1 to Huaqiang Road.",
      tip: "Go on a weekday between 10am and 5pm, when every stall is open. Compare prices at three stalls before buying, test anything with a battery on the spot, and treat “original” phones at bargain prices as refurbished.",
    },
    {
      name: "Shenzhen Bay Park & Talent Park",
      description:
        "About 15 km of seafront promenade on the Nanshan shore, with mangroves, cycle paths and Hong Kong’s hills across the water. Black-faced spoonbills and other migrating birds winter on the mudflats. Talent Park, just inland, faces the skyscrapers of Houhai. Free. Metro Line 2 or 11 to Houhai.",
      tip: "Arrive an hour before sunset, walk west along the bay, then finish at Talent Park when the towers light up; the show on the China Resources “Spring Bamboo” tower is the one to watch.",
    },
    {
      name: "OCT Loft",
      description:
        "A former factory district in Overseas Chinese Town turned into galleries, design shops, independent cafés and small live-music venues. Free to wander; a few exhibitions charge. Metro Line 1 to Qiaocheng East.",
      tip: "Visit Thursday to Sunday, when galleries and pop-up markets are most likely to be open, and avoid Monday, when many venues close. Dinner options are better a stop away at OCT Harbour.",
    },
  ],
  gettingAround: {
    arrival:
      "**Shenzhen Bao’an International (SZX)** is about 35 km northwest of Futian. Metro Line 11 reaches Futian in roughly 40 minutes; a taxi costs about ¥100-130. **Shenzhen North** is the main bullet-train hub for Guangzhou South (about 30 minutes) and the rest of China, while **Futian Station**, underground in the CBD, has trains to Hong Kong West Kowloon in under 20 minutes. **Shenzhen Station** sits next to the Luohu border crossing. See [booking trains with a passport](/how-to-book-china-train-foreign-passport).",
    metro:
      "About 17 lines serve the city, signposted in English. Fares begin at ¥2; typical trips cost ¥3-6. Trains run from roughly 6:30am to 11pm or later. The network is new, clean and easy, and it reaches both border crossings at Luohu (Line 1) and Futian Checkpoint (Line 4). Pay with Alipay’s transit code, explained in our [metro guide](/how-to-use-chinese-metro).",
    taxi: "The electric taxis start at about ¥10 and are cheap across town. [DiDi](/how-to-use-didi-china) is more common than hailing; from Futian to Shekou costs roughly ¥40-60. Traffic is lighter than in Guangzhou, but the Binhe Avenue corridor jams at rush hour.",
    tips: [
      "**Line 11 has a business-class carriage** in the middle of the train, marked 商务车厢, that charges triple the standard fare. Board the ordinary cars unless you mean to pay extra.",
      "**Crossing to Hong Kong exits mainland China.** Check your visa or the current visa-free rules before you go, and load Hong Kong dollars or an Octopus card for the other side.",
      "**Ferries from Shekou** run to Hong Kong airport and Macau; buy tickets at the terminal or online with a passport.",
      "**Hike Wutong Mountain** (943 m), the city’s highest peak, on a clear winter day; start early and carry two liters of water.",
    ],
  },
  whereToStay: {
    intro:
      "Shenzhen is long and thin, running roughly 80 km from east to west. Choose the district that matches your plan: business and transport, the border, or the seaside. Chain and international hotels all take foreign guests.",
    areas: [
      {
        name: "Futian",
        description:
          "The civic center and CBD, with Lianhuashan Park, the HSR station and the Futian border checkpoint nearby. Most central and well connected.",
        foreignerFriendly: true,
      },
      {
        name: "Luohu",
        description:
          "The older downtown beside the Luohu crossing and Shenzhen Station. Cheaper rooms and a lively street-food scene, if a bit tired.",
        foreignerFriendly: true,
      },
      {
        name: "Nanshan & Shekou",
        description:
          "Long home to foreign residents, with bars, bakeries and the Sea World waterfront. Close to the bay park and the Shekou ferries.",
        foreignerFriendly: true,
      },
    ],
  },
  whatToEat: {
    intro:
      "Shenzhen has no single cuisine; it eats the food of its migrants. Teochew, Hakka and Cantonese cooking dominate, and Hunan and Sichuan restaurants are everywhere. Set meals cost ¥30-60, and [menu translation apps](/how-to-translate-chinese-menus) make ordering easy.",
    dishes: [
      {
        name: "Chaoshan beef hotpot",
        nameZh: "潮汕牛肉火锅",
        description:
          "Cuts of beef sliced to order and dipped for seconds in clear broth, with hand-beaten beef balls and shacha sauce. About ¥80-120 a head.",
      },
      {
        name: "Shajing oysters",
        nameZh: "沙井蚝",
        description:
          "Oysters from the western shore, grilled with garlic and vermicelli at night stalls or dried and sold as a local specialty.",
      },
      {
        name: "Guangming roast pigeon",
        nameZh: "光明乳鸽",
        description:
          "Young pigeon roasted until the skin crackles, a specialty of the northwestern Guangming district. Eat it with your hands.",
      },
      {
        name: "Hakka salt-baked chicken",
        nameZh: "客家盐焗鸡",
        description:
          "Chicken wrapped in paper and baked in hot salt until the meat turns tender and savory, a nod to the Hakka villages that predate the city.",
      },
      {
        name: "Clay-pot rice",
        nameZh: "煲仔饭",
        description:
          "Rice cooked in a clay pot with Cantonese sausage or chicken, drizzled with soy; scrape up the crisp crust at the bottom. Best in cooler months.",
      },
    ],
  },
  safetyTips: {
    overall:
      "Street crime is low, police and cameras are everywhere, and the city is used to international visitors. That earns Shenzhen a Very Safe (9/10) in our editorial scale; most problems come from shopping, not from danger.",
    tips: [
      "**In Huaqiangbei**, refurbished and counterfeit devices are sold as new. Buy from shops that issue receipts and test before you pay.",
      "**Luohu Commercial City** touts offer watches, bags and tailoring at “special price”. Expect fakes and fierce haggling.",
      "**Do not change money with street traders** near the border; use a bank card or a licensed counter on either side.",
      "**During typhoon warnings** parks, beaches and ferries close. Follow hotel notices and keep your phone charged.",
    ],
  },
  relatedCities: ["guangzhou", "xiamen", "guilin", "yangshuo", "shanghai"],
  seo: {
    title: "Shenzhen Travel Guide 2025: Huaqiangbei, Metro & Border",
    description:
      "Shenzhen in 2025: Huaqiangbei electronics, the bay parks, metro and Line 11 tips, Hong Kong border crossings, where to stay and Teochew and Hakka food to try.",
    keywords: [
      "Shenzhen travel guide 2025",
      "Huaqiangbei electronics market",
      "Shenzhen to Hong Kong border",
      "Shenzhen metro tourist",
      "where to stay in Shenzhen",
      "Shenzhen food",
      "Shenzhen airport to Futian",
      "Shenzhen Bay Park",
    ],
  },
} satisfies City;
