import type { Comparison } from "../schemas/comparison";

export default {
  slug: "esim-vs-local-sim-china",
  metaTitle: "eSIM vs Local SIM in China: Which to Get in 2025",
  metaDescription:
    "Roaming eSIM or Chinese SIM card? Compare VPN needs, a +86 number, price, setup and phone compatibility to pick the right mobile data for your China trip.",
  keywords: [
    "esim vs local sim china",
    "china sim card for tourists",
    "china esim no vpn",
    "chinese phone number tourist",
    "best mobile data china trip",
    "china unicom tourist sim",
    "esim china google whatsapp",
  ],
  optionAName: "Roaming eSIM",
  optionBName: "Local Chinese SIM",
  category: "esim",
  headline:
    "Roaming eSIM data reaches Google and WhatsApp with no VPN; a Chinese SIM card brings a local number and domestic speeds.",
  subheadline:
    "Two ways to get mobile data in mainland China, compared on what actually matters to a visitor: blocked apps, a +86 number, cost over a one- or two-week trip, registration and whether your phone can take it.",
  quickWinner: "A",
  quickVerdict:
    "For most first-time visitors a **roaming eSIM** is the better buy. You install it at home, it works the moment you land, and because the data is routed abroad, Google, WhatsApp, Instagram and Gmail open without a VPN. A **local SIM** makes sense for stays longer than a month, for heavy data users, or when you truly need a +86 number for deliveries and Chinese-only services.",
  comparisonTable: [
    { feature: "Works without a VPN (Google, WhatsApp, Instagram)", optionA: true, optionB: false, winner: "A" },
    { feature: "Chinese +86 phone number", optionA: false, optionB: true, winner: "B" },
    { feature: "Ready before you land", optionA: true, optionB: false, winner: "A" },
    {
      feature: "Identity registration",
      optionA: "None beyond an email account",
      optionB: "Passport and real-name registration in person",
      winner: "A",
    },
    {
      feature: "Typical cost for a trip",
      optionA: "From $4.50 (1GB, 7 days) to $87 (unlimited, 30 days)",
      optionB: "¥50-100 for 30 days, plus a VPN",
      winner: "depends",
    },
    { feature: "Calls and SMS included", optionA: false, optionB: true, winner: "B" },
    { feature: "Receives Chinese verification codes", optionA: false, optionB: true, winner: "B" },
    {
      feature: "Keeps your home number live for bank codes",
      optionA: "Yes, in dual-SIM mode",
      optionB: "Only if your phone has a second SIM or eSIM slot",
      winner: "A",
    },
    {
      feature: "Phone requirement",
      optionA: "Unlocked, eSIM-capable phone",
      optionB: "Unlocked phone with a physical SIM slot",
      winner: "depends",
    },
    {
      feature: "Latency on Chinese apps",
      optionA: "Slightly higher, traffic goes abroad first",
      optionB: "Lowest, stays on the domestic network",
      winner: "B",
    },
    { feature: "Extra VPN subscription needed on mobile data", optionA: false, optionB: true, winner: "A" },
  ],
  optionAReview: {
    whatItIs:
      "A roaming eSIM is a digital data plan from a provider such as Airalo, Holafly or Saily that you download to your phone by QR code or app before the trip. In China it connects to a local carrier’s network, but your traffic is routed through a foreign gateway, which is why blocked services work as if you were at home. Plans are data-only and priced by gigabyte or as unlimited days.",
    pros: [
      "**No VPN needed** on mobile data: Google Maps, Gmail, WhatsApp and Instagram simply open.",
      "Install at home and switch it on when the plane lands; no airport queue, no store visit.",
      "Your home SIM stays in the phone for bank and Alipay SMS codes.",
      "Clear prices: Airalo starts at $4.50 for 1GB over 7 days, Saily at $3.99, Holafly unlimited at $19 for 5 days.",
      "No passport registration or paperwork in China.",
    ],
    cons: [
      "No Chinese number, so DiDi drivers and delivery riders cannot call or text you locally.",
      "Some Chinese services send verification codes only to +86 numbers.",
      "Traffic routed abroad adds a little latency to Chinese apps and websites.",
      "Older or carrier-locked phones may not support eSIM at all.",
      "Hotel and café Wi-Fi are still censored, so you need a VPN whenever you are off mobile data.",
    ],
    bestFor: [
      "Trips of up to a month where staying in touch with home and using Google apps matters most.",
      "Travelers who want to land ready, without a carrier counter or a VPN to configure.",
      "Dual-SIM phones where the home number must stay reachable.",
    ],
    ourExperience:
      "A roaming eSIM was our only connection for all fourteen days of our September 2025 trip, in four cities from Beijing to Shanghai. It connected on arrival, Alipay and DiDi ran normally on it, and we could open Google Maps and WhatsApp without switching on a VPN.",
  },
  optionBReview: {
    whatItIs:
      "A local SIM is a prepaid card from China Mobile, China Unicom or China Telecom, bought with your passport at a carrier store or an airport counter. Tourist packages run about ¥50-100 for 30 days and include a +86 number, calls and a data allowance. The connection is fully domestic, so blocked services stay blocked unless you run a VPN.",
    pros: [
      "A real **+86 number** for DiDi drivers, hotel callbacks, food delivery and Chinese verification codes.",
      "Cheap for what you get: ¥50-100 covers a month of data and calls.",
      "Domestic routing gives the lowest latency for Chinese apps, maps and streaming.",
      "Better value than eSIM for long stays or heavy data use.",
    ],
    cons: [
      "Google, WhatsApp, Instagram and Gmail are blocked, so you need a working VPN set up before you arrive.",
      "You must buy it in person with your passport, which takes time after a long flight.",
      "Phones without a physical SIM slot, including recent US-model iPhones, cannot take it.",
      "Putting it in your only slot removes your home SIM and its bank codes.",
      "Store staff may speak little English, and package details are often explained only in Chinese.",
    ],
    bestFor: [
      "Stays of a month or more, or anyone working or studying in China.",
      "Travelers who need to receive calls and texts from Chinese businesses.",
      "Heavy data users happy to run a VPN all day.",
    ],
    ourExperience:
      "We did not buy a local SIM on our two-week trip, because the eSIM covered payments, maps and messaging. On a longer stay we would get one for the number alone, following our guide on [getting a Chinese phone number](/how-to-get-chinese-phone-number).",
  },
  whenToChooseA: [
    {
      title: "Your trip is under a month",
      description:
        "Short trips are where eSIM pricing shines. A 5GB, 30-day Airalo plan is $16.50 and covers a light user for two weeks; prices change, so check before you buy. Our [China eSIM guide](/china-esim-guide) compares the providers.",
    },
    {
      title: "You rely on Google and WhatsApp",
      description:
        "If your family group chat, work email and photo backup all run on blocked services, the roaming route saves you from depending on a VPN that can drop at bad moments.",
    },
    {
      title: "You want to land ready",
      description:
        "Install the eSIM at home, enable it when the wheels touch down, and open DiDi or the metro code in the arrivals hall without looking for a SIM counter.",
    },
  ],
  whenToChooseB: [
    {
      title: "You need a local number",
      description:
        "Deliveries, restaurant queue systems, some ticket platforms and Chinese friends all work better with +86. A local SIM is the simplest way to get one.",
    },
    {
      title: "You are staying for months",
      description:
        "At ¥50-100 for 30 days, a local plan beats eSIM prices quickly over a long stay, even after paying for a VPN. Set the VPN up before you arrive; our [VPN setup guide](/how-to-setup-vpn-china) shows how.",
    },
    {
      title: "Your phone cannot take an eSIM",
      description:
        "Older or budget phones without eSIM support still take a physical card. Make sure the phone is unlocked before you travel.",
    },
  ],
  finalVerdict: {
    whatWeUsed:
      "A roaming eSIM for all 14 days of our September 2025 trip, with our home SIMs kept active for bank codes.",
    whyWeChoseIt: "It removed two tasks at once: no SIM counter on arrival and no VPN needed on mobile data.",
    wouldRecommend:
      "For any first trip of up to a month, yes. We would only switch to a local SIM for a longer stay or a real need for a +86 number.",
    expandedVerdict: [
      "The deciding question is whether you need a Chinese number. Most tourists do not: Alipay, DiDi and train booking all accept a foreign number, and the eSIM keeps your own apps working. That makes the eSIM the lower-effort choice for a first visit.",
      "If you go local, budget for a VPN on top and sort it out at home, because once you are in the country, the provider sites and app downloads are largely blocked. Either way, keep a VPN for hotel Wi-Fi; see [how to access Google in China](/how-to-access-google-china) for the options.",
    ],
  },
  faqs: [
    {
      question: "Why do Google and WhatsApp work on an eSIM but not on a local SIM?",
      answer:
        "Roaming eSIM data is routed through the provider’s gateway outside mainland China, so it does not pass through the domestic filter. A local SIM connects you directly to the Chinese internet, where those services are blocked.",
    },
    {
      question: "Where can I buy a local SIM as a foreigner?",
      answer:
        "At carrier counters in major airport arrival halls or at official China Mobile, China Unicom and China Telecom stores. Bring your passport; staff complete the real-name registration on the spot.",
    },
    {
      question: "Can I use both?",
      answer:
        "Yes, on a dual-SIM phone: a local SIM for the +86 number and calls, and an eSIM for data. That gives you a local number and unblocked apps, at the cost of managing two plans.",
    },
    {
      question: "Will my phone work with an eSIM?",
      answer:
        "Most recent iPhones, Google Pixels and Samsung Galaxy flagships support eSIM. The phone must be unlocked by your carrier; check in settings or ask your provider before you buy a plan.",
    },
    {
      question: "Do I still need a VPN with a roaming eSIM?",
      answer:
        "Not on mobile data. You need one only when you join hotel, café or airport Wi-Fi, which is filtered like any Chinese connection.",
    },
  ],
  relatedComparisons: [
    {
      title: "Holafly vs Airalo for China",
      link: "/holafly-vs-airalo-china",
      description: "Chosen eSIM? Decide between unlimited days and pay-per-GB plans.",
    },
    {
      title: "ExpressVPN vs Surfshark in China",
      link: "/expressvpn-vs-surfshark-china",
      description: "The VPN you need with a local SIM or on hotel Wi-Fi.",
    },
    {
      title: "Amap vs Google Maps in China",
      link: "/amap-vs-google-maps-china",
      description: "Your eSIM opens Google Maps, but is it the map you should use?",
    },
    {
      title: "Alipay vs WeChat Pay for Tourists",
      link: "/alipay-vs-wechat-pay-tourists",
      description: "Which payment app to set up with whichever number you travel on.",
    },
  ],
  relatedGuideLink: "/",
} satisfies Comparison;
