import type { ArticleInput } from "../schemas/article";

export default {
  slug: "best-time-to-visit-beijing",
  badge: "Updated for 2025",
  title: "Best Time to Visit Beijing: Seasons, Months and What the Weather Really Does",
  intro:
    "Beijing has a continental climate with short springs and autumns squeezed between long, hot summers and long, freezing winters. Timing decides whether your Great Wall day is crisp and clear or a 36°C slog in haze. Here is what each season brings, a month-by-month table, the honest story on dust, smog and heat, and how Golden Week changes the Forbidden City and the Great Wall.",
  schemaType: "Article",
  datePublished: "2025-01-15",
  dateModified: "2025-01-15",
  quickAnswer: {
    summary:
      "Visit Beijing from **mid-September to late October** or from **mid-April to May**. Expect about 20-26°C days, dry air and the clearest skies of the year in autumn. Crowds peak over the **May 1-5 and October 1-7** holidays, when the Forbidden City sells out and the Great Wall at Badaling is packed.",
    points: [
      "Autumn is Beijing’s strongest season: dry, sunny and mild, with red leaves from late October.",
      "Spring is pleasant but can bring dust storms and drifting poplar fluff.",
      "Summer (June-August) is hot, humid and stormy; July and August get most of the year’s rain.",
      "Winter (December-February) is freezing but sunny and quiet; check the AQI every morning.",
    ],
  },
  sections: [
    {
      id: "weather",
      title: "Beijing’s weather at a glance",
      blocks: [
        {
          type: "paragraph",
          text: "Beijing lies on the northern edge of the North China Plain, with mountains to the west and north and the Gobi and Inner Mongolian steppe beyond them. That geography explains most of its weather: cold, dry winds from Mongolia in winter and spring, monsoon moisture from the sea in summer, and a brief, settled autumn in between.",
        },
        {
          type: "paragraph",
          text: "Rainfall is low for most of the year and then arrives in a rush. About three-quarters of the annual total falls between June and September, mostly as afternoon thunderstorms. Winter is very dry, which keeps the sky blue on many days but cracks lips and hands.",
        },
        {
          type: "tip",
          tone: "note",
          title: "Central heating dates",
          text: "Beijing’s public heating runs from about November 15 to March 15, and the city can switch it on early in a cold snap. Before and after those dates, older hotels and restaurants can feel chilly indoors, so keep a fleece handy in early November and late March.",
        },
      ],
    },
    {
      id: "seasons",
      title: "The four seasons in Beijing",
      blocks: [
        {
          type: "paragraph",
          text: "**Spring (March-May)** warms fast. March is still raw, with highs near 12°C and cold nights; April jumps to about 20°C and May to the mid-20s. Parks such as Yuyuantan and the Summer Palace fill with cherry, peach and crabapple blossom, and Great Wall hikes are at their greenest in May. The downside is wind: spring is dust season, and in April and May fluffy poplar and willow seeds drift through every street.",
        },
        {
          type: "paragraph",
          text: "**Summer (June-August)** is hot and increasingly humid. Highs sit around 31-32°C, with heat waves above 35°C, and locals talk about “sauna days” in late July when humidity and heat combine. Late-afternoon thunderstorms can flood underpasses within an hour. School holidays from early July put families at every landmark, and timed tickets sell out days ahead.",
        },
        {
          type: "paragraph",
          text: "**Autumn (September-November)** is the season Beijingers themselves recommend. September cools to about 26°C by day, October to about 19°C, and the air is dry and often very clear after the summer rains. Late October into early November brings red smoke-tree leaves at Fragrant Hills and golden ginkgo around Diaoyutai. By mid-November it is cold and the heating comes on.",
        },
        {
          type: "paragraph",
          text: "**Winter (December-February)** means highs around 0-3°C, nights of -6 to -10°C, and biting winds. Snow is light and infrequent, but when it falls the Forbidden City’s yellow roofs under white are worth the cold. Frozen lakes at Houhai and the Summer Palace turn into skating rinks, and lines disappear outside the Chinese New Year period.",
        },
        {
          type: "prosCons",
          pros: [
            "Autumn has the clearest skies and most stable weather",
            "Spring and autumn days suit long walks through hutongs",
            "Winter is cheap and uncrowded, with blue skies on many days",
          ],
          cons: [
            "Spring dust storms and poplar fluff can bother allergy sufferers",
            "Summer heat, humidity and storms cut sightseeing short",
            "Winter cold is severe and smog risk is highest during the heating season",
          ],
        },
      ],
    },
    {
      id: "month-by-month",
      title: "Beijing month by month",
      blocks: [
        {
          type: "table",
          caption: "Typical daytime highs and night lows, with our verdict",
          columns: ["Month", "High / low", "Conditions", "Verdict"],
          rows: [
            [
              "January",
              "2°C / -8°C",
              "Dry, sunny, windy; coldest month",
              "Fine for museums and skating; dress for -10°C wind chill",
            ],
            [
              "February",
              "6°C / -5°C",
              "Still cold; Chinese New Year temple fairs",
              "Good if you like festivals; travel around the holiday is hard",
            ],
            ["March", "13°C / 1°C", "Warming, windy; first dust storms", "Mixed; bring layers and a mask"],
            ["April", "21°C / 8°C", "Mild, blossom season, some dust and poplar fluff", "Very good"],
            ["May", "27°C / 14°C", "Warm, dry, long days", "Very good after May 5"],
            ["June", "31°C / 19°C", "Hot, humidity rising", "Fair; sightsee early"],
            ["July", "32°C / 22°C", "Hottest and wettest; thunderstorms", "Poor for long outdoor days"],
            ["August", "31°C / 21°C", "Hot, humid, heavy rain early in the month", "Poor; school-holiday crowds"],
            ["September", "26°C / 15°C", "Dry, clear, comfortable", "Excellent"],
            ["October", "19°C / 8°C", "Crisp, sunny; autumn color late in the month", "Excellent after October 7"],
            ["November", "10°C / 0°C", "Cold, bare trees; heating starts mid-month", "Fair; pack a warm coat"],
            ["December", "3°C / -6°C", "Freezing, dry, short days", "Quiet and cheap; check the AQI"],
          ],
        },
        {
          type: "paragraph",
          text: "Figures are long-term averages for the city center; the Great Wall sections at Mutianyu and Jinshanling sit higher and are usually a few degrees cooler and windier.",
        },
      ],
    },
    {
      id: "sandstorms-smog-heat",
      title: "Sandstorms, smog and heat: the realities",
      blocks: [
        {
          type: "paragraph",
          text: "**Sandstorms.** Most springs bring a few dust days, usually in March and April, when strong winds carry Gobi dust across the city. The sky turns yellow-brown, visibility drops and coarse-particle readings can push the AQI to its 500 maximum. They rarely last more than a day or two. Stay indoors, close the windows and wear a KN95 or N95 mask if you must go out.",
        },
        {
          type: "paragraph",
          text: "**Smog.** Beijing’s air has improved dramatically since the early 2010s, with annual fine-particle levels down by more than half, and most days are now good or moderate. Winter is still the riskiest season, because heating and still, cold air can trap pollution for several days. Check the AQI each morning; when it exceeds 150, stay indoors and swap the Great Wall for a museum.",
        },
        {
          type: "paragraph",
          text: "**Heat.** From mid-June to August, 35°C days are common and the Forbidden City’s stone courtyards offer almost no shade. Start at 8:30am opening time, carry water (a bottle costs about ¥2-4 at any convenience store), and plan indoor afternoons at the National Museum or the Capital Museum. Afternoon storms can be violent; if a rainstorm warning is issued, avoid underpasses and riverside paths.",
        },
        {
          type: "tip",
          tone: "warning",
          title: "Pack a mask for spring and winter",
          text: "A few KN95 masks weigh nothing and cover dust days, smog days and the poplar-fluff season. Pharmacies and convenience stores sell them too, from about ¥5 each.",
        },
      ],
    },
    {
      id: "golden-week",
      title: "Golden Week at the Forbidden City and the Great Wall",
      blocks: [
        {
          type: "paragraph",
          text: "Beijing is one of the top destinations for domestic travelers during the two Golden Weeks, **May 1-5** and **October 1-7**. National Day on October 1 brings a flag-raising ceremony on Tiananmen Square, giant flower displays and tens of thousands of visitors before dawn. Everything that needs booking is booked out, and everything that does not has a line.",
        },
        {
          type: "list",
          items: [
            "**Forbidden City (Palace Museum):** there are no ticket sales at the gate. Tickets (¥60 April-October, ¥40 November-March) are sold online with your passport number up to seven days ahead, and in Golden Week they sell out almost as soon as they are released. It is normally closed on Mondays, except on public holidays.",
            "**Tiananmen Square:** entry needs a separate free real-name reservation, also made with your passport, and holiday slots go quickly.",
            "**Great Wall at Badaling:** the closest section to the city and the most crowded; holiday photos of people packed along the ramparts are usually from here. Timed, real-name tickets sell out.",
            "**Great Wall at Mutianyu and Jinshanling:** farther out and busier than usual during holidays, but far more manageable. Arrive at opening time.",
          ],
        },
        {
          type: "paragraph",
          text: "If your only dates overlap a Golden Week, book the Forbidden City the moment your seven-day window opens, visit the Great Wall at Jinshanling rather than Badaling, and use the holiday for less famous places such as the Lama Temple on a weekday morning, the hutongs around Shijia Hutong, or the 798 Art District. Expect hotel prices to rise noticeably.",
        },
        {
          type: "quote",
          text: "We began our September 2025 trip in Beijing, weeks before National Day. September lived up to its reputation as walking weather, and because the Forbidden City sells nothing at the gate, we booked our tickets online with our passports before we arrived.",
          attribution: "Our September 2025 trip, Beijing",
        },
      ],
    },
    {
      id: "getting-around-by-season",
      title: "Getting around in each season",
      blocks: [
        {
          type: "paragraph",
          text: "Beijing’s metro is the easiest way to beat both traffic and weather. Fares run ¥3-6 for most trips within the city and trains run from about 5:30am to 11:30pm, varying by line. In summer the trains are a welcome cool-down; in winter they are warmer than any taxi line.",
        },
        {
          type: "list",
          items: [
            "Line 1 runs under Chang’an Avenue past Tiananmen East and West stations for the square and the Forbidden City.",
            "Line 2, the loop line, follows the old city wall and stops at Yonghegong Lama Temple and Qianmen.",
            "For the Great Wall, take a high-speed train from Qinghe station to Badaling Great Wall station, or a car or tour bus to Mutianyu.",
            "In rain or on late nights, order a car with Didi; our [Didi guide](/how-to-use-didi-china) explains how, and [Didi vs metro](/didi-vs-metro-beijing) compares costs.",
          ],
        },
      ],
    },
    {
      id: "recommendation",
      title: "When we would go",
      blocks: [
        {
          type: "paragraph",
          text: "Our first choice is **the second half of September or October 8-31**: dry, sunny, about 18-26°C, with autumn color arriving in the final week of October. Second choice is **mid-April to the end of May**, skipping May 1-5, when the parks are green and the evenings long. Allow three to four days for the Forbidden City, Temple of Heaven, a Great Wall section, the Summer Palace and a hutong walk.",
        },
        {
          type: "paragraph",
          text: "For where to stay and what to eat, read our [Beijing travel guide](/beijing-travel-guide-2025). If you are deciding between two cities for a short trip, see [Beijing vs Xi’an](/beijing-vs-xian-which-city), and for national timing, the [best time to visit China](/best-time-to-visit-china).",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "What is the best month to visit Beijing?",
      answer:
        "September or October, avoiding October 1-7. Both months are dry, sunny and mild, and late October adds autumn leaves at Fragrant Hills.",
    },
    {
      question: "How bad is the air pollution in Beijing now?",
      answer:
        "Much better than a decade ago; most days are good or moderate. Winter still has occasional smog episodes, so check the AQI and stay indoors when it is above 150.",
    },
    {
      question: "Can I visit the Forbidden City during Golden Week?",
      answer:
        "Yes, but only with a ticket booked online in advance using your passport, and holiday tickets sell out very quickly. Expect dense crowds inside even with a ticket.",
    },
    {
      question: "Is Beijing too cold in winter?",
      answer:
        "It is cold, with highs near freezing and strong winds, but dry and often sunny. With a down jacket, hat and gloves, winter sightseeing is perfectly manageable.",
    },
  ],
  relatedGuides: [
    { title: "Beijing Travel Guide 2025", link: "/beijing-travel-guide-2025" },
    { title: "Best Time to Visit China", link: "/best-time-to-visit-china" },
    { title: "Beijing vs Shanghai for a First Visit", link: "/beijing-vs-shanghai-first-visit" },
  ],
  seo: {
    title: "Best Time to Visit Beijing (2025): Seasons and Months",
    description:
      "When to visit Beijing: mid-September to October and April-May are best. Monthly weather, dust, smog and heat, plus Golden Week at the Forbidden City.",
    keywords: [
      "best time to visit Beijing",
      "Beijing weather by month",
      "Beijing in autumn",
      "Beijing sandstorm season",
      "Beijing air quality",
      "Forbidden City Golden Week",
      "Great Wall best time",
    ],
  },
} satisfies ArticleInput;
