import type { Solution } from "../schemas/solution";

export default {
  slug: "use-didi-china",
  title: "How to Use DiDi in China as a Foreigner",
  heroImage: { icon: "car", alt: "DiDi ride request on a phone with a car arriving at the curb" },
  timeNeeded: "5-10 minutes to set up, 1 minute per ride",
  problem: [
    "Uber does not operate in China, street taxis are hard to flag at rush hour, and you cannot explain an address in Mandarin. DiDi is the app everyone uses, but you are not sure whether it takes a foreign phone number and card, what to type as a destination, or how to talk to a driver who only speaks Chinese.",
  ],
  personalAnecdote:
    "In Xi’an in September 2025 we booked a DiDi from Xi’an North station after a late train. The app sent us to a ride-hailing pickup point on a car park level, while we were standing at the taxi rank upstairs. The driver’s message popped up in English thanks to the built-in translation; we replied “coming in 5 minutes,” followed the 网约车 signs down and found him waiting with the plate number the app had shown.",
  quickSolution: {
    tldr: "Open DiDi inside Alipay (search “DiDi”), or install the DiDi app and switch it to English. Enter the destination by its English name or paste the Chinese address, choose Express or Taxi, check the plate, and let Alipay or your linked card pay automatically.",
    keyPoints: [
      "A foreign phone number and a Visa or Mastercard are enough; no Chinese number needed.",
      "The in-app chat translates between English and Chinese, so you rarely need to speak.",
      "At airports and stations, rides start from marked pickup zones, not the taxi rank.",
      "Always match the license plate before getting in.",
    ],
  },
  stepByStep: [
    {
      step: 1,
      title: "Choose how you will open DiDi",
      description:
        "Easiest: open **Alipay**, type **DiDi** in the search bar and open the DiDi mini-program. It uses your Alipay login and payment, so there is nothing new to register. Alternatively, install the **DiDi** app, sign up with your home number and link a card. WeChat’s Me > Services page also links to DiDi rides. Amap’s ride-hailing tab is a good fallback when DiDi is slow.",
      tips: [
        "Set up Alipay first with our [Alipay foreign card guide](/how-to-use-alipay-china-foreign-card); DiDi inside it then works straight away.",
      ],
    },
    {
      step: 2,
      title: "Switch to English",
      description:
        "In the DiDi app, open the menu at the top left, then **Settings** > **Language** > **English**. The mini-program inside Alipay follows Alipay’s language setting. Some place names will still appear in Chinese; that is normal and is what the driver sees.",
    },
    {
      step: 3,
      title: "Set pickup and destination",
      description:
        "The pickup pin starts at your GPS location; drag it to the exact curb, or choose one of the suggested pickup points. For the destination, type a landmark in English (“Bell Tower Xi’an”, “Shanghai Hongqiao Railway Station”) or paste the Chinese address from your hotel booking, which is the most reliable option. Check the suggested place on the map before confirming.",
      tips: [
        "Save your hotel’s Chinese name and address in your notes on day one.",
        "Hotels often have two entrances; pick the one on the main road.",
      ],
    },
    {
      step: 4,
      title: "Choose a ride type and request",
      description:
        "**Express** is the standard private car and usually cheapest. **Taxi** books a metered city cab through the app. Pricier tiers such as Premier give bigger cars. Skip carpool options unless you want to share. The app shows an estimated fare before you confirm; short rides across a city center typically cost about ¥15-40, and airport runs often ¥100 or more.",
      tips: ["Tick more than one ride type at busy times; the first driver to accept gets the job."],
    },
    {
      step: 5,
      title: "Find the car and check the plate",
      description:
        "The app shows the driver’s name, car color and model, and the **license plate**. Match the plate before you open the door. If the driver messages, the chat shows a translation; reply in English. Sit in the back and follow the route on the map.",
    },
    {
      step: 6,
      title: "Pay and rate",
      description:
        "When the trip ends, the fare is charged automatically to Alipay or your linked card. Tolls and airport parking fees may be added. You can rate the driver and find the receipt under your trip history.",
    },
  ],
  troubleshooting: [
    {
      issue: "The driver keeps calling and speaks only Chinese",
      solution:
        "Let the call go and send a chat message instead: “I am at the pickup point, please message me.” The translation reaches the driver in Chinese. If you do answer, say “message” and hang up; most drivers then text. Sharing your location in chat also helps.",
    },
    {
      issue: "No driver accepts your request",
      solution:
        "Common at rush hour, in rain and after midnight. Add more ride types, including Taxi and larger cars, or walk a block away from a congested station exit. Try Amap’s ride-hailing tab, which sends the request to several companies at once. For routes the metro covers, the train is often quicker: see our [metro guide](/how-to-use-chinese-metro).",
    },
    {
      issue: "You cannot book because of an unpaid order",
      solution:
        "DiDi blocks new requests until the previous fare is settled. Open your trip history, find the unpaid trip and pay it, switching to another card or Alipay if the first method failed.",
    },
    {
      issue: "You left something in the car",
      solution:
        "Open the trip in your history and use the option to contact the driver or report a lost item. Act within the hour, while the driver is still nearby. If you feel unsafe at any time, use the in-app safety button or call police on 110.",
    },
  ],
  relatedSolutions: [
    {
      title: "How to Use the Chinese Metro",
      link: "/how-to-use-chinese-metro",
      description: "The cheaper way across town for ¥3-6 a ride.",
    },
    {
      title: "How to Navigate China Without Chinese",
      link: "/how-to-navigate-china-no-chinese",
      description: "Addresses, maps and signs when you cannot read Chinese.",
    },
    {
      title: "How to Use Alipay with a Foreign Card",
      link: "/how-to-use-alipay-china-foreign-card",
      description: "Set up the wallet that runs DiDi and pays the fare.",
    },
  ],
  seo: {
    title: "How to Use DiDi in China as a Foreigner (English Guide)",
    description:
      "Book DiDi rides in China with a foreign card and phone number: English setup, entering addresses, pickup zones, driver chat translation and common fixes.",
    keywords: [
      "how to use didi in china",
      "didi english",
      "didi foreigner",
      "didi alipay",
      "uber in china",
      "taxi app china",
      "didi foreign credit card",
    ],
  },
} satisfies Solution;
