import type { ArticleInput } from "../schemas/article";

export default {
  slug: "is-china-safe-for-tourists",
  badge: "Updated for 2025",
  title: "Is China Safe for Tourists? Crime, Scams, Traffic and Air Quality",
  intro:
    "Short answer: yes. Violent crime against visitors is rare, cities are heavily policed and lit, and walking home at midnight in Beijing or Shanghai feels routine. The real risks are smaller and more predictable: a few well-rehearsed scams, pickpockets in crowds, chaotic traffic, and bad-air days in winter. This guide rates each risk, lists the emergency numbers, and explains how to sidestep the classic tourist scams.",
  schemaType: "Article",
  datePublished: "2025-01-15",
  dateModified: "2025-01-15",
  quickAnswer: {
    summary:
      "China is **very safe from violent crime** for foreign visitors, and most problems are avoidable with ordinary city sense. Watch your phone in crowds, refuse invitations from friendly strangers to tea houses or art shows, use official taxis or Didi, and look both ways twice at every crossing.",
    points: [
      "Emergency numbers: **110** police, **120** ambulance, **119** fire.",
      "Our editorial scores: violent crime 9.5/10, petty theft 7/10, traffic 6/10, scams 6.5/10 (10 = safest).",
      "The big three scams are the tea-house scam, the art-student scam and unlicensed taxis.",
      "Check the AQI daily and stay indoors when it exceeds 150.",
      "Carry your passport: hotels, trains and many sights require it.",
    ],
  },
  sections: [
    {
      id: "safety-scores",
      title: "How safe is China? Our editorial scores",
      blocks: [
        {
          type: "paragraph",
          text: "We score four risks on a 10-point scale, where 10 means you can almost forget about it. These ratings are **editorial**: they reflect our own judgment from travel in China and public information, not an official index or survey.",
        },
        {
          type: "table",
          caption: "Editorial safety scores for tourists in China (10 = safest)",
          columns: ["Risk", "Our score", "What it means for you"],
          rows: [
            [
              "Violent crime",
              "9.5/10",
              "Assaults and muggings of tourists are very rare; late-night streets in big cities feel safe",
            ],
            ["Petty theft", "7/10", "Pickpockets and phone thieves work crowded metros, stations and shopping streets"],
            ["Traffic", "6/10", "Silent e-scooters, turning cars and sidewalk riders are the biggest everyday danger"],
            ["Scams", "6.5/10", "A few targeted scams around famous sights; easy to avoid once you know them"],
          ],
        },
        {
          type: "paragraph",
          text: "Why so safe? Big Chinese cities have dense CCTV coverage, visible police and security posts, and bag scanners at the entrance of metro stations in most large cities. Penalties are severe, and serious crime against foreigners draws heavy attention from the authorities. That does not make China risk-free, but it shifts your attention from personal safety to money, traffic and health.",
        },
      ],
    },
    {
      id: "theft",
      title: "Petty theft: protect your phone first",
      blocks: [
        {
          type: "paragraph",
          text: "Most visitors pay for everything by phone now, so thieves target phones rather than wallets. Your phone is also your map, translator, train ticket and payment card, so losing it costs far more than its price. The hot spots are the usual ones: packed metro cars at rush hour, railway station concourses, night markets, and shopping streets such as Wangfujing in Beijing and East Nanjing Road in Shanghai.",
        },
        {
          type: "list",
          items: [
            "Keep your phone in a front pocket or a zipped cross-body bag, never in a back pocket or an open tote.",
            "Use a wrist strap or lanyard when taking photos from bridges and viewpoints.",
            "Set a strong lock screen and turn on Find My (iPhone) or Find My Device (Android) before you fly.",
            "Keep your passport in the hotel safe unless you need it that day, and a photo of its main page on your phone and in email.",
            "Carry a cash backup of ¥300-500 in a separate place from your phone, with about ¥100 on you each day.",
          ],
        },
        {
          type: "quote",
          text: "Our September 2025 trip ran for 14 days without a single cash payment. That made the phone the one thing we guarded constantly: front pocket on the metro, strap on at viewpoints, and a charged power bank in the bag so it never died when we needed to pay or navigate.",
          attribution: "Our September 2025 trip, Beijing to Shanghai",
        },
      ],
    },
    {
      id: "scams",
      title: "Common scams and how to avoid them",
      blocks: [
        {
          type: "paragraph",
          text: "China’s tourist scams are old and well documented. They cluster around places where foreigners walk: Tiananmen Square, Wangfujing and Qianmen in Beijing; People’s Square, East Nanjing Road and the Bund in Shanghai. All of them start with a friendly approach in good English.",
        },
        {
          type: "list",
          items: [
            "**The tea-house scam.** Two young people ask to practice their English, then suggest a traditional tea ceremony nearby. After a few small cups you get a bill for ¥1,000 or more, sometimes with a menu you never saw, and staff block the door until you pay. **Avoid it:** politely decline any invitation from strangers to a tea house, bar or karaoke room. If you want a tea tasting, choose the shop yourself and ask for prices first.",
            "**The art-student scam.** Friendly “art students” invite you to their class exhibition, then pressure you to buy prints described as original paintings at many times their real value. **Avoid it:** say no thanks and keep walking. Genuine students do not recruit buyers on the street, and real galleries show prices on the wall.",
            "**Fake and unlicensed taxis.** Touts at airport arrivals halls and railway station exits offer a “taxi” that turns out to be a private car charging several times the metered fare. **Avoid it:** follow the signs to the official taxi rank, or book through Didi, which shows the price and the car’s plate number in advance. Check the meter is running when you set off.",
            "**Fake tour buses.** Near Qianmen and Tiananmen, sellers offer cheap “Great Wall” day trips that spend more time in jade and silk shops than on the wall. **Avoid it:** book tours through your hotel or an established platform, and read what is included.",
          ],
        },
        {
          type: "prosCons",
          pros: [
            "Scams are non-violent and follow a script you can spot",
            "Cashless payments leave a record you can show police",
            "Didi and official taxis remove most transport tricks",
          ],
          cons: [
            "Scammers speak good English and seem genuinely friendly",
            "Hotspots are exactly where first-time visitors spend their days",
            "Once you have paid, getting money back is hard",
          ],
        },
        {
          type: "tip",
          title: "If you think you are being scammed",
          text: "Stay calm, do not hand over your passport, and say you will call the police on **110**. Most scammers back off at that point. If you have already paid by Alipay or WeChat Pay, screenshot the transaction and report it to the police and the app’s customer service the same day.",
        },
      ],
    },
    {
      id: "traffic",
      title: "Traffic: the biggest everyday risk",
      blocks: [
        {
          type: "paragraph",
          text: "Traffic earns our lowest score for a reason. Cars may turn right on a red light and will not always stop for pedestrians on crossings. Electric scooters and delivery riders are silent, fast, and often ride on sidewalks or against the flow. Even a green walk signal does not guarantee a clear road.",
        },
        {
          type: "list",
          items: [
            "Look both ways on every road, including one-way streets and bike lanes.",
            "Cross with a group of locals at busy junctions; use pedestrian bridges and underpasses where they exist.",
            "Keep off the outer edge of sidewalks, where scooters overtake.",
            "In taxis and Didi cars, use the rear seat belt even if the driver shrugs at it.",
          ],
        },
        {
          type: "paragraph",
          text: "For longer trips, China’s high-speed trains and metros are very safe and the easiest way to avoid the roads altogether. Our [metro guide](/how-to-use-chinese-metro) and [Didi guide](/how-to-use-didi-china) cover both.",
        },
      ],
    },
    {
      id: "emergency-numbers",
      title: "Emergency numbers and what to do",
      blocks: [
        {
          type: "table",
          caption: "Emergency numbers in mainland China (calls are free)",
          columns: ["Number", "Service", "Notes"],
          rows: [
            [
              "110",
              "Police",
              "Crime, theft, scams, lost passport reports; big-city centers can often find an English speaker",
            ],
            ["120", "Ambulance", "Medical emergencies; you pay for the ambulance and for hospital treatment"],
            ["119", "Fire", "Fires and rescue"],
            ["122", "Traffic police", "Road accidents"],
          ],
        },
        {
          type: "paragraph",
          text: "Save your hotel’s address in Chinese on your phone so you can show or read it to an operator, and save your embassy’s emergency number too. Public hospitals usually ask for payment or a deposit before treatment, so travel insurance that covers China is essential. Large cities have international clinics, such as Beijing United Family Hospital and Shanghai United Family Hospital, with English-speaking staff and higher prices.",
        },
        {
          type: "tip",
          tone: "note",
          title: "Lost passport",
          text: "Report it to the police first (110 or the nearest station) to get a loss report, then contact your embassy for an emergency travel document. You will also need a new exit visa or stay permit from the local exit-entry administration before you can leave, so allow several working days.",
        },
      ],
    },
    {
      id: "air-quality-and-health",
      title: "Air quality, water and health",
      blocks: [
        {
          type: "paragraph",
          text: "Air pollution has dropped sharply across Chinese cities over the past decade, but northern cities can still have bad days in winter, and spring brings dust storms in Beijing. Check the Air Quality Index every morning in your phone’s weather app. **When the AQI exceeds 150, stay indoors** or switch to museums and malls, and wear a KN95 or N95 mask outside. Masks cost from about ¥5 at any pharmacy.",
        },
        {
          type: "list",
          items: [
            "**Tap water:** do not drink it unboiled. Hotels provide kettles or bottled water, and a bottle costs about ¥2-4 in shops.",
            "**Food:** busy street stalls with fast turnover are usually fine; be cautious with raw dishes and ice in small places if you have a sensitive stomach.",
            "**Heat:** summer highs pass 35°C in Beijing, Xi’an and Shanghai; drink more than you think you need.",
            "**Altitude:** Lhasa sits at about 3,650 m; rest on your first day and see a doctor if headaches worsen. For Tibet itself, foreigners also need a permit, which only a licensed agency can arrange, and must travel with a guide.",
            "**Pharmacies:** marked with a green cross and common in every city; bring any prescription medicine in its original box.",
          ],
        },
      ],
    },
    {
      id: "rules-and-law",
      title: "Rules that keep you out of trouble",
      blocks: [
        {
          type: "paragraph",
          text: "Most safety problems for foreigners in China are paperwork problems. Know these rules and you will have no trouble with the authorities.",
        },
        {
          type: "list",
          items: [
            "**Carry your passport.** You need it for hotels, trains, many museums and occasional police checks.",
            "**Register your address.** Foreigners must be registered at an address within 24 hours of arrival. Hotels do it at check-in; if you stay in a private home, go to the local police station with your host.",
            "**Do not photograph military sites or police operations,** and do not fly drones without permission; much of central Beijing is a no-fly zone.",
            "**Drug laws are extremely strict,** with long prison terms and deportation.",
            "**Avoid protests and political gatherings,** and be careful what you post publicly while in the country.",
            "**Check visa rules before you go.** Entry rules change often. Many passports currently qualify for 30-day visa-free entry, and eligible travelers can transit visa-free for up to 240 hours at designated ports; check the current list for your nationality.",
          ],
        },
        {
          type: "paragraph",
          text: "Staying connected is part of staying safe. A roaming eSIM keeps Google, WhatsApp and your email working without a VPN, which matters if you need to reach family or your insurer in a hurry; see our [eSIM guide](/china-esim-guide).",
        },
      ],
    },
    {
      id: "solo-and-women-travelers",
      title: "Solo and women travelers",
      blocks: [
        {
          type: "paragraph",
          text: "China is generally a comfortable country for solo travelers, including women. Harassment on the street is uncommon, and late-night metros and convenience stores are busy with locals. The usual precautions still apply: share your live location with someone at home, keep drinks in sight in bars, and use ride-hailing rather than hailing unmarked cars at night.",
        },
        {
          type: "list",
          items: [
            "In Didi, use the in-app trip sharing and the emergency button in the safety menu.",
            "Choose hotels near a metro station so late returns are short walks on lit streets.",
            "Hostel dorms cost about ¥50-100 a night and some offer female-only rooms; hotels run about ¥200-500.",
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Is China safe to visit right now?",
      answer:
        "Yes. Violent crime against tourists is rare and big cities are well policed. Check your government’s travel advice before you go, and read the latest entry rules, which change often.",
    },
    {
      question: "What is the emergency number in China?",
      answer:
        "Dial 110 for police, 120 for an ambulance and 119 for fire. Calls are free, but a data-only eSIM cannot make them: keep your home SIM active for roaming calls, or ask your hotel or a shop to call for you.",
    },
    {
      question: "Is it safe to walk at night in Chinese cities?",
      answer:
        "In central areas of big cities, yes; streets are lit, busy and covered by cameras. The bigger night-time risk is traffic, especially fast electric scooters without lights.",
    },
    {
      question: "What should I do if a stranger invites me for tea?",
      answer:
        "Say no politely and move on. The tea-house scam starts exactly this way and ends with a bill of ¥1,000 or more. If you want tea, pick a shop yourself and check the price list first.",
    },
    {
      question: "Do I need a mask for the air pollution?",
      answer:
        "Not on most days. Pack a few KN95 masks for winter in the north and spring dust storms, and stay indoors when the AQI exceeds 150.",
    },
  ],
  relatedGuides: [
    { title: "How to Use Didi in China", link: "/how-to-use-didi-china" },
    { title: "China eSIM Guide", link: "/china-esim-guide" },
    { title: "Best Time to Visit China", link: "/best-time-to-visit-china" },
  ],
  seo: {
    title: "Is China Safe for Tourists? 2025 Safety Guide",
    description:
      "How safe is China for tourists? Our editorial crime, theft, traffic and scam scores, emergency numbers, AQI advice and how to avoid the tea-house scam.",
    keywords: [
      "is China safe for tourists",
      "China travel safety",
      "China tourist scams",
      "tea house scam China",
      "China emergency numbers",
      "China air quality AQI",
      "solo travel China safety",
    ],
  },
} satisfies ArticleInput;
