import type { Solution } from "../schemas/solution";

export default {
  slug: "use-chinese-metro",
  title: "How to Use the Metro in China as a Foreign Visitor",
  heroImage: { icon: "train", alt: "Metro train at a platform with bilingual Chinese and English station signs" },
  timeNeeded: "10 minutes to set up, then seconds per ride",
  problem: [
    "You’ve landed in Beijing or Shanghai, the taxi queue wraps around the terminal, and the metro map looks like a plate of colored noodles. The ticket machines have an English button, but locals are walking through the gates with QR codes from an app you’ve never opened, and you don’t know whether your Visa card will be refused in front of a line of commuters.",
    "Then come the details nobody explains: the bag scanner at the entrance, the dozen exits, and when the last train really leaves.",
  ],
  personalAnecdote:
    "Our first metro ride of the September 2025 trip was two stops on Beijing Line 1, from Dongdan to Tiananmen East. We tapped a Visa card at the gate and it opened on the first try. The harder part came after: we took the wrong exit and spent fifteen minutes walking along the security fences on Chang’an Avenue. From then on we checked the exit on the station map before leaving the platform.",
  quickSolution: {
    tldr: "In Beijing and Shanghai, tap a contactless Visa or Mastercard on the gate. Everywhere else, use the ride code in Alipay’s **Transport** section or buy a single ticket from a machine. Most city trips cost ¥3-6, trains run about 5:30am-11:30pm (varies by city and line), and every station has a bag check at the entrance.",
    keyPoints: [
      "**Beijing** (since September 2024) and **Shanghai** (since June 2025) accept foreign contactless Visa and Mastercard at every gate: tap in, then tap out with the same card.",
      "Alipay’s ride code is separate from its payment code and has to be activated once in each city.",
      "Single-journey tickets from the machines still work everywhere; many machines take cash and QR payment.",
      "Note the exit letter or number before you leave the platform; large stations have ten or more exits.",
    ],
  },
  stepByStep: [
    {
      step: 1,
      title: "Choose how you’ll pay before you reach the gate",
      description:
        "There are three ways through the gate. A **contactless foreign card** is the simplest in Beijing and Shanghai: the reader on every gate accepts Visa and Mastercard, and Shanghai also takes Amex and JCB. The **Alipay ride code** works in Beijing, Shanghai and most other cities with a metro, charging the card already linked in the app; if Alipay isn’t set up yet, follow our guide to [using Alipay with a foreign card](/how-to-use-alipay-china-foreign-card) first. A **single-journey ticket** from a machine is the fallback that works in every city.",
      tips: [
        "Reloadable transport cards (Yikatong in Beijing, the Shanghai Public Transportation Card) take a ¥20 refundable deposit and are only worth it for a long stay or if your cards keep failing.",
        "Beijing and Shanghai also sell 1-day and 3-day unlimited-ride passes, from about ¥18-20 for one day; at ¥3-6 a ride they only pay off if you ride five or more times a day.",
      ],
    },
    {
      step: 2,
      title: "Activate the Alipay ride code in each new city",
      description:
        "Open Alipay, tap **Transport** on the home screen (or type “Transport” in the search bar), pick the city you’re in and follow the activation screens for the metro. A QR code appears that is tied to that city’s network. It is not the same as the **Pay** code you show in shops, and a Beijing code will not open a gate in Xi’an or Shanghai: return to the same screen and switch city when you move on.",
      tips: [
        "Activate over hotel Wi-Fi the evening before, not at the gate with a queue behind you. Each code or card pays for one rider only.",
      ],
    },
    {
      step: 3,
      title: "Plan the route and note your exit",
      description:
        "Search your destination in [Amap](/amap-english-guide) or Apple Maps and open the transit tab. Both show line numbers, transfers and walking time. Platform signs name the direction by the last station on the line, so note that terminus name. Then note the exit: Beijing labels exits with letters and numbers such as A or D2, Shanghai mostly with plain numbers.",
      tips: [
        "Transfers at big interchanges can mean five to ten minutes of corridors and escalators, as between Lines 1, 2 and 8 at Shanghai’s People’s Square.",
        "Avoid weekday rush hours, roughly 7:30-9:30am and 5:30-7:30pm, if you have a suitcase.",
      ],
    },
    {
      step: 4,
      title: "Clear security and go through the gate",
      description:
        "Every station in Beijing and Shanghai, and most elsewhere, has a security check at the entrance. Put bags on the X-ray belt and expect staff to ask you to open an unfamiliar drink. At the gate, hold your card flat on the reader with the contactless symbol, or hold the QR code screen-down over the scanner window until the gate opens. On the way out, tap or scan again with the same card or code; the fare is worked out by distance.",
      tips: [
        "Large suitcases and strollers go through the wide gate at the end of each row, usually next to the staff booth.",
      ],
    },
    {
      step: 5,
      title: "Ride, transfer and leave by the right exit",
      description:
        "Announcements and screens on board run in Chinese and English in the big cities. Follow the color-coded overhead signs marked 换乘 (huànchéng, transfer) to change lines. When you arrive, stop at the neighborhood map beside the exit gates, find your landmark and walk to the matching exit, signposted 出口 (chūkǒu).",
      tips: [
        "Check the first and last train times (首末车时间) posted at the entrance; late at night a transfer can fail if your second line has already closed.",
      ],
    },
  ],
  troubleshooting: [
    {
      issue: "The gate won’t accept my foreign card",
      solution:
        "Make sure it is a contactless card and that you’re in a city whose gates take foreign cards; outside Beijing and Shanghai many gates only read UnionPay and QR codes, so switch to the Alipay ride code. Some banks block the first transit charge as unusual activity: approve it in your banking app, or buy a single ticket at the machine and call the bank later.",
    },
    {
      issue: "Alipay’s ride code won’t activate or the gate rejects it",
      solution:
        "Activation usually fails when passport verification or card linking isn’t finished. Open the profile tab at the bottom right, confirm your identity check is complete and the card is still linked, then try again. If a working code is rejected at the gate, check that you opened the ride code under **Transport**, not the shop payment code, and that the city at the top matches where you are.",
    },
    {
      issue: "I tapped in but the exit gate won’t let me out",
      solution:
        "The gate can only close a trip with the card or code that opened it, so use the same one. If it still refuses, go to the service center (客服中心) beside the exit gates and show the card or your Alipay trip record. Staff check the entry, charge the fare and let you through; no English is needed beyond pointing at the screen.",
    },
    {
      issue: "I missed the last train",
      solution:
        "Book a car with [DiDi](/how-to-use-didi-china), which has an English interface and charges your linked card. Set the pickup at a named station exit so the driver can find you.",
    },
  ],
  relatedSolutions: [
    {
      title: "How to Use DiDi in China as a Foreigner",
      link: "/how-to-use-didi-china",
      description: "Book rides in English for the trips the metro doesn’t cover, or after the last train.",
    },
    {
      title: "How to Navigate China Without Speaking Chinese",
      link: "/how-to-navigate-china-no-chinese",
      description: "Maps, street-name basics and address tricks for getting from the exit to the door.",
    },
    {
      title: "How to Use Alipay in China with a Foreign Card",
      link: "/how-to-use-alipay-china-foreign-card",
      description: "Set up the wallet that powers the ride code before you land.",
    },
  ],
  seo: {
    title: "How to Use the Metro in China: Cards, Alipay and Exits",
    description:
      "Ride the metro in Beijing, Shanghai and other Chinese cities: tap a foreign Visa card, use Alipay’s ride code, clear security and find the right exit.",
    keywords: [
      "china metro foreigners",
      "beijing subway visa card",
      "shanghai metro foreign card",
      "alipay ride code metro",
      "china subway fare",
      "how to use subway in china",
      "metro last train china",
    ],
  },
} satisfies Solution;
