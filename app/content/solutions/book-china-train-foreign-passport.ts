import type { Solution } from "../schemas/solution";

export default {
  slug: "book-china-train-foreign-passport",
  title: "How to Book a China Train Ticket with a Foreign Passport",
  heroImage: { icon: "train", alt: "High-speed train at a platform with a passport and phone booking screen" },
  timeNeeded: "20-30 minutes for the first booking, plus time for the passport check",
  problem: [
    "You want to ride the high-speed trains, but the official booking site looks built for Chinese ID cards, Trip.com charges a fee, and you are not sure whether your passport is your ticket or whether you need to print something.",
    "You also want to know which station to pick when a city has four of them, and what happens at the gate when it does not recognize your passport.",
  ],
  personalAnecdote:
    "In September 2025 we took a G-train from Beijing West to Xi’an North, about four and a half hours. We had booked on the 12306 app a week earlier and screenshotted the confirmation with its E-number. At Beijing West the automatic gate would not read one of our passports, so we joined the staffed lane on the left; the attendant checked the passport against her screen and waved us through in under a minute.",
  quickSolution: {
    tldr: "Register on the 12306 app with your passport, let it verify your identity, book and pay with Alipay or WeChat Pay, and board with the same passport. Or book on Trip.com in English and pay a trip service fee of ¥10-20.",
    keyPoints: [
      "Your passport is your ticket: there is nothing to print or collect.",
      "The booking number is an **E plus 9 digits**; screenshot it for station staff.",
      "Tickets go on sale about 15 days ahead on 12306; popular routes sell out around holidays.",
      "Arrive 45-60 minutes early at big stations: security and passport checks take time.",
    ],
  },
  stepByStep: [
    {
      step: 1,
      title: "Choose 12306 or Trip.com",
      description:
        "**12306** (China Railway’s own app and website, with an English mode) charges face value and no booking fee. **Trip.com** is easier to read, takes foreign cards directly and adds a trip service fee of ¥10-20 per ticket. Both issue the same e-ticket tied to your passport. First-timers who want zero friction often use Trip.com; anyone booking several legs saves money on 12306.",
    },
    {
      step: 2,
      title: "Register on 12306 and verify your passport",
      description:
        "In the 12306 app, switch to English, tap **Register** and choose **Passport** as the ID type. Enter your name as it appears in the passport’s machine-readable line, nationality, passport number, date of birth and expiry, plus an email address for codes. The system then verifies you online, either automatically or after you upload a photo of the passport data page for a manual check.",
      tips: [
        "Do this several days before you need a ticket: you cannot book until the status shows verified.",
        "If online checks keep failing, any staffed ticket window at a station can verify your passport in person.",
      ],
    },
    {
      step: 3,
      title: "Search for the right train and station",
      description:
        "Search by city, then check the station name. Beijing alone has Beijing, Beijing South, Beijing West, Beijing North and Beijing Chaoyang; Shanghai has Shanghai Hongqiao and Shanghai station, among others. Train letters tell you the type: **G** and **D** are high-speed, **C** is intercity, **Z**, **T** and **K** are slower conventional trains, often with sleepers.",
      tips: [
        "Beijing to Shanghai runs from Beijing South to Shanghai Hongqiao in about 4.5-6 hours.",
        "Fares vary by departure time; second class between Beijing and Shanghai is roughly ¥550-680.",
      ],
    },
    {
      step: 4,
      title: "Pick a seat class and seat",
      description:
        "On high-speed trains choose **Second Class** (five seats across), **First Class** (four across) or **Business Class**. In second class, seats A and F are windows, C and D are aisles, and B is the middle seat. Overnight conventional trains offer **Hard Sleeper** (six berths per compartment) and **Soft Sleeper** (four, with a door).",
      tips: ["Seat choice is a request, not a guarantee; the system assigns the closest free seat."],
    },
    {
      step: 5,
      title: "Pay and save the E-number",
      description:
        "Confirm the passenger (you, already verified), then pay before the on-screen countdown runs out, with Alipay or WeChat Pay. The confirmation shows your booking number, an **E plus 9 digits**, with train, carriage and seat. Screenshot it; if your phone dies, staff can find you from the passport alone.",
    },
    {
      step: 6,
      title: "Board with your passport",
      description:
        "At the station, go through security with your passport, find your train number on the departures board and wait at the gate it shows. Ticket checks open about 15-20 minutes before departure and close a few minutes before. Try the automatic gate with your passport photo page; if it does not open, use the staffed lane. Keep the passport handy: you show it again to exit at the other end.",
      tips: ["Stand behind the carriage number painted on the platform; doors line up with it."],
    },
  ],
  troubleshooting: [
    {
      issue: "12306 says identity verification failed or is still pending",
      solution:
        "Check that the name matches the passport exactly, surname first as in the machine-readable line, with no missing middle name. Re-upload a sharp photo of the data page. If it is urgent, book on Trip.com instead, or go to a staffed ticket window at any station with the passport.",
    },
    {
      issue: "Your train shows as sold out",
      solution:
        "Tap **Waitlist** on 12306 (or the equivalent on Trip.com): you pay up front and get a seat if someone cancels, or an automatic refund if not. Also try another class, a different departure hour or a second station in the same city. Around May 1-5 and October 1-7, book the day sales open.",
    },
    {
      issue: "Plans changed and you need a refund",
      solution:
        "Refund or change in **Orders** on 12306, or at a station window. Fees rise as departure approaches: free more than 8 days out, then a percentage that climbs to about 20% in the final 24 hours. Rules change, so read the fee shown before you confirm.",
    },
    {
      issue: "The gate will not read your passport",
      solution:
        "Normal for many foreign passports. Go to the staffed lane (人工通道), show the passport and, if asked, the E-number screenshot.",
    },
  ],
  relatedSolutions: [
    {
      title: "How to Use the Chinese Metro",
      link: "/how-to-use-chinese-metro",
      description: "Get from the station to your hotel by subway without a word of Chinese.",
    },
    {
      title: "How to Survive Chinese Crowds",
      link: "/how-to-survive-chinese-crowds",
      description: "Handle holiday rush and packed stations with less stress.",
    },
    {
      title: "How to Use DiDi in China",
      link: "/how-to-use-didi-china",
      description: "Book a car from the station pickup zone when the metro is done for the night.",
    },
  ],
  seo: {
    title: "How to Book China Trains with a Foreign Passport",
    description:
      "Book China high-speed trains on 12306 or Trip.com with a foreign passport: registration, seat classes, the E-number, boarding, sold-out fixes and refunds.",
    keywords: [
      "book china train foreign passport",
      "12306 english foreigner",
      "china high speed train tickets",
      "12306 passport verification",
      "trip.com china train booking",
      "china train station passport gate",
      "china train sold out waitlist",
    ],
  },
} satisfies Solution;
