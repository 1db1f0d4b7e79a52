import type { ArticleInput } from "../schemas/article";

export default {
  slug: "amap-english-guide",
  badge: "Updated for 2025",
  title: "Amap (Gaode Maps) in English: The Complete Guide for Foreign Visitors",
  intro:
    "Amap, called Gaode Ditu (高德地图) in Chinese, is the navigation app most people in China use every day. It knows which metro exit to take, when the last train leaves and which lane of a six-lane road the bus stop is on. It now has an English interface, and with a few settings and search habits it becomes the most useful app on your phone after your payment app. This guide covers setup, searching, transit, ride-hailing, walking, offline use, and how it compares with Apple Maps and Google Maps.",
  schemaType: "Article",
  datePublished: "2025-01-15",
  dateModified: "2025-01-15",
  quickAnswer: {
    summary:
      "Install **Amap** before you fly, switch its language to **English** in the settings, and use it for metro and bus routes, walking directions and ride-hailing. Search big landmarks and hotels in English, but paste **Chinese names** for small restaurants and addresses. Keep Apple Maps as a backup; Google Maps is unreliable in mainland China.",
    points: [
      "Amap works without a VPN and its map data is accurate for China, unlike Google Maps.",
      "Transit directions show line numbers, the station exit to use, walking time and the fare.",
      "Ride-hailing inside Amap compares several car services at once and bills through Alipay.",
      "Download offline city maps on Wi-Fi, but plan on mobile data for routes and rides.",
    ],
  },
  sections: [
    {
      id: "why-amap",
      title: "Why foreigners need Amap",
      blocks: [
        {
          type: "paragraph",
          text: "Google Maps is blocked in mainland China without a VPN or roaming data, and even when it loads, its Chinese data is thin and dated: closed restaurants, missing metro extensions, and no reliable transit routing. Chinese apps fill the gap, and Amap is the easiest for foreigners because it belongs to Alibaba, the same group as Alipay, and now offers an English interface.",
        },
        {
          type: "paragraph",
          text: "Amap’s strength is detail. It lists almost every shop, toilet, metro exit and bus stop, updates traffic in real time, and plans journeys that combine metro, bus, walking and taxis. Locals use it as a search engine for places too, so opening hours and phone numbers are usually current.",
        },
        {
          type: "prosCons",
          pros: [
            "Accurate, current map data for every Chinese city",
            "Works on any connection with no VPN",
            "Metro exits, last-train times and live bus arrivals",
            "Ride-hailing and Alipay payment built in",
          ],
          cons: [
            "English translation is patchy beyond menus and major landmarks",
            "Reviews and many place details remain in Chinese",
            "Small places are hard to find without Chinese characters",
            "Some settings and features move between app versions",
          ],
        },
      ],
    },
    {
      id: "setup-and-english",
      title: "Setting up Amap and switching to English",
      blocks: [
        {
          type: "paragraph",
          text: "Install Amap at home, where app stores load quickly. On iPhone, search the App Store for “Amap” or “高德地图”. On Android, Google Play is not available in China, so install it before you leave or download the installer from Amap’s official website. Check that the publisher is AutoNavi or Alibaba; look-alike apps exist.",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "Open the app and allow location access “While Using” so the blue dot and walking compass work.",
            "Tap the profile tab (labeled 我的, “Me”) in the bottom bar, then the gear icon for Settings (设置).",
            "Find the language option (语言) and choose **English**. The app reloads with English menus and English or pinyin labels on the map.",
            "Sign in if you want ride-hailing and saved places; logging in with your Alipay account is usually the quickest route for visitors.",
            "Save your hotel as a favorite using its Chinese name, so “take me home” is always one tap away.",
          ],
        },
        {
          type: "tip",
          tone: "note",
          title: "Menus move between versions",
          text: "Amap updates often, and the exact labels and the position of the language switch change between versions. If you cannot find it, look for a globe icon or 语言 in the settings list. If a feature seems missing in English mode, switching back to Chinese briefly usually reveals it.",
        },
      ],
    },
    {
      id: "searching",
      title: "Searching in English vs Chinese",
      blocks: [
        {
          type: "paragraph",
          text: "English search works well for famous places and international brands: “Forbidden City”, “Terracotta Warriors”, “Pudong Airport”, “Starbucks” or a large international hotel will usually come up first. Beyond that, results get unreliable, because most places are only listed under their Chinese names, and machine translations of those names rarely match what you type.",
        },
        {
          type: "list",
          items: [
            "**Copy Chinese names from your booking.** Hotel confirmations on Trip.com and most booking sites show the Chinese name and address; paste that straight into Amap.",
            "**Ask for a shared location.** A restaurant or host can send a location pin in WeChat, which opens directly in a map app.",
            "**Try pinyin without tones** for streets and stations, e.g. “Nanluoguxiang” or “Xintiandi”; the suggestions often include the right place.",
            "**Search by category** with the quick buttons or simple words such as “hotpot”, “toilet”, “pharmacy” or “metro”, then choose from the results on the map.",
            "**Check the city.** Amap searches near your current location first; if you are planning ahead, set the city before searching.",
          ],
        },
        {
          type: "paragraph",
          text: "Before you travel, build a list of the places you plan to visit with their Chinese names and save each one in Amap. It takes an evening and saves a lot of time on the street. Our guide to [getting around without Chinese](/how-to-navigate-china-no-chinese) has more tricks for reading signs and showing addresses to drivers.",
        },
      ],
    },
    {
      id: "transit-directions",
      title: "Transit directions: metro, bus and train",
      blocks: [
        {
          type: "paragraph",
          text: "Public transport directions are where Amap outclasses every foreign app. Enter a destination, tap **Directions** (or Route), and pick the transit tab. You get several options, usually sorted by time, with filters for fewer transfers, less walking or metro only.",
        },
        {
          type: "list",
          items: [
            "**Line and direction:** each leg shows the line number and color, the station you board at, and the terminal station that marks the right platform.",
            "**Exits:** Amap tells you which exit letter or number to use, such as Exit A or Exit D2. In big interchange stations, the wrong exit can add ten minutes of walking.",
            "**Fares and times:** most city metro trips cost ¥3-6, and Amap shows the fare and the number of stops.",
            "**Last trains:** metros run from about 5:30am to 11:30pm, depending on the city and line; Amap shows first and last train times and flags routes that depend on a late connection.",
            "**Buses:** live arrival times for many city buses, which are much cheaper than taxis (often ¥1-2).",
          ],
        },
        {
          type: "paragraph",
          text: "For getting between cities, Amap can show high-speed train options too, but book the tickets themselves through 12306 or a booking app with your passport. Our [train booking guide](/how-to-book-china-train-foreign-passport) walks through it, and our [metro guide](/how-to-use-chinese-metro) covers paying at the gates.",
        },
        {
          type: "quote",
          text: "On our 14-day trip in September 2025 the phone was wallet, ticket and map at once, across four cities and not a single cash payment. The lesson we brought home: treat battery like data. A map that shows the right metro exit is useless at 3% charge, so a power bank went into the day bag every morning.",
          attribution: "Our September 2025 trip, Beijing to Shanghai",
        },
      ],
    },
    {
      id: "ride-hailing",
      title: "Ride-hailing inside Amap",
      blocks: [
        {
          type: "paragraph",
          text: "Amap has its own ride-hailing tab, usually labeled Taxi or Ride. Unlike Didi, it is an aggregator: it sends your request to several partner car services and city taxi companies at once, shows an estimated fare for each, and lets you tick as many as you like. The first available driver takes the job, which is handy at busy times.",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "Set your destination, and drag the pickup pin to a spot a car can actually stop: a side road or a marked pickup point, not a busy junction.",
            "Tick one or more car types; the cheapest economy options are usually enough for two people with luggage.",
            "Note the plate number and car model shown in the app, and check them before you get in.",
            "Pay at the end through the app, which bills your linked Alipay account and your foreign card behind it.",
          ],
        },
        {
          type: "paragraph",
          text: "Drivers may call you in Chinese when they are close. If you cannot take calls, use the in-app message templates or stand clearly at the pin. Didi remains the better-known option with a full English app; see our [Didi guide](/how-to-use-didi-china). Having both installed means you have a backup if one will not accept your account or card.",
        },
      ],
    },
    {
      id: "walking-navigation",
      title: "Walking navigation",
      blocks: [
        {
          type: "paragraph",
          text: "Walking directions account for crossings, pedestrian bridges and underpasses, which matters on wide roads like Beijing’s Chang’an Avenue, where pedestrians near Tiananmen cross through underpasses. Tap the walking tab, start navigation, and follow the blue route; the arrow on your location shows which way you are facing.",
        },
        {
          type: "list",
          items: [
            "Calibrate the compass if the arrow spins: wave the phone in a figure-eight.",
            "In dense areas, tall buildings can throw your location off by 50 meters or more; walk a short way and let it settle before you turn.",
            "Large malls, airports and railway stations have indoor maps with floor levels, helpful for finding a specific entrance or a parking-lot pickup point.",
            "Some cities support an AR walking mode that overlays arrows on the camera view; it is worth trying at complicated junctions.",
          ],
        },
      ],
    },
    {
      id: "offline-use",
      title: "Offline use and data",
      blocks: [
        {
          type: "paragraph",
          text: "Amap lets you download offline map packages for each city from its settings, where you may need to switch to Chinese to find 离线地图 (offline maps). Download Beijing, Shanghai or whichever cities you are visiting over hotel Wi-Fi; each pack takes up some storage but is worth it.",
        },
        {
          type: "paragraph",
          text: "Offline packs let the map display and show your GPS position without data, which helps in metro tunnels and mountain areas such as Zhangjiajie. Transit routing, live bus times, traffic and ride-hailing all need a connection. In practice, reliable mobile data matters more than offline maps: a roaming eSIM or a tourist SIM costing ¥50-100 for 30 days covers it. Compare options in our [eSIM guide](/china-esim-guide).",
        },
        {
          type: "tip",
          title: "Turn off your VPN for Amap",
          text: "Amap is a Chinese service and does not need a VPN. If you use one with a local SIM, exclude Amap through split tunneling or pause the VPN, because routing map traffic abroad can slow searches and confuse location services.",
        },
      ],
    },
    {
      id: "amap-vs-apple-vs-google",
      title: "Amap vs Apple Maps vs Google Maps",
      blocks: [
        {
          type: "paragraph",
          text: "Apple Maps in mainland China uses map data from AutoNavi, the Alibaba company that makes Amap, so its roads and places are accurate and it works without a VPN, with English labels for many landmarks. Google Maps relies on old data and its satellite layer and road map do not line up, so your dot can appear hundreds of meters from where you are standing.",
        },
        {
          type: "table",
          caption: "Map apps for visitors to mainland China",
          columns: ["Feature", "Amap", "Apple Maps", "Google Maps"],
          rows: [
            ["Works without a VPN", "Yes", "Yes", "Only with roaming data or a VPN"],
            ["English interface", "Yes, with gaps in place details", "Yes", "Yes"],
            ["Map accuracy in China", "Excellent", "Good (AutoNavi data)", "Poor, often out of date"],
            [
              "Metro and bus directions",
              "Detailed, with exits and live buses",
              "Available in major cities",
              "Patchy or missing",
            ],
            ["Ride-hailing", "Built in", "No", "No"],
            ["Restaurants and shops", "Very complete, mostly in Chinese", "Limited", "Sparse and outdated"],
            ["Offline maps", "City packs", "Varies by iOS version and region", "Offline areas, but old data"],
          ],
        },
        {
          type: "paragraph",
          text: "Our advice: make Amap your main map, keep Apple Maps on an iPhone as a fully English fallback, and leave Google Maps for checking things at home. Our full [Amap vs Google Maps comparison](/amap-vs-google-maps-china) goes deeper.",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Does Amap have an English version?",
      answer:
        "Yes. Switch the language to English in the app’s settings. Menus, navigation and major place names appear in English or pinyin, while many reviews and small business details stay in Chinese.",
    },
    {
      question: "Do I need a Chinese phone number to use Amap?",
      answer:
        "Not for maps, search or directions, which work without an account. Ride-hailing and saved places need you to sign in, and logging in with your Alipay account is usually the simplest option.",
    },
    {
      question: "Does Amap work without a VPN?",
      answer:
        "Yes. Amap is a Chinese app and works on any connection in China. If you run a VPN on a local SIM, exclude Amap from it for faster, more accurate results.",
    },
    {
      question: "Is Amap or Baidu Maps better for foreigners?",
      answer:
        "Both have excellent Chinese data. Amap is easier for most visitors because of its English interface and its link to Alipay for ride payments.",
    },
    {
      question: "Can I use Amap offline?",
      answer:
        "Partly. Download city packs on Wi-Fi to see the map and your location offline, but routes, live transit and ride-hailing need mobile data.",
    },
  ],
  relatedGuides: [
    { title: "Amap vs Google Maps in China", link: "/amap-vs-google-maps-china" },
    { title: "Navigate China Without Speaking Chinese", link: "/how-to-navigate-china-no-chinese" },
    { title: "How to Use Didi in China", link: "/how-to-use-didi-china" },
  ],
  seo: {
    title: "Amap English Guide: Gaode Maps for Foreigners (2025)",
    description:
      "How to use Amap (Gaode Maps) in English: language settings, searching, metro directions, ride-hailing, walking and offline maps, vs Apple and Google Maps.",
    keywords: [
      "Amap English",
      "Gaode Maps English",
      "how to use Amap in China",
      "Amap for foreigners",
      "best map app China",
      "Google Maps in China",
      "Apple Maps China",
      "China metro directions app",
    ],
  },
} satisfies ArticleInput;
