import type { Solution } from "../schemas/solution";

export default {
  slug: "use-alipay-china-foreign-card",
  title: "How to Use Alipay in China with a Foreign Card",
  heroImage: { icon: "wallet", alt: "Phone showing an Alipay payment code next to a Visa card" },
  timeNeeded: "10-15 minutes",
  problem: [
    "You have read that China runs on QR codes, and you have a Visa or Mastercard from home. You want to know whether that card can live inside Alipay, what the app will ask for, and whether it will actually work at a noodle stall on your first morning.",
    "The worry is reasonable. Setup involves your passport, a face scan and a bank security check, and a card that fails in the hotel lobby leaves you hunting for an ATM. Done at home, the whole thing takes 10-15 minutes.",
  ],
  personalAnecdote:
    "We set up Alipay at our kitchen table a week before flying to Beijing in September 2025. The first card link stalled at the bank’s security check until we approved the payment in the bank’s own app; the second attempt went through in under a minute. Our first real payment was a bottle of water at a convenience store near our hotel in Dongcheng, and for the next 14 days, through Xi’an, Zhangjiajie and Shanghai, we never needed cash.",
  quickSolution: {
    tldr: "Install Alipay before you fly, sign up with your home phone number, verify your passport, add a Visa or Mastercard and set a 6-digit payment password. Then pay by scanning the shop’s QR code or by showing yours.",
    keyPoints: [
      "Setup takes 10-15 minutes; do it at home on Wi-Fi, not in an arrivals hall.",
      "Link a Visa or Mastercard: those work reliably, while Amex and Discover fail too often to count on.",
      "A 2-3% foreign-card fee applies, but Alipay currently waives it on single payments of ¥200 or less.",
      "Expect a daily spending limit of about ¥2,000, and keep a second card linked as backup.",
      "Alipay is accepted at about 95% of vendors, from metro gates to street stalls.",
    ],
  },
  stepByStep: [
    {
      step: 1,
      title: "Download Alipay and switch it to English",
      description:
        "Install **Alipay** (publisher: Alipay.com Co., Ltd.) from the App Store or Google Play. When it opens, pick your country or region and choose English. If a screen appears in Chinese, open the profile tab at the bottom right, tap the gear icon for **Settings**, then **General** and **Language**.",
      tips: [
        "Avoid look-alike apps: the real one has a blue square icon with a white character.",
        "Update the app before you fly; older versions lack parts of the foreign-card flow.",
      ],
    },
    {
      step: 2,
      title: "Sign up with your home phone number",
      description:
        "Tap **Sign Up**, choose your country code and enter the mobile number you will carry in China. Alipay texts a verification code; type it in. You do not need a Chinese number, and your foreign number stays the login for the whole trip.",
      tips: ["Keep your home SIM active in China, even as a second line: bank security codes arrive there."],
    },
    {
      step: 3,
      title: "Verify your identity with your passport",
      description:
        "Alipay will prompt you to **Verify identity** (or find it under Settings). Choose **Passport**, photograph the photo page in good light, confirm your name exactly as printed, then complete the short face scan. Approval is usually quick, though some accounts wait longer for a manual check.",
      tips: [
        "Lay the passport flat on a dark surface and switch off the flash to avoid glare.",
        "Enter your name in the same order as the passport’s machine-readable line.",
      ],
    },
    {
      step: 4,
      title: "Add your Visa or Mastercard",
      description:
        "Go to **Bank Cards** and tap **Add card**. Enter the card number, expiry date, CVV and billing address. Your bank then runs its own security check (a text code or an approval request in its app). When the card shows under Bank Cards, it is live.",
      tips: [
        "Tell your bank you are traveling to China so the first charges are not declined as fraud.",
        "Link two cards from different banks if you can; one bank’s fraud system will not stop your whole trip.",
      ],
    },
    {
      step: 5,
      title: "Set your 6-digit payment password",
      description:
        "Alipay asks for a **6-digit payment password** the first time you pay or from the security settings. It is separate from your login. Turn on Face ID or fingerprint payment as well, so you are not typing digits with a queue behind you.",
    },
    {
      step: 6,
      title: "Make your first payment",
      description:
        "Two ways to pay. If the shop shows a printed QR code, tap **Scan** on the Alipay home screen, scan it, type the amount and confirm. If the cashier has a scanner, tap **Pay** to show your own barcode and let them scan your screen. The receipt appears under **Bills**.",
      tips: ["Do your first payment somewhere small and calm, like a convenience store, to confirm the card works."],
    },
  ],
  troubleshooting: [
    {
      issue: "“Card verification failed” when adding the card",
      solution:
        "This is almost always your bank declining the link, not Alipay. Open your banking app and approve the pending request, or call the number on the back of the card and ask them to allow the charge from Alipay. Check that the billing address matches your bank’s records. If it still fails, try a different Visa or Mastercard.",
    },
    {
      issue: "“Payment failed” at the till after the card was working",
      solution:
        "You may have hit the daily limit of about ¥2,000, or the bank has flagged a larger amount. Try a smaller payment, switch to your second linked card from the payment screen, or pay that one bill by card at a hotel or big store. For tips on keeping the foreign-card fee down on big bills, see [how to avoid Alipay fees](/how-to-avoid-alipay-fees).",
    },
    {
      issue: "Identity verification stuck on “under review”",
      solution:
        "Retake the passport photo without glare and make sure all four corners are in frame. A review can take longer at busy times, which is one more reason to set up before you fly.",
    },
    {
      issue: "A vendor will not accept your Alipay",
      solution:
        "It happens at a few small stalls. Offer to scan their code instead of them scanning yours, try WeChat Pay if you have it, or pay from your cash backup of ¥300-500 (a ¥100 note in your wallet covers most days). See [paying in China without cash](/how-to-pay-china-without-cash) covers the fallbacks.",
    },
  ],
  relatedSolutions: [
    {
      title: "How to Use WeChat Pay as a Tourist",
      link: "/how-to-use-wechat-pay-tourist",
      description: "Set up China’s second wallet so you have a backup when Alipay is refused.",
    },
    {
      title: "How to Avoid Alipay Fees",
      link: "/how-to-avoid-alipay-fees",
      description: "Keep the foreign-card fee and your bank’s charges as low as possible.",
    },
    {
      title: "How to Pay in China Without Cash",
      link: "/how-to-pay-china-without-cash",
      description: "Every cashless option for visitors, and what to do when one fails.",
    },
  ],
  seo: {
    title: "How to Use Alipay in China with a Foreign Card (2025)",
    description:
      "Set up Alipay with a Visa or Mastercard in 10-15 minutes: sign-up, passport check, card link, 6-digit password, fees and fixes for failed payments.",
    keywords: [
      "alipay foreign card",
      "alipay for tourists",
      "how to use alipay in china",
      "alipay visa card",
      "alipay card verification failed",
      "alipay setup foreigner",
      "alipay fee foreign card",
    ],
  },
} satisfies Solution;
