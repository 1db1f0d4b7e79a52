import type { Landing } from "../schemas/landing";

export default {
  seo: {
    title: "China Travel Guide 2025: Apps, Payments, VPN & Cities",
    description:
      "The China travel guide for first-time visitors: set up Alipay, data and maps before you fly, then move through 20+ cities without cash or Chinese.",
    keywords: [
      "china travel guide",
      "first trip to china",
      "china travel tips 2025",
      "how to pay in china as a tourist",
      "china travel apps",
      "visiting china for the first time",
    ],
  },
  hero: {
    badge: "Launch special",
    headline: "The Only China Travel Guide That Actually Prepares You for 2025",
    subheadline:
      "China runs on apps you have never used, a firewall that blocks your usual ones and payments that barely touch cash. This guide sets all of it up with you before you board, then walks you through 20+ cities step by step.",
    benefits: [
      "Alipay and WeChat Pay working with your own Visa or Mastercard",
      "Data, VPN and maps that work the minute you land",
      "Train tickets, DiDi rides and hotels booked with a foreign passport",
      "A 14-day route we traveled in September 2025, fully cashless",
      "15 fixes for the problems that stop first-timers",
    ],
    reassurance: "Instant delivery · Lifetime free updates · 30-day money-back guarantee",
  },
  trust: [
    { icon: "users", text: "300+ travelers prepared" },
    { icon: "plane", text: "Tested on a 14-day trip in 2025" },
    { icon: "refresh", text: "Lifetime free updates" },
    { icon: "badge-check", text: "30-day money-back guarantee" },
    { icon: "download", text: "Instant delivery" },
  ],
  reality: {
    title: "China is easier than you fear, once it is set up",
    intro:
      "Most first-time trouble happens in the first hour: at the airport taxi queue, at a noodle stall that only takes QR codes, or in a hotel lobby with no Google Maps. None of it is hard. All of it is new.",
    reality: [
      "Your home banking apps, Google, WhatsApp and Instagram stop working at the border without the right data plan.",
      "Street food stalls, metro ticket machines and taxis expect a phone payment; many never see cash.",
      "English signage thins out fast once you leave airports and metro stations.",
      "Train tickets, hotel check-in and even some museum entries run on your passport number.",
    ],
    goodNews: [
      "Alipay and WeChat Pay now accept foreign Visa and Mastercard cards: set-up takes 10-15 minutes.",
      "A roaming eSIM bought before you fly keeps your usual apps working without a VPN.",
      "DiDi and Amap both have English modes that get you anywhere with an address.",
      "China is one of the safest countries for tourists, with very low violent crime.",
    ],
  },
  challenges: [
    {
      icon: "smartphone",
      title: "A different tech ecosystem",
      description:
        "China has its own apps for maps, rides, payments, messaging and booking. Your phone needs a new toolkit.",
      solution: "A tested install list, with the exact settings that switch each app to English.",
    },
    {
      icon: "wallet",
      title: "Payments without cash or cards",
      description:
        "Most vendors take Alipay or WeChat Pay only. Foreign cards fail at card terminals more often than they work.",
      solution: "Step-by-step linking of your own card, with the fee and limit rules that catch people out.",
    },
    {
      icon: "wifi-off",
      title: "Blocked internet",
      description: "Google, WhatsApp, Gmail and Instagram are blocked. A local SIM alone will not reach them.",
      solution: "Which eSIM or VPN to set up before you fly, and how to test it at home.",
    },
    {
      icon: "languages",
      title: "Little English",
      description: "Menus, taxi drivers and ticket offices often work in Chinese only, even in big cities.",
      solution: "Translation set-ups that read menus from the camera, plus phrases to show on screen.",
    },
    {
      icon: "eye-off",
      title: "Hidden obstacles",
      description:
        "Hotels that cannot register foreigners, trains that sell out, attractions that need a passport booking days ahead.",
      solution: "The rules nobody tells you, and what to book how far in advance.",
    },
    {
      icon: "sparkles",
      title: "Culture shock",
      description: "Crowds, queues, tipping, bargaining and table manners all work differently.",
      solution: "Plain advice on what is normal, what is rude and what to ignore.",
    },
  ],
  whatsInside: {
    title: "What's inside the guide",
    intro: "18 chapters in 6 parts, written from a trip we made in September 2025 and updated as the rules change.",
    parts: [
      {
        title: "Before you leave",
        chapters: { from: 1, to: 4 },
        tagline: "Everything to set up at home, while your bank and inbox still work.",
        items: [
          { icon: "file-text", text: "Visas, visa-free entry and transit rules explained" },
          { icon: "credit-card", text: "Alipay and WeChat Pay linked to your own card" },
          { icon: "wifi", text: "eSIM or VPN chosen, installed and tested" },
          { icon: "smartphone", text: "The app install list with English settings" },
        ],
      },
      {
        title: "Getting around",
        chapters: { from: 6, to: 8 },
        tagline: "Trains, metros and rides without speaking Chinese.",
        items: [
          { icon: "train", text: "High-speed rail tickets with a foreign passport" },
          { icon: "map", text: "Metro systems and transport QR codes" },
          { icon: "car", text: "DiDi rides and what to show the driver" },
        ],
      },
      {
        title: "Culture and communication",
        chapters: { from: 9, to: 10 },
        tagline: "Understand and be understood.",
        items: [
          { icon: "languages", text: "Translation apps that work offline" },
          { icon: "message-circle", text: "Phrases to show on screen" },
          { icon: "heart", text: "Etiquette that locals notice" },
        ],
      },
      {
        title: "Food and daily life",
        chapters: { from: 11, to: 12 },
        tagline: "Order, eat and live like you know the place.",
        items: [
          { icon: "utensils", text: "Ordering by QR code and reading menus" },
          { icon: "hotel", text: "Hotels that accept foreign guests" },
          { icon: "qr-code", text: "Delivery apps, shops and everyday payments" },
        ],
      },
      {
        title: "Planning",
        chapters: { from: 13, to: 16 },
        tagline: "Routes, seasons and budgets that work.",
        items: [
          { icon: "calendar", text: "When to go and which holidays to avoid" },
          { icon: "map-pin", text: "20+ city guides with areas to stay" },
          { icon: "compass", text: "Our 14-day Beijing, Xi'an, Zhangjiajie and Shanghai route" },
          { icon: "banknote", text: "Daily budgets in yuan" },
        ],
      },
      {
        title: "When things go wrong",
        chapters: { from: 17, to: 18 },
        tagline: "Calm fixes for the bad moments.",
        items: [
          { icon: "life-buoy", text: "Payment failures and blocked cards" },
          { icon: "shield", text: "Lost passport, police and embassy steps" },
          { icon: "clock", text: "Missed trains and overbooked hotels" },
        ],
      },
    ],
    bonus: {
      title: "Bonus downloadable resources",
      items: [
        { icon: "map", text: "Offline maps of the main cities" },
        { icon: "download", text: "Printable checklists for the week before you fly" },
        { icon: "message-circle", text: "Show-the-driver address and phrase cards" },
      ],
    },
  },
  pricing: {
    title: "One guide, everything in one place",
    intro: "Free blogs are out of date and AI answers guess. This guide is tested on the ground and kept current.",
    comparison: {
      columns: ["Free blogs & forums", "AI chatbots", "This guide"],
      rows: [
        { feature: "Tested in China in 2025", values: ["Rarely", false, true] },
        { feature: "Step-by-step payment set-up", values: ["Scattered", "Often wrong", true] },
        { feature: "Works offline on your phone", values: [false, false, true] },
        { feature: "20+ city guides in one place", values: [false, false, true] },
        { feature: "Fixes for 15 common problems", values: ["Partly", "Generic", true] },
        { feature: "Updated when rules change", values: [false, false, "Lifetime, free"] },
        { feature: "Cost", values: ["Free, plus your time", "Free", "One payment"] },
      ],
    },
    includes: [
      "18 chapters in 6 parts, 200+ pages",
      "20+ city guides and 15 problem solutions",
      "Offline maps and printable checklists",
      "Lifetime free updates",
    ],
    savings: {
      title: "This Guide Pays for Itself",
      items: [
        { label: "Skipping airport taxi touts and fixed-price scams", amount: "$30-80" },
        { label: "Avoiding foreign-card and exchange fees", amount: "$20-60" },
        { label: "Booking trains and hotels directly", amount: "$50-150" },
        { label: "No wasted days on closed or sold-out sights", amount: "$100-200+" },
      ],
      total: "$200-500+ saved on a typical two-week trip",
      testimonial: {
        quote:
          "The payment chapter alone saved me. My card worked in Alipay on day one while two people on my tour were stuck paying cash.",
        name: "Hannah",
        location: "Germany",
      },
    },
  },
  testimonials: {
    title: "What travelers say",
    items: [
      {
        rating: 5,
        quote:
          "I landed in Shanghai with Alipay, an eSIM and Amap already working. The metro and DiDi sections meant I never once needed help.",
        name: "Mark",
        location: "United States",
      },
      {
        rating: 5,
        quote:
          "We booked every high-speed train ourselves with our passports. The step about the E-number on the booking saved us at Xi'an North.",
        name: "Sophie",
        location: "United Kingdom",
      },
      {
        rating: 5,
        quote:
          "The hotel chapter explained why our first booking was refused and how to pick places that register foreigners. Worth it for that alone.",
        name: "Daniel",
        location: "Australia",
      },
    ],
    stats: [
      { value: "500+", label: "travelers prepared" },
      { value: "4.9/5.0", label: "average rating" },
      { value: "98%", label: "would recommend" },
    ],
  },
  freeGuides: {
    title: "Free guides to start with",
    intro: "The questions first-time visitors search for most, answered in full.",
    groups: [
      {
        title: "Travel Planning",
        icon: "calendar",
        color: "jade",
        links: [
          { title: "Best Time to Visit China", url: "/best-time-to-visit-china", searches: "9,900/mo" },
          { title: "Best Time to Visit Shanghai", url: "/best-time-to-visit-shanghai", searches: "2,400/mo" },
          { title: "Best Time to Visit Beijing", url: "/best-time-to-visit-beijing", searches: "1,900/mo" },
        ],
      },
      {
        title: "Payments & Money",
        icon: "wallet",
        color: "amber",
        links: [
          { title: "How to Use Alipay in China", url: "/how-to-use-alipay-in-china", searches: "High Intent" },
          { title: "WeChat Pay for Foreigners", url: "/wechat-pay-for-foreigners", searches: "1,300/mo" },
          { title: "Payment Methods in China", url: "/payment-methods-in-china", searches: "880/mo" },
        ],
      },
      {
        title: "Connectivity",
        icon: "wifi",
        color: "sky",
        links: [
          { title: "Best VPN for China", url: "/best-vpn-for-china", searches: "6,600/mo" },
          { title: "China eSIM Guide", url: "/china-esim-guide", searches: "High Intent" },
        ],
      },
      {
        title: "Apps & Navigation",
        icon: "map",
        color: "rose",
        links: [
          { title: "Amap English Guide", url: "/amap-english-guide", searches: "720/mo" },
          { title: "Is China Safe for Tourists?", url: "/is-china-safe-for-tourists", searches: "3,600/mo" },
        ],
      },
    ],
    banner: {
      title: "Want it all in one place?",
      text: "The complete guide puts these answers, 20+ city guides and 15 step-by-step fixes on your phone, offline.",
    },
  },
  faq: {
    title: "Questions before you buy",
    items: [
      {
        question: "What format is the guide, and how do I get it?",
        answer:
          "It is a living digital guide you open on your phone or laptop, with downloadable offline resources. You get access instantly after checkout on our storefront, and a copy of the link by e-mail.",
      },
      {
        question: "Is it up to date for 2025?",
        answer:
          "Yes. It is based on a 14-day trip through Beijing, Xi'an, Zhangjiajie and Shanghai in September 2025, and every update is free for life when rules, apps or prices change.",
      },
      {
        question: "I have never been to Asia. Is this for me?",
        answer:
          "It is written for exactly that reader: a first trip to China, no Chinese, and no wish to join a tour just to get by. Every chapter starts with what to do before you leave home.",
      },
      {
        question: "Will my card work in China?",
        answer:
          "Visa and Mastercard can be linked to Alipay and WeChat Pay; Amex and Discover usually cannot. The guide shows the set-up, the 2-3% foreign-card fee rules and what to carry as backup.",
      },
      {
        question: "What if it is not for me?",
        answer: "Write to us within 30 days of purchase and we refund you in full. No forms, no questions about why.",
      },
    ],
  },
  finalCta: {
    title: "Land in China ready, not worried",
    text: "Set up your payments, data and maps this week, and arrive with a plan for every city on your route.",
    benefits: ["Works offline on your phone", "Lifetime free updates", "30-day money-back guarantee"],
  },
} satisfies Landing;
