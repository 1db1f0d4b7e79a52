import type { Solution } from "../schemas/solution";

export default {
  slug: "survive-chinese-crowds",
  title: "How to Survive the Crowds in China",
  heroImage: { icon: "users", alt: "Dense crowd of visitors on a section of the Great Wall" },
  timeNeeded: "30 minutes of planning per city",
  problem: [
    "You’ve seen photos of the Great Wall packed shoulder to shoulder during Golden Week and wonder if your trip will look like that. Even on an ordinary day, the metro at rush hour, the line for the Terracotta Army and the riverside walk on the Bund can be overwhelming if you’re used to personal space.",
    "You want to see the famous places without spending the day in lines, and to stay calm and safe when the crowd closes in.",
  ],
  personalAnecdote:
    "On the September 2025 trip we reached the Terracotta Army as the gates opened at 8:30am and walked straight to Pit 1. For about twenty minutes we had the front railing almost to ourselves. By 10:30 the tour groups had arrived with flags and headsets, and the same railing was five people deep. We saw the smaller Pits 2 and 3 and the museum after that, when the crowd mattered much less.",
  quickSolution: {
    tldr: "Avoid the national holidays, book timed tickets a few days ahead, arrive at opening time and see the headline sight first, choose the quieter alternative where there is one, and stay off the metro at rush hour with luggage.",
    keyPoints: [
      "Plan around the national holidays: the first days of May and October, plus the weeks around the Lunar New Year. July and August school holidays are busy too.",
      "Weekdays are far calmer than weekends at every major sight.",
      "Top sights such as the Forbidden City cap daily numbers, sell out in advance and need your passport number to book.",
      "The first hour after opening is the calmest of the day; late afternoon is second best.",
    ],
  },
  stepByStep: [
    {
      step: 1,
      title: "Check the holiday calendar before you book",
      description:
        "The worst crowds follow public holidays. Golden Week runs May 1-5 and October 1-7, and Chinese New Year, between late January and mid-February, sets off the largest migration of the year as people travel home. Shorter breaks for Qingming (early April), the Dragon Boat Festival (late May or June) and the Mid-Autumn Festival (September or October) each create a busy long weekend. Spring (April-May) and autumn (September-October) outside those dates are the best balance of weather and space; see our [best time to visit China](/best-time-to-visit-china) guide.",
      tips: [
        "If your trip overlaps a holiday, stay put in one big city for those days rather than traveling between cities: trains sell out and scenic areas reach their visitor caps.",
      ],
    },
    {
      step: 2,
      title: "Book timed tickets before you arrive",
      description:
        "Many headline sights sell real-name tickets online, tied to your passport number, with a daily cap. The Forbidden City (Palace Museum) releases tickets seven days ahead, often sells out for weekends and holidays, and is closed on Mondays except public holidays. The National Museum of China on Tiananmen Square is free but needs a reservation. Book through the official channels or Trip.com as soon as your dates are fixed, and do the same for high-speed trains (see our [train booking guide](/how-to-book-china-train-foreign-passport)).",
      tips: [
        "Bring the passport you booked with: at the Forbidden City it is scanned at the gate instead of a paper ticket.",
      ],
    },
    {
      step: 3,
      title: "Arrive at opening and see the headline first",
      description:
        "Tour groups usually arrive mid-morning, and the busiest window at most sights runs from about 10am to 3pm. Be at the gate 15-30 minutes before opening and go straight to the main attraction: Pit 1 at the Terracotta Army, the central halls at the Forbidden City, the Bailong Elevator in Zhangjiajie, where lines can take an hour or more on busy days. Save side halls, gardens and gift shops for later.",
      tips: [
        "Late afternoon is the second quiet window at outdoor sights, as groups leave for dinner; check the last-entry time, often an hour before closing.",
      ],
    },
    {
      step: 4,
      title: "Pick the quieter alternative",
      description:
        "For the Great Wall from Beijing, Mutianyu is usually far calmer than Badaling. Climb Jingshan Park’s hill for the classic view over the Forbidden City roofs. In Shanghai, walk the Bund before 8am or watch the skyline from the Pudong riverside on the opposite bank. In Xi’an, cycle the City Wall in the morning and visit the Muslim Quarter before the evening rush. Our [Beijing](/beijing-travel-guide-2025) and [Zhangjiajie](/zhangjiajie-travel-guide-2025) guides list more options.",
    },
    {
      step: 5,
      title: "Move around the city off-peak",
      description:
        "Between about half past seven and half past nine in the morning, and again from half past five in the early evening, commuters pack trains on the main lines and at big interchanges; travel between sights outside those times, and never with a suitcase. Arrive at train stations 45-60 minutes before departure, as security and passport checks build lines. After fireworks, concerts or a light show, wait 20-30 minutes in a café rather than joining the surge to the [metro](/how-to-use-chinese-metro).",
    },
    {
      step: 6,
      title: "Hold your place in queues and dense crowds",
      description:
        "In busy queues, gaps get filled, so stand close to the person in front and have your passport and phone ready before you reach the window. Keep your bag zipped and in front of you, as pickpockets work the densest spots; our [China safety guide](/is-china-safe-for-tourists) covers the common tricks. Don’t stop at the top or bottom of escalators and stairs, and agree on a meeting point before entering anywhere crowded.",
    },
  ],
  troubleshooting: [
    {
      issue: "The Forbidden City is sold out for my dates",
      solution:
        "Keep checking the official booking page, because returned tickets reappear without notice, and book any later date in your stay that still has space. If nothing appears, a licensed tour that includes admission is the fallback. Meanwhile the Temple of Heaven, Beihai Park and Jingshan Park rarely sell out and fill a Beijing morning well.",
    },
    {
      issue: "People keep stepping into the line ahead of me",
      solution:
        "Close the gap first: stand near enough that there’s no space to step into. If someone still cuts in, a calm “páiduì” (line up) with a gesture to the back usually works. At official sights, point the problem out to staff; they enforce the line more readily than other visitors do.",
    },
    {
      issue: "We got separated in the crowd",
      solution:
        "Go to the meeting point you agreed on, and share live location in a WeChat chat while you both have signal. Give children a card in their pocket with your phone number and hotel name in Chinese; staff at any ticket office or police kiosk will call for you. Police are on 110.",
    },
    {
      issue: "The crowd is pressing in and it feels unsafe",
      solution:
        "Move diagonally toward the edge rather than against the flow, keep your arms bent in front of your chest to protect your breathing, and never bend down to pick up something you dropped. Once you’re out, leave the area and come back another day. If someone is hurt, call 120 for an ambulance.",
    },
  ],
  relatedSolutions: [
    {
      title: "How to Book a China Train Ticket with a Foreign Passport",
      link: "/how-to-book-china-train-foreign-passport",
      description: "Get seats early, especially around holidays when trains sell out.",
    },
    {
      title: "How to Use the Metro in China as a Foreign Visitor",
      link: "/how-to-use-chinese-metro",
      description: "Ride smoothly, and know when to stay off the trains.",
    },
    {
      title: "How to Navigate China Without Speaking Chinese",
      link: "/how-to-navigate-china-no-chinese",
      description: "Find side entrances, quieter routes and your way back to the hotel.",
    },
  ],
  seo: {
    title: "How to Survive China’s Crowds: Dates, Tickets, Timing",
    description:
      "Beat the crowds in China: holiday dates to avoid, timed tickets to book early, when to reach big sights, quieter alternatives and staying safe in a crush.",
    keywords: [
      "china crowds tips",
      "avoid crowds china",
      "golden week china travel",
      "forbidden city sold out",
      "best time avoid crowds china",
      "great wall least crowded",
      "china tourist crowds",
    ],
  },
} satisfies Solution;
