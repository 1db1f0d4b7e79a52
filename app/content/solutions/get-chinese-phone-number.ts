import type { Solution } from "../schemas/solution";

export default {
  slug: "get-chinese-phone-number",
  title: "How to Get a Chinese Phone Number as a Tourist",
  heroImage: { icon: "phone", alt: "Chinese SIM card tray next to a passport at a carrier counter" },
  timeNeeded: "30-60 minutes at a carrier store",
  problem: [
    "Some Chinese apps and services want a +86 mobile number: a restaurant waitlist that texts you when your table is ready, a delivery rider who needs to call, a booking form that will not accept a foreign number. You are wondering whether to buy a local SIM, where, and what paperwork it takes.",
    "You also want to know whether a Chinese number breaks anything, like your bank’s security texts or access to Google and WhatsApp.",
  ],
  personalAnecdote:
    "On our September 2025 trip we got by without a Chinese number: roaming eSIM data plus our home numbers for Alipay and bank codes. The one moment we felt the gap was at a busy restaurant in Shanghai, where the queue system asked for a +86 number to text us. The host wrote our table number on a slip instead and called it out 25 minutes later. Longer stays, or anyone ordering delivery, would be better off with a local SIM.",
  quickSolution: {
    tldr: "Take your passport to an official China Mobile, China Unicom or China Telecom store (or an airport counter), buy a tourist SIM at about ¥50-100 for 30 days, and have staff activate it and test data before you leave. Keep your home SIM in a second slot for bank codes.",
    keyPoints: [
      "Your phone must be unlocked and take a physical SIM (or support the carrier’s eSIM, which few tourist plans offer).",
      "Registration is real-name: passport, a photo taken in store, and a few minutes at the counter.",
      "A local SIM routes data through China, so Google, WhatsApp and Instagram need a VPN.",
      "Most apps a visitor needs, including Alipay, WeChat and DiDi, accept a foreign number anyway.",
    ],
  },
  stepByStep: [
    {
      step: 1,
      title: "Decide whether you really need a +86 number",
      description:
        "If you only need data, a roaming eSIM (Airalo, Holafly, Saily) bought before the flight is simpler and keeps Google working. A Chinese number earns its keep if you stay a month or more, order food delivery, receive calls from drivers or couriers, or book services that reject foreign numbers. Our [eSIM vs local SIM comparison](/esim-vs-local-sim-china) sets out the trade-offs.",
    },
    {
      step: 2,
      title: "Check your phone before you fly",
      description:
        "Confirm with your home carrier that the phone is unlocked. Check whether it has a physical SIM tray: iPhone 14 and later models sold in the US are eSIM-only, and Chinese carriers rarely sell eSIMs to visitors, so those phones cannot take a tourist SIM. Dual-SIM phones are ideal: Chinese SIM for data and calls, home SIM for security texts.",
    },
    {
      step: 3,
      title: "Go to an official carrier outlet with your passport",
      description:
        "Carrier counters in the arrivals halls of major airports, such as Beijing Capital and Shanghai Pudong, sell tourist SIMs. In town, look for a branded business hall (营业厅, yíngyètīng) of China Mobile (中国移动), China Unicom (中国联通) or China Telecom (中国电信), ideally a large one near a main shopping street. Bring the passport itself, not a photocopy.",
      tips: [
        "Skip street kiosks and resellers: real-name registration has to be done by the carrier.",
        "Show staff the phrase 我要一张游客电话卡 (wǒ yào yì zhāng yóukè diànhuà kǎ, “I’d like a tourist SIM card”).",
      ],
    },
    {
      step: 4,
      title: "Pick a plan and complete registration",
      description:
        "Tourist plans cost about ¥50-100 for 30 days and bundle a data allowance with local minutes. Staff scan your passport, take a photo of you at the counter and may ask for a hotel address. You pay by Alipay, WeChat Pay, or cash; some counters take foreign cards.",
      tips: ["Ask what happens when the plan ends: many tourist SIMs simply stop and need no cancellation."],
    },
    {
      step: 5,
      title: "Activate, test and save the number",
      description:
        "Before leaving the counter, restart the phone, make a test call and open a web page on mobile data. On iPhone, go to Settings > Cellular (Mobile Data on some phones) and pick the Chinese line for data; keep the home line for texts. Write the new +86 number in your notes: apps will ask for it.",
    },
    {
      step: 6,
      title: "Set up a VPN for blocked apps",
      description:
        "On a Chinese SIM, Google, Gmail, WhatsApp and Instagram are blocked like on any local connection. Install and test a VPN before you fly, because downloading one from inside China is hard. Our [VPN setup guide](/how-to-setup-vpn-china) walks through it.",
    },
  ],
  troubleshooting: [
    {
      issue: "The store says it cannot register a foreigner",
      solution:
        "Smaller outlets are often franchises without the passport system. Ask for the nearest main business hall of the same carrier, or try another carrier. Airport counters are set up for passports.",
    },
    {
      issue: "The SIM shows signal but mobile data does not work",
      solution:
        "Make sure mobile data is switched to the Chinese line, not the home one. Ask staff to set the access point name: cmnet for China Mobile, 3gnet for China Unicom, ctnet for China Telecom. A restart usually finishes activation.",
    },
    {
      issue: "Your bank’s security code never arrives",
      solution:
        "Bank codes go to your home number, not the new one. Keep the home SIM active in a second slot or a spare phone, with roaming texts allowed. Without it, adding a card to Alipay or approving a large payment can stall.",
    },
    {
      issue: "An app still rejects your number",
      solution:
        "Enter it with the +86 country code selected, no leading zero. If the app was set up with your foreign number, change the number in its account settings rather than registering again.",
    },
  ],
  relatedSolutions: [
    {
      title: "How to Set Up a VPN for China",
      link: "/how-to-setup-vpn-china",
      description: "Needed the moment you switch to a Chinese SIM or hotel Wi-Fi.",
    },
    {
      title: "How to Access Google in China",
      link: "/how-to-access-google-china",
      description: "Which connections keep Gmail and Maps working, and which do not.",
    },
    {
      title: "How to Use DiDi in China",
      link: "/how-to-use-didi-china",
      description: "Ride-hailing that works with a foreign or a Chinese number.",
    },
  ],
  seo: {
    title: "How to Get a Chinese Phone Number as a Tourist",
    description:
      "Buy a tourist SIM in China with your passport: where to go, what ¥50-100 for 30 days gets you, activation, data settings and what to do if a store refuses you.",
    keywords: [
      "chinese phone number tourist",
      "china tourist sim card",
      "buy sim card china passport",
      "china mobile tourist sim",
      "china unicom sim foreigner",
      "+86 number for foreigners",
      "china sim card airport",
    ],
  },
} satisfies Solution;
