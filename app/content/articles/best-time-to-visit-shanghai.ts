import type { ArticleInput } from "../schemas/article";

export default {
  slug: "best-time-to-visit-shanghai",
  badge: "Updated for 2025",
  title: "Best Time to Visit Shanghai: Weather, Seasons and a Month-by-Month Rating",
  intro:
    "Shanghai has four distinct seasons, but only two of them are comfortable for long days on foot along the Bund and through the old lanes of the former French Concession. This guide covers the city’s climate, what each season is really like, a 1-5 rating for every month, what to pack, and the dates we would choose for a first visit.",
  schemaType: "Article",
  datePublished: "2025-01-15",
  dateModified: "2025-01-15",
  quickAnswer: {
    summary:
      "The best time to visit Shanghai is **mid-April to May** and **October to mid-November**. Days are about 17-25°C, the air is drier than in summer, and rain comes in short showers rather than week-long drizzle. Stay away during the national holidays (May 1-5 and October 1-7) when the Bund and Yu Garden are shoulder to shoulder.",
    points: [
      "April, May and October score 5 of 5 in our month-by-month rating.",
      "Mid-June to early July is the plum rain season: weeks of drizzle and 80-90% humidity.",
      "July and August bring 33-35°C afternoons and the occasional typhoon.",
      "Winter is damp and about 2-10°C; buildings without central heating feel colder than the thermometer suggests.",
    ],
  },
  sections: [
    {
      id: "climate",
      title: "Shanghai’s climate in brief",
      blocks: [
        {
          type: "paragraph",
          text: "Shanghai sits on the Yangtze River delta at sea level and has a humid subtropical climate. Humidity is the defining feature: even a 28°C day in September can feel heavy, and a 5°C day in January chills more than a dry 0°C day in Beijing. The city gets roughly 1,200 mm of rain a year, most of it between June and September.",
        },
        {
          type: "paragraph",
          text: "Two weather systems shape the calendar. The **plum rain** (meiyu, 梅雨) is a stalled rain front that parks over the Yangtze delta from about mid-June to early July. The **typhoon season** runs from July to September; most storms brush past, but in September 2024 Typhoon Bebinca made landfall directly on the city, closing airports and parks for a day.",
        },
        {
          type: "table",
          caption: "Shanghai at a glance (typical values)",
          columns: ["Season", "Daytime highs", "Rain", "Feel"],
          rows: [
            ["Spring (March-May)", "14-25°C", "Moderate, showery", "Fresh, some gray days"],
            ["Summer (June-August)", "28-35°C", "Heavy: plum rain, then storms", "Hot, sticky"],
            ["Autumn (September-November)", "18-28°C", "Falling fast after September", "Clear, comfortable"],
            ["Winter (December-February)", "8-11°C", "Light drizzle", "Damp, chilly indoors"],
          ],
        },
      ],
    },
    {
      id: "spring",
      title: "Spring: magnolias, blossom and mild days",
      blocks: [
        {
          type: "paragraph",
          text: "March starts cool and changeable, often 10-14°C with drizzle, but the white magnolia, Shanghai’s city flower, blooms in parks and along Hengshan Road by mid-month. Cherry blossom follows in late March and early April at Gucun Park in Baoshan (Line 7, Gucun Park station), and the peach orchards of Nanhui in southern Pudong hold their blossom festival around the same time.",
        },
        {
          type: "paragraph",
          text: "April and May are the reward. Highs of 20-25°C make it pleasant to walk from People’s Square to the Bund along Nanjing Road, then cross to Lujiazui for the view back. The one trap is Labor Day Golden Week, May 1-5, when East Nanjing Road station on Lines 2 and 10 sometimes has trains skip it to manage the crowds on the Bund.",
        },
        {
          type: "prosCons",
          pros: [
            "Comfortable 20-25°C days in April and May",
            "Blossom in city parks from March to early April",
            "Outdoor terraces and riverside paths at their best",
          ],
          cons: [
            "March can be gray and damp for days",
            "May 1-5 crowds on the Bund, Yu Garden and at Zhujiajiao water town",
            "Humidity starts creeping up in late May",
          ],
        },
      ],
    },
    {
      id: "summer",
      title: "Summer: plum rains, heat and typhoons",
      blocks: [
        {
          type: "paragraph",
          text: "Summer comes in two parts. From mid-June the plum rains bring near-daily drizzle, gray skies and a damp that gets into shoes and hotel carpets. Once they lift in early July, the heat takes over: 33-35°C in the afternoon, nights that stay around 27°C, and the occasional heat wave pushing toward 40°C.",
        },
        {
          type: "paragraph",
          text: "Shanghai copes with summer indoors. Metro trains and malls are heavily air-conditioned, so a light layer helps. Museums are the best afternoon plan: the Shanghai Museum at People’s Square and its newer Pudong branch, Shanghai Museum East, both need a free advance reservation. Save the Bund for after 7pm, when the buildings light up and a river breeze arrives.",
        },
        {
          type: "tip",
          tone: "warning",
          title: "Watch the typhoon warnings",
          text: "From July to September, check the weather app for typhoon signals (blue, yellow, orange, red) before booking ferries, Disneyland or a day trip to the water towns. When a red or orange warning is issued, parks close, some metro lines above ground slow down and flights from Pudong and Hongqiao are often canceled.",
        },
      ],
    },
    {
      id: "autumn",
      title: "Autumn: Shanghai’s best season",
      blocks: [
        {
          type: "paragraph",
          text: "September begins warm and humid, but the second half of the month turns clearer, and by October Shanghai has its most reliable weather of the year: 20-24°C, low rainfall and blue skies. In late September and October the city smells of osmanthus, and Guilin Park in Xuhui holds a small osmanthus festival.",
        },
        {
          type: "paragraph",
          text: "Autumn is also the season for hairy crab (大闸蟹), the freshwater crab from nearby Yangcheng Lake, served steamed with ginger vinegar from late September into November. By late November the plane trees along Wukang Road, Hengshan Road and Fuxing Road in the former French Concession turn gold, one of the city’s most photographed sights.",
        },
        {
          type: "quote",
          text: "Shanghai was the last stop of our 14-day trip in September 2025, and the one city where late summer still lingered. We kept long walks for mornings and evenings, saved the Bund for after dark, and paid for every metro ride, snack and taxi with our phones.",
          attribution: "Our September 2025 trip, Shanghai",
        },
        {
          type: "paragraph",
          text: "Two caveats. National Day Golden Week, October 1-7, is the busiest week of the year on the Bund and at Yu Garden, and the China International Import Expo in early November fills hotels near Hongqiao. Book rooms early if your dates overlap either.",
        },
      ],
    },
    {
      id: "winter",
      title: "Winter: damp, quiet and cheaper",
      blocks: [
        {
          type: "paragraph",
          text: "Shanghai winters rarely drop far below freezing, but the damp air makes 3-8°C feel raw. Like most cities south of the Huai River, Shanghai has no district heating, and older buildings, small restaurants and some guesthouses rely on wall air-conditioners. Most hotels and malls are warm; taxis and temples are not.",
        },
        {
          type: "paragraph",
          text: "In return you get short lines and lower prices. December is quiet apart from Christmas decorations in the malls. The Yu Garden lantern festival runs around Chinese New Year, which falls between late January and mid-February; the old town is magical at night but very crowded on the Lantern Festival itself.",
        },
      ],
    },
    {
      id: "month-ratings",
      title: "Shanghai month by month: our 1-5 rating",
      blocks: [
        {
          type: "paragraph",
          text: "Temperatures are typical night lows and daytime highs. Scores weigh weather, crowds and prices for a first-time visitor.",
        },
        {
          type: "monthRatings",
          rows: [
            {
              month: "January",
              temp: "2-8°C",
              verdict: "Cold and damp but cheap; busy late in the month if Chinese New Year is early",
              score: 2,
            },
            {
              month: "February",
              temp: "3-10°C",
              verdict: "New Year lanterns at Yu Garden, but drizzle and holiday travel",
              score: 2,
            },
            { month: "March", temp: "6-14°C", verdict: "Magnolias and cherry blossom; pack for rain", score: 3 },
            { month: "April", temp: "11-20°C", verdict: "Mild, fresh and green; ideal for walking", score: 5 },
            { month: "May", temp: "16-25°C", verdict: "Warm and pleasant; avoid May 1-5", score: 5 },
            { month: "June", temp: "21-28°C", verdict: "Plum rain from mid-month; humid and gray", score: 2 },
            { month: "July", temp: "26-33°C", verdict: "Hot, sticky, typhoon risk; plan indoor afternoons", score: 2 },
            { month: "August", temp: "26-32°C", verdict: "Peak heat and school-holiday crowds", score: 2 },
            { month: "September", temp: "22-28°C", verdict: "Humid early, much better in the second half", score: 4 },
            {
              month: "October",
              temp: "17-23°C",
              verdict: "The most reliable weather of the year; skip October 1-7",
              score: 5,
            },
            {
              month: "November",
              temp: "11-18°C",
              verdict: "Crisp, clear, golden plane trees late in the month",
              score: 4,
            },
            { month: "December", temp: "4-11°C", verdict: "Quiet and chilly; good hotel deals", score: 3 },
          ],
        },
      ],
    },
    {
      id: "events-and-crowds",
      title: "Events and crowd peaks to plan around",
      blocks: [
        {
          type: "paragraph",
          text: "Weather is only half of the timing question in Shanghai. A handful of holidays and big events shape crowds and hotel prices more than the temperature does, so check these before you fix your dates.",
        },
        {
          type: "table",
          caption: "Shanghai’s calendar highlights",
          columns: ["When", "Event", "Effect on your trip"],
          rows: [
            [
              "Late January to mid-February",
              "Chinese New Year and the Yu Garden lanterns",
              "Lanterns and decorations in the old town; many small restaurants close for a week; trains out of the city sell out",
            ],
            [
              "March or April",
              "Formula 1 Chinese Grand Prix at the Shanghai International Circuit",
              "Hotel prices rise in Jiading and across the city for the race weekend",
            ],
            [
              "May 1-5",
              "Labor Day Golden Week",
              "Crowd control on the Bund and East Nanjing Road; timed museum tickets go fast",
            ],
            [
              "June",
              "Shanghai International Film Festival",
              "Screenings across the city; little effect on sightseeing",
            ],
            ["October 1-7", "National Day Golden Week", "The busiest week of the year at every landmark"],
            [
              "Early November",
              "China International Import Expo",
              "Hotels near Hongqiao and the exhibition center fill up and prices jump",
            ],
          ],
        },
        {
          type: "paragraph",
          text: "On public holidays, start sightseeing by 8am and save the Bund and Yu Garden for weekday mornings after the holiday ends. Our guide to [handling Chinese crowds](/how-to-survive-chinese-crowds) has more tactics for getting through busy holiday weeks.",
        },
      ],
    },
    {
      id: "packing",
      title: "What to pack for each season",
      blocks: [
        {
          type: "paragraph",
          text: "Shanghai is a dressed-up city, and you can buy almost anything at Uniqlo or a convenience store, but these lists save a shopping trip.",
        },
        {
          type: "list",
          items: [
            "**Spring:** a light waterproof jacket, a sweater for March evenings, comfortable walking shoes that cope with wet paving, a compact umbrella.",
            "**Summer:** breathable clothes, a sun hat and sunscreen, a thin layer for freezing metro cars, sandals or quick-dry shoes for plum rain days, an electrolyte sachet or two.",
          ],
        },
        {
          type: "list",
          items: [
            "**Autumn:** T-shirts and a light jacket for September, a warmer layer for November nights, an umbrella for passing showers.",
            "**Winter:** a warm coat, thermal base layers, a scarf and gloves, and warm socks for temples and old houses without heating.",
          ],
        },
        {
          type: "tip",
          title: "Check the AQI and the forecast on your phone",
          text: "Shanghai’s air is usually moderate, but winter inversions can push the AQI past 150; on those days limit time outdoors. The iPhone weather app works in China and shows the AQI, and with a roaming eSIM you can also keep your usual apps; see our [eSIM guide](/china-esim-guide).",
        },
      ],
    },
    {
      id: "recommendation",
      title: "Our recommendation",
      blocks: [
        {
          type: "paragraph",
          text: "For a first visit, aim for **mid-April to late May** (avoiding May 1-5) or **October 8 to mid-November**. If you can pick only one window, choose mid- to late October: dry, about 20°C, with hairy crab on the menu and the city’s parks still green.",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "Plan three to four days: one for the Bund, Nanjing Road and Lujiazui, one for the former French Concession and Xintiandi, one for Yu Garden and a museum, and optionally a day trip to a water town such as Zhujiajiao.",
            "Get around by metro; fares are ¥3-6 and our [metro guide](/how-to-use-chinese-metro) walks you through your first ride.",
            "If your trip also includes Beijing, compare timing in our [Beijing guide](/best-time-to-visit-beijing); the two cities share the same best months.",
            "For neighborhoods, food and hotels, read our [Shanghai travel guide](/shanghai-travel-guide-2025).",
          ],
        },
        {
          type: "paragraph",
          text: "If summer is your only option, Shanghai is still very doable: start early, take long lunches indoors, and spend evenings by the river when the heat breaks.",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "What is the rainiest month in Shanghai?",
      answer:
        "June, because of the plum rain season that usually runs from mid-June to early July. August can also be wet when typhoons pass nearby.",
    },
    {
      question: "Does it snow in Shanghai?",
      answer:
        "Rarely. Light snow falls on a few days in some winters, and it usually melts by midday. Expect cold rain instead.",
    },
    {
      question: "Is Shanghai good to visit in December?",
      answer:
        "Yes, if you pack a warm coat. It is quiet, hotels are cheaper and the malls are decorated, but days are short and damp, around 4-11°C.",
    },
    {
      question: "How many days do I need in Shanghai?",
      answer:
        "Three days cover the main sights; four or five allow a water-town day trip or a high-speed train to Hangzhou or Suzhou.",
    },
  ],
  relatedGuides: [
    { title: "Shanghai Travel Guide 2025", link: "/shanghai-travel-guide-2025" },
    { title: "Best Time to Visit China", link: "/best-time-to-visit-china" },
    { title: "Shanghai vs Hangzhou", link: "/shanghai-vs-hangzhou-comparison" },
  ],
  seo: {
    title: "Best Time to Visit Shanghai (2025): Weather by Month",
    description:
      "When to visit Shanghai: April-May and October are best. Monthly temperatures and 1-5 ratings, plum rain and typhoon dates, and packing lists by season.",
    keywords: [
      "best time to visit Shanghai",
      "Shanghai weather by month",
      "Shanghai plum rain season",
      "Shanghai typhoon season",
      "what to pack for Shanghai",
      "Shanghai in October",
      "Shanghai in spring",
    ],
  },
} satisfies ArticleInput;
