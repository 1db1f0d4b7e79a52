import type { Solution } from "../schemas/solution";

export default {
  slug: "use-wechat-pay-tourist",
  title: "How to Use WeChat Pay as a Tourist in China",
  heroImage: { icon: "phone", alt: "WeChat open on the Wallet screen with a foreign card added" },
  timeNeeded: "15-30 minutes, longer if WeChat asks for a friend to verify you",
  problem: [
    "You already have Alipay, or you are about to, and everyone says you need WeChat Pay too. But WeChat is a messaging app first, its wallet is buried a few menus deep, and sign-up sometimes stops dead and asks for “a friend” to vouch for you when you do not know anyone in China.",
    "You want a second wallet that works when a vendor’s Alipay code will not scan, without spending an afternoon in menus.",
  ],
  personalAnecdote:
    "WeChat Pay earned its place on our September 2025 trip at a small café off Wukang Road in Shanghai. The only way to order was a QR code on the table, and Alipay’s scanner opened a page telling us to use WeChat instead. In WeChat the menu loaded with photos of every drink, we ordered two lattes, and the payment went through on Face ID before the phone was back on the table.",
  quickSolution: {
    tldr: "Create a WeChat account with your home number, complete the security check (possibly by an existing WeChat user of 6+ months), verify your passport, then add a Visa or Mastercard under Me > Services > Wallet > Cards and set a 6-digit payment password.",
    keyPoints: [
      "Register before you fly: the friend-verification step is far easier to solve from home.",
      "Use a Visa or Mastercard; Amex and Discover links fail too often to rely on.",
      "Payments carry a 2-3% foreign-card fee on larger amounts, shown before you confirm.",
      "With a foreign card you can pay shops and services, but not send red packets or transfers to friends.",
    ],
  },
  stepByStep: [
    {
      step: 1,
      title: "Install WeChat and register with your own number",
      description:
        "Download **WeChat** (publisher: Tencent) from your app store. Tap **Sign Up**, choose your country code, enter your mobile number and set a password. WeChat texts you a code. It may then show a **Security Verification** page with a slider puzzle; complete it.",
      tips: [
        "Use your real name as your WeChat name; it helps later when your payment details must match your passport.",
      ],
    },
    {
      step: 2,
      title: "Pass the friend check if WeChat asks for it",
      description:
        "Some new accounts are told to get help from a friend. WeChat generates a QR code, and an existing WeChat user whose account is **6 months old or more** (and who has not verified another account recently) must scan it from their own app and confirm. Anyone abroad with WeChat can do it: a colleague, a Chinese-speaking neighbor, a former classmate.",
      tips: ["Send the QR code screenshot by email or another messenger; your helper scans it from their screen."],
    },
    {
      step: 3,
      title: "Open the Wallet",
      description:
        "Tap **Me** (bottom right), then **Services**, then **Wallet**. If you see no Services entry, update the app to the newest version and restart it. Inside Wallet, tap **Cards** and then **Add a Card**.",
    },
    {
      step: 4,
      title: "Verify your passport and add the card",
      description:
        "WeChat Pay asks for real-name details first: your name exactly as on the passport, passport number and expiry date, nationality, occupation and a photo of the photo page. Then enter the card number, expiry date, CVV and billing address, and confirm your bank’s security code. The card appears under Cards once it is accepted.",
      tips: [
        "Use the card in your own name; a partner’s card will not match your passport.",
        "If your bank’s app shows an approval request, accept it within a few minutes or the link times out.",
      ],
    },
    {
      step: 5,
      title: "Set the payment password and biometric pay",
      description:
        "Choose a **6-digit payment password**; WeChat asks for it on every payment unless you turn on Face ID or fingerprint payment from the settings menu at the top right of the Wallet screen. Write the password down somewhere other than your phone.",
    },
    {
      step: 6,
      title: "Pay a shop",
      description:
        "When the shop displays its own code, use the **+** icon in the corner of the Chats tab, then **Scan**. To be scanned, open **Me** > **Services** > **Money** and show the barcode to the cashier. Many mini-programs (ride-hailing, museum tickets, food ordering) also charge WeChat Pay directly.",
      tips: [
        "The green WeChat code and the blue Alipay code often sit on the same stand; most printed codes accept both.",
      ],
    },
  ],
  troubleshooting: [
    {
      issue: "Sign-up stops at “a friend needs to help you verify”",
      solution:
        "You need a WeChat user registered for 6+ months to scan your QR code, and they cannot have verified another account in the last month. Ask anyone abroad who uses WeChat; they can scan the code from a screenshot you send. If nobody can, make Alipay your main wallet and carry a little cash: you can travel without WeChat Pay, just with fewer fallbacks.",
    },
    {
      issue: "Card binding fails with “bank card verification failed”",
      solution:
        "Your bank declined the link. Approve it in the banking app, or call the bank and ask them to allow charges from Tenpay (WeChat Pay’s operator). Confirm the card is a Visa or Mastercard (the networks that link most reliably) and that the name matches your passport. Prepaid and virtual cards often fail; use a regular credit or debit card.",
    },
    {
      issue: "A friend tries to send you money and it will not arrive",
      solution:
        "With only a foreign card linked, the wallet can pay but cannot receive transfers or red packets. Split bills by having one person pay and settle up at home, or pay your share directly to the restaurant.",
    },
    {
      issue: "“Payment failed” at a small vendor",
      solution:
        "Now and then a vendor’s code rejects a payment funded by a foreign card. Ask the vendor to scan your payment code instead, switch to Alipay, or use cash. Our [Alipay setup guide](/how-to-use-alipay-china-foreign-card) gets your backup wallet ready.",
    },
  ],
  relatedSolutions: [
    {
      title: "How to Use Alipay with a Foreign Card",
      link: "/how-to-use-alipay-china-foreign-card",
      description: "The wallet most visitors set up first, step by step.",
    },
    {
      title: "How to Pay in China Without Cash",
      link: "/how-to-pay-china-without-cash",
      description: "How the two wallets, cards and a little cash fit together.",
    },
    {
      title: "How to Get a Chinese Phone Number",
      link: "/how-to-get-chinese-phone-number",
      description: "When a +86 number helps with apps and how to buy a tourist SIM.",
    },
  ],
  seo: {
    title: "How to Use WeChat Pay as a Tourist (Foreign Card Setup)",
    description:
      "Set up WeChat Pay with a foreign Visa or Mastercard: sign-up, the friend verification step, passport check, adding a card, paying and fixing errors.",
    keywords: [
      "wechat pay tourist",
      "wechat pay foreign card",
      "wechat pay for foreigners",
      "wechat friend verification",
      "add visa card to wechat pay",
      "wechat wallet international card",
      "wechat pay not working foreigner",
    ],
  },
} satisfies Solution;
