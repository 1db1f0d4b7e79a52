import type { ArticleInput } from "../schemas/article";

export default {
  slug: "best-time-to-visit-china",
  badge: "Updated for 2025",
  title: "Best Time to Visit China: Seasons, Months and Holidays to Avoid",
  intro:
    "China stretches from subarctic Harbin to tropical Hainan, so “the best time” depends on where you go. For a first trip that covers the classic route of Beijing, Xi’an, Shanghai and perhaps Guilin or Zhangjiajie, the answer is short: **April-May or September-October**, planned around the two Golden Week holidays. This guide explains why, season by season and month by month, with the weather, the crowds and the dates that catch first-time visitors out.",
  schemaType: "Article",
  datePublished: "2025-01-15",
  dateModified: "2025-01-15",
  quickAnswer: {
    summary:
      "Go in **April-May or September-October**. Temperatures are mild across most of the country, rain is moderate and skies are clearer than in summer or winter. Just avoid the Golden Week holidays (**May 1-5 and October 1-7**) and Chinese New Year (late January to mid-February).",
    points: [
      "Spring and autumn each earn 5 of 5 stars from us; summer and winter get 2 of 5.",
      "Summer (June-August) brings heat, humidity, heavy rain in the east and domestic school-holiday crowds.",
      "Winter (December-February) is cheap and quiet outside Chinese New Year, but the north is bitterly cold and dry.",
      "Golden Week and Chinese New Year mean sold-out trains, doubled hotel prices and long lines at every major sight.",
      "Tibet, Yunnan, Xinjiang and Hainan run on their own calendars; check the regional notes below.",
    ],
  },
  tableOfContents: true,
  sections: [
    {
      id: "spring",
      title: "Spring (March-May): 5 of 5 stars",
      blocks: [
        {
          type: "paragraph",
          text: "We rate spring **5 out of 5 stars**. From late March the country warms up from south to north, and by mid-April almost every city on a first-timer’s route sits between about 15°C and 25°C in the daytime. Beijing goes from bare branches to full green in a few weeks, Xi’an’s city wall is pleasant to cycle, and Shanghai has not yet hit its summer humidity.",
        },
        {
          type: "paragraph",
          text: "March is still unsettled. Beijing can see frost at night and the first dust storms blowing in from the Gobi, while Guilin and Guangzhou start their wet season. April is the sweet spot: blossom in the parks, long daylight, and no national holiday apart from the three-day Qingming break in early April, when locals visit family graves and short trips spike.",
        },
        {
          type: "list",
          items: [
            "**Blossom:** cherry trees at Wuhan University and Shanghai’s Gucun Park in late March to early April; peonies in Luoyang in mid-April.",
            "**Rapeseed fields:** Luoping in Yunnan turns yellow in February and March, Wuyuan in Jiangxi in March.",
            "**Great Wall hikes:** April and May have firm paths and clear views before the summer haze.",
          ],
        },
        {
          type: "prosCons",
          pros: [
            "Mild days (about 15-25°C) on the whole classic route",
            "Long daylight hours for sightseeing",
            "Parks and gardens at their greenest, with blossom in March and April",
            "Shoulder-season hotel prices outside May 1-5",
          ],
          cons: [
            "Dust storms and poplar fluff in Beijing from March to May",
            "Labor Day Golden Week (May 1-5) fills every famous sight",
            "Rain starts early in the south, especially Guilin and Guangzhou",
          ],
        },
        {
          type: "tip",
          title: "Book May trips either side of the holiday",
          text: "If you want May, arrive on May 6 or later, or finish before April 30. Train tickets for May 1 sell out as soon as they go on sale 15 days ahead; our [train booking guide](/how-to-book-china-train-foreign-passport) explains how to grab seats with a foreign passport.",
        },
      ],
    },
    {
      id: "summer",
      title: "Summer (June-August): 2 of 5 stars",
      blocks: [
        {
          type: "paragraph",
          text: "Summer gets **2 out of 5 stars** for a first visit. Beijing and Xi’an regularly pass 35°C, and Shanghai combines 32-35°C afternoons with humidity that makes walking between sights tiring. July and August are also the peak of the East Asian monsoon: the Yangtze region has its “plum rain” (meiyu) season from mid-June to early July, and north China gets most of its annual rain in late July and early August.",
        },
        {
          type: "paragraph",
          text: "Crowds are the second problem. Chinese schools break from early July to the end of August, and families fill the Forbidden City, the Terracotta Warriors and every theme park. Prices for hotels near major sights climb accordingly. Typhoons reach the coast from Hainan up to Shanghai between July and September, sometimes canceling flights and trains for a day or two.",
        },
        {
          type: "paragraph",
          text: "Summer does suit some trips. The high plateaus are at their best: Tibet, Qinghai, western Sichuan and northern Xinjiang are green, warm by day and cool at night. Inner Mongolia’s grasslands and Harbin’s summer music festivals are pleasant too. If you only have July, head west or north and keep the eastern cities short.",
        },
        {
          type: "list",
          items: [
            "Plan outdoor sights for 7-11am and after 5pm; spend the afternoon in museums and malls.",
            "Carry an umbrella that doubles as sun protection; locals use them all summer.",
            "Check typhoon warnings in the weather app before coastal days, especially in August and September.",
          ],
        },
      ],
    },
    {
      id: "autumn",
      title: "Autumn (September-November): 5 of 5 stars",
      blocks: [
        {
          type: "paragraph",
          text: "Autumn is the other **5 out of 5 stars** season, and for many travelers it edges out spring: the air is drier and clearer, the summer rain has moved on, and the light is soft for photos. September still feels like summer in the south and in Shanghai, but Beijing cools to the mid-20s°C by mid-month. October brings crisp blue days in the north and comfortable weather almost everywhere else.",
        },
        {
          type: "paragraph",
          text: "The catch is National Day Golden Week, October 1-7, the busiest travel week of the year. Plan the first half of your trip for September or the second half of October and you get the same weather with normal crowds. By November the north turns cold and bare, while Guilin, Yunnan and the south coast stay pleasant.",
        },
        {
          type: "quote",
          text: "We spent 14 days on the road in September 2025, from Beijing to Xi’an, Zhangjiajie and Shanghai, paying for everything by phone. September suited that route well: comfortable for long days on foot in the north, and we were home before the October 1 rush began.",
          attribution: "Our September 2025 trip, Beijing to Shanghai",
        },
        {
          type: "list",
          items: [
            "**Autumn color:** Beijing’s Fragrant Hills and the Great Wall at Mutianyu turn red and gold from late October to early November.",
            "**Harvest food:** hairy crab season around Shanghai and Suzhou runs from late September to November.",
            "**Mid-Autumn Festival:** families share mooncakes under the full moon in September or early October; it is a short public holiday.",
          ],
        },
      ],
    },
    {
      id: "winter",
      title: "Winter (December-February): 2 of 5 stars",
      blocks: [
        {
          type: "paragraph",
          text: "Winter gets **2 out of 5 stars**, but it has its fans. Beijing’s daytime highs hover around freezing and nights drop to about -8°C; the sky is often a hard, bright blue, and the Forbidden City after a rare snowfall is a sight. Shanghai and the Yangtze cities sit at about 2-10°C with damp air, and many older buildings south of the Huai River have no central heating, so indoors can feel as cold as outside.",
        },
        {
          type: "paragraph",
          text: "Outside Chinese New Year, December and early January are the quietest and cheapest weeks of the year. You can walk into sights that need booking days ahead in summer, and hotel prices in Beijing and Xi’an drop noticeably. The far south is mild: Xiamen, Guangzhou and Hong Kong are around 15-20°C, and Sanya on Hainan Island is in its beach high season.",
        },
        {
          type: "list",
          items: [
            "**Harbin Ice and Snow World** opens around late December and runs into February, with nights at -20°C or colder.",
            "**Air quality** in the north is at its worst in winter when heating starts in mid-November; check the AQI daily and stay indoors when it exceeds 150.",
            "**Short days:** in Beijing it is dark by about 5pm in December, so start early.",
          ],
        },
      ],
    },
    {
      id: "holidays-to-avoid",
      title: "Holidays to avoid: Golden Weeks and Chinese New Year",
      blocks: [
        {
          type: "paragraph",
          text: "Hundreds of millions of Chinese people travel during a handful of public holidays. The weather might be perfect, but the experience is not: train tickets vanish within minutes, hotel rates can double, and the Great Wall at Badaling becomes a shuffling line of people. Three periods matter most.",
        },
        {
          type: "table",
          caption: "China’s big travel peaks",
          columns: ["Holiday", "Dates", "What happens"],
          rows: [
            [
              "Chinese New Year (Spring Festival)",
              "Late January to mid-February; February 17 in 2026, February 6 in 2027",
              "The Chunyun travel rush runs for about 40 days around it; many small restaurants and shops close for a week",
            ],
            ["Labor Day Golden Week", "May 1-5", "Domestic tourism peak; famous sights hit their daily visitor caps"],
            [
              "National Day Golden Week",
              "October 1-7",
              "The busiest week of the year for trains, flights and attractions",
            ],
            [
              "Qingming, Dragon Boat, Mid-Autumn",
              "Early April, May or June, September or early October",
              "Three-day weekends; busy trains and day-trip spots, but manageable",
            ],
          ],
        },
        {
          type: "tip",
          tone: "warning",
          title: "Make-up working days",
          text: "China often stretches holidays by moving working days onto the weekend before or after, so offices and schools work on a Saturday or Sunday. The State Council publishes the exact calendar for the next year each autumn. Check it before you fix your dates, and read our guide to [surviving Chinese crowds](/how-to-survive-chinese-crowds) if you cannot avoid a holiday.",
        },
        {
          type: "paragraph",
          text: "Chinese New Year itself is not all bad. The lantern displays, temple fairs and fireworks in smaller towns are memorable, and big cities like Beijing and Shanghai empty out as migrant workers go home. The hard part is getting between cities in the weeks before and after, so if you go, stay put in one or two places.",
        },
      ],
    },
    {
      id: "regional-differences",
      title: "Regional differences: when to go where",
      blocks: [
        {
          type: "paragraph",
          text: "China is roughly the size of the United States, and a single month can mean snow in Harbin and beach weather in Sanya. Use the national advice as a baseline, then adjust for these regions.",
        },
        {
          type: "list",
          items: [
            "**Beijing and the north:** April-May and September-October. Winters are dry and freezing, summers hot with July storms. See our [Beijing timing guide](/best-time-to-visit-beijing).",
            "**Shanghai and the Yangtze delta:** April-May and October-November; June brings the plum rains. Details in our [Shanghai timing guide](/best-time-to-visit-shanghai).",
            "**Guilin, Yangshuo and Zhangjiajie:** April-May for green scenery, September-October for clearer views; the karst peaks are often misty, which is part of the appeal.",
            "**Yunnan (Kunming, Dali, Lijiang):** pleasant all year thanks to altitude; the rainy season runs roughly June-September.",
            "**Tibet:** May to early October. Foreigners need a Tibet Travel Permit through a licensed agency and a guide, and permits are often suspended for several weeks around February and March. Lhasa sits at about 3,650 m.",
            "**Xinjiang:** May-October; summers are hot in Turpan, which is one of the hottest places in China.",
            "**Hainan and the far south:** November-March is dry and warm; summer brings typhoons.",
          ],
        },
        {
          type: "paragraph",
          text: "If your route mixes north and south, autumn is the easiest season to pack for: one light jacket covers Beijing in October and Guilin in the same week.",
        },
      ],
    },
    {
      id: "month-by-month",
      title: "Month by month: weather, crowds and our verdict",
      blocks: [
        {
          type: "paragraph",
          text: "Temperatures below are typical daytime highs for Beijing and Shanghai, the two cities almost every first trip includes. The verdict is for a first-time trip on the classic eastern route.",
        },
        {
          type: "monthCards",
          cards: [
            {
              month: "January",
              weather: "Beijing about 2°C by day, -8°C at night; Shanghai about 8°C and damp",
              crowds: "Quiet until the Chinese New Year rush starts in the second half of the month",
              verdict: "Good value for city breaks if you dress for cold; avoid late January in New Year years",
              pros: [
                "Lowest hotel prices of the year",
                "Harbin ice festival season",
                "Easy tickets for the Forbidden City",
              ],
              cons: ["Freezing north, unheated buildings in the south", "Higher smog risk in the north"],
            },
            {
              month: "February",
              weather: "Still cold in the north (about 5°C highs); wet and chilly in the south",
              crowds: "Very heavy around Chinese New Year; calm once the Lantern Festival passes",
              verdict: "Skip unless you want the New Year atmosphere and plan to stay in one place",
              pros: ["Lanterns, temple fairs and fireworks", "Empty big-city streets during the holiday itself"],
              cons: ["Trains and flights sell out for weeks", "Many family restaurants close"],
            },
            {
              month: "March",
              weather: "Warming: Beijing about 12°C, Shanghai about 14°C, with spring showers in the south",
              crowds: "Light; business travel picks up",
              verdict: "A good budget month, especially late March when blossom starts",
              pros: ["Cherry and magnolia blossom late in the month", "Shoulder-season prices"],
              cons: ["Dust storms possible in Beijing", "Changeable weather needs layers"],
            },
            {
              month: "April",
              weather: "Mild everywhere: about 20°C in Beijing and Shanghai, some rain in the south",
              crowds: "Moderate; short spike over the Qingming weekend in early April",
              verdict: "One of the two best months of the year",
              pros: ["Comfortable walking weather", "Parks in full bloom", "Great Wall hikes at their best"],
              cons: ["Poplar fluff in northern cities", "Qingming weekend trains are busy"],
            },
            {
              month: "May",
              weather: "Warm: about 25-27°C highs, dry in the north, more humid in the south",
              crowds: "Extreme during May 1-5, normal for the rest of the month",
              verdict: "Excellent after May 5",
              pros: ["Long, warm days", "Green countryside in Guilin and Zhangjiajie"],
              cons: ["Labor Day Golden Week crowds and prices", "Heat starts building late in the month"],
            },
            {
              month: "June",
              weather: "Hot in the north (about 30°C); plum rain season in Shanghai and the Yangtze from mid-June",
              crowds: "Moderate until schools break up; Dragon Boat holiday some years",
              verdict: "Fine for the north, soggy for the Yangtze cities",
              pros: ["Before the school-holiday peak", "Dragon Boat races in some cities"],
              cons: ["Weeks of drizzle and humidity in Shanghai", "Rising heat"],
            },
            {
              month: "July",
              weather: "Hot and humid: 31-35°C, heavy storms in Beijing late in the month",
              crowds: "School holidays: families at every major sight",
              verdict: "Go west to Tibet, Qinghai or Xinjiang instead of the east",
              pros: ["Plateau regions at their best", "Long evenings for night markets"],
              cons: ["Heat and storms in the east", "Typhoon season begins on the coast"],
            },
            {
              month: "August",
              weather: "Similar to July; typhoons more likely along the coast",
              crowds: "Peak domestic summer travel",
              verdict: "Our least favorite month for a first trip on the eastern route",
              pros: ["Summer grasslands in Inner Mongolia", "Lush green scenery"],
              cons: ["Sold-out timed tickets at top sights", "Afternoon heat limits sightseeing"],
            },
            {
              month: "September",
              weather: "Beijing cools to about 26°C, Shanghai about 28°C and still humid early on",
              crowds: "Light after schools return; Mid-Autumn holiday some years",
              verdict: "Excellent, especially the second half of the month",
              pros: ["Clear northern skies", "Hairy crab season starts", "Normal prices before Golden Week"],
              cons: ["Late typhoons near the coast", "Early September can still be hot"],
            },
            {
              month: "October",
              weather: "Crisp and dry in the north (about 19°C), pleasant 20-24°C in the south",
              crowds: "Extreme during October 1-7, then quiet",
              verdict: "The best month of all if you avoid the first week",
              pros: ["Autumn color in the second half", "Blue skies and low rainfall"],
              cons: ["National Day Golden Week", "Cold nights in the north by late month"],
            },
            {
              month: "November",
              weather: "Beijing about 10°C and falling; Shanghai about 18°C; heating starts in the north mid-month",
              crowds: "Light",
              verdict: "Good for the south and Shanghai, chilly for Beijing",
              pros: ["Lower prices", "Golden plane trees in Shanghai late in the month"],
              cons: ["Short days", "Smog risk returns in the north"],
            },
            {
              month: "December",
              weather: "Cold and dry in the north (about 3°C highs); damp 10°C in Shanghai",
              crowds: "Very light apart from Christmas shopping in big malls",
              verdict: "A quiet, cheap month for city sightseeing if you pack properly",
              pros: ["Shortest lines of the year", "Ice festivals open in Harbin"],
              cons: ["Bitter cold in the north", "Bare trees and early sunsets"],
            },
          ],
        },
      ],
    },
    {
      id: "planning-your-dates",
      title: "How to plan around the best dates",
      blocks: [
        {
          type: "paragraph",
          text: "Once you have a month, a few practical steps keep the trip smooth. Spring and autumn are popular with foreign tour groups too, so book the sights with daily visitor caps early.",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "Check the visa rules for your passport: many nationalities currently get 30-day visa-free entry and others can use visa-free transit of up to 240 hours at designated ports, but the lists change, so check the current list before you book.",
            "Book flights, then trains: China Railway releases most tickets 15 days ahead.",
            "Reserve timed entry for the Forbidden City, the Terracotta Warriors and the National Museum as soon as booking opens, usually about a week ahead.",
            "Set up payments before you fly: linking a card in Alipay takes 10-15 minutes with our [Alipay guide](/how-to-use-alipay-in-china).",
            "Sort your mobile data: a roaming eSIM keeps Google and WhatsApp working without a VPN. Compare options in our [eSIM guide](/china-esim-guide).",
          ],
        },
        {
          type: "paragraph",
          text: "Still torn between the two best seasons? Our [spring vs autumn comparison](/spring-vs-autumn-visit-china) sets them side by side.",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "What is the best month to visit China for the first time?",
      answer:
        "October, outside the October 1-7 Golden Week, is our pick, with April a close second. Both give mild weather on the Beijing, Xi’an and Shanghai route and clear skies in the north.",
    },
    {
      question: "Is it worth visiting China in summer?",
      answer:
        "For the eastern cities, only if summer is your only option: expect 35°C heat, humidity, storms and school-holiday crowds. Summer is, however, the best time for Tibet, Qinghai, Xinjiang and Inner Mongolia.",
    },
    {
      question: "When are the Golden Week holidays?",
      answer:
        "Labor Day Golden Week runs May 1-5 and National Day Golden Week October 1-7. Avoid traveling between cities during these dates, and book anything essential well in advance if you are already in China.",
    },
    {
      question: "When is Chinese New Year?",
      answer:
        "It moves with the lunar calendar, falling between late January and mid-February. In 2026 it is on February 17 and in 2027 on February 6. The travel rush around it lasts roughly 40 days.",
    },
    {
      question: "Is winter a bad time to visit Beijing?",
      answer:
        "It is cold, with highs around 0-3°C, but sunny, quiet and cheap. If you dress in layers and check the air quality each morning, December and early January work well for a city-focused trip.",
    },
    {
      question: "When is the rainy season in China?",
      answer:
        "Most of eastern China gets its heaviest rain between June and August. The Yangtze region, including Shanghai, has the plum rain season from mid-June to early July, and Beijing’s heaviest storms come in late July and early August.",
    },
    {
      question: "What is the best time to visit Tibet?",
      answer:
        "May to early October, when passes are open and days are mild. You need a Tibet Travel Permit arranged through a licensed agency, plus a guide, and permits are often unavailable to foreigners around February and March.",
    },
  ],
  relatedGuides: [
    { title: "Best Time to Visit Beijing", link: "/best-time-to-visit-beijing" },
    { title: "Best Time to Visit Shanghai", link: "/best-time-to-visit-shanghai" },
    { title: "Spring vs Autumn in China", link: "/spring-vs-autumn-visit-china" },
  ],
  seo: {
    title: "Best Time to Visit China (2025): Month-by-Month Guide",
    description:
      "When to visit China: April-May and September-October are best. Season ratings, 12 month-by-month cards, and the Golden Week dates to avoid.",
    keywords: [
      "best time to visit China",
      "China weather by month",
      "when to go to China",
      "China Golden Week dates",
      "Chinese New Year travel",
      "China in spring",
      "China in autumn",
      "China rainy season",
    ],
  },
} satisfies ArticleInput;
