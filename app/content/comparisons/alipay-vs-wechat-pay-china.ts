import type { Comparison } from "../schemas/comparison";

export default {
  slug: "alipay-vs-wechat-pay-china",
  metaTitle: "Alipay vs WeChat Pay in China: Full 2025 Comparison",
  metaDescription:
    "Alipay vs WeChat Pay for foreigners in China, feature by feature: account setup, card linking, fees, limits, acceptance, ride codes and mini-programs.",
  keywords: [
    "alipay vs wechat pay",
    "alipay or wechat pay china",
    "wechat pay foreign card",
    "alipay foreign card fee",
    "china mobile payment comparison",
    "alipay limits foreigners",
    "wechat mini programs foreigners",
  ],
  optionAName: "Alipay",
  optionBName: "WeChat Pay",
  logos: {
    optionA: { monogram: "A", color: "#1677FF" },
    optionB: { monogram: "W", color: "#07C160" },
  },
  category: "payments",
  headline:
    "Both wallets take overseas cards now; they differ in how you get in, what they cost in practice and what lives inside each app.",
  subheadline:
    "A feature-by-feature look at China’s two payment systems for anyone paying in yuan with a foreign card: registration, verification, fees, limits, acceptance, transit codes and the mini-programs that run daily life.",
  quickWinner: "A",
  quickVerdict:
    "**Alipay** is the stronger primary wallet for most foreigners. Registration takes 10-15 minutes with a passport and an overseas phone number, the English interface goes deeper, and it is accepted at about 95% of vendors. **WeChat Pay** is the essential second wallet, because a large share of restaurant ordering, ticket booking and small-business commerce runs inside WeChat itself. Set up both; lead with Alipay.",
  comparisonTable: [
    {
      feature: "Registration with an overseas phone number",
      optionA: "Yes, about 10-15 minutes",
      optionB: "Yes, but new accounts are often held for verification",
      winner: "A",
    },
    {
      feature: "Identity check",
      optionA: "Passport details and photo inside the app",
      optionB: "Passport for Pay; the account itself may need an existing user of 6+ months to verify you",
      winner: "A",
    },
    { feature: "Works without a Chinese bank account", optionA: true, optionB: true, winner: "tie" },
    {
      feature: "Card networks to rely on",
      optionA: "Visa and Mastercard (Amex and Discover do not work)",
      optionB: "Visa and Mastercard are the safe choice",
      winner: "tie",
    },
    {
      feature: "Foreign-card fee",
      optionA: "2-3%, currently waived on single payments of ¥200 or less",
      optionB: "2-3% on larger payments; small payments usually free, check the current threshold",
      winner: "tie",
    },
    {
      feature: "Spending limits",
      optionA: "About ¥2,000 a day on a typical foreign-card account",
      optionB: "Per-payment and yearly caps on foreign cards; shown in the app",
      winner: "depends",
    },
    {
      feature: "Merchant acceptance",
      optionA: "About 95% of vendors",
      optionB: "Similar reach; some stalls display only a WeChat code",
      winner: "tie",
    },
    {
      feature: "English interface depth",
      optionA: "Full English mode, many services translated",
      optionB: "English menus, but most mini-programs stay in Chinese",
      winner: "A",
    },
    {
      feature: "Metro and bus ride codes",
      optionA: "Transport code works in many large cities, including Beijing and Shanghai",
      optionB: "Available in many cities; activation with a foreign card is less consistent",
      winner: "A",
    },
    {
      feature: "Mini-programs for food, tickets and bookings",
      optionA: "Solid catalogue: DiDi, hotels, trains, city services",
      optionB: "The largest catalogue: restaurant QR menus, museum reservations, local shops",
      winner: "B",
    },
    { feature: "DiDi ride-hailing built in", optionA: true, optionB: true, winner: "tie" },
    { feature: "Transfers and red packets with a foreign card", optionA: false, optionB: false, winner: "tie" },
    { feature: "Messaging app included", optionA: false, optionB: true, winner: "B" },
  ],
  optionAReview: {
    whatItIs:
      "Alipay (支付宝) is Ant Group’s payment super-app and the default way hundreds of millions of people in China pay for things. It lets foreigners register with an overseas number and link an international card directly, so every QR payment is charged to your own bank in yuan. Behind the pay button sits a hub of services: transit codes, DiDi, hotel and train bookings, and a translation tool.",
    pros: [
      "**Fast onboarding**: phone number, passport, card and a 6-digit payment password, and you are done in 10-15 minutes.",
      "Accepted at about 95% of vendors, from convenience stores to noodle shops and ticket windows.",
      "No foreign-card fee is charged right now when one payment stays at ¥200 or under, the range of nearly every meal, metro ride and taxi.",
      "The **Transport** section generates metro and bus QR codes in many large cities, so you rarely queue at ticket machines.",
      "English mode reaches further into the app than WeChat’s, including many mini-programs and the help center.",
    ],
    cons: [
      "A 2-3% fee applies on larger payments, which adds up on hotel bills and long-distance train tickets.",
      "Amex and Discover cards do not work; bring a Visa or Mastercard.",
      "The daily limit, about ¥2,000 on a typical foreign-card account, can block a big purchase at the register.",
      "Your bank’s fraud filter may decline the first charge from China until you approve it.",
      "Sending money to friends and red packets are not available with a foreign card.",
    ],
    bestFor: [
      "Anyone who needs one reliable wallet from the first day, with minimal setup friction.",
      "Independent travelers who want metro codes, DiDi and bookings in a single English-language app.",
      "Longer stays where most spending is small, frequent payments under ¥200.",
    ],
    ourExperience:
      "Across Beijing, Xi’an, Zhangjiajie and Shanghai, the four stops of our two-week trip in September 2025, Alipay carried almost every payment: breakfast stalls, metro gates, DiDi rides, entrance tickets and hotels. We never needed cash. Our advice from that trip: tell your bank you are traveling, and keep its app handy in case it asks you to approve the first charge from China.",
  },
  optionBReview: {
    whatItIs:
      "WeChat Pay (微信支付) is the payment layer of Tencent’s WeChat (Weixin), the messaging app nearly everyone in China uses. It supports international Visa and Mastercard cards for QR payments, but you first need a working WeChat account, and that is where foreigners most often get stuck. Its real strength is the mini-program world: thousands of restaurants, museums and small shops run their ordering and booking systems inside WeChat.",
    pros: [
      "Restaurant table QR codes frequently open a WeChat mini-program menu, and paying there is seamless with WeChat Pay.",
      "Many attractions and museums take real-name reservations through WeChat official accounts and mini-programs.",
      "Messaging is built in, so hotels, guides and drivers can send you locations and confirmations in the same app you pay with.",
      "Small fees on small payments mirror Alipay’s, so everyday use costs little.",
      "DiDi, train tickets and hotel bookings are available under Services, like in Alipay.",
    ],
    cons: [
      "New accounts registered with a foreign number are often asked for verification by an existing user of 6+ months, which you may not have.",
      "A 2-3% fee applies to larger foreign-card payments.",
      "Most mini-programs are in Chinese only, even when the main app is set to English.",
      "Ride codes for public transport are less consistent with foreign cards.",
      "Accounts can be restricted if the system sees unusual activity, and appeals happen in Chinese.",
    ],
    bestFor: [
      "People with Chinese friends, colleagues or hosts who can verify the account and message them.",
      "Foodies eating in places where ordering runs through a WeChat QR menu.",
      "Anyone booking timed museum or attraction entry that only offers a WeChat channel.",
    ],
    ourExperience:
      "On our September 2025 trip WeChat was mainly a messaging app for us, and Alipay stayed the default wallet because it was already set up and covered every vendor we paid. We had WeChat Pay linked as well, set up at home, and it earns its place for restaurant menus that open inside WeChat.",
  },
  whenToChooseA: [
    {
      title: "You want to pay everywhere from day one",
      description:
        "Alipay onboarding needs no one else’s help. Follow our [Alipay setup guide](/how-to-use-alipay-in-china) at home, link a Visa or Mastercard, and you can pay at the airport on arrival.",
    },
    {
      title: "Most of your spending is small",
      description:
        "Street food, coffee, metro rides and short taxi trips mostly fall below ¥200, where Alipay currently waives the foreign-card fee. See [how to avoid Alipay fees](/how-to-avoid-alipay-fees) for splitting larger bills sensibly.",
    },
    {
      title: "You rely on public transport",
      description:
        "The Transport section in Alipay gives you a metro QR code in many big cities, which saves queuing at machines in busy stations.",
    },
    {
      title: "You do not know anyone in China",
      description:
        "Without a WeChat user to vouch for you, Alipay is the wallet you can be sure of activating on your own.",
    },
  ],
  whenToChooseB: [
    {
      title: "Someone can verify your account",
      description:
        "If a friend or colleague with an established WeChat account can approve your registration, WeChat Pay becomes easy. Our [WeChat Pay guide for foreigners](/wechat-pay-for-foreigners) covers the steps.",
    },
    {
      title: "You eat where ordering is digital",
      description:
        "In many city restaurants the table code opens a WeChat mini-program. Paying through WeChat keeps the order and payment in one flow instead of switching apps.",
    },
    {
      title: "You need a booking channel only WeChat offers",
      description:
        "Some museums, temples and local attractions sell timed tickets only through WeChat official accounts. Having WeChat Pay ready means you can book on the spot.",
    },
  ],
  finalVerdict: {
    whatWeUsed:
      "Alipay as our everyday wallet for all 14 days, with WeChat installed for messaging and the occasional restaurant mini-program.",
    whyWeChoseIt:
      "We could set it up entirely before the flight, it worked at practically every vendor we met, and most of our payments stayed under the ¥200 fee-free level.",
    wouldRecommend:
      "We would do the same again: Alipay first, fully set up at home, then WeChat Pay as a backup for the places that live inside WeChat.",
    expandedVerdict: [
      "For foreigners the real difference between the two is not acceptance but access. Alipay lets you finish the whole process alone, while WeChat can leave a new account waiting for someone to vouch for you. That is why we rank Alipay first for anyone arriving without local contacts.",
      "Once both apps work, their roles are clear. Alipay handles shops, transport codes, DiDi and most bills. WeChat Pay covers restaurant mini-programs, WeChat-only ticket channels and paying people who only show a WeChat code. Keep ¥300-500 in cash as a backup for the rare card decline, and read our [overview of payment methods in China](/payment-methods-in-china) for everything else.",
    ],
  },
  faqs: [
    {
      question: "Can foreigners use both Alipay and WeChat Pay with a foreign card?",
      answer:
        "Yes. Both accept international Visa and Mastercard cards for QR payments, and neither requires a Chinese bank account. Alipay is usually quicker to activate; WeChat may ask for verification by an existing user of 6+ months.",
    },
    {
      question: "Which app charges lower fees?",
      answer:
        "In practice they are close: both charge 2-3% on larger foreign-card payments, and small payments are generally free. Alipay currently drops the fee entirely for any one payment up to ¥200. Your own bank may add a foreign-transaction fee on top, so a no-FX-fee card helps.",
    },
    {
      question: "What happens if I hit the spending limit?",
      answer:
        "The payment is declined and you need another method. With a typical foreign-card account on Alipay the daily limit is about ¥2,000, so pay large hotel bills at check-in with a card if the hotel takes one, or split spending across both apps.",
    },
    {
      question: "What are mini-programs and do I need them?",
      answer:
        "Mini-programs are small apps that open inside Alipay or WeChat without installing anything. You will meet them when you scan a restaurant table code, book museum entry or call a DiDi. You do not need to install them in advance; scanning opens them.",
    },
    {
      question: "Is the Alipay Tour Pass still needed?",
      answer:
        "Most visitors no longer need it, because you can link a card directly. Tour Pass was a prepaid wallet with a 3% top-up fee and unused balances refunded after 90 days; linking a card is simpler for most trips.",
    },
  ],
  relatedComparisons: [
    {
      title: "Alipay vs WeChat Pay for Tourists",
      link: "/alipay-vs-wechat-pay-tourists",
      description: "The short-trip version: what to set up before the flight and which wallet to tap for what.",
    },
    {
      title: "DiDi vs Metro in Beijing",
      link: "/didi-vs-metro-beijing",
      description: "How you will spend most of those payments: ride-hailing or the subway in the capital.",
    },
    {
      title: "Trip.com vs Ctrip for Foreigners",
      link: "/trip-com-vs-ctrip-foreigners",
      description: "Where to book trains and hotels once your wallet is ready.",
    },
    {
      title: "eSIM vs Local SIM in China",
      link: "/esim-vs-local-sim-china",
      description: "Both payment apps need data and SMS codes; here is how to stay connected.",
    },
  ],
  relatedGuideLink: "/",
} satisfies Comparison;
