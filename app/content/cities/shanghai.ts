import type { City } from "../schemas/city";

export default {
  cityName: "Shanghai",
  slug: "shanghai",
  nameZh: "上海",
  pinyin: "Shànghǎi",
  region: "east",
  heroImage: { alt: "The name Shanghai in Chinese characters, 上海 (Shànghǎi)" },
  bestMonth: "October-November & April-May",
  province: "Shanghai Municipality",
  population: "About 24.8 million (municipality)",
  climate: "Humid subtropical, with a June rainy season",
  safetyRating: "Very Safe (9/10)",
  quickFacts: {
    language: "Mandarin and Shanghainese; English is common in hotels and central restaurants",
    currency: "Chinese yuan (CNY, RMB, ¥)",
    timezone: "China Standard Time (UTC+8)",
    bestTime: "October to mid-November, or April to May",
  },
  intro:
    "Shanghai is China at its most international. On one bank of the Huangpu River stand the stone banks and trading houses of the 1920s Bund; on the other, the glass towers of Lujiazui. Behind them, plane trees shade the lanes of the former French Concession. It is the easiest Chinese city for a first-timer: the metro takes foreign bank cards and menus often have English. Give it three days, plus a day trip to Suzhou or Hangzhou. Shanghai was on our own September 2025 route, which we traveled without cash.",
  peakSeason: [
    "**October to mid-November** brings dry air, blue skies, 16-25°C and hairy crab season. **April and May** are mild too, at 14-25°C, though showery. From mid-June to early July the **plum rains** (meiyu) bring weeks of drizzle, and **July-August** is 33-38°C with heavy humidity. Typhoons from July to September can ground flights for a day.",
    "**Winter** is damp and grey at about 2-10°C; older buildings lack central heating. During **Golden Week (October 1-7, and May 1-5)** police run one-way crowd flows along the Bund and East Nanjing Road, and hotel prices jump; Chinese New Year (late January to mid-February) is quieter, with Yu Garden’s lantern festival the exception. Our [Shanghai month-by-month guide](/best-time-to-visit-shanghai) rates every month.",
  ],
  topAttractions: [
    {
      name: "The Bund & Lujiazui skyline",
      description:
        "A 1.5 km riverside promenade lined with colonial-era banks, hotels and customs houses, facing the Oriental Pearl Tower and the 632 m Shanghai Tower across the water. Free and open all hours. Metro Line 2 or 10 to East Nanjing Road, then a 10-minute walk east.",
      tip: "See it twice: at 7am, when locals do tai chi and the light is soft, and after dusk, when both banks are lit until about 10pm. Then cross by the public ferry from Jinling Road East pier to Dongchang Road for ¥2, the cheapest river view in town.",
    },
    {
      name: "Yu Garden & the Old Town",
      description:
        "A Ming-dynasty merchant’s garden of rockeries, carp ponds and moon gates, wrapped in a bazaar of rebuilt temple-style shops. Entry is about ¥40 in spring and autumn and ¥30 otherwise. Metro Line 10 or 14 to Yuyuan Garden.",
      tip: "The zigzag bridge and the Huxinting teahouse sit outside the paid garden, so you can see them free. Enter the garden itself at opening time, before the tour groups, and allow about an hour.",
    },
    {
      name: "Former French Concession",
      description:
        "Leafy streets of 1920s-30s villas, art deco apartments and cafés west of the center, from Wukang Road’s wedge-shaped Wukang Mansion to Anfu Road and Fuxing Park. Tianzifang and Xintiandi show restored shikumen lanes. Metro Line 10 to Shanghai Library or Line 1 to South Shaanxi Road.",
      tip: "Walk Wukang Road to Anfu Road on a weekday morning; weekend afternoons bring crowds of photographers.",
    },
  ],
  gettingAround: {
    arrival:
      "At **Pudong (PVG)** the **Maglev** reaches Longyang Road (Lines 2, 7, 16, 18) in 8 minutes for ¥50, or ¥40 with a same-day air ticket; Line 2 to People’s Square takes over an hour, and a taxi costs about ¥170-250. **Hongqiao (SHA)** is 30 minutes from the center on Lines 2 and 10, and its Terminal 2 adjoins **Shanghai Hongqiao** railway station, where most bullet trains to Beijing, Hangzhou and Suzhou leave. Some Suzhou and Nanjing trains use Shanghai Railway Station instead.",
    metro:
      "Some 20 lines and around 900 km of track, with English announcements throughout. Since mid-2025 every gate accepts tap-in with contactless Visa and Mastercard cards, alongside Alipay’s transit QR code. Fares start at ¥3, and most trips cost ¥3-6. Service runs from about 5:30am to 11pm, later on some lines on Fridays and Saturdays. People’s Square is a maze of transfers; follow the colored floor lines. More in our [metro guide](/how-to-use-chinese-metro).",
    taxi: "Turquoise Dazhong and gold Qiangsheng cabs start at about ¥14-16 for 3 km, with higher rates after 11pm, and a growing number have card readers. [DiDi](/how-to-use-didi-china) saves explaining addresses. The Bund to Jing’an is about ¥25-40.",
    tips: [
      "**Avoid Line 2 between 8 and 9:30am** through People’s Square and Lujiazui; the trains are packed to the doors. Our [crowds guide](/how-to-survive-chinese-crowds) has coping tactics.",
      "**Check which Hongqiao you need.** The airport’s two terminals are far apart; Terminal 2 is next to the railway station, about 10 minutes’ walk.",
      "**The Airport Link Line**, opened at the end of 2024, connects Hongqiao and Pudong airports in about 40 minutes, handy for an open-jaw flight.",
      "**Book Suzhou and Hangzhou day trips a few days ahead** on weekends; bullet trains take about 25 minutes and an hour respectively.",
    ],
  },
  whereToStay: {
    intro:
      "Pick a base on Line 2 or Line 10 and you can reach almost everything without transfers. Expect higher prices than elsewhere in China; the international chains all accept foreign passports.",
    areas: [
      {
        name: "The Bund & East Nanjing Road",
        description:
          "Historic hotels and river views, walking distance to Yu Garden and People’s Square. Noisy shopping street by day, easy for a short stay.",
        foreignerFriendly: true,
      },
      {
        name: "Jing’an",
        description:
          "Around Jing’an Temple (Lines 2, 7, 14): business hotels, malls, restaurants for every budget and a short ride to everything.",
        foreignerFriendly: true,
      },
      {
        name: "Former French Concession (Xuhui)",
        description:
          "Boutique hotels and serviced apartments among cafés and bars. Calmer at night; metro stations are a few minutes further apart here.",
        foreignerFriendly: true,
      },
      {
        name: "Lujiazui (Pudong)",
        description:
          "High-floor luxury hotels with skyline views and good Maglev access. Lifeless after office hours, but the night view of the Bund is the draw.",
        foreignerFriendly: true,
      },
    ],
  },
  whatToEat: {
    intro:
      "Local cooking (benbang cai) is sweet, soy-braised and rich, and dumplings rule breakfast. A dumpling breakfast costs ¥15-30; our [menu translation guide](/how-to-translate-chinese-menus) decodes the rest.",
    dishes: [
      {
        name: "Soup dumplings",
        nameZh: "小笼包",
        description:
          "Xiaolongbao: thin-skinned dumplings holding hot pork broth. Bite a small hole, sip, then eat. Jia Jia Tang Bao and Nanxiang are the classic queues.",
      },
      {
        name: "Pan-fried pork buns",
        nameZh: "生煎包",
        description:
          "Shengjian: thick-bottomed buns fried crisp in a wide pan, topped with sesame and scallion. Yang’s Dumplings sells them in fours at branches across the city.",
      },
      {
        name: "Red-braised pork belly",
        nameZh: "红烧肉",
        description:
          "Hongshao rou: pork belly slow-cooked in soy, rice wine and rock sugar until glossy and sticky. The home-cooking signature of the city.",
      },
      {
        name: "Scallion oil noodles",
        nameZh: "葱油拌面",
        description:
          "Cong you ban mian: plain noodles tossed in oil fried with heaps of scallion and dark soy. A ¥15-25 lunch that locals swear by.",
      },
      {
        name: "Hairy crab",
        nameZh: "大闸蟹",
        description:
          "Freshwater mitten crab, steamed and eaten with ginger vinegar in October and November, when the roe is richest. Prices vary widely by size.",
      },
    ],
  },
  safetyTips: {
    overall:
      "Shanghai is orderly and well policed, and walking home after midnight is routine in central districts. We give it Very Safe (9/10) as an editorial call. The hazards are tourist-trap scams around the main shopping streets and, in summer, heat and storms.",
    tips: [
      "**On East Nanjing Road and People’s Square**, strangers who compliment your camera and suggest tea, karaoke or a bar are running a bill scam. Walk on.",
      "**Touts offering “massage” or “lady bar”** after dark on the same streets lead to inflated bills and intimidation. Ignore them entirely.",
      "**Counterfeit markets** such as the one at Science and Technology Museum station open at absurd prices; settle on about a third of the opening figure, or walk away.",
      "**On holiday evenings**, follow police crowd routes on the Bund and keep children close. Emergency calls: 110 for police, 120 for an ambulance.",
    ],
  },
  relatedCities: ["suzhou", "hangzhou", "nanjing", "beijing", "zhangjiajie", "xian"],
  seo: {
    title: "Shanghai Travel Guide 2025: Bund, Metro, Food & Tips",
    description:
      "Shanghai for first-timers: the Bund and French Concession, Maglev and card tap-in on the metro, best areas to stay, soup dumplings, seasons and scams to skip.",
    keywords: [
      "Shanghai travel guide 2025",
      "Shanghai Maglev Pudong airport",
      "Shanghai metro foreign card",
      "where to stay in Shanghai",
      "Shanghai Bund at night",
      "Shanghai food xiaolongbao",
      "French Concession walk",
      "Shanghai tourist scams",
    ],
  },
} satisfies City;
