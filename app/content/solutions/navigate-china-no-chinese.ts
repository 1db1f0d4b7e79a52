import type { Solution } from "../schemas/solution";

export default {
  slug: "navigate-china-no-chinese",
  title: "How to Navigate China Without Speaking Chinese",
  heroImage: { icon: "map", alt: "Map app showing a walking route through a Chinese city with English labels" },
  timeNeeded: "30 minutes of preparation before you fly",
  problem: [
    "Google Maps is blocked or out of date, street signs switch between characters and pinyin, and the English name of your hotel means nothing to the driver. Type a restaurant’s English name into a Chinese map app and you get no results at all.",
    "You need to find places, move between them and ask for help when the app lets you down, all without speaking Mandarin.",
  ],
  personalAnecdote:
    "In Shanghai we went looking for a soup-dumpling restaurant that the map placed on a busy corner near Jing’an Temple. We walked past the spot three times before realizing it was on the fifth floor of the mall right in front of us; the address ended in “5F” and we hadn’t read that far. For the rest of the trip we opened the full address, not just the pin, and looked for a floor number before setting off.",
  quickSolution: {
    tldr: "Use Amap in English, or Apple Maps on an iPhone, instead of Google Maps. Save every address in Chinese characters, learn the handful of words that make up street names, and show your screen instead of trying to pronounce place names.",
    keyPoints: [
      "Amap has an English interface and the most complete Chinese map data; Apple Maps uses Chinese map data too and needs no VPN.",
      "Google Maps needs a VPN or roaming data in China, and its business listings are thin and often outdated.",
      "Keep hotel and sight addresses in Chinese characters to paste into apps or show to drivers.",
      "Check for a floor number (such as 5F or B1) in every address: many restaurants sit inside malls.",
    ],
  },
  stepByStep: [
    {
      step: 1,
      title: "Install Amap and switch it to English",
      description:
        "Amap (高德地图, Gāodé Dìtú) is the map most people in China use for walking, transit and driving, and recent versions offer an English interface. Download it before you go, switch the language in its settings, allow location access and run a test search. Our [Amap English guide](/amap-english-guide) walks through the screens, and [Amap vs Google Maps](/amap-vs-google-maps-china) explains where Google falls short. On an iPhone, Apple Maps draws on Chinese map data inside China, so it works without a VPN and shows English labels for most major places.",
      tips: [
        "English searches work for big sights and hotels; for restaurants and small shops, paste the Chinese name.",
      ],
    },
    {
      step: 2,
      title: "Collect every address in Chinese characters",
      description:
        "When you book a hotel, copy its Chinese name and address from the confirmation into a note on your phone; Trip.com shows both. Do the same for each sight and restaurant on your list. A hotel’s English brand name is often unknown locally, while the Chinese name is what map apps, drivers and passers-by recognize. At check-in, take the hotel’s business card too.",
      tips: [
        "Screenshot each address together with a map of the area; screenshots still work when your data or battery is nearly gone.",
      ],
    },
    {
      step: 3,
      title: "Learn how street names are built",
      description:
        "Pinyin street signs follow a pattern. 路 (lù) is road, 街 (jiē) street, 大街 (dàjiē) avenue, 巷 (xiàng) lane, and 胡同 (hútòng) are Beijing’s old alleys. Directions are part of many names: 东 (dōng) east, 西 (xī) west, 南 (nán) south, 北 (běi) north, 中 (zhōng) middle. Nanjing Dong Lu is East Nanjing Road in Shanghai, and it becomes Nanjing Xi Lu, West Nanjing Road, further on. In Beijing, 门 (mén) marks a former city gate, as in Qianmen or Dongzhimen.",
      tips: [
        "Central Beijing is laid out on a compass grid, so north, south, east and west are reliable guides; in many other cities, streets follow rivers and old walls.",
        "Metro stations and major sights have bilingual signs; side streets and small shops usually show characters only.",
      ],
    },
    {
      step: 4,
      title: "Pick the right way to cover each distance",
      description:
        "Walk anything under 15-20 minutes with Amap’s walking directions. Take the [metro](/how-to-use-chinese-metro) across town, and book [DiDi](/how-to-use-didi-china) for door-to-door trips, late nights or heavy bags. For a street taxi, show the Chinese address on your screen before you get in, so the driver can confirm or wave you on.",
      tips: [
        "Large sights often have one entrance and a separate exit far away. The Forbidden City, for example, is entered from the south through the Meridian Gate (午门) and exited to the north, so search for the specific gate.",
      ],
    },
    {
      step: 5,
      title: "Ask for help by showing, not saying",
      description:
        "Hold up the place name or address on your screen rather than attempting the tones. Younger people, hotel staff, station service counters (服务台) and police kiosks are your best bets. For longer exchanges, use the conversation mode in Google Translate or Apple Translate, which works offline once Chinese is downloaded. One phrase covers most situations: “qǐngwèn, … zài nǎlǐ?” (excuse me, where is …?).",
      tips: [
        "Other useful words to save: 厕所 (cèsuǒ, toilet), 地铁站 (dìtiě zhàn, metro station), 酒店 (jiǔdiàn, hotel).",
      ],
    },
  ],
  troubleshooting: [
    {
      issue: "The pin is right, but the place isn’t there",
      solution:
        "Read the whole address. A floor number such as 3F means the third floor of the building in front of you, and B1 is the basement food court. Numbers after 号 (hào) are building numbers along the street. If it still doesn’t add up, open the listing’s photos and call the number: the business may have moved.",
    },
    {
      issue: "My English search returns nothing",
      solution:
        "Paste the Chinese name from your notes instead. If you only have an English name, search for it on Trip.com or the place’s website, copy the Chinese name from there, or search for a well-known landmark next to it and walk the last stretch.",
    },
    {
      issue: "The location dot is in the wrong place",
      solution:
        "Between tall buildings the GPS signal bounces; walk to the next corner and compare a street sign with the map. If you’re using Google Maps with a VPN, its map can appear shifted by a few hundred meters from your real position, especially in satellite view. Amap and Apple Maps line up correctly.",
    },
    {
      issue: "My phone is dead and I can’t find my way back",
      solution:
        "Show the hotel business card to a taxi driver or any shopkeeper. Many convenience stores and restaurants have power-bank rental stations, but you need a working phone to unlock one, so carry your own and charge it every night.",
    },
  ],
  relatedSolutions: [
    {
      title: "How to Use the Metro in China as a Foreign Visitor",
      link: "/how-to-use-chinese-metro",
      description: "Pay at the gate, transfer lines and pick the right exit.",
    },
    {
      title: "How to Use DiDi in China as a Foreigner",
      link: "/how-to-use-didi-china",
      description: "Door-to-door rides booked in English, paid with your linked card.",
    },
    {
      title: "How to Translate Chinese Menus With Your Phone",
      link: "/how-to-translate-chinese-menus",
      description: "Camera and photo translation tricks that also work on signs.",
    },
  ],
  seo: {
    title: "How to Navigate China Without Speaking Chinese",
    description:
      "Get around China with no Mandarin: Amap in English or Apple Maps, addresses saved in Chinese, street-name basics, and how to ask for help by showing your phone.",
    keywords: [
      "navigate china without chinese",
      "getting around china english",
      "amap english",
      "google maps china alternative",
      "china street names pinyin",
      "show address chinese taxi",
      "apple maps china",
    ],
  },
} satisfies Solution;
