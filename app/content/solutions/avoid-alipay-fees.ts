import type { Solution } from "../schemas/solution";

export default {
  slug: "avoid-alipay-fees",
  title: "How to Avoid Alipay Fees With a Foreign Card",
  heroImage: { icon: "wallet", alt: "Alipay payment screen listing the amount and a service fee before confirmation" },
  timeNeeded: "10 minutes of planning",
  problem: [
    "Alipay cost nothing for your coffee and metro rides, then a ¥680 hotel night showed up as ¥700.40 on your card statement, and your bank added its own foreign transaction fee on top.",
    "Each fee is small, but across two weeks of hotels, tickets and train fares they add up. You want to know which payments trigger a fee and how to route the big ones around it.",
  ],
  personalAnecdote:
    "At check-in in Shanghai in September 2025, the front desk offered to take payment by Alipay. The bill for our nights there was well over ¥200, so we handed over a Visa card instead and asked to be charged in yuan. That same week we paid for dozens of meals, metro rides and snacks by Alipay, almost all under ¥200 and free of fees. The few fees that did reach our statement came from park entry tickets we hadn’t bothered to pay another way.",
  quickSolution: {
    tldr: "Alipay currently waives its foreign-card fee on single payments of ¥200 or less and charges 2-3% above that. Keep everyday spending on Alipay, pay hotels and other big bills with your card directly in yuan, use a card without foreign transaction fees, and read the confirmation screen before entering your 6-digit password.",
    keyPoints: [
      "¥200 or less per payment: no Alipay fee at present. Above ¥200: 2-3%, worked out on the whole amount.",
      "Your own bank may add a foreign transaction fee; a card without one removes that second layer.",
      "WeChat Pay uses the same ¥200 threshold for foreign cards, so switching apps alone doesn’t avoid the fee.",
      "Skip the older Tour Pass prepaid balance if your app still offers it: its 5% top-up fee costs more than the card fee.",
    ],
  },
  stepByStep: [
    {
      step: 1,
      title: "Know exactly when the fee applies",
      description:
        "The fee is charged per payment, not per day. Ten ¥150 payments cost nothing extra; one ¥1,500 payment costs ¥30-45 on top. It applies when Alipay charges a linked foreign card, whether you scan a shop’s code, show your payment code or pay inside a mini program. Thresholds and rates have changed before, so treat the payment screen as the final word rather than any guide, this one included.",
      tips: ["Metro rides, meals, snacks, taxis and most DiDi trips fall under ¥200 and stay free."],
    },
    {
      step: 2,
      title: "Link a card without foreign transaction fees",
      description:
        "Every Alipay payment reaches your bank as an overseas transaction, and the exchange rate comes from your card network and issuer. Many standard cards add 1-3% for that, on top of any Alipay fee. Travel credit cards and multi-currency cards such as Wise or Revolut often charge little or nothing; check your provider’s current terms, then make that card the default in Alipay. Visa and Mastercard are the safe networks; don’t count on Amex or Discover. Our [Alipay setup guide](/how-to-use-alipay-china-foreign-card) covers adding and switching cards.",
    },
    {
      step: 3,
      title: "Pay the big bills with your card directly",
      description:
        "Route anything over ¥200 around the wallet where you can. Prepay hotels online with your card, or pay at the front desk of international and most mid-range city hotels by Visa or Mastercard. Book flights on airline or agency sites with your card. For trains, agencies such as Trip.com take foreign cards and add a trip service fee of about ¥10-20, which on a ¥600 fare is close to the 3% Alipay fee, so choose whichever is easier; see our [train booking guide](/how-to-book-china-train-foreign-passport).",
      tips: [
        "When a card terminal offers to charge you in your home currency, choose yuan (CNY). The home-currency option carries the terminal’s own exchange markup.",
      ],
    },
    {
      step: 4,
      title: "Split shared bills where the shop allows it",
      description:
        "At restaurants with a printed QR code on the wall, each person can scan the code and pay their share: a ¥360 dinner for two becomes two fee-free ¥180 payments. Ask first with a gesture at the code, because some tills can only close an order with one payment. Splitting one person’s large purchase into several smaller payments is the shop’s call; many cashiers can’t do it, so don’t push.",
    },
    {
      step: 5,
      title: "Read the confirmation screen every time",
      description:
        "Before you enter your 6-digit payment password, look at the payment details. If a service fee is listed and the amount is large, cancel and pay by card instead. After the trip, compare the **Bills** list in Alipay with your card statement, so you can tell Alipay’s fee apart from your bank’s.",
      tips: [
        "WeChat Pay ran a 2025 offer waiving the foreign-card fee on purchases within ¥1,000 a day for 60 days after you first link a card. If it’s still running, it’s worth setting up [WeChat Pay](/how-to-use-wechat-pay-tourist) early and using it for mid-sized payments.",
      ],
    },
  ],
  troubleshooting: [
    {
      issue: "I was charged extra on a payment under ¥200",
      solution:
        "Check which line on your statement carries the extra amount. A separate foreign transaction fee comes from your bank, not Alipay, and the fix is a different card. If the extra is inside the Alipay payment itself, open it in **Bills**, screenshot the details and contact Alipay’s in-app customer service.",
    },
    {
      issue: "The hotel or ticket office only takes Alipay or WeChat Pay",
      solution:
        "Pay the fee and keep it in perspective: on a ¥500 hotel night, 3% is ¥15. Next time, prepay that type of booking online with your card. Carrying ¥300-500 in cash also lets you cover a mid-sized bill fee-free when it really matters.",
    },
    {
      issue: "I topped up Tour Pass and have money left at the end of the trip",
      solution:
        "Unused Tour Pass balance is refunded to your card automatically after 90 days, so it isn’t lost, only tied up. On top of the 5% top-up fee, typical top-ups of ¥500-1,000 lock up money you could have kept on your card, which is why linking your card directly is the better setup.",
    },
  ],
  relatedSolutions: [
    {
      title: "How to Use Alipay in China with a Foreign Card",
      link: "/how-to-use-alipay-china-foreign-card",
      description: "Set up Alipay and link the right card from the start.",
    },
    {
      title: "How to Pay in China Without Cash",
      link: "/how-to-pay-china-without-cash",
      description: "The full cashless plan: two wallets, a physical card and a small cash backup.",
    },
    {
      title: "How to Book a China Train Ticket with a Foreign Passport",
      link: "/how-to-book-china-train-foreign-passport",
      description: "Book high-speed trains with your passport and compare payment options.",
    },
  ],
  seo: {
    title: "How to Avoid Alipay Fees on a Foreign Card in China",
    description:
      "Alipay waives its foreign-card fee up to ¥200 and charges 2-3% above. How to route big bills around it, pick the right card and check the fee before paying.",
    keywords: [
      "alipay fees foreign card",
      "alipay 3% fee",
      "alipay 200 yuan fee",
      "avoid alipay service fee",
      "alipay tour pass fee",
      "wechat pay foreign card fee",
      "no foreign transaction fee card china",
    ],
  },
} satisfies Solution;
