import type { City } from "../schemas/city";

export default {
  cityName: "Yangshuo",
  slug: "yangshuo",
  nameZh: "阳朔",
  pinyin: "Yángshuò",
  region: "south",
  heroImage: { alt: "The name Yangshuo in Chinese characters, 阳朔 (Yángshuò)" },
  bestMonth: "April-May & September-November",
  province: "Guangxi Zhuang Autonomous Region (Guilin prefecture)",
  population: "About 0.3 million (county)",
  climate: "Humid subtropical",
  safetyRating: "Very Safe (9/10)",
  quickFacts: {
    language: "Mandarin and local dialect; more English on West Street than anywhere else in the region",
    currency: "Chinese yuan (CNY, RMB, ¥)",
    timezone: "China Standard Time (UTC+8)",
    bestTime: "April-May and September-November, when cycling weather is dry and mild",
  },
  intro:
    "Yangshuo is a small county town wrapped in karst towers, about 65 km south of Guilin, and it is the place to get out among them rather than look at them from a boat. Days here are spent on a **bike**, on a **bamboo raft** drifting down the Yulong River, or on a rock face: the town has been a climbing base since the 1990s. Ten minutes out of town you are among rice paddies and water buffalo. Plan on three nights.",
  peakSeason: [
    "Spring, late March to May, brings flooded paddies and 20-25°C, with frequent drizzle. From September to November the air dries out, the rice turns gold and roadside stalls fill with pomelos: the most reliable weather for riding all day.",
    "Summer is hot and humid, around 33°C, and high water in June and July can close the Yulong River to rafts. Winter is mild but gray, 8-15°C, with kumquat orchards ripening from December.",
    "Over the May and October **Golden Week** holidays and Chinese New Year, West Street is jammed and raft queues run to hours. Midweek outside those dates, rafts leave almost on demand.",
  ],
  topAttractions: [
    {
      name: "Yulong River Bamboo Rafting (遇龙河竹筏漂流)",
      description:
        "A shallow tributary of the Li River winding past fields and peaks. A raftsman poles a two-seat bamboo raft with no motor; now and then it tips over a small weir and your feet get wet. Popular sections start at Jinlong Bridge or Jiuxian village and last 1-1.5 hours, for roughly ¥200-300 per raft. Buy at official ticket offices or in an app, with your passport.",
      tip: "Take a raft before 9am, when the river is glassy and empty, and put your phone in a zip bag.",
    },
    {
      name: "Cycling to Yulong Bridge and Moon Hill (遇龙桥, 月亮山)",
      description:
        "Country lanes and riverside paths lead south to **Yulong Bridge**, a Ming dynasty stone arch from the early 1400s, about 12 km each way. On the return, detour to **Moon Hill**, a peak pierced by a half-moon arch, 30 minutes up a stepped path (small fee). Bikes rent for ¥20-50 a day, e-bikes for about ¥50-80.",
      tip: "Ask the rental shop to pin the return route in your map app, and keep to river paths where you can: the main road to Gaotian carries fast buses.",
    },
    {
      name: "Xingping Old Town and Laozhai Hill (兴坪, 老寨山)",
      description:
        "Xingping is a riverside village of old stone houses 25 km northeast of town, at the foot of some of the tallest karst on the Li River. The ¥20 banknote view lies just upstream. Climb **Laozhai Hill** behind the village: about 20-30 minutes on steep steps to a summit pavilion that looks down on a bend of the river and a sea of peaks.",
      tip: "Climb for sunset, then sleep in Xingping so you can go up again at dawn, when mist fills the valleys. Bring a headlamp; the steps are unlit.",
    },
  ],
  gettingAround: {
    arrival:
      "**Yangshuo Station** on the high-speed line is not in town: it sits near Xingping, and a shuttle bus into Yangshuo takes about 40 minutes for ¥20. Trains from Guilin take 25-30 minutes and from Guangzhou South about 2.5 hours. The nearest airport is **Guilin Liangjiang (KWL)**, about 1.5 hours away by road; direct airport coaches to Yangshuo run several times a day (roughly ¥50-60, check times), and a Didi costs about ¥250-300. Li River boats from [Guilin](/guilin-travel-guide-2025) dock at the edge of town. Book trains as shown in [our train guide](/how-to-book-china-train-foreign-passport).",
    metro:
      "There is no metro. Local minibuses leave the bus station for Xingping, Fuli, Gaotian and the Yulong villages, usually every 15-30 minutes, for ¥3-10.",
    taxi: "Didi works in town and reaches the villages, though cars are fewer out in the valley and after 10pm; a ride from West Street to a Yulong guesthouse is about ¥25-40. Our [Didi guide](/how-to-use-didi-china) covers English setup.",
    tips: [
      "E-bikes are the local car. Check the brakes and battery before paying, photograph existing scratches, and leave the rental shop a deposit rather than your passport.",
      "Download an offline map before riding: village lanes fork constantly and signal drops in the valleys. Our [Amap guide](/amap-english-guide) shows how.",
      "The Impression Liu Sanjie show runs most evenings on the Li River just outside town, with real karst peaks as the backdrop. Heavy rain can cancel it, so book for an early night of your stay.",
      "Most shops, rafts and restaurants take Alipay, but a few village stalls only take cash: carry ¥100 in small notes.",
    ],
  },
  whereToStay: {
    intro:
      "Choose between the convenience of town and the quiet of the countryside. Village guesthouses here are used to foreign guests and register passports as the law requires within 24 hours. Expect about ¥200-500 a night for a double in town and more for riverside boutique rooms in high season; hostel dorms run ¥50-100.",
    areas: [
      {
        name: "West Street and Yangshuo Town",
        description:
          "Walkable, full of cafés, climbing shops and bike rentals, and next to the bus station. Bars on and around West Street play music past midnight, so pick a hotel a street or two back.",
        foreignerFriendly: true,
      },
      {
        name: "Yulong River Villages",
        description:
          "Guesthouses among the paddies near Jiuxian and the Yulong valley, 15-20 minutes from town. Views of the peaks from your window and a raft launch on the doorstep, but you will rely on e-bike or Didi for dinner in town.",
        foreignerFriendly: true,
      },
      {
        name: "Xingping Old Town",
        description:
          "Smaller and slower, right on the Li River and close to Yangshuo Station. Best for photographers and for a night or two at the end of a stay.",
        foreignerFriendly: true,
      },
    ],
  },
  whatToEat: {
    intro:
      "Yangshuo cooking is built on river fish, snails, stuffed vegetables and plenty of chili. West Street also serves pizza and espresso, but spend most meals on local dishes; if menus defeat you, see [how to order without Chinese](/how-to-order-food-china-no-chinese).",
    dishes: [
      {
        name: "Beer fish",
        nameZh: "啤酒鱼",
        description:
          "The town’s signature: a whole river fish fried, then braised in local beer with tomato, green pepper and chili. Priced by the jin (500 g), so confirm the price and weight before the kitchen kills the fish; about ¥80-150 for two.",
      },
      {
        name: "Stuffed river snails",
        nameZh: "田螺酿",
        description: "Snail meat chopped with pork and herbs, packed back into the shell and braised.",
      },
      {
        name: "Yangshuo stuffed dishes",
        nameZh: "十八酿",
        description:
          "The “eighteen stuffed” family: tofu, bitter melon, eggplant, chili peppers and even pumpkin flowers filled with minced pork.",
      },
      {
        name: "Bamboo-tube rice",
        nameZh: "竹筒饭",
        description:
          "Rice with cured pork or sweetcorn roasted inside a length of fresh bamboo, cracked open at the table.",
      },
      {
        name: "Fried Li River shrimp",
        nameZh: "漓江虾",
        description: "Tiny freshwater shrimp flash-fried with garlic and chili and eaten whole, shells and all.",
      },
    ],
  },
  safetyTips: {
    overall:
      "Yangshuo is one of the most relaxed places in China for a first-time visitor, with very little crime and a long habit of hosting foreign backpackers. The risks are traffic, water and the odd padded bill. Read our [safety overview](/is-china-safe-for-tourists) for the national basics.",
    tips: [
      "E-bikes and scooters are silent and drive on both sides of the lane: look twice before stepping off the curb on West Street or crossing village roads.",
      "Wear the life jacket on the raft and keep children seated; the weir drops are small but slippery.",
      "Do not swim in the Li River near the piers, where tour boats pass; the Yulong is calmer but has deep pools after rain.",
      "Agree raft, taxi and fish prices before you start, not after. Receipts on Alipay make disputes much easier to settle.",
      "Climbing outside an organized session? Check bolts and anchors, and tell your guesthouse where you are going. Ambulance 120, police 110.",
    ],
  },
  relatedCities: ["guilin", "guangzhou", "shenzhen", "kunming", "chengdu"],
  seo: {
    title: "Yangshuo Travel Guide 2025: Rafting, Cycling & Xingping",
    description:
      "Yangshuo in 2025: Yulong River bamboo rafting, cycling to Moon Hill, Xingping and Laozhai Hill, the train station shuttle, village stays and beer fish.",
    keywords: [
      "Yangshuo travel guide",
      "Yulong River bamboo rafting",
      "cycling Yangshuo Moon Hill",
      "Xingping Laozhai Hill",
      "Yangshuo beer fish",
      "where to stay in Yangshuo",
      "Yangshuo railway station to town",
      "West Street Yangshuo",
    ],
  },
} satisfies City;
