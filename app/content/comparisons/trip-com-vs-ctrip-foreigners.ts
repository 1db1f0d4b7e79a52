import type { Comparison } from "../schemas/comparison";

export default {
  slug: "trip-com-vs-ctrip-foreigners",
  metaTitle: "Trip.com vs Ctrip for Foreigners: Which App to Book",
  metaDescription:
    "Trip.com and Ctrip belong to the same group but serve different users. Compare language, foreign cards, trains, hotels that accept foreigners and prices.",
  keywords: [
    "trip.com vs ctrip",
    "ctrip for foreigners",
    "trip.com china train tickets",
    "book china hotels foreigner",
    "is trip.com the same as ctrip",
    "ctrip english",
    "trip.com foreign card",
  ],
  optionAName: "Trip.com",
  optionBName: "Ctrip",
  category: "booking",
  headline: "Same company, two apps: Trip.com is built for foreign travelers, Ctrip for people living in China.",
  subheadline:
    "Trip.com Group runs both. Here is what actually differs for a visitor: language, sign-up, payment, train tickets, hotel choice, whether a property can register foreign guests, and price.",
  quickWinner: "A",
  quickVerdict:
    "Use **Trip.com**. It is in English, takes your Visa or Mastercard directly, books high-speed trains with a passport and gives you English-speaking support when a booking goes wrong. **Ctrip** has a deeper local catalogue and occasional member prices, but its Chinese-only interface and payment built around Chinese wallets make it a tool for residents and Chinese readers, not first-time visitors.",
  comparisonTable: [
    { feature: "Interface in English", optionA: true, optionB: false, winner: "A" },
    { feature: "Same parent company (Trip.com Group)", optionA: true, optionB: true, winner: "tie" },
    {
      feature: "Sign up with a foreign email or phone number",
      optionA: "Yes, straightforward",
      optionB: "Designed around Chinese mobile numbers",
      winner: "A",
    },
    {
      feature: "Pay with a foreign Visa or Mastercard",
      optionA: "Yes, charged directly",
      optionB: "Mostly Alipay, WeChat Pay or Chinese bank cards",
      winner: "A",
    },
    { feature: "High-speed train tickets with a passport", optionA: true, optionB: true, winner: "tie" },
    {
      feature: "Hotel and guesthouse choice",
      optionA: "Large, aimed at international guests",
      optionB: "Largest, down to small local guesthouses",
      winner: "B",
    },
    {
      feature: "Clarity on whether a hotel accepts foreigners",
      optionA: "Usually flagged; confirm before paying",
      optionB: "Notices in Chinese, easy to miss",
      winner: "A",
    },
    {
      feature: "Price for the same room",
      optionA: "Usually close; shown in your currency",
      optionB: "Sometimes lower with member coupons",
      winner: "depends",
    },
    { feature: "Guest reviews", optionA: "Fewer, many translated", optionB: "Far more, in Chinese", winner: "B" },
    { feature: "Customer service in English", optionA: true, optionB: false, winner: "A" },
    {
      feature: "Local deals and restaurant vouchers",
      optionA: "Some, mainly attractions and tours",
      optionB: "Many more local packages and vouchers",
      winner: "B",
    },
  ],
  optionAReview: {
    whatItIs:
      "Trip.com is the international brand of Trip.com Group, the Shanghai-based company that grew out of Ctrip. It sells flights, hotels, Chinese train tickets, attraction entries and tours in English and other languages, with prices in your home currency and payment by international card. For foreigners in China it is mostly the train and hotel app.",
    pros: [
      "**Train tickets with a passport**: search, pick seats and pay by card; the confirmation carries a booking number of E plus 9 digits.",
      "Visa and Mastercard charged directly, so you do not spend Alipay limits on big bookings.",
      "English customer service by chat and phone, which matters when a train is cancelled or a hotel refuses a booking.",
      "Hotel listings usually indicate whether a property can take foreign guests.",
      "One app for flights, trains, hotels and attraction tickets across the country.",
    ],
    cons: [
      "Smaller inventory than Ctrip, especially for small guesthouses in rural areas.",
      "Some train bookings add a service fee of about ¥10-20; check the total before paying.",
      "Fewer reviews per hotel, and translated ones can lose detail.",
      "Occasionally pricier than Ctrip’s member deals on the same room.",
    ],
    bestFor: [
      "Foreign visitors booking high-speed trains and hotels without Chinese.",
      "Travelers who want to pay by card and keep wallet limits for daily spending.",
      "Anyone who may need to change or cancel bookings with English support.",
    ],
    ourExperience:
      "Trip.com handled our train and hotel bookings for the whole September 2025 route, Beijing to Xi’an to Zhangjiajie to Shanghai. English screens, card payment and passport-based tickets meant we never needed a Chinese speaker to book anything. Knowing English support was one chat away made a fast-moving route feel less fragile.",
  },
  optionBReview: {
    whatItIs:
      "Ctrip (携程旅行) is the Chinese-language app of the same group and the country’s biggest online travel agency. It serves domestic travelers with the deepest catalogue of hotels, guesthouses, trains, flights, tickets and local packages, paid mainly with Alipay, WeChat Pay or Chinese bank cards.",
    pros: [
      "**The largest catalogue in China**, including small guesthouses and rural inns that never appear on international sites.",
      "Member coupons and flash deals can make a room cheaper than on Trip.com.",
      "Thousands of detailed reviews, often with recent photos from Chinese travelers.",
      "Good for local packages such as attraction-plus-transport bundles and restaurant vouchers.",
    ],
    cons: [
      "The interface is in Chinese only; translation apps help but slow everything down.",
      "Sign-up and verification are designed around Chinese mobile numbers.",
      "Many listed guesthouses are not licensed to register foreign guests, and the notice is easy to miss.",
      "Customer service works in Chinese.",
      "Payment is built around Chinese wallets, so costs come out of your Alipay or WeChat limits.",
    ],
    bestFor: [
      "Residents of China and Chinese-reading travelers hunting for the lowest price.",
      "Rural or small-town stays where Trip.com has few listings.",
    ],
    ourExperience:
      "We did not use Ctrip on our trip. Everything we needed, from trains to hotels, was on Trip.com in English. We would only open Ctrip to check a local guesthouse missing elsewhere, and then call or message the property to confirm it can register a foreign passport.",
  },
  whenToChooseA: [
    {
      title: "You are booking high-speed trains",
      description:
        "Enter your passport as on the photo page, choose seats and pay by card. Our [guide to booking Chinese trains with a passport](/how-to-book-china-train-foreign-passport) covers collecting, boarding and changes.",
    },
    {
      title: "You need a hotel that will register you",
      description:
        "Every foreign visitor has to be registered at their address within 24 hours of arriving. Licensed hotels take care of it when you check in; unlicensed ones cannot. Trip.com’s listings make this clearer; see [how to find hotels that accept foreigners](/how-to-find-hotels-accept-foreigners).",
    },
    {
      title: "You want English help when plans change",
      description:
        "Weather, cancellations and sold-out trains happen. English support for rebooking is worth far more than a small price difference.",
    },
  ],
  whenToChooseB: [
    {
      title: "You read Chinese or live in China",
      description:
        "If the language is not a barrier and you already pay with Alipay or WeChat, Ctrip’s wider catalogue and coupons can save money.",
    },
    {
      title: "You are heading somewhere small",
      description:
        "For a village guesthouse that only appears on Ctrip, book there, but message the host first to confirm they accept foreign passports.",
    },
    {
      title: "You are comparing prices",
      description:
        "Checking the same hotel on Ctrip takes a minute. If the saving is large, it may be worth it; if it is a few yuan, stay with English support.",
    },
  ],
  finalVerdict: {
    whatWeUsed: "Trip.com for every train and hotel booking on our 14-day trip in September 2025.",
    whyWeChoseIt:
      "English throughout, card payments and passport-based train tickets meant no booking step ever depended on reading Chinese.",
    wouldRecommend:
      "Yes. For a first visit use Trip.com, and keep Ctrip as a price check or a last resort for small places.",
    expandedVerdict: [
      "Because both apps sell much of the same inventory from the same company, the question is less about price and more about friction. Trip.com removes the three biggest obstacles for a visitor: language, payment and support.",
      "A sensible routine for a first trip: book long-distance trains on Trip.com as soon as your dates are fixed, since popular departures sell out around holidays; book hotels there too, filtering for properties that accept foreign guests; and if a small guesthouse is only on Ctrip, message the owner through a translation app before paying.",
      "Ctrip is not a trap, just a tool for a different user. If you stay longer, learn some Chinese or pay everything through Alipay, it becomes useful. For a short trip, any money saved rarely outweighs the time spent translating screens. Whatever you book, keep the confirmation and your passport ready at check-in, and see our [guide to payment methods in China](/payment-methods-in-china) for settling the bill.",
    ],
  },
  faqs: [
    {
      question: "Are Trip.com and Ctrip the same company?",
      answer:
        "Yes. Both belong to Trip.com Group. Trip.com is the international brand; Ctrip (携程) is the Chinese-language domestic app. Accounts and apps are separate, and prices are often similar.",
    },
    {
      question: "Can foreigners use Ctrip?",
      answer:
        "Technically yes, but it is built for Chinese users: Chinese interface, Chinese-number sign-up and payment mostly through Chinese wallets and bank cards. Most visitors find Trip.com much easier.",
    },
    {
      question: "How do I board a train booked on Trip.com?",
      answer:
        "Bring the passport you booked with. At many large stations you can scan it at the gates; otherwise use the staffed lane. Keep the booking number, E plus 9 digits, in case staff ask for it.",
    },
    {
      question: "Why was my hotel booking refused?",
      answer:
        "Not every hotel in China is licensed to register foreign guests. If a property cannot, it may cancel. Book places marked as accepting foreigners and, for small guesthouses, confirm by message before you pay.",
    },
    {
      question: "Can I skip both and book trains on 12306?",
      answer:
        "Yes. China Railway’s own 12306 app and website have an English version, foreigners can register with a passport, and there is no agency service fee. The trade-offs are a clunkier interface, account verification that can take time, and support mostly in Chinese. Many visitors start on Trip.com and move to 12306 on a second trip.",
    },
    {
      question: "Is Trip.com more expensive than Ctrip?",
      answer:
        "Usually not by much. Ctrip sometimes shows lower member prices, but the difference is often small, and Trip.com’s English support and card payment make up for it on a short trip.",
    },
  ],
  relatedComparisons: [
    {
      title: "Hostels vs Hotels in China for Foreigners",
      link: "/hostels-vs-hotels-china-foreigners",
      description: "Dorm beds from ¥50-100 or hotel rooms from ¥200-500: which to book.",
    },
    {
      title: "Alipay vs WeChat Pay in China",
      link: "/alipay-vs-wechat-pay-china",
      description: "The wallets you will use for everything you do not book in advance.",
    },
    {
      title: "Group Tour vs Solo Travel in China",
      link: "/group-tour-vs-solo-travel-china",
      description: "Booking everything yourself, or letting a tour handle it.",
    },
  ],
  relatedGuideLink: "/",
} satisfies Comparison;
