import type { City } from "../schemas/city";

export default {
  cityName: "Suzhou",
  slug: "suzhou",
  nameZh: "苏州",
  pinyin: "Sūzhōu",
  region: "east",
  heroImage: { alt: "The name Suzhou in Chinese characters, 苏州 (Sūzhōu)" },
  bestMonth: "April-May & October-November",
  province: "Jiangsu Province",
  population: "About 12.9 million",
  climate: "Humid subtropical, with a rainy season in June and July",
  safetyRating: "Very Safe (9/10)",
  quickFacts: {
    language: "Mandarin; the local Wu dialect in the old town",
    currency: "Chinese yuan (CNY, RMB, ¥)",
    timezone: "China Standard Time (UTC+8)",
    bestTime: "April-May and October-November",
  },
  intro:
    "Suzhou has been a canal city for some 2,500 years, and its walled old town is still threaded with waterways, hump-backed bridges and whitewashed houses. Its fame rests on the classical gardens, where scholars and officials arranged rocks, ponds and pavilions into miniature landscapes; several are on the UNESCO World Heritage list. Beyond the moat lies a very different Suzhou of factories, malls and the Jinji Lake skyline. It is under half an hour from Shanghai by bullet train; give it one or two days, plus a water town.",
  peakSeason: [
    "**April and May** show the gardens at their greenest, with azaleas and peonies in bloom and highs of 18-27°C. **October and November** are dry and mild, with osmanthus scent in the air and hairy crabs from Yangcheng Lake in season. The plum-rain weeks from mid-June to early July are wet, though the gardens’ lotus ponds flower from June to August, and July-August heat reaches 35°C or more.",
    "Winters are cold and damp (about 2-8°C), yet the gardens are empty and wintersweet blooms in January. Weekends bring coachloads from Shanghai, and during Golden Week (**May 1-5 and October 1-7**) the top gardens can hit their daily visitor caps. Chinese New Year (late January to mid-February) is quiet, with many family restaurants closed for a week.",
  ],
  topAttractions: [
    {
      name: "Humble Administrator’s Garden & Suzhou Museum",
      description:
        "The largest of the classical gardens, laid out in the early 1500s around lotus ponds, zigzag walkways and pavilions with poetic names. Tickets cost about ¥90 in high season and ¥70 otherwise, and gates open at 7:30am. Next door, the Suzhou Museum by I.M. Pei reinterprets the garden style in white walls and grey stone; it is free with a reservation and closed on Mondays. Metro Line 4 to Beisita.",
      tip: "Book both with your passport a few days ahead: the garden sells real-name timed tickets, and museum slots for weekends go fast. Enter at 7:30am and head straight for the central pond, then loop the eastern and western sections as the groups arrive.",
    },
    {
      name: "Pingjiang Road & Shantang Street",
      description:
        "Two canal-side streets of the old town. Pingjiang Road, in the east, follows a narrow canal for about 1.6 km past teahouses and small museums; Shantang Street in the northwest runs toward Tiger Hill and is at its best lit with red lanterns after dark. Both are free.",
      tip: "Walk Pingjiang Road before 9am, when residents are washing vegetables at the water steps. At a teahouse, listen to pingtan, ballad-storytelling sung in dialect with lute and three-stringed sanxian, for the price of tea and a show, usually a few dozen yuan.",
    },
    {
      name: "Tongli water town",
      description:
        "A Ming and Qing-era town laced by canals and about 50 stone bridges, 18 km southeast of the center. Its Retreat and Reflection Garden (Tuisi Yuan) is on the UNESCO list with the city gardens. Entry to the old town is about ¥100. Metro Line 4 runs to Tongli station, a short bus or taxi hop away.",
      tip: "Choose Tongli over the more commercial Zhouzhuang if you have only one day, and go on a weekday. Arrive in the morning and head first for Tuisi Yuan, then ride a canal boat once the morning light softens.",
    },
  ],
  gettingAround: {
    arrival:
      "Suzhou has no airport of its own. From **Shanghai Hongqiao (SHA)** walk to Hongqiao railway station; bullet trains reach Suzhou in 25-30 minutes for about ¥25-40. From **Pudong (PVG)**, allow 2-3 hours by train or airport coach. **Wuxi Shuofang (WUX)** is about 40 minutes away by road. **Suzhou Station** sits just north of the old town, while **Suzhou North** handles many Beijing trains. See our [train booking guide](/how-to-book-china-train-foreign-passport).",
    metro:
      "Eight or so lines, signed in English. Fares begin at ¥2; most trips cost ¥3-6. **Line 1** runs east-west under Ganjiang Road to Jinji Lake, and **Line 4** crosses the old town north to south past Beisita. Line S1 reaches Kunshan and links to Shanghai’s Line 11, so you can ride metro trains from Shanghai to Suzhou, slowly. Service is roughly 6am to 11pm; [how to use the metro](/how-to-use-chinese-metro).",
    taxi: "Flag fall is about ¥10-12, and most old-town trips cost under ¥25. Cars cannot enter Pingjiang Road or the narrowest lanes, so [DiDi](/how-to-use-didi-china) drivers will drop you at the nearest road. Expect slow traffic around Guanqian Street on weekends.",
    tips: [
      "**Book garden tickets in advance** on Trip.com or the official mini programs; walk-up sales can close when daily caps are reached.",
      "**Cycle the old town.** The moat path and the lanes are flat, and a loop of the old town is about 15 km.",
      "**Check your departure station:** Suzhou, Suzhou North, Suzhou Industrial Park and Suzhou New District are all separate stations.",
      "**Stay for an evening.** Day-trippers leave by 6pm, and the canals are quietest at night.",
    ],
  },
  whereToStay: {
    intro:
      "An old-town base makes the gardens walkable and the evenings worthwhile. Courtyard guesthouses and chain hotels both work; our [hostels vs hotels guide](/hostels-vs-hotels-china-foreigners) explains the trade-offs.",
    areas: [
      {
        name: "Pingjiang Road & Guanqian Street",
        description:
          "Inside the moat, close to the Humble Administrator’s Garden and the canals, with boutique courtyard hotels and chains.",
        foreignerFriendly: true,
      },
      {
        name: "Shantang Street & Suzhou Station",
        description: "Handy for trains and Tiger Hill, with mid-range hotels and lantern-lit evenings on the canal.",
        foreignerFriendly: true,
      },
      {
        name: "Jinji Lake (Industrial Park)",
        description:
          "International hotels around a large lake with a modern skyline and promenades, 20 minutes by Line 1 from the old town.",
        foreignerFriendly: true,
      },
    ],
  },
  whatToEat: {
    intro:
      "Suzhou food is sweet, refined and seasonal; locals time their meals to what is in season, from spring bamboo shoots to autumn crab. Song He Lou on Guanqian Street is the historic name for banquet dishes. If you still carry cash, read how to [pay without it](/how-to-pay-china-without-cash); small noodle shops take Alipay.",
    dishes: [
      {
        name: "Squirrel-shaped mandarin fish",
        nameZh: "松鼠鳜鱼",
        description:
          "A whole fish scored, deep-fried so the flesh fans out like a squirrel’s tail, and glazed in sweet-sour tomato sauce. A banquet centerpiece.",
      },
      {
        name: "Suzhou-style noodles",
        nameZh: "苏式汤面",
        description:
          "Fine noodles in a clear, dark broth with toppings (浇头) ordered separately, such as braised pork or fried fish. A breakfast ritual from ¥15.",
      },
      {
        name: "Fresh-meat mooncakes",
        nameZh: "鲜肉月饼",
        description:
          "Flaky pastries filled with savory pork, baked and sold hot from shop windows; the queues are longest in September.",
      },
      {
        name: "Yangcheng Lake hairy crab",
        nameZh: "阳澄湖大闸蟹",
        description:
          "The region’s most prized crab, steamed whole from late September to November. Buy from restaurants you trust; fakes are common.",
      },
      {
        name: "Biluochun green tea",
        nameZh: "碧螺春",
        description:
          "Tightly curled spring tea from the Dongting hills by Lake Tai, fruity and floral. Order a glass in any garden teahouse.",
      },
    ],
  },
  safetyTips: {
    overall:
      "Suzhou is peaceful and crime is rare; families fill the canalside streets late into the evening. Our editorial rating is Very Safe (9/10). The small risks are touts and the canals themselves.",
    tips: [
      "**Rickshaw drivers** near the gardens offer ¥10 tours that end at silk or tea shops. Decline, or fix the route and total first.",
      "**Buy garden tickets only through official channels**; resold tickets may be refused because entry is checked against your passport.",
      "**Many canal banks lack railings.** Watch children and your footing after dark and in rain.",
      "**Silk factory tours** push expensive duvets and scarves. If you want silk, compare prices at a few shops first.",
    ],
  },
  relatedCities: ["shanghai", "hangzhou", "nanjing", "beijing"],
  seo: {
    title: "Suzhou Travel Guide 2025: Gardens, Canals & Day Trips",
    description:
      "Suzhou for first-timers: booking the classical gardens, Pingjiang Road canals, Tongli water town, trains from Shanghai, where to stay and Suzhou dishes to try.",
    keywords: [
      "Suzhou travel guide 2025",
      "Humble Administrator's Garden tickets",
      "Shanghai to Suzhou day trip",
      "Suzhou gardens",
      "Pingjiang Road",
      "Tongli water town",
      "where to stay in Suzhou",
      "Suzhou food",
    ],
  },
} satisfies City;
