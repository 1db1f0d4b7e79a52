import type { Comparison } from "../schemas/comparison";

export default {
  slug: "didi-vs-metro-beijing",
  metaTitle: "DiDi vs Metro in Beijing: Fares, Speed and When to Use",
  metaDescription:
    "Subway or DiDi in Beijing? Compare fares, rush-hour traffic, airport links, late nights and luggage, with the stations and lines a first-time visitor needs.",
  keywords: [
    "didi vs metro beijing",
    "beijing subway for tourists",
    "didi beijing price",
    "beijing airport express fare",
    "daxing airport express",
    "beijing rush hour traffic",
    "getting around beijing",
  ],
  optionAName: "DiDi",
  optionBName: "Beijing Metro",
  category: "transport",
  headline:
    "The subway is cheap and immune to Beijing’s traffic; DiDi takes you door to door when the map gets awkward.",
  subheadline:
    "How a visitor should split trips between the capital’s subway and DiDi Express: fares, rush hours, airport connections, late nights, luggage and the places no station reaches.",
  quickWinner: "B",
  quickVerdict:
    "Ride the **Beijing Metro** for most daytime sightseeing: fares are ¥3-6 for most trips, trains beat road traffic, and stations sit at the Forbidden City, Temple of Heaven, Lama Temple and Summer Palace. Call a **DiDi** for late nights after the last train, heavy luggage, groups of three or four sharing a fare, and places with no nearby station. Avoid DiDi on the ring roads in the weekday rush.",
  comparisonTable: [
    {
      feature: "Typical cross-town fare",
      optionA: "About ¥25-40 for 10 km on DiDi Express",
      optionB: "¥3-6 for most rides",
      winner: "B",
    },
    {
      feature: "Speed in weekday rush hours",
      optionA: "Slow; ring roads and Chang’an Avenue jam",
      optionB: "Predictable, though trains are packed",
      winner: "B",
    },
    { feature: "Runs late at night", optionA: true, optionB: "Until about 11:30pm, varies by line", winner: "A" },
    { feature: "Door to door", optionA: true, optionB: false, winner: "A" },
    {
      feature: "Capital Airport (PEK) to the center",
      optionA: "About ¥90-130",
      optionB: "Airport Express ¥25 to Dongzhimen",
      winner: "B",
    },
    {
      feature: "Daxing Airport (PKX) to the center",
      optionA: "About ¥150-220",
      optionB: "Daxing Airport Express ¥35 to Caoqiao, then Line 10",
      winner: "B",
    },
    { feature: "Easy with big luggage", optionA: true, optionB: false, winner: "A" },
    { feature: "Bag security check before every ride", optionA: false, optionB: true, winner: "A" },
    { feature: "Pay with Alipay", optionA: true, optionB: true, winner: "tie" },
    {
      feature: "Works in English",
      optionA: "English app, translated chat with drivers",
      optionB: "Bilingual signs, maps and announcements",
      winner: "tie",
    },
    {
      feature: "Cost for a group of four",
      optionA: "One fare for the car",
      optionB: "Four separate fares",
      winner: "depends",
    },
    {
      feature: "Mutianyu Great Wall",
      optionA: "Direct, roughly ¥200-300 each way; check the quote",
      optionB: "No subway; needs a bus or tour",
      winner: "A",
    },
  ],
  optionAReview: {
    whatItIs:
      "DiDi (滴滴出行) is China’s main ride-hailing app. Its English version, or the DiDi mini-program inside Alipay, lets you book with a foreign phone number and pay by linked card or Alipay. In Beijing most visitors use **DiDi Express** (快车), private cars priced a little below or close to the metered taxis, with the fare estimated before you confirm.",
    pros: [
      "**Door to door** in a city where walking between a station and a sight can take 15-20 minutes.",
      "Available after the subway closes, when the metro stops around 11:30pm or earlier on some lines.",
      "Sensible for three or four people: one fare often costs less than four airport-rail or long-metro tickets combined.",
      "Easy with suitcases to a hotel tucked inside a hutong or a station without lifts at your exit.",
      "Reaches places the metro misses, including the Mutianyu section of the Great Wall.",
    ],
    cons: [
      "Weekday rush hours, roughly 7-9am and 5-7pm, turn 10 km into a 40-minute crawl on the ring roads.",
      "Prices rise at peak times, late at night and in rain, and waits lengthen.",
      "Cars cannot stop everywhere: around Tiananmen and along Chang’an Avenue you must walk to a permitted pick-up point.",
      "Drivers often call to confirm the pick-up; with a foreign number and no Chinese, in-app messages are easier.",
    ],
    bestFor: [
      "Late evenings after dinner in Sanlitun or a show, when the last train has gone.",
      "Airport runs with luggage, especially for groups.",
      "Day trips to Mutianyu or hotels far from a station.",
    ],
    ourExperience:
      "In Beijing, at the start of our September 2025 trip, we used DiDi for the trips the subway handled badly, such as days with luggage and late evenings, booking in English and paying through Alipay. Our tip: walk to a spot where a car can legally stop before you book, and message the driver rather than waiting for a call.",
  },
  optionBReview: {
    whatItIs:
      "The Beijing Subway is one of the largest metro networks in the world, with more than 25 lines covering the center and the suburbs. Fares are distance-based: ¥3 for the first 6 km, rising to ¥6 for up to 32 km, so most sightseeing rides cost ¥3-6. Two airport lines connect the center with Capital and Daxing airports.",
    pros: [
      "**Cheap and fast**: ¥3-6 for most rides, with no traffic to sit in.",
      "Stations at the main sights: Tiananmen East (Line 1), Tiantan Dongmen (Line 5), Yonghegong (Lines 2 and 5), Beigongmen (Line 4) and Nanluoguxiang (Lines 6 and 8).",
      "The **Airport Express** runs from Dongzhimen and Sanyuanqiao to Capital Airport Terminals 2 and 3 for ¥25; the **Daxing Airport Express** reaches Daxing Airport from Caoqiao in about 20 minutes for ¥35.",
      "Signs, maps and announcements are in English as well as Chinese.",
      "Pay with the Alipay transport code, a single-journey ticket from the machine, or a transport card with a ¥20 deposit.",
    ],
    cons: [
      "Every station has a bag scanner, which adds queues at busy times.",
      "Lines 1, 4, 5, 10 and 13 are crushingly full in weekday rush hours.",
      "Transfers at big interchanges can mean 5-10 minutes of corridors and stairs.",
      "Some sights sit a long walk from any station, including the Forbidden City’s north exit at Shenwumen.",
      "Service ends at about 11:30pm, earlier on some lines; check the last train for your route.",
    ],
    bestFor: [
      "Daytime sightseeing across central Beijing.",
      "Solo travelers and couples watching their budget.",
      "Airport transfers with light luggage and outside rush hours.",
    ],
    ourExperience:
      "The subway carried most of our Beijing sightseeing in September 2025. Amap told us the line and exit, the Alipay transport code opened the gates, and fares stayed in the ¥3-6 range. The lesson we would pass on: count the walk at big interchanges and the bag check at the entrance into your timing, not just the minutes on the train.",
  },
  whenToChooseA: [
    {
      title: "It is late or you are carrying luggage",
      description:
        "After about 11pm, or with suitcases, book DiDi Express from the door. Our [guide to using DiDi in China](/how-to-use-didi-china) covers setup and pick-up points.",
    },
    {
      title: "You are three or four people",
      description:
        "Split one fare instead of paying four, especially on airport runs. Capital Airport to Dongcheng is about ¥90-130, depending on traffic and tolls.",
    },
    {
      title: "The nearest station is a long walk",
      description:
        "Leaving the Forbidden City by the north gate, or heading to a hotel deep in a hutong, a short DiDi ride of about ¥15-25 saves tired legs.",
    },
    {
      title: "You are going to Mutianyu",
      description:
        "No subway reaches this Great Wall section. A DiDi there, with a return booked for when you finish, is the simplest independent option.",
    },
  ],
  whenToChooseB: [
    {
      title: "It is a weekday rush hour",
      description:
        "Between about 7-9am and 5-7pm the roads clog while trains keep running on time. Expect crowds; our tips on [surviving Chinese crowds](/how-to-survive-chinese-crowds) help.",
    },
    {
      title: "You are sightseeing in the center",
      description:
        "The main sights all have stations. With Amap and the Alipay transport code, a day of hopping between them costs less than ¥20. See [how to use the Chinese metro](/how-to-use-chinese-metro).",
    },
    {
      title: "You are heading to or from the airport light",
      description:
        "The Airport Express (¥25) and the Daxing Airport Express (¥35) are faster than a car in traffic and cost a fraction of the fare.",
    },
  ],
  finalVerdict: {
    whatWeUsed:
      "The subway for daytime sightseeing in Beijing, and DiDi Express for luggage days and late evenings, all paid through Alipay.",
    whyWeChoseIt:
      "The metro was cheaper and more predictable during the day; DiDi filled the gaps where stations were far away or trains had stopped.",
    wouldRecommend:
      "Yes, that split works for most first-time visitors. Let the time of day decide: trains at rush hour, cars at night.",
    expandedVerdict: [
      "Beijing is too big for one mode of transport. The subway is the backbone: cheap, fast, signposted in English and almost never delayed by traffic. Its weak points are crowds, security queues, long transfers and an evening cut-off.",
      "DiDi covers exactly those weak points. Use it after the last train, with luggage, in a group or for the Great Wall, and avoid it when the ring roads are jammed. Plan with Amap, pay with Alipay, and read our [Beijing travel guide](/beijing-travel-guide-2025) for which stations serve which sights.",
    ],
  },
  faqs: [
    {
      question: "How much is a DiDi across central Beijing?",
      answer:
        "On DiDi Express, a 3-5 km hop is usually about ¥15-25 and a 10 km cross-town ride about ¥25-40. Prices go up at rush hour, late at night and in bad weather; the app shows an estimate before you book.",
    },
    {
      question: "How do I pay for the Beijing subway as a foreigner?",
      answer:
        "Use the transport code in Alipay where it activates for your account, buy a single-journey ticket at the machine, or get a transport card with a ¥20 deposit. Fares are ¥3 for the first 6 km and ¥6 for up to 32 km.",
    },
    {
      question: "Which is faster from the airport?",
      answer:
        "Usually the train. The Airport Express reaches Dongzhimen from Terminal 3 in roughly 20-25 minutes; the Daxing Airport Express reaches Caoqiao in about 20. A car can take an hour or more in traffic.",
    },
    {
      question: "When is the Beijing rush hour?",
      answer:
        "Roughly 7-9am and 5-7pm on weekdays. Friday evenings and the days before public holidays are the worst for road traffic. Sightsee in the middle of the day and you avoid the peaks on both trains and roads.",
    },
    {
      question: "Can I hail a regular taxi instead?",
      answer:
        "Yes. Licensed taxis run on the meter and accept Alipay. Drivers rarely speak English, so show the destination in Chinese. DiDi is easier because the destination and price are set in the app.",
    },
  ],
  relatedComparisons: [
    {
      title: "Beijing vs Shanghai for a First Visit",
      link: "/beijing-vs-shanghai-first-visit",
      description: "Still choosing your city? How the two first-visit favorites compare.",
    },
    {
      title: "Amap vs Google Maps in China",
      link: "/amap-vs-google-maps-china",
      description: "The map that gives you the line, the stops and the exit.",
    },
    {
      title: "Alipay vs WeChat Pay in China",
      link: "/alipay-vs-wechat-pay-china",
      description: "The wallet that pays for both your DiDi and your subway gate.",
    },
    {
      title: "Beijing vs Xi’an",
      link: "/beijing-vs-xian-which-city",
      description: "Where to go after Beijing for more history.",
    },
  ],
  relatedGuideLink: "/",
} satisfies Comparison;
