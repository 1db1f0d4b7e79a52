import type { City } from "../schemas/city";

export default {
  cityName: "Guangzhou",
  slug: "guangzhou",
  nameZh: "广州",
  pinyin: "Guǎngzhōu",
  region: "south",
  heroImage: { alt: "The name Guangzhou in Chinese characters, 广州 (Guǎngzhōu)" },
  bestMonth: "October-December",
  province: "Guangdong Province",
  population: "About 18.8 million",
  climate: "Humid subtropical monsoon, hot and wet from April to September",
  safetyRating: "Safe (8/10)",
  quickFacts: {
    language: "Cantonese at home and in markets; Mandarin understood everywhere",
    currency: "Chinese yuan (CNY, RMB, ¥)",
    timezone: "China Standard Time (UTC+8)",
    bestTime: "October to December, when it is dry and sunny",
  },
  intro:
    "Guangzhou, the old Canton, has traded with the world along the Pearl River for two thousand years, and it still runs on commerce and food. This is the home of Cantonese cooking and of morning tea, where families spend Sunday over bamboo steamers of dumplings. Sights are fewer than in Beijing, but the street life is rich: colonial villas on Shamian Island, carved clan halls, night markets and a 600 m tower lit up over the river. Two or three days is enough, ideally combined with Shenzhen, Hong Kong or Guilin, all reachable by bullet train.",
  peakSeason: [
    "**October to December** is the sweet spot: 18-28°C, low humidity and mostly blue skies. January and February are cool (10-18°C) and damp, and homes have no heating. From February to April comes **huinantian** (回南天), fog and humidity so thick that walls and floors sweat. **May to September** is hot at 30-35°C, with afternoon downpours and typhoons from July; carry an umbrella every day.",
    "Check the **Canton Fair** dates before booking: its sessions run from mid-April to early May and mid-October to early November, when hotel rates in Tianhe and Pazhou can triple. Golden Week (**May 1-5, October 1-7**) packs Shangxiajiu and Beijing Road. Before Chinese New Year, the city holds flower fairs in every district, a good reason to visit in late January or early February despite the crowds.",
  ],
  topAttractions: [
    {
      name: "Canton Tower & the Pearl River at night",
      description:
        "The slender, twisted 600 m tower has observation decks from about ¥150, with pricier tickets for the glass-pod ride around the top. Below it, evening river cruises run past the lit-up bridges and skyline for about ¥80-150. Metro Line 3 or the APM line to Canton Tower station.",
      tip: "If you only pick one, take the cruise: boats from Tianzi Pier near Beijing Road show the tower and both riverbanks in an hour. Book the 7:30-8:30pm sailings on Trip.com, when the lights are on and the sky is fully dark.",
    },
    {
      name: "Shamian Island",
      description:
        "A sandbar that served as the British and French concession in the 19th century, now a car-free grid of colonial villas, banyan trees and churches. Free to wander, with wedding shoots on every corner. Metro Line 1 or 6 to Huangsha, then cross the footbridge.",
      tip: "Come early for morning tea nearby, then walk north over the canal to the Qingping herbal market and the Sacred Heart Cathedral in Yide Road, a granite Gothic church built in the 1860s-80s.",
    },
    {
      name: "Chen Clan Ancestral Hall",
      description:
        "An 1890s academy built by the Chen families of Guangdong, famous for its carvings in wood, brick and stone and the crowded ceramic figures along its roof ridges. Entry about ¥10. Metro Line 1 to Chen Jia Ci.",
      tip: "Look up: the best work is on the roofs and gables, so bring a zoom lens or binoculars. Weekday mornings before 10am avoid the school groups.",
    },
  ],
  gettingAround: {
    arrival:
      "**Guangzhou Baiyun International (CAN)** lies 28 km north. Metro Line 3 reaches Tiyu Xilu in Tianhe in about 50 minutes for under ¥10; a taxi takes 40-60 minutes for about ¥100-150. **Guangzhou South** handles bullet trains to Shenzhen North (about 30 minutes), Hong Kong West Kowloon (under an hour) and Guilin (about 3 hours). **Guangzhou East** serves intercity trains to Shenzhen. Book these on the app, as explained in our [train booking guide](/how-to-book-china-train-foreign-passport).",
    metro:
      "Around 16 lines, with stations named in English and Chinese. Fares start at ¥2, and most rides in town are ¥3-6. Trains run roughly from 6am to midnight. **Lines 3 and 5** are among the most crowded in the country at rush hour, so give them a miss from 8 to 9:30am. Inside Zhujiang New Town, the driverless APM line links the CBD to Canton Tower. Scan Alipay’s transit code at the gate, as in our [metro guide](/how-to-use-chinese-metro).",
    taxi: "Metered taxis start at about ¥12 for 3 km. Many drivers speak Cantonese first, so show the destination in characters or use [DiDi](/how-to-use-didi-china), which handles the language for you. Avoid the unlicensed drivers who wait at Guangzhou Railway Station.",
    tips: [
      "**Learn two Cantonese words:** “m goi” (thanks for a service) and “dor je” (thanks for a gift). Mandarin works, but locals warm to the effort.",
      "**The Guangfo metro line** runs straight into Foshan, the kung fu town with the Ancestral Temple, in about an hour.",
      "**Hong Kong counts as leaving the mainland.** On a single-entry visa you cannot return; check your visa or the current visa-free rules first.",
      "**Carry a compact umbrella** from April to September; downpours arrive without warning and pass within the hour.",
    ],
  },
  whereToStay: {
    intro:
      "Guangzhou spreads east-west along the river. The new business districts are in the east, the old town and best street food in the west. Outside fair weeks, international hotels are good value.",
    areas: [
      {
        name: "Tianhe & Zhujiang New Town",
        description:
          "Glass towers, malls and big-brand hotels around Tiyu Xilu, with easy metro and airport links. Modern and convenient, if short on character.",
        foreignerFriendly: true,
      },
      {
        name: "Yuexiu (Beijing Road)",
        description:
          "The old core, near Beijing Road, Haizhu Square and the river piers. Mid-range hotels, night food and short rides to every sight.",
        foreignerFriendly: true,
      },
      {
        name: "Liwan & Shamian",
        description:
          "Leafy and historic, with heritage hotels on Shamian Island and some of the city’s most traditional teahouses a short walk away.",
        foreignerFriendly: true,
      },
    ],
  },
  whatToEat: {
    intro:
      "Cantonese cooking prizes freshness and light seasoning. Morning tea (yum cha) runs from about 7am to 2pm; expect a per-person tea charge of ¥5-20 on top of the dishes. Our guide to [ordering food without Chinese](/how-to-order-food-china-no-chinese) helps with tick-box menus.",
    dishes: [
      {
        name: "Shrimp dumplings",
        nameZh: "虾饺",
        description:
          "Har gow: whole shrimp in a translucent wheat-starch wrapper, the test of any dim sum kitchen. Tao Tao Ju and Guangzhou Restaurant are the historic names.",
      },
      {
        name: "Rice noodle rolls",
        nameZh: "肠粉",
        description:
          "Cheung fun: silky steamed rice sheets rolled around shrimp, beef or char siu and doused in sweet soy. A ¥10-20 breakfast from street shops.",
      },
      {
        name: "Roast goose and char siu",
        nameZh: "烧鹅叉烧",
        description:
          "Crisp-skinned goose and honey-glazed barbecue pork hang in every roast-meat shop window. Order a mixed plate over rice for about ¥30-45.",
      },
      {
        name: "Wonton noodles",
        nameZh: "云吞面",
        description:
          "Springy egg noodles and shrimp wontons in a clear broth flavored with dried flounder. Small bowls, so locals often order two.",
      },
      {
        name: "Double-skin milk",
        nameZh: "双皮奶",
        description:
          "A silky steamed milk pudding with a wrinkled skin, served hot or cold, often with red beans. Try it in the dessert shops off Shangxiajiu Road.",
      },
    ],
  },
  safetyTips: {
    overall:
      "Guangzhou is safe for visitors, but crowds around its transport hubs give pickpockets cover, so our editorial rating is Safe (8/10). Weather and mosquitoes deserve as much attention as crime.",
    tips: [
      "**Around Guangzhou Railway Station and on Lines 3 and 5**, wear your bag on your front and keep your phone in a zipped pocket.",
      "**Mosquito-borne illnesses** such as dengue and chikungunya circulate in Guangdong in summer and autumn. Use repellent and cover up at dusk.",
      "**Wholesale markets** sell fakes openly and quote high to foreigners. Bargain hard, and check electronics before paying.",
      "**Typhoon signals** are posted on phones and in hotel lobbies. On a red or black warning, stay indoors and expect the metro to slow.",
    ],
  },
  relatedCities: ["shenzhen", "guilin", "yangshuo", "xiamen", "chengdu"],
  seo: {
    title: "Guangzhou Travel Guide 2025: Dim Sum, Metro & Stays",
    description:
      "A practical 2025 Guangzhou guide: Canton Tower and Shamian Island, Baiyun airport transfers, the metro, where to stay, dim sum to order and Canton Fair dates.",
    keywords: [
      "Guangzhou travel guide 2025",
      "Guangzhou dim sum where to eat",
      "Guangzhou metro tourist",
      "Canton Tower tickets",
      "Shamian Island",
      "where to stay in Guangzhou",
      "Canton Fair hotels",
      "Guangzhou to Hong Kong train",
    ],
  },
} satisfies City;
