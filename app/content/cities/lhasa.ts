import type { City } from "../schemas/city";

export default {
  cityName: "Lhasa",
  slug: "lhasa",
  nameZh: "拉萨",
  pinyin: "Lāsà",
  region: "tibet",
  heroImage: { alt: "The name Lhasa in Chinese characters, 拉萨 (Lāsà)" },
  bestMonth: "April-June & September-October",
  province: "Tibet Autonomous Region",
  population: "About 0.9 million",
  climate: "Cold semi-arid highland, about 3,650 m",
  safetyRating: "Generally Safe (7/10)",
  quickFacts: {
    language: "Tibetan and Mandarin; your licensed guide will speak English",
    currency: "Chinese yuan (CNY, RMB, ¥)",
    timezone: "China Standard Time (UTC+8)",
    bestTime:
      "April-June and September-October; the region usually closes to foreign visitors for several weeks around February-March",
  },
  intro:
    "Lhasa, at about 3,650 m, is the spiritual center of Tibetan Buddhism and one of the highest cities on earth. Pilgrims spin prayer wheels around the Jokhang Temple and the Potala Palace rises white and red over the valley. It is also the one place in this guide you cannot visit on your own: foreigners need a **Tibet Travel Permit**, arranged only through a licensed Tibetan travel agency, and must tour with a licensed guide. Plan it weeks ahead, and give your body two easy days to adjust.",
  peakSeason: [
    "**April to June** brings mild days of 15-22°C, clear skies and blossom in the Lhasa valley. **September and October** are just as good: dry, sunny and crisp, with the best mountain visibility for trips beyond the city. The holy month of Saga Dawa (late May or June) fills the pilgrim circuits.",
    "July and August are the rainy season, mostly at night, and the peak for domestic tourists; the Shoton Festival in August opens with a giant thangka unveiled at dawn at Drepung Monastery. From November to February, days are sunny and about 8-10°C, nights drop to -10°C, and rural pilgrims outnumber tourists.",
    "Tibet usually closes to foreign visitors for several weeks around Tibetan New Year and March; the dates are announced each year, so ask your agency. Avoid **Golden Week** (October 1-7, and May 1-5), when Potala Palace tickets are hardest to get and hotel prices climb.",
  ],
  topAttractions: [
    {
      name: "Potala Palace (布达拉宫)",
      description:
        "The former winter palace of the Dalai Lamas, thirteen stories of white and red walls on Marpo Ri hill. A set route climbs stone ramps and stairs through the White and Red Palaces, past the gilded tombs of past Dalai Lamas. Tickets cost ¥200 from May to October and ¥100 from November to April, must be reserved the day before with your passport, and give a timed entry; visits inside last about an hour, and photography is not allowed inside.",
      tip: "Schedule it for your third day or later, once you have acclimatized; the climb is steep at this altitude. For the classic photo, the one printed on the ¥50 note, walk up the viewpoint on Chakpori hill opposite the palace.",
    },
    {
      name: "Jokhang Temple and the Barkhor (大昭寺, 八廓街)",
      description:
        "Tibet’s holiest temple, founded in the 7th century, houses the Jowo Shakyamuni statue that pilgrims travel across the plateau to see. Outside, pilgrims prostrate full-length on the flagstones, and the Barkhor circuit, about 1 km of market streets, loops around the temple. Entry to the Jokhang costs about ¥85; the roof gives views over the square to the Potala.",
      tip: "Join the flow of pilgrims on the Barkhor early in the morning, always walking clockwise. Inside the temple, move with the queue, keep your voice low and leave your hat off.",
    },
    {
      name: "Sera Monastery debates (色拉寺)",
      description:
        "A large Gelug monastery founded in 1419 at the foot of the hills 5 km north of the center. Its fame is the afternoon debating session, when monks gather in a walled courtyard under the trees to quiz each other on doctrine, clapping their hands hard to punctuate each point. Entry is about ¥50.",
      tip: "Debates usually run from about 3pm to 5pm Beijing time from Monday to Saturday; confirm with your guide, as they stop on holidays. Photos in the courtyard are generally fine; do not step among the monks.",
    },
  ],
  gettingAround: {
    arrival:
      "You cannot board a flight or train to Lhasa without your Tibet Travel Permit, which your agency arranges with copies of your passport and Chinese visa, usually two to three weeks before departure. **Lhasa Gonggar International Airport (LXA)** is about 60 km south; your guide meets you, and the drive takes about an hour. Flights from Chengdu take about 2 hours. The **Qinghai-Tibet Railway** reaches Lhasa Station from Xining in about 21-22 hours, and longer from Chengdu or Beijing; carriages have supplementary oxygen. Visa-free transit rules generally do not cover Tibet, so ask your agency which entry types it accepts.",
    metro:
      "Lhasa has no metro. The old town is compact and best on foot, and city buses cost ¥1-2, though most of your sightseeing will be in the agency’s vehicle with your guide.",
    taxi: "Taxis and Didi are cheap, usually ¥10-20 within the city, and fine for evenings or a free afternoon near your hotel. Our [Didi guide](/how-to-use-didi-china) covers setup.",
    tips: [
      "In practice your guide must be with you at the major sights, and trips beyond Lhasa, such as Shigatse or Everest Base Camp, need extra permits that the agency adds to your itinerary.",
      "Compare licensed agencies; small group tours share the cost of guide and vehicle. See [group tour vs solo travel](/group-tour-vs-solo-travel-china).",
      "Carry your passport and permit copy at all times: there are police checks at the Barkhor entrances and on roads out of the city.",
      "Walk slowly, especially on stairs, for the first few days; even fit travelers are breathless here.",
      "Pay by Alipay in most shops and restaurants, but keep ¥100 in small notes for teahouses and offerings at temples.",
    ],
  },
  whereToStay: {
    intro:
      "Your agency books hotels that are licensed for foreign guests and registers you within 24 hours, but you can usually choose the area and the standard. Mid-range hotels cost about ¥200-500 a night. Ask for a room with an oxygen supply or a hotel with oxygen on request, and check that it has heating if you travel between November and March.",
    areas: [
      {
        name: "Barkhor and the Old Town",
        description:
          "Traditional Tibetan-style hotels with courtyards a few minutes from the Jokhang. The most atmospheric base, though cars cannot reach some hotels.",
        foreignerFriendly: true,
      },
      {
        name: "Beijing Middle Road near the Potala",
        description:
          "The main avenue between the Potala and the old town, with mid-range hotels, restaurants and supermarkets.",
        foreignerFriendly: true,
      },
      {
        name: "Norbulingka and western Lhasa",
        description:
          "Larger modern hotels near the Norbulingka summer palace, with more space, better heating and in-room oxygen. A short taxi ride from the old town, and quieter at night.",
        foreignerFriendly: true,
      },
    ],
  },
  whatToEat: {
    intro:
      "Tibetan food is built for cold and altitude: barley, butter, yak and mutton, with Nepali and Sichuan influence in Lhasa’s restaurants. Warm, simple meals help acclimatization; skip alcohol for the first days.",
    dishes: [
      {
        name: "Butter tea",
        nameZh: "酥油茶",
        description:
          "Black tea churned with yak butter and salt, more like a savory broth than tea. Hosts refill your cup after every sip.",
      },
      {
        name: "Sweet milk tea",
        nameZh: "甜茶",
        description:
          "Milky, sugary tea served by the glass in crowded teahouses around the Barkhor, where locals sit for hours.",
      },
      {
        name: "Tsampa",
        nameZh: "糌粑",
        description: "Roasted highland barley flour kneaded with butter tea into dough balls: the Tibetan staple.",
      },
      {
        name: "Tibetan noodles",
        nameZh: "藏面",
        description:
          "Soft wheat noodles in a clear yak-bone broth with minced yak meat and scallions. A cheap, warming breakfast at about ¥10-20 a bowl.",
      },
      {
        name: "Yak momos",
        nameZh: "牦牛肉包子",
        description: "Steamed dumplings stuffed with minced yak meat and onion, served with chili sauce.",
      },
    ],
  },
  safetyTips: {
    overall:
      "Crime against visitors is rare in Lhasa and there is a heavy police presence. The rating reflects altitude, which is a genuine health risk, and strict travel rules that can change at short notice. See [is China safe for tourists](/is-china-safe-for-tourists) for the wider picture.",
    tips: [
      "Altitude sickness is common on arrival: headache, nausea and breathlessness. Rest for the first 48 hours, drink plenty of water, avoid alcohol and hot showers on the first night, and ask your doctor before the trip about medication such as acetazolamide. If symptoms worsen, get oxygen and medical help and descend; ambulance 120.",
      "Never carry images or writings of the Dalai Lama, and do not discuss Tibetan politics in public; it can cause serious trouble for your guide and for local people.",
      "Do not photograph police, soldiers or checkpoints, and ask before photographing pilgrims or monks, especially inside temples, where photography is usually forbidden.",
      "Walk clockwise around temples, stupas and the Barkhor, and do not touch people’s heads or religious objects.",
      "UV is intense at 3,650 m: use high-factor sunscreen, lip balm and sunglasses. Stray dogs roam at night, so do not walk alone late in quiet lanes. Police 110.",
    ],
  },
  relatedCities: ["chengdu", "chongqing", "xian", "kunming", "beijing"],
  seo: {
    title: "Lhasa Travel Guide 2025: Permits, Altitude & Potala",
    description:
      "Lhasa in 2025: the Tibet Travel Permit and licensed guide rules, altitude advice, Potala Palace tickets, the Jokhang and Barkhor, Sera debates and Tibetan food.",
    keywords: [
      "Lhasa travel guide",
      "Tibet Travel Permit",
      "Lhasa altitude sickness",
      "Potala Palace tickets",
      "Jokhang Temple Barkhor",
      "Sera Monastery debate",
      "Qinghai-Tibet Railway",
      "best time to visit Lhasa",
    ],
  },
} satisfies City;
