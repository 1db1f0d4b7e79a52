import type { Solution } from "../schemas/solution";

export default {
  slug: "pay-china-without-cash",
  title: "How to Pay in China Without Cash",
  heroImage: { icon: "wallet", alt: "Phone scanning a street vendor’s QR code to pay" },
  timeNeeded: "About 1 hour of setup before you fly",
  problem: [
    "Everyone says China is cashless, and it is: noodle shops, fruit stalls, taxis and temple gift shops all pay by QR code. But your Visa card is useless at most of those counters, and if you hand over a ¥100 note for a ¥12 lunch, the owner may have to go next door for change.",
    "You want a setup that works at a street stall as well as a hotel desk, a plan for when a payment fails, and a clear answer on how much cash to carry, if any.",
  ],
  personalAnecdote:
    "On our 14-day trip in September 2025 we paid for everything, from a ¥4 bottle of water in Beijing to hotel nights in Shanghai, without spending the ¥400 in notes we carried. The one wobble came in Xi’an’s Muslim Quarter, where a persimmon-cake vendor’s Alipay code gave us “payment failed” twice. We scanned the WeChat Pay code on the same stand and paid in seconds. After that we kept both apps logged in and ready.",
  quickSolution: {
    tldr: "Set up Alipay as your main wallet and WeChat Pay as the backup, each linked to a Visa or Mastercard, then learn the two ways to pay: scan the vendor’s code or show yours. Use your physical card at hotels and big stores, and keep ¥300-500 in cash for emergencies, with about ¥100 on you each day.",
    keyPoints: [
      "Alipay is accepted at about 95% of vendors; WeChat Pay covers most of the rest.",
      "Visa and Mastercard are the safe choices in both apps; don’t rely on Amex or Discover.",
      "Foreign-card payments of ¥200 or less are currently fee-free on Alipay; above that, expect 2-3%.",
      "Every payment is confirmed with your 6-digit payment password or your phone’s face or fingerprint unlock.",
    ],
  },
  stepByStep: [
    {
      step: 1,
      title: "Set up Alipay first, then WeChat Pay",
      description:
        "Alipay is the wallet to get right: setup takes 10-15 minutes, works with a foreign phone number and links directly to your card. Follow our [Alipay setup guide](/how-to-use-alipay-china-foreign-card). Then add [WeChat Pay](/how-to-use-wechat-pay-tourist) as the backup; it can ask for verification by an existing WeChat user of 6+ months, so start a few days before you fly. The [Alipay vs WeChat Pay comparison](/alipay-vs-wechat-pay-tourists) explains where each one is stronger.",
      tips: [
        "Link two cards from different banks. If one issuer blocks a payment, switching cards takes seconds.",
        "Turn on travel notifications in your banking app so the first charge from China isn’t flagged.",
      ],
    },
    {
      step: 2,
      title: "Learn the two ways to pay",
      description:
        "**You scan them:** small shops and stalls display a printed QR code by the register. Tap **Scan** in Alipay (or **+** then **Scan** in WeChat), point the camera, type the amount in yuan, check the shop name and confirm with your password. Show the success screen to the vendor. **They scan you:** supermarkets, chains and convenience stores have a scanner at the till. Open your payment code (the **Pay** button in Alipay’s top row, or **+** then **Money** in WeChat) and hold it up.",
      tips: [
        "Blue branding means Alipay and green means WeChat Pay; many stalls show a single code that accepts both.",
        "When you type the amount yourself, check it before confirming: the app pays exactly what you enter.",
      ],
    },
    {
      step: 3,
      title: "Cover transport and tickets with the same apps",
      description:
        "City travel runs on the same wallets. Metro gates take the Alipay ride code, and in Beijing and Shanghai a contactless card ([metro how-to](/how-to-use-chinese-metro)). [DiDi](/how-to-use-didi-china) charges your linked card automatically, and most street taxis display a QR code you can scan at the end of the ride. Train and attraction tickets are sold online against your passport, paid by card or wallet, so you never queue at a cash window.",
    },
    {
      step: 4,
      title: "Know where your physical card still works",
      description:
        "International hotels, most mid-range hotels in big cities, airports, large malls and department stores take Visa and Mastercard at the terminal. Use the card for big bills there: it avoids the wallet fee on payments over ¥200. If the terminal offers to charge you in your home currency, decline and pay in yuan (CNY); the conversion offered at the till usually comes with a worse rate.",
    },
    {
      step: 5,
      title: "Keep a small cash backup",
      description:
        "Withdraw ¥300-500 at an airport ATM on arrival (Bank of China and ICBC machines accept foreign Visa and Mastercard) and carry about ¥100 a day in small notes. Cash covers the rare moments when your phone dies, the network drops, or a rural stall or temple donation box has no code. Businesses are legally required to accept yuan banknotes, but a small stall may not have change for a ¥100 note, so break large notes at a supermarket.",
      tips: [
        "A flat battery is the real risk of a cashless day. Carry a power bank, or rent one from the stations in restaurants and malls by scanning their code.",
        "Since mid-2025, power banks without China’s 3C safety mark can be refused on domestic flights; check yours before flying between cities.",
      ],
    },
  ],
  troubleshooting: [
    {
      issue: "Alipay shows “payment failed” or a security check",
      solution:
        "Most failures come from your card issuer declining a foreign charge, or from Alipay’s fraud checks. Switch to your second linked card, check your banking app for a blocked transaction, and turn off any VPN before retrying. If it still fails, pay through WeChat Pay and sort out the card later over Wi-Fi.",
    },
    {
      issue: "The vendor only shows a WeChat code, or only an Alipay code",
      solution:
        "Open the other app; this is exactly why you set up both. If the vendor has only a personal collection code and both apps refuse it, ask the vendor to scan your payment code instead, or pay the small amount in cash.",
    },
    {
      issue: "No signal in a basement food court",
      solution:
        "Scanning a vendor’s code needs data. Ask for the Wi-Fi password (say “WiFi mìmǎ?”, often printed on the wall), step outside to pay, or open your payment code while you still have signal and let the cashier scan it.",
    },
    {
      issue: "The vendor says my payment didn’t arrive",
      solution:
        "Don’t pay twice. Open the transaction in **Bills** and show the time, amount and merchant name. Most of the time the vendor is checking the other app or a different phone, and the record settles it.",
    },
  ],
  relatedSolutions: [
    {
      title: "How to Use Alipay in China with a Foreign Card",
      link: "/how-to-use-alipay-china-foreign-card",
      description: "The full Alipay setup: account, passport check, linking a Visa or Mastercard.",
    },
    {
      title: "How to Use WeChat Pay as a Tourist in China",
      link: "/how-to-use-wechat-pay-tourist",
      description: "Set up the backup wallet, including the verification step.",
    },
    {
      title: "How to Avoid Alipay Fees in China",
      link: "/how-to-avoid-alipay-fees",
      description: "Keep the 2-3% foreign-card fee off your biggest payments.",
    },
  ],
  seo: {
    title: "How to Pay in China Without Cash: A 2025 Setup",
    description:
      "Go cashless in China: Alipay as your main wallet, WeChat Pay as backup, where your Visa still works, what to do when payments fail and how much cash to carry.",
    keywords: [
      "pay in china without cash",
      "cashless china tourist",
      "how to pay in china",
      "alipay or cash china",
      "china qr code payment foreigner",
      "how much cash to bring to china",
      "visa card china",
    ],
  },
} satisfies Solution;
