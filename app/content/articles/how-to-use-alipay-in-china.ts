import type { ArticleInput } from "../schemas/article";

export default {
  slug: "how-to-use-alipay-in-china",
  badge: "Updated for 2025",
  title: "How to Use Alipay in China as a Foreign Visitor (2025)",
  intro:
    "Alipay is the one app that turns China from “cash only, sorry” into “scan here.” This guide takes you from download to your first payment, then through the parts nobody warns you about: passport verification, the 6-digit payment password, the fee on larger payments, the daily limit, metro QR codes, ordering a DiDi inside the app and getting money back when something goes wrong.",
  schemaType: "HowTo",
  datePublished: "2025-01-15",
  dateModified: "2025-01-15",
  quickAnswer: {
    summary:
      "Install Alipay at home, register with your phone number and passport, and link a Visa or Mastercard. Setup takes 10-15 minutes, and the app then works at about 95% of vendors in China.",
    points: [
      "**Cards:** Visa and Mastercard work. Our advice is to treat Amex and Discover as cards that won’t carry you, and never to rely on one.",
      "**Fees:** foreign cards pay 2-3% per payment, though anything of ¥200 or less is currently fee-free.",
      "**Limits:** plan around a daily limit of about ¥2,000 and keep ¥300-500 in cash as backup.",
      "**Security:** every payment is confirmed with a 6-digit payment password you set during signup.",
      "**Beyond shops:** the same app runs metro QR codes in many cities and books DiDi rides in English.",
    ],
  },
  tableOfContents: true,
  sections: [
    {
      id: "why-alipay",
      title: "Why Alipay is the first app to install",
      blocks: [
        {
          type: "paragraph",
          text: "Mobile payment is how China pays. Noodle stalls, fruit sellers, museum ticket offices, convenience stores and taxi drivers all display a QR code, and many small vendors have no card terminal at all. Alipay is accepted at about 95% of vendors, which makes it the closest thing to a universal wallet a visitor can get.",
        },
        {
          type: "paragraph",
          text: "Foreign visitors can register with a non-Chinese phone number, and since 2023 Alipay has let them pay with an international card linked directly to the app. You don’t need a Chinese bank account, a residence permit or a local SIM. The app also has an English interface, which its rival [WeChat Pay](/wechat-pay-for-foreigners) handles less smoothly for first-timers.",
        },
        {
          type: "quote",
          text: "We paid for everything by phone for 14 days in September 2025, from Beijing and Xi’an to Zhangjiajie and Shanghai. Setting up Alipay at home, before the flight, was the single most useful hour of preparation we did.",
          attribution: "Our September 2025 trip, Beijing",
        },
      ],
    },
    {
      id: "setup",
      title: "Set up Alipay in three steps",
      blocks: [
        {
          type: "paragraph",
          text: "Do this at home, on Wi-Fi, with your passport and card on the table. The whole setup takes 10-15 minutes, and SMS codes arrive more reliably on your home network than on roaming.",
        },
        {
          type: "steps",
          steps: [
            {
              name: "Download the app",
              text: "Install **Alipay** from the App Store or Google Play. Check that the publisher is Alipay.com and that the icon is the blue square with the white 支 character; lookalike apps exist. If the app opens in Chinese, switch it to English under Settings, then General, then Language.",
            },
            {
              name: "Create an account with your phone number and passport",
              text: "Choose your country code, enter your mobile number and type in the SMS code. Then add your passport details: full name exactly as printed on the data page, nationality, passport number and expiry date. Alipay usually asks for a photo of the data page and sometimes a short face scan.",
            },
            {
              name: "Link a Visa or Mastercard",
              text: "Open **Account**, then **Bank Cards**, and add your card number, expiry date, security code and billing address. Your bank may send a one-time code or a push approval. Once the card shows as linked, set your 6-digit payment password if the app has not asked for it yet.",
            },
          ],
        },
        {
          type: "tip",
          tone: "tip",
          title: "Link a second card",
          text: "Add a second Visa or Mastercard from a different bank. If one bank’s fraud system blocks a payment from China, you switch cards on the payment screen in a few seconds instead of calling your bank from a noodle shop.",
        },
      ],
    },
    {
      id: "verification",
      title: "Verification and the 6-digit payment password",
      blocks: [
        {
          type: "paragraph",
          text: "Identity verification is the step that trips people up. Alipay compares the name on your passport with the name your bank holds for the card. A missing middle name, a swapped first and last name, or a passport photo with glare can send the check back for review.",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "Type your name in the same order and spelling as the passport’s machine-readable zone, including middle names.",
            "Photograph the data page flat, in daylight, with no fingers over the text and no flash glare on the laminate.",
            "If a review is pending, wait; results usually come within hours, sometimes a day or two. Another reason not to leave setup for the airport.",
            "Make sure your card is enabled for foreign online payments. Some banks block them by default.",
          ],
        },
        {
          type: "paragraph",
          text: "The **6-digit payment password** is separate from your login password. You type it to confirm each payment unless you switch on Face ID or fingerprint. Pick six digits you won’t forget after a long-haul flight, and never type it where a stranger can watch. Entering it wrong several times in a row locks payments for a while.",
        },
        {
          type: "tip",
          tone: "warning",
          title: "Keep your home SIM reachable",
          text: "Alipay and your bank both send SMS codes to the number you registered. If you swap your home SIM out for a data-only eSIM, keep the physical SIM in the phone with SMS enabled so codes still reach you in China.",
        },
      ],
    },
    {
      id: "fees-and-limits",
      title: "Fees, limits and which cards work",
      blocks: [
        {
          type: "paragraph",
          text: "Alipay charges a **2-3% fee** on payments made with a foreign card. It currently waives the fee on single payments of **¥200 or less**, which covers most meals, taxis, snacks and entrance tickets. The fee is shown before you confirm, so nothing is hidden. Your own bank may add its foreign-transaction fee on top; a card without one saves real money over two weeks.",
        },
        {
          type: "table",
          caption: "What the fee means in practice (at 2-3%)",
          columns: ["Payment", "Example", "Alipay fee"],
          rows: [
            ["¥25", "Bowl of noodles", "None (¥200 or less)"],
            ["¥120", "Dinner for two at a local restaurant", "None (¥200 or less)"],
            ["¥200", "Terracotta Army ticket plus lunch", "None (¥200 or less)"],
            ["¥450", "Hotel dinner or a museum shop haul", "About ¥9-14"],
            ["¥1,500", "A night in a good hotel", "About ¥30-45"],
          ],
        },
        {
          type: "paragraph",
          text: "Plan around a **daily limit of about ¥2,000**. Limits depend on your verification status and your card, Alipay has changed them several times, and the app shows the figure that applies to you. For hotels, train tickets and tours above that, use a card directly at the front desk or pay through a booking site.",
        },
        {
          type: "paragraph",
          text: "On cards: **Visa and Mastercard work**. Treat Amex and Discover as cards that don’t; even if the app accepts the number, don’t travel with either as your only card. Prepaid and travel cards from fintech banks often link fine, but test them with a small online payment first.",
        },
        {
          type: "paragraph",
          text: "Splitting a large bill into several payments under ¥200 to dodge the fee is something vendors rarely agree to, and it isn’t worth the awkwardness. Our page on [avoiding Alipay fees](/how-to-avoid-alipay-fees) covers the strategies that do work.",
        },
      ],
    },
    {
      id: "paying",
      title: "Paying: scanning a code or being scanned",
      blocks: [
        {
          type: "paragraph",
          text: "There are two ways to pay, and vendors expect you to know which one they use. Look at the counter: a printed QR code means you scan them; a small scanner pointed at customers means they scan you.",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "**You scan the vendor:** tap **Scan** on the home screen, point the camera at the vendor’s code, type the amount in yuan, check the name that appears, and confirm with your password or face. Show the success screen to the vendor; small stalls often check it before handing over your food.",
            "**The vendor scans you:** tap **Pay/Receive** (or **Pay**) to show your payment barcode and QR code, and hold the screen under their scanner. The amount is set by the till, so you don’t type anything. Supermarkets, chain coffee shops and convenience stores mostly work this way.",
            "**Online and in-app:** when a website or mini-program offers Alipay, it hands over to the app, where you confirm with the same password.",
          ],
        },
        {
          type: "tip",
          tone: "note",
          title: "Screen brightness matters",
          text: "If the scanner won’t read your code, turn up screen brightness and hold the phone still about 10 cm from the reader. A cracked screen protector is a common culprit.",
        },
        {
          type: "paragraph",
          text: "Each payment appears under **Bills** with the merchant name, the yuan amount and the fee, if any. Screenshot the success page for larger purchases; it’s the quickest evidence if a refund is needed later.",
        },
      ],
    },
    {
      id: "transport-and-didi",
      title: "Metro QR codes and DiDi inside Alipay",
      blocks: [
        {
          type: "paragraph",
          text: "Alipay’s **Transport** feature (search “Transport” or “Metro” in the app) generates a ride QR code you scan at metro gates and on many city buses. Pick the city, accept the terms once, and the code deducts each fare from your linked card. Metro fares run ¥3-6 a trip, so the foreign-card fee never applies.",
        },
        {
          type: "paragraph",
          text: "Coverage for foreign accounts has widened through 2024 and 2025, but it still varies by city and occasionally by line. If a city’s code won’t activate, the ticket machines in most stations take Alipay scans for single tickets. Our guide to [using the Chinese metro](/how-to-use-chinese-metro) explains gates, transfers and day passes.",
        },
        {
          type: "paragraph",
          text: "For taxis, search **DiDi** inside Alipay. The DiDi mini-program opens in English, lets you type your destination in English or pinyin, and charges your linked card at the end of the ride, so you never need the separate DiDi app. Drivers may call to confirm the pickup point; a short message in Chinese from a translation app usually solves it. The full walkthrough is in [how to use DiDi in China](/how-to-use-didi-china).",
        },
        {
          type: "prosCons",
          pros: [
            "Metro, buses and taxis all paid from one app with one password.",
            "DiDi’s English mini-program needs no extra download or account.",
            "Small transport payments stay below the ¥200 fee threshold.",
          ],
          cons: [
            "Transport code coverage differs from city to city.",
            "Airport express lines and some suburban lines may need a separate ticket.",
            "Both features need mobile data at the moment you use them.",
          ],
        },
      ],
    },
    {
      id: "refunds-and-problems",
      title: "Refunds and common problems",
      blocks: [
        {
          type: "paragraph",
          text: "Refunds start with the vendor, not with Alipay. Ask the shop to refund through their Alipay terminal; the money goes back to the card you paid with, usually within a few days, occasionally up to two weeks depending on your bank. Because the refund is converted back at a later exchange rate, the amount on your statement can differ by a little from what you paid.",
        },
        {
          type: "paragraph",
          text: "For online orders, open the payment in **Bills** and use the help option there. Keep the success screenshot and the merchant name.",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "**“Payment failed” with no reason:** your bank probably blocked it. Check your banking app for a fraud alert, approve it, and try again.",
            "**Card won’t link:** re-check the billing address and name order, and confirm international online payments are switched on.",
            "**The vendor only shows a WeChat code:** ask “Zhīfùbǎo kěyǐ ma?” (Can I use Alipay?). Many vendor codes take both apps, and a vendor showing one code often has the other behind the counter.",
            "**Daily limit reached:** switch to your second card, pay by card at a hotel desk, or use your cash backup.",
            "**No signal underground:** open your payment code before you enter a basement food court; Alipay can still display it offline for a short time.",
          ],
        },
        {
          type: "paragraph",
          text: "When nothing works, cash is still legal tender and vendors are expected to accept it. Keep ¥300-500 in notes as a backup and about ¥100 in your pocket each day. The [guide to payment methods in China](/payment-methods-in-china) covers building that backup.",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Can I set up Alipay before I arrive in China?",
      answer:
        "Yes, and you should. Registration, passport verification and card linking all work from abroad, and setup takes 10-15 minutes. Doing it at home gives verification time to finish before you need to pay for anything.",
    },
    {
      question: "Do I need a Chinese phone number for Alipay?",
      answer:
        "No. Alipay accepts foreign mobile numbers for registration. Keep that number able to receive SMS during your trip, because verification and bank codes are sent to it.",
    },
    {
      question: "How much does Alipay charge foreign visitors?",
      answer:
        "Payments made with a foreign card carry a 2-3% fee, which Alipay currently waives on single payments of ¥200 or less. Your bank may add its own foreign-transaction fee.",
    },
    {
      question: "Is there a spending limit?",
      answer:
        "Plan around a daily limit of about ¥2,000. The limit that applies to you depends on verification and card, and the app shows it. Pay large hotel bills by card at the desk.",
    },
    {
      question: "Can I send money to friends with Alipay as a foreigner?",
      answer:
        "Generally not. With a foreign card linked, Alipay is built for paying merchants; transfers and red packets to other users are usually unavailable. Settle shared bills by having one person pay and the others reimburse at home.",
    },
  ],
  relatedGuides: [
    { title: "WeChat Pay for Foreigners", link: "/wechat-pay-for-foreigners" },
    { title: "Payment Methods in China", link: "/payment-methods-in-china" },
    { title: "Alipay vs WeChat Pay in China", link: "/alipay-vs-wechat-pay-china" },
  ],
  seo: {
    title: "How to Use Alipay in China: Foreigner’s Guide 2025",
    description:
      "Set up Alipay before you fly: link a Visa or Mastercard, pass passport checks, understand the 2-3% fee and ¥2,000 limit, and pay by QR code anywhere in China.",
    keywords: [
      "how to use alipay in china",
      "alipay for foreigners",
      "alipay foreign card",
      "alipay fees tourists",
      "alipay setup passport",
      "alipay daily limit",
      "pay with qr code china",
      "alipay metro qr code",
    ],
  },
} satisfies ArticleInput;
