import type { Comparison } from "../schemas/comparison";

export default {
  slug: "alipay-vs-wechat-pay-tourists",
  metaTitle: "Alipay vs WeChat Pay for Tourists: What to Set Up",
  metaDescription:
    "Going to China for one or two weeks? Which wallet to set up before your flight, which to tap for what, and how to get past card and account verification.",
  keywords: [
    "alipay or wechat pay for tourists",
    "china payment apps before trip",
    "alipay tourist setup",
    "wechat pay verification tourist",
    "pay in china as a tourist",
    "alipay card declined china",
    "china trip cashless",
  ],
  optionAName: "Alipay",
  optionBName: "WeChat Pay",
  logos: {
    optionA: { monogram: "A", color: "#1677FF" },
    optionB: { monogram: "W", color: "#07C160" },
  },
  category: "payments",
  headline: "On a one- or two-week trip you need one wallet that works on landing day, and a second one for the gaps.",
  subheadline:
    "The tourist’s version of the question: what to install and verify at home, what each app is good for on the ground, and where verification tends to go wrong.",
  quickWinner: "A",
  quickVerdict:
    "Make **Alipay** your non-negotiable: you can finish it alone on your sofa a week before departure, and it pays for nearly everything a tourist buys. Try **WeChat Pay** too, but treat it as a bonus. If its verification stalls because no long-time user can vouch for you, your trip will still run fine on Alipay plus a little cash.",
  comparisonTable: [
    {
      feature: "Can be finished at home before the flight",
      optionA: true,
      optionB: "Usually, unless verification stalls",
      winner: "A",
    },
    {
      feature: "Needs another person to help",
      optionA: false,
      optionB: "Sometimes: an existing user of 6+ months",
      winner: "A",
    },
    {
      feature: "Time until you can pay",
      optionA: "10-15 minutes",
      optionB: "From minutes to several days",
      winner: "A",
    },
    { feature: "SMS codes to your home number", optionA: true, optionB: true, winner: "tie" },
    {
      feature: "Street food, cafés, convenience stores",
      optionA: "Scan or show your code",
      optionB: "Scan or show your code",
      winner: "tie",
    },
    {
      feature: "Restaurant table-code ordering",
      optionA: "Works at some places",
      optionB: "Often the expected route",
      winner: "B",
    },
    {
      feature: "Metro gates in big cities",
      optionA: "Transport QR code in many cities",
      optionB: "Less dependable on tourist accounts",
      winner: "A",
    },
    {
      feature: "Hailing a DiDi",
      optionA: "English mini-program, card charged on arrival",
      optionB: "Mini-program available, mostly Chinese",
      winner: "A",
    },
    {
      feature: "Large bills (hotels, train tickets)",
      optionA: "2-3% fee above ¥200; about ¥2,000 a day",
      optionB: "2-3% fee on bigger sums; caps apply",
      winner: "depends",
    },
    { feature: "Top-up or leftover balance to manage", optionA: false, optionB: false, winner: "tie" },
    { feature: "Chat with your hotel, guide or driver", optionA: false, optionB: true, winner: "B" },
  ],
  optionAReview: {
    whatItIs:
      "For a tourist, Alipay is simply the app that lets your Visa or Mastercard pay QR codes in China. You register with your own phone number, add passport details, link the card and set a 6-digit payment password. Each payment is charged straight to your card in yuan, so there is nothing to top up and nothing left over when you fly home.",
    pros: [
      "Nothing depends on other people: the whole setup can be done at home in 10-15 minutes.",
      "One app covers most of a tourist’s day: meals, entrance tickets, souvenirs, metro gates and DiDi.",
      "Payments of ¥200 or less, which is most of what a visitor buys, currently carry no foreign-card fee.",
      "English mode is good enough that you rarely meet a screen you cannot read.",
      "No prepaid balance, so no refund to chase when the trip ends.",
    ],
    cons: [
      "Your bank may block the first payment as suspected fraud; call or approve it in the banking app.",
      "Amex and Discover do not work, so a traveler with only those cards needs a Visa or Mastercard.",
      "Bigger bills above ¥200 carry a 2-3% fee, and a daily limit of about ¥2,000 can stop a large purchase.",
      "If your phone dies or is stolen, you lose your wallet too; carry a power bank and some cash.",
    ],
    bestFor: [
      "First-time visitors on a 7-14 day trip who want everything ready before boarding.",
      "Solo travelers with no contacts in China to verify a WeChat account.",
      "Itineraries heavy on metro rides, museums and street food.",
    ],
    ourExperience:
      "Alipay was our only wallet for the fourteen days we spent in China in September 2025, from Beijing via Xi’an and Zhangjiajie to Shanghai. We set it up at home before the flight, and it covered meals, tickets, metro rides and DiDi trips without us needing cash at any point.",
  },
  optionBReview: {
    whatItIs:
      "WeChat Pay is the wallet inside WeChat, China’s everyday messaging app. Tourists can link a foreign Visa or Mastercard, but only after getting a WeChat account working. New accounts registered abroad are regularly asked to be verified by an existing user of 6+ months, which is the step that trips up most short-stay visitors.",
    pros: [
      "Restaurants that use table QR codes often expect WeChat, and ordering becomes much smoother with it.",
      "It doubles as your chat app for hotels, tour guides and new contacts, who almost all use WeChat.",
      "Useful as a second wallet when Alipay declines or a vendor shows only a WeChat code.",
      "Some attractions sell timed entry only through a WeChat account or mini-program.",
    ],
    cons: [
      "Verification can stall for days if you do not know a long-time WeChat user.",
      "Accounts registered abroad are sometimes frozen after unusual activity, and unblocking happens in Chinese.",
      "Most mini-programs a tourist meets are in Chinese only.",
      "Larger payments carry the same 2-3% foreign-card fee, so there is no saving over Alipay.",
    ],
    bestFor: [
      "Travelers meeting Chinese friends, business contacts or a tour guide who can vouch for them.",
      "Food-focused trips where you will order in small restaurants from your phone.",
    ],
    ourExperience:
      "On our trip we used WeChat mainly to message people; Alipay handled the payments. That division worked well for two weeks, and it is the setup we suggest to anyone who cannot get WeChat Pay verified before leaving.",
  },
  whenToChooseA: [
    {
      title: "You have one evening to prepare",
      description:
        "Install Alipay, register with your home number, add your passport and link a Visa or Mastercard. Our step-by-step [guide to Alipay with a foreign card](/how-to-use-alipay-china-foreign-card) takes you through it in one sitting.",
    },
    {
      title: "You want one app for the whole trip",
      description:
        "On a short trip, fewer apps means fewer problems. Alipay covers shops, transport codes, taxis and tickets, so it can carry a 7-14 day itinerary alone.",
    },
    {
      title: "You are traveling solo",
      description:
        "No one needs to approve anything for you. If you land without a WeChat contact, Alipay is still ready the moment you switch your phone on.",
    },
  ],
  whenToChooseB: [
    {
      title: "A friend or guide can verify you",
      description:
        "Ask them to approve your registration before you travel, then link your card. Our [WeChat Pay setup guide for tourists](/how-to-use-wechat-pay-tourist) shows where to tap.",
    },
    {
      title: "You plan to eat in local restaurants a lot",
      description:
        "In many eateries you scan the code on the table, order from a WeChat menu and pay in the same flow. Having WeChat Pay ready avoids flagging down staff.",
    },
    {
      title: "You want a backup wallet",
      description:
        "Cards get declined and apps freeze at awkward moments. A second wallet on a second network of merchants keeps you moving while you sort out the first.",
    },
  ],
  finalVerdict: {
    whatWeUsed:
      "Alipay for every payment on our 14-day trip in September 2025, set up at home before the flight; WeChat for messages, with WeChat Pay linked as a backup.",
    whyWeChoseIt:
      "It was the one app we could be sure of activating before departure, and it worked at every stop on a four-city route without cash.",
    wouldRecommend:
      "Yes. For a first trip of one or two weeks, finish Alipay at home, attempt WeChat Pay as a bonus, and carry a small cash backup.",
    expandedVerdict: [
      "Your week-before checklist: install Alipay and WeChat, register both with the number you will roam on, link a Visa or Mastercard, set the 6-digit password, and tell your bank you will be paying in China. Doing this at home means SMS codes arrive reliably and your bank can reach you.",
      "On the ground, let Alipay do the heavy lifting and use WeChat for restaurants and messages. Keep ¥300-500 in cash as a backup and carry about ¥100 day to day. Our guide to [paying in China without cash](/how-to-pay-china-without-cash) covers what to do when a payment fails.",
    ],
  },
  faqs: [
    {
      question: "What exactly should I do before my flight?",
      answer:
        "Install both apps, register with the phone number that will work in China, link a Visa or Mastercard, set your payment password and complete passport verification. Also switch on roaming or buy your eSIM first, because both apps send SMS codes and need data.",
    },
    {
      question: "My card was declined when linking. What now?",
      answer:
        "It is usually your bank, not the app. Approve the request in your banking app or call the number on your card, then try again. If it keeps failing, link a different Visa or Mastercard; Amex and Discover do not work.",
    },
    {
      question: "WeChat asks for a friend to verify me. I have no one. Can I still travel cashless?",
      answer:
        "Yes. Skip WeChat Pay and rely on Alipay, which is accepted at about 95% of vendors. Keep some cash for the rare stall that shows only a WeChat code.",
    },
    {
      question: "Do I need a Chinese phone number?",
      answer:
        "Not for either wallet. Both work with your home number as long as it can receive SMS in China. A local number helps with deliveries and some bookings; see [how to get a Chinese phone number](/how-to-get-chinese-phone-number).",
    },
    {
      question: "How much cash should I bring as a tourist?",
      answer:
        "A backup of ¥300-500 is plenty for a one- or two-week trip, with about ¥100 in your pocket on a normal day. You may not spend it, but it covers a dead phone or a declined card.",
    },
  ],
  relatedComparisons: [
    {
      title: "Alipay vs WeChat Pay in China: Full Comparison",
      link: "/alipay-vs-wechat-pay-china",
      description: "Every feature side by side: limits, fees, acceptance, ride codes and mini-programs.",
    },
    {
      title: "Holafly vs Airalo for China",
      link: "/holafly-vs-airalo-china",
      description: "Your wallets need data from the moment you land; unlimited or pay per GB?",
    },
    {
      title: "eSIM vs Local SIM in China",
      link: "/esim-vs-local-sim-china",
      description: "Keep your home number for SMS codes or take a Chinese one?",
    },
    {
      title: "Beijing vs Shanghai for a First Visit",
      link: "/beijing-vs-shanghai-first-visit",
      description: "Choosing where your first QR payment will happen.",
    },
  ],
  relatedGuideLink: "/",
} satisfies Comparison;
