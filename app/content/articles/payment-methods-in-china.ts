import type { ArticleInput } from "../schemas/article";

export default {
  slug: "payment-methods-in-china",
  badge: "Updated for 2025",
  title: "Payment Methods in China: What Works for Tourists in 2025",
  intro:
    "China pays by phone. Visitors can join in, but only if the right pieces are in place before the plane lands: two wallet apps, two cards, a little cash and a data connection. This guide builds that payment kit step by step, rates each method honestly and tells you which one to reach for at a noodle stall, a metro gate or a hotel desk.",
  schemaType: "HowTo",
  datePublished: "2025-01-15",
  dateModified: "2025-01-15",
  quickAnswer: {
    summary:
      "Use Alipay as your main wallet, WeChat Pay as the second, a Visa or Mastercard for hotels and big bookings, and ¥300-500 in cash as the emergency layer. Set all of it up at home.",
    points: [
      "**Alipay (5/5):** accepted at about 95% of vendors, English interface, no helper needed to register.",
      "**WeChat Pay (5/5):** the same reach at counters, plus restaurant table codes and mini-programs.",
      "**Foreign cards directly (2/5):** fine at international hotels and airports, rarely at small vendors.",
      "**Cash (3/5):** always legal, awkward to use; carry about ¥100 a day and keep the rest in the hotel safe.",
    ],
  },
  tableOfContents: true,
  sections: [
    {
      id: "how-china-pays",
      title: "How China pays in 2025",
      blocks: [
        {
          type: "paragraph",
          text: "Almost every purchase in a Chinese city goes through a QR code: the vendor shows one and you scan it, or you show one and the vendor scans you. The two systems behind those codes are **Alipay** and **WeChat Pay**. Card terminals exist, but mostly in international hotels, airports, department stores and chain restaurants.",
        },
        {
          type: "paragraph",
          text: "For years that locked tourists out. Since 2023, both wallets let you link a foreign Visa or Mastercard and pay like a local, which changed the picture completely. The remaining gaps are small ones: a bank blocking a charge, a dead phone, a limit reached on a big day. A good payment kit covers each of them.",
        },
        {
          type: "tip",
          tone: "note",
          title: "Apple Pay and Google Pay",
          text: "Apple Pay with a foreign card only works where a terminal accepts your card contactless, which is rare outside international hotels and large chains. Don’t count on either phone wallet as a payment method in China.",
        },
      ],
    },
    {
      id: "payment-kit",
      title: "Build your payment kit before you fly",
      blocks: [
        {
          type: "paragraph",
          text: "Give yourself an evening at least a week before departure. Most of it is waiting for codes and verification results, which is easier at home than in an arrivals hall.",
        },
        {
          type: "steps",
          steps: [
            {
              name: "Choose two cards and tell your banks",
              text: "Pick two cards on **Visa or Mastercard**, ideally from different banks and without foreign-transaction fees. Switch on international and online payments in each banking app, and note each bank’s overseas phone number somewhere offline. Leave Amex and Discover at home as payment cards for this trip.",
            },
            {
              name: "Set up Alipay and link the first card",
              text: "Install Alipay, register with your phone number and passport, and link card one. It takes 10-15 minutes plus verification time. Our [Alipay guide](/how-to-use-alipay-in-china) covers every screen.",
            },
            {
              name: "Set up WeChat Pay and link the second card",
              text: "Register WeChat, pass the friend verification by an existing user of 6+ months if asked, verify your passport in the Wallet and link card two. The [WeChat Pay guide](/wechat-pay-for-foreigners) explains the verification.",
            },
            {
              name: "Get ¥300-500 in cash",
              text: "Order yuan from your bank or a currency exchange at home, or plan to withdraw at an airport ATM on arrival. Ask for some ¥20 and ¥10 notes; small vendors struggle to change ¥100.",
            },
            {
              name: "Arrange mobile data from the moment you land",
              text: "Both wallets need a data connection to pay. A roaming eSIM installed at home works as soon as you land; see the [China eSIM guide](/china-esim-guide).",
            },
            {
              name: "Save an offline safety file",
              text: "Screenshot your passport data page, your visa or entry details, both banks’ emergency numbers and your hotel address in Chinese. Keep a copy in your phone’s photos and one in the cloud you can reach from another device.",
            },
          ],
        },
        {
          type: "tip",
          tone: "tip",
          title: "Split the cards across the apps",
          text: "Link different cards to Alipay and WeChat Pay, but add both cards to both apps if you can. If one bank blocks a payment, you switch card or switch app and carry on.",
        },
      ],
    },
    {
      id: "ratings",
      title: "Every payment method, rated",
      blocks: [
        {
          type: "paragraph",
          text: "These ratings are editorial: our judgment of how useful each method is to a first-time visitor in 2025, on a scale of 5. They are not survey results.",
        },
        {
          type: "ratings",
          entries: [
            {
              name: "Alipay",
              rating: 5,
              pros: [
                "Accepted at about 95% of vendors",
                "English interface and registration without a helper",
                "Metro QR codes and DiDi rides in the same app",
                "No fee on single payments of ¥200 or less",
              ],
              cons: [
                "2-3% fee on larger foreign-card payments",
                "Daily limit of about ¥2,000",
                "Needs data and a charged phone",
              ],
              verdict: "Your main wallet. Set it up first, link your best card and use it for nearly everything.",
            },
            {
              name: "WeChat Pay",
              rating: 5,
              pros: [
                "Same everyday reach at counters and stalls",
                "Restaurant table-code ordering and ticket mini-programs",
                "You’ll want WeChat for messaging anyway",
              ],
              cons: [
                "New accounts may need verification by a 6-month user",
                "No red packets or transfers with a foreign card",
                "Menus and mini-programs often in Chinese",
              ],
              verdict: "The essential second wallet. It rescues you when Alipay or your bank has a bad day.",
            },
            {
              name: "Foreign cards directly",
              rating: 2,
              pros: [
                "Work at international hotels, airports and big malls",
                "Good for large bills above wallet limits",
                "Familiar fraud protection from your bank",
              ],
              cons: [
                "Most small vendors have no card terminal",
                "Taxis, markets and street food won’t take them",
                "Amex and Discover rarely accepted",
              ],
              verdict:
                "Bring them for hotels and bookings, and as the cards behind your wallets, not as your main way to pay.",
            },
            {
              name: "Cash",
              rating: 3,
              pros: [
                "Legal tender that vendors are expected to accept",
                "Works with a dead phone or a blocked card",
                "No foreign-card fee once withdrawn",
              ],
              cons: [
                "Vendors often lack change for ¥100 notes",
                "ATM and exchange fees",
                "Slower, and you’ll stand out in a queue",
              ],
              verdict: "The emergency layer. Carry ¥300-500 as backup and about ¥100 on you each day.",
            },
          ],
        },
      ],
    },
    {
      id: "foreign-cards",
      title: "Using foreign cards directly",
      blocks: [
        {
          type: "paragraph",
          text: "Since 2024, China has pushed big hotels, airports, stations and tourist-area shops to accept foreign cards, and you’ll see Visa and Mastercard logos more than before. The gap remains everywhere else: a family noodle shop, a fruit cart or a taxi has a QR code, not a terminal.",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "**Hotels:** international and upscale domestic chains take cards at the front desk, usually with a deposit hold at check-in.",
            "**Bookings:** train tickets, flights and hotels booked online through international sites charge your card directly.",
            "**ATMs:** Bank of China, ICBC, China Construction Bank and Agricultural Bank of China machines commonly accept foreign cards. Look for the Visa, Mastercard, Plus or Cirrus logo, and expect a fee from both banks.",
            "**UnionPay cards:** if your bank issued you a UnionPay card, it works at far more terminals than Visa or Mastercard.",
          ],
        },
        {
          type: "paragraph",
          text: "Big bills are where direct card use shines. A hotel stay over several nights can exceed the wallet limit of about ¥2,000 a day, and paying by card at the desk avoids that ceiling.",
        },
        {
          type: "tip",
          tone: "tip",
          title: "Always pay in yuan",
          text: "If a card terminal or ATM offers to charge you in your home currency, decline and choose yuan. That offer, called dynamic currency conversion, uses the machine’s exchange rate, which is almost always worse than your bank’s.",
        },
      ],
    },
    {
      id: "cash",
      title: "Cash: how much and how to carry it",
      blocks: [
        {
          type: "paragraph",
          text: "The yuan (CNY, also called RMB, written ¥) comes in notes of ¥1, ¥5, ¥10, ¥20, ¥50 and ¥100, plus coins. Cash remains legal tender, and the central bank has told businesses not to refuse it, yet many young vendors simply have no change in the till.",
        },
        {
          type: "paragraph",
          text: "Bring **¥300-500 as a backup** and carry **about ¥100 a day**, in small notes, with the rest in your hotel safe. That covers a meal, a taxi and a metro ticket on a day when your phone dies or your bank freezes a card.",
        },
        {
          type: "paragraph",
          text: "Where to get it: exchange counters at airports are convenient but usually give the weakest rates, while a bank ATM in the arrivals hall normally beats them even after fees. If you exchange cash at a bank, keep the receipt; banks may ask for it when you change leftover yuan back before flying home.",
        },
        {
          type: "prosCons",
          pros: [
            "Works without battery, signal or a bank’s approval.",
            "Useful at rural stalls and with older vendors.",
            "Keeps small spending separate from your cards.",
          ],
          cons: [
            "Change for ¥100 notes is often unavailable.",
            "Exchange rates and ATM fees eat into it.",
            "Loss or theft is final, unlike a card.",
          ],
        },
        {
          type: "quote",
          text: "Our 14-day trip in September 2025 ran fully cashless across Beijing, Xi’an, Zhangjiajie and Shanghai. We’d still pack a cash backup next time, because a single bank block on the wrong day is all it takes.",
          attribution: "Our September 2025 trip, Xi’an",
        },
      ],
    },
    {
      id: "which-method-when",
      title: "Which method to use where",
      blocks: [
        {
          type: "table",
          caption: "Best payment method by situation",
          columns: ["Situation", "First choice", "Backup"],
          rows: [
            ["Street food and small shops", "Alipay scan", "WeChat Pay or cash"],
            ["Restaurants with table QR codes", "WeChat Pay", "Alipay at the counter"],
            ["Metro (¥3-6 a ride)", "Alipay transport code", "Ticket machine with a wallet scan"],
            ["Taxis and ride-hailing", "DiDi inside Alipay", "Cash for street taxis"],
            ["Hotels", "Card at the desk or prepaid booking", "Alipay within the daily limit"],
            ["Museums and sights", "Online booking with passport", "Wallet at the ticket window"],
            ["Convenience stores", "Show your payment code", "Cash"],
          ],
        },
        {
          type: "paragraph",
          text: "Tipping isn’t customary in China, so you won’t need cash for that. For rides, [using DiDi](/how-to-use-didi-china) through Alipay is usually easier than hailing a street taxi and explaining your destination.",
        },
      ],
    },
    {
      id: "when-it-goes-wrong",
      title: "When a payment fails",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "Check your banking app for a fraud alert and approve it; this fixes most “payment failed” messages.",
            "Switch to the other card inside the same app.",
            "Switch apps: if Alipay fails, try WeChat Pay, and the reverse.",
            "Ask if the vendor can scan your code instead of you scanning theirs, or the other way round.",
            "Pay cash, and tell your bank about the problem when you’re back on Wi-Fi.",
          ],
        },
        {
          type: "tip",
          tone: "warning",
          title: "A dead phone is a payment failure",
          text: "Carry a small power bank. Shared power banks can be rented by scanning a code in many malls and restaurants, but foreign accounts may be asked for a deposit, and they only help if your phone still has enough charge to scan.",
        },
        {
          type: "paragraph",
          text: "More fixes for specific situations are in our page on [paying in China without cash](/how-to-pay-china-without-cash).",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "What is the best way for a tourist to pay in China?",
      answer:
        "Alipay linked to a Visa or Mastercard, with WeChat Pay as a second wallet. Both are accepted almost everywhere, and together they cover nearly every purchase.",
    },
    {
      question: "How much cash should I bring to China?",
      answer:
        "¥300-500 as an emergency backup, with about ¥100 carried each day in small notes. Keep the rest in the hotel safe.",
    },
    {
      question: "Can I use my credit card in China?",
      answer:
        "At international hotels, airports and large stores, usually yes with Visa or Mastercard. At small restaurants, markets and taxis, rarely. Link the card to Alipay and WeChat Pay instead.",
    },
    {
      question: "Are the payment ratings on this page based on a survey?",
      answer:
        "No. The ratings are editorial, our judgment of how useful each method is for a first-time visitor in 2025.",
    },
  ],
  relatedGuides: [
    { title: "How to Use Alipay in China", link: "/how-to-use-alipay-in-china" },
    { title: "WeChat Pay for Foreigners", link: "/wechat-pay-for-foreigners" },
    { title: "Pay in China Without Cash", link: "/how-to-pay-china-without-cash" },
  ],
  seo: {
    title: "Payment Methods in China for Tourists (2025)",
    description:
      "Alipay, WeChat Pay, foreign cards or cash? Build a complete payment kit before you fly, see our ratings of each method and learn what works where in China.",
    keywords: [
      "payment methods in china",
      "how to pay in china as a tourist",
      "can i use credit card in china",
      "cash in china tourist",
      "alipay or wechat pay",
      "china payment apps foreigners",
      "how much cash to bring to china",
    ],
  },
} satisfies ArticleInput;
