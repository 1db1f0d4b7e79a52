import type { City } from "../schemas/city";

export default {
  cityName: "Nanjing",
  slug: "nanjing",
  nameZh: "南京",
  pinyin: "Nánjīng",
  region: "east",
  heroImage: { alt: "The name Nanjing in Chinese characters, 南京 (Nánjīng)" },
  bestMonth: "March-May & October-November",
  province: "Jiangsu Province (provincial capital)",
  population: "About 9.5 million",
  climate: "Humid subtropical: very hot summers, cold damp winters",
  safetyRating: "Very Safe (9/10)",
  quickFacts: {
    language: "Mandarin; the local Nanjing dialect is close to it",
    currency: "Chinese yuan (CNY, RMB, ¥)",
    timezone: "China Standard Time (UTC+8)",
    bestTime: "March to May, October to November",
  },
  intro:
    "Nanjing, the “southern capital”, served as the seat of power for six early dynasties, the first Ming emperor and the Republic of China. Much of its 600-year-old Ming wall still stands, Sun Yat-sen lies in a hilltop mausoleum on Purple Mountain, and a sober memorial records the massacre of 1937. Avenues of plane trees shade the center, and the Qinhuai River glows with lanterns at night. History runs deep here, but it is also a relaxed university city. Two or three days is right, and it sits on the Beijing-Shanghai high-speed line, about an hour from Shanghai.",
  peakSeason: [
    "**Spring** starts early: Plum Blossom Hill on Purple Mountain flowers from February into March, and cherry trees line the road to Jiming Temple in late March. April and May are warm (15-27°C), though the plane trees shed fluff that troubles allergy sufferers. **Autumn** (October-November) is the local favorite, when the plane trees and ginkgos turn gold and the maples at Qixia Mountain redden in November.",
    "Nanjing counts as one of China’s “furnaces”: after the June-July plum rains, July and August hover around 35-38°C. Winters are raw at 0-8°C. Avoid Golden Week (**May 1-5, October 1-7**), when the Confucius Temple area and the Sun Yat-sen Mausoleum book out. On **December 13**, China’s national memorial day for the massacre victims, sirens sound across the city at 10am and access to the memorial hall is restricted during the ceremony.",
  ],
  topAttractions: [
    {
      name: "Purple Mountain: Sun Yat-sen Mausoleum & Ming Xiaoling",
      description:
        "A forested mountain east of the wall holding the white-and-blue mausoleum of the Republic’s founder, reached by 392 granite steps, and the tomb of the first Ming emperor with its Sacred Way of stone animals. The Sun Yat-sen Mausoleum is free with a reservation and closed on Mondays; Ming Xiaoling costs about ¥70. Metro Line 2 to Xiamafang or Muxuyuan.",
      tip: "Reserve the mausoleum with your passport the day before, go early, then walk the Stone Elephant Road, lined with Ming camels, elephants and horses. Sightseeing buses link the sites when your legs give out.",
    },
    {
      name: "Nanjing Massacre Memorial Hall",
      description:
        "The Memorial Hall of the Victims in Nanjing Massacre by Japanese Invaders documents the killings of 1937-38 through testimony, photographs and excavated remains. Free with a passport reservation; closed on Mondays. Metro Line 2 to Yunjin Road.",
      tip: "Allow two to three hours and keep the rest of the day light. Most captions are in English as well as Chinese, and some rooms are not suitable for young children.",
    },
    {
      name: "Ming City Wall & Zhonghua Gate",
      description:
        "About 25 km of the 14th-century wall survive. Zhonghua Gate in the south is a fortress of three enclosed courtyards with vaults that held thousands of soldiers; entry about ¥50. Bricks still carry the stamped names of the makers and officials who supplied them. Metro Line 1 to Zhonghuamen, then walk 10 minutes north.",
      tip: "For a walk on top, pick the stretch from Jiming Temple along Xuanwu Lake at sunset. Afterwards, take Line 3 to Fuzimiao for the Qinhuai River, best seen from its bridges after dark rather than in the crowded boats.",
    },
  ],
  gettingAround: {
    arrival:
      "**Nanjing Lukou International (NKG)** is 35 km south; Metro Line S1 reaches Nanjing South in about 35 minutes for under ¥10, and a taxi to the center costs about ¥120-150. **Nanjing South** is the main bullet-train hub, about 1-1.5 hours from Shanghai and 3.5-4.5 hours from Beijing. **Nanjing Railway Station**, by Xuanwu Lake, also has fast trains to Shanghai and Suzhou. See [booking trains as a foreigner](/how-to-book-china-train-foreign-passport).",
    metro:
      "About a dozen urban lines plus suburban S lines, labeled in English. Fares start at ¥2, and most trips cost ¥3-6. **Xinjiekou**, where Lines 1 and 2 cross, is the central hub with a sprawling underground mall; **Line 2** heads to Purple Mountain; **Line 3** serves Fuzimiao and both main stations. Service runs from about 6am to 11pm. The [metro guide](/how-to-use-chinese-metro) covers QR tickets.",
    taxi: "Taxis start at roughly ¥10-11, and most rides inside the wall cost ¥15-30. [DiDi](/how-to-use-didi-china) is the easy option; for Purple Mountain, set the Sun Yat-sen Mausoleum entrance as your drop-off.",
    tips: [
      "**Plan around Mondays:** the memorial hall, the Sun Yat-sen Mausoleum and the Nanjing Museum all close then.",
      "**Nanjing Museum** near Zhongshan Gate is free with a reservation and covers several halls; give it half a day.",
      "**Shanghai-Nanjing-Suzhou** works as a rail loop; trains run every few minutes along the line.",
      "**Carry antihistamines in April and May** if you react to pollen; plane-tree fluff drifts through the streets.",
    ],
  },
  whereToStay: {
    intro:
      "The sights are spread out, so stay near a central metro interchange. Hotel prices are lower than in Shanghai for similar quality.",
    areas: [
      {
        name: "Xinjiekou",
        description:
          "The commercial center where Lines 1 and 2 meet: international chains, department stores and easy links to every sight.",
        foreignerFriendly: true,
      },
      {
        name: "Fuzimiao & Qinhuai River",
        description:
          "Lantern-lit old quarter around the Confucius Temple. Great for evening walks and snacks; noisy and crowded on weekends.",
        foreignerFriendly: true,
      },
      {
        name: "Xuanwu Lake & Gulou",
        description:
          "Quieter, leafy streets near the lake, the university district and Nanjing Railway Station, with parks for morning runs.",
        foreignerFriendly: true,
      },
    ],
  },
  whatToEat: {
    intro:
      "Nanjing is a duck city; locals joke that no duck swims out of it alive, and they argue endlessly over which shop’s salted duck is best. Snack meals are cheap at about ¥15-30. For tricky menus, see our [translation tips](/how-to-translate-chinese-menus).",
    dishes: [
      {
        name: "Salted duck",
        nameZh: "盐水鸭",
        description:
          "Duck brined and poached until the skin is pale and the meat tender and lightly salty, served cold. Buy a quarter bird at any duck shop.",
      },
      {
        name: "Duck blood and vermicelli soup",
        nameZh: "鸭血粉丝汤",
        description:
          "Glass noodles, cubes of duck blood, gizzard and liver in a clear duck broth with coriander. The city’s signature bowl, about ¥15-25.",
      },
      {
        name: "Soup dumplings",
        nameZh: "汤包",
        description:
          "Nanjing’s tangbao are larger and thinner-skinned than Shanghai’s, served with ginger vinegar. Handle them with care.",
      },
      {
        name: "Pan-fried beef dumplings",
        nameZh: "牛肉锅贴",
        description:
          "Guotie stuffed with beef, a nod to Nanjing’s Hui Muslim heritage, with crisp bottoms and juicy filling.",
      },
      {
        name: "Osmanthus taro soup",
        nameZh: "桂花糖芋苗",
        description:
          "Small taro in a sweet, lightly thickened syrup scented with osmanthus flowers, a warming dessert in autumn.",
      },
    ],
  },
  safetyTips: {
    overall:
      "Nanjing is orderly, with little street crime and plenty of students and families out at night. We rate it Very Safe (9/10) on an editorial basis.",
    tips: [
      "**Around Fuzimiao**, ignore touts selling discounted boat tickets or “guided tours”; buy river cruises only at the official piers or in the app.",
      "**At the memorial hall**, behave as at a cemetery: no posing for selfies, no loud talk, and dress modestly.",
      "**On summer days above 35°C**, hike Purple Mountain early; the mausoleum stairs have little shade.",
      "**E-bikes** use the pavements under the plane trees; stay alert when stepping out of shop doors. Police: 110.",
    ],
  },
  relatedCities: ["shanghai", "suzhou", "hangzhou", "beijing", "xian"],
  seo: {
    title: "Nanjing Travel Guide 2025: Ming Wall, Museums & Food",
    description:
      "Plan Nanjing in 2025: Purple Mountain and the Sun Yat-sen Mausoleum, the memorial hall, the Ming wall, trains, metro tips, where to stay and duck dishes to try.",
    keywords: [
      "Nanjing travel guide 2025",
      "Sun Yat-sen Mausoleum reservation",
      "Nanjing Massacre Memorial Hall visit",
      "Nanjing city wall",
      "where to stay in Nanjing",
      "Nanjing food duck",
      "Shanghai to Nanjing train",
      "Nanjing metro",
    ],
  },
} satisfies City;
