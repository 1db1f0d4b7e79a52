import type { Solution } from "../schemas/solution";

export default {
  slug: "find-hotels-accept-foreigners",
  title: "How to Find Hotels in China That Accept Foreigners",
  heroImage: { icon: "hotel", alt: "Hotel front desk with a passport being scanned at check-in" },
  timeNeeded: "10 minutes per booking to check the policy",
  problem: [
    "You found a well-reviewed hotel at a good price, booked it, and then read stories of travelers turned away at the front desk because “we cannot take foreigners.” Now you are not sure which listings to trust, or what to do if it happens to you at 11pm with luggage.",
    "The cause is a registration rule: every foreign guest must be registered with the police within 24 hours of arrival, and hotels do it at check-in. Places without the right system, usually small budget hotels and guesthouses, may refuse passports even when a booking site takes your money.",
  ],
  personalAnecdote:
    "Planning Zhangjiajie for our September 2025 trip, we found a cheap inn near the city’s train station whose policy line on Trip.com said it accepted only guests with mainland Chinese ID. We booked a guesthouse in Wulingyuan instead, closer to the park gate anyway, after its policy confirmed passports were fine. At check-in the owner scanned our passports and the entry stamp page, typed for a minute and handed over the keys.",
  quickSolution: {
    tldr: "Book on Trip.com, Booking.com or Agoda, read each property’s policy for a line restricting guests to mainland Chinese ID holders, prefer international chains, larger hotels and hostels, and message small places before paying. Bring your passport to check-in; the hotel handles the 24-hour police registration.",
    keyPoints: [
      "The policy section, not the photos, tells you whether passports are accepted.",
      "International chains and most mid-range hotels accept foreigners routinely.",
      "Expect about ¥200-500 a night for a decent hotel and ¥50-100 for a hostel dorm bed.",
      "Airbnb no longer lists homes in mainland China; private stays need your own police registration.",
    ],
  },
  stepByStep: [
    {
      step: 1,
      title: "Search on a platform that shows Chinese hotel policies",
      description:
        "**Trip.com** has the largest inventory of Chinese hotels and shows each property’s policies in English; Booking.com and Agoda also work well in big cities. Set your dates and price, then shortlist three or four options instead of one. Our [Trip.com vs Ctrip comparison](/trip-com-vs-ctrip-foreigners) explains why foreigners should use the international version.",
    },
    {
      step: 2,
      title: "Read the policy section for guest restrictions",
      description:
        "Open **Policies** (or “Property policies”) and look for wording that the property accepts only guests from the Chinese mainland, or only mainland ID cards. If you see it, move on. A line saying the hotel welcomes guests of all nationalities, or a recent English-language review mentioning a smooth check-in, is reassuring.",
      tips: ["Sort reviews by newest and look for ones written in English within the last few months."],
    },
    {
      step: 3,
      title: "Favor hotel types that take passports routinely",
      description:
        "International brands (Hilton, Marriott, IHG, Hyatt, Accor) and large Chinese chains’ city-center branches register foreign guests every day. Hostels in tourist cities usually do too. Risky categories are the cheapest rooms near train stations, countryside guesthouses and anything listed only on Chinese-language apps. For a side-by-side view, read [hostels vs hotels for foreigners](/hostels-vs-hotels-china-foreigners).",
    },
    {
      step: 4,
      title: "Message small properties before paying",
      description:
        "Use the platform’s chat to ask: “Do you accept foreign passport holders?” Add the Chinese: 可以接待外国客人吗？ (kěyǐ jiēdài wàiguó kèrén ma?). A written yes in the booking chat is also your evidence if there is a dispute later.",
      tips: ["Choose free cancellation for small places, so a late refusal costs you nothing."],
    },
    {
      step: 5,
      title: "Save the hotel’s name and address in Chinese",
      description:
        "Copy the Chinese name and address from the booking into your notes. Drivers and Amap need it, and it is what you show if you arrive lost.",
    },
    {
      step: 6,
      title: "Check in with your passport",
      description:
        "Hand over the passport; staff scan the photo page and your visa or entry stamp, and may take your photo. Many hotels take a refundable **deposit** (押金, yājīn), often ¥100-500, by Alipay or card, released at checkout. Chinese guests use a face-scan kiosk; foreigners go to the desk.",
    },
  ],
  troubleshooting: [
    {
      issue: "The front desk says it cannot accept foreigners",
      solution:
        "Stay calm and show the booking. Ask whether they can call the local police station (派出所, pàichūsuǒ) to register you; rules have eased and some can. If not, contact the booking platform’s support from the lobby: Trip.com’s English line runs 24 hours and can rebook you nearby and refund the original stay.",
    },
    {
      issue: "You are staying with friends or in a private apartment",
      solution:
        "You must register yourself within 24 hours at the local police station, taking your passport and your host (or the host’s ID and address details). In some cities this can be done online; ask your host. Skipping it can cause fines.",
    },
    {
      issue: "The deposit was not released after checkout",
      solution:
        "Card pre-authorizations can take several working days to drop off your statement. Check the payment in Alipay’s **Bills** or your banking app, and contact the hotel if it is still held after a week.",
    },
  ],
  relatedSolutions: [
    {
      title: "How to Navigate China Without Chinese",
      link: "/how-to-navigate-china-no-chinese",
      description: "Find your hotel from the station with addresses you cannot read.",
    },
    {
      title: "How to Use DiDi in China",
      link: "/how-to-use-didi-china",
      description: "Get to the door with the Chinese address pasted into the app.",
    },
    {
      title: "How to Pay in China Without Cash",
      link: "/how-to-pay-china-without-cash",
      description: "Cover hotel deposits and bills with wallets and cards.",
    },
  ],
  seo: {
    title: "How to Find Hotels in China That Accept Foreigners",
    description:
      "Why some Chinese hotels refuse foreign passports, how to spot them on Trip.com before booking, what check-in involves, and what to do if you are turned away.",
    keywords: [
      "hotels in china that accept foreigners",
      "china hotel foreigner registration",
      "china hotel refused foreigner",
      "trip.com hotel foreign guests",
      "china hotel passport check-in",
      "police registration china 24 hours",
      "airbnb china foreigners",
    ],
  },
} satisfies Solution;
