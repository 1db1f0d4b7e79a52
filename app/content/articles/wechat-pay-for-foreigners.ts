import type { ArticleInput } from "../schemas/article";

export default {
  slug: "wechat-pay-for-foreigners",
  badge: "Updated for 2025",
  title: "WeChat Pay for Foreigners: Setup, Limits and Mini-Programs (2025)",
  intro:
    "WeChat is China’s messaging app, and its wallet is the second payment system you’ll see on every counter. Setting it up as a visitor is slightly harder than Alipay: a new account may need an existing user to vouch for you, and some features stay closed to foreign cards. Here is how to get through setup, what works once you’re in, and where the limits are.",
  schemaType: "HowTo",
  datePublished: "2025-01-15",
  dateModified: "2025-01-15",
  quickAnswer: {
    summary:
      "Register WeChat with your own phone number, get verified by an existing user of 6+ months if the app asks, then open the Wallet, verify your passport and link a Visa or Mastercard. After that you can pay merchants and mini-programs, but not send red packets or transfers.",
    points: [
      "**Verification:** new accounts are sometimes asked for a friend check by someone who has used WeChat for 6 months or more. Sort it out before you fly.",
      "**Naming:** Weixin Pay (微信支付) on a green sticker and WeChat Pay are the same system; your app works with both.",
      "**Cards and fees:** link a Visa or Mastercard; larger payments carry a 2-3% foreign-card fee shown before you confirm.",
      "**Limits:** with only a foreign card, red packets, transfers to friends and withdrawals are generally unavailable.",
      "**Mini-programs:** restaurant table ordering, DiDi and many ticket bookings run inside WeChat and pay through the same wallet.",
    ],
  },
  tableOfContents: true,
  sections: [
    {
      id: "weixin-or-wechat",
      title: "Weixin Pay or WeChat Pay: one system, two names",
      blocks: [
        {
          type: "paragraph",
          text: "Tencent runs one messaging app under two names. Accounts registered with a mainland Chinese number live in **Weixin** (微信), and accounts registered with a foreign number live in **WeChat**. They message each other freely, and both wallets pay the same merchants.",
        },
        {
          type: "paragraph",
          text: "That’s why counters show a green sticker reading **微信支付** (Weixin Pay, literally “WeChat payment”), sometimes alongside the words WeChat Pay. For you, they mean the same thing: open WeChat, scan, pay. A sticker with a green speech-bubble logo is the one to look for.",
        },
        {
          type: "paragraph",
          text: "One naming trap: **WeChat Pay HK** is a separate Hong Kong wallet that works with Hong Kong bank accounts. If you read a guide about it, it’s not describing the wallet a mainland visitor with a foreign card will use.",
        },
        {
          type: "tip",
          tone: "note",
          title: "Download the right app",
          text: "Install the app called **WeChat** with the green icon of two speech bubbles. WeChat Work (WeCom) is a business tool and won’t give you a wallet.",
        },
      ],
    },
    {
      id: "setup",
      title: "Set up WeChat Pay step by step",
      blocks: [
        {
          type: "paragraph",
          text: "Allow an evening for this, a week or more before departure. The wallet part takes 10 minutes; the verification part depends on other people answering their phones.",
        },
        {
          type: "steps",
          steps: [
            {
              name: "Install WeChat and register with your own number",
              text: "Download WeChat from your home App Store or Google Play, tap **Sign Up**, choose your country code and enter a real mobile number that receives SMS. Virtual and internet numbers are usually rejected.",
            },
            {
              name: "Pass the friend verification if asked",
              text: "If WeChat asks for security verification, it shows a QR code. An existing WeChat user who has had an account for **6 months or more** scans it from their own app and confirms. Send them a screenshot of the code or a link if they’re far away.",
            },
            {
              name: "Open the Wallet and verify your passport",
              text: "Go to **Me**, then **Services** (called **Pay and Services** in some versions), then **Wallet**. Follow the prompts for real-name verification: full name as printed on your passport, nationality, passport number, expiry date and a photo of the data page.",
            },
            {
              name: "Link a Visa or Mastercard",
              text: "In the Wallet, tap **Cards**, then **Add a Card**. Enter the card number, expiry date, security code and billing address. The name must match your passport. Approve any code or push notification your bank sends.",
            },
            {
              name: "Set your payment password and test it",
              text: "Choose a **6-digit payment password**, different from your login password, and optionally turn on Face ID or fingerprint. Check that the card shows as linked in the Wallet; your first coffee or metro ticket in China is the real test, so make it a small one.",
            },
          ],
        },
        {
          type: "tip",
          tone: "warning",
          title: "Keep the verification friend in reach",
          text: "WeChat can ask for verification again when you log in on a new phone or after a long break. Keep the contact of the person who vouched for you, and don’t reinstall the app in China without a plan for that.",
        },
      ],
    },
    {
      id: "six-month-verification",
      title: "The 6-month existing-user verification explained",
      blocks: [
        {
          type: "paragraph",
          text: "WeChat uses friend verification to stop bulk fake accounts. Not every new account gets the request; many travelers register without it. When it does appear, there is no way around it inside the app, which is why this step stops more foreigners than anything else.",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "The helper must have used WeChat or Weixin for **at least 6 months**, and WeChat sets further conditions on helpers that can change. If one person’s scan is refused, try another.",
            "Good candidates: a Chinese-speaking colleague, a classmate, a relative, or a friend who lived in China. Your tour company or hotel may help if you ask politely, but don’t count on it.",
            "The helper scans your code, confirms they know you, and WeChat finishes your registration. It takes them about a minute.",
            "Never pay strangers online to verify you. The helper’s account is linked to yours, and verification markets are a common route into scams.",
          ],
        },
        {
          type: "paragraph",
          text: "If nobody can verify you, don’t panic. Alipay needs no helper at all and is accepted at about 95% of vendors, so it carries a trip alone. Our [Alipay setup guide](/how-to-use-alipay-in-china) walks through it.",
        },
      ],
    },
    {
      id: "fees-and-paying",
      title: "Fees and how paying works",
      blocks: [
        {
          type: "paragraph",
          text: "Payments made with a foreign card carry a **2-3% fee** on larger amounts. Tencent has said it covers the fee on small payments below about ¥200, in line with Alipay, but check the confirmation screen: it shows any fee before you enter your password. Your bank’s own foreign-transaction fee comes on top.",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "**To scan a vendor’s code:** tap the **+** at the top right of the Chats screen, choose **Scan**, point at the code, enter the amount in yuan and confirm.",
            "**To be scanned:** tap **+**, then **Money** (or Me, Services, Money), and show the barcode to the cashier’s scanner.",
            "**Inside mini-programs:** the wallet pops up at checkout; confirm with your password or face.",
          ],
        },
        {
          type: "paragraph",
          text: "Payments land in **Me**, **Services**, **Wallet**, then **Bill** (or **Transactions**). Refunds go back to the card you used and usually take a few days. If a payment fails without a reason, check your banking app first: a fraud block from your bank is the most common cause, and approving it normally fixes the next attempt.",
        },
        {
          type: "quote",
          text: "We set up both wallets at home before our September 2025 trip, so from Beijing to Shanghai we never had to work out which code was on the counter before we could pay.",
          attribution: "Our September 2025 trip, Shanghai",
        },
      ],
    },
    {
      id: "red-packets-and-transfers",
      title: "Red packets and transfers: the limits for foreigners",
      blocks: [
        {
          type: "paragraph",
          text: "Red packets (hóngbāo, 红包) are WeChat’s signature feature: digital envelopes of money sent in chats, especially at Chinese New Year and weddings. Transfers to individuals are how friends settle dinner bills. Both depend on a wallet funded from a Chinese bank account.",
        },
        {
          type: "table",
          caption: "What a WeChat wallet with only a foreign card can do (2025)",
          columns: ["Feature", "Foreign card only", "Notes"],
          rows: [
            ["Pay shops and restaurants", "Yes", "Scan or be scanned"],
            ["Pay inside mini-programs", "Yes", "Ordering, rides, tickets"],
            ["Send red packets", "Generally no", "Needs a Chinese bank account"],
            ["Transfer to a friend", "Generally no", "Same restriction"],
            ["Withdraw Balance to a card", "No", "Money received can only be spent"],
            ["Top up Balance", "No", "Payments are charged to the card directly"],
          ],
        },
        {
          type: "paragraph",
          text: "Practically, that means a local guide or a guesthouse owner who asks you to “just send it on WeChat” may need to give you a merchant payment code instead of their personal one. Most small businesses have one. If a friend sends you a red packet, you may be able to open it, but the money stays in your WeChat Balance for spending in China.",
        },
        {
          type: "tip",
          tone: "tip",
          title: "Splitting bills with travel companions",
          text: "Let one person pay and settle up at home with your usual banking app. It’s simpler than trying to move money between foreign-card wallets, which WeChat doesn’t support.",
        },
      ],
    },
    {
      id: "mini-programs",
      title: "Mini-programs: the apps inside WeChat",
      blocks: [
        {
          type: "paragraph",
          text: "Mini-programs are small apps that run inside WeChat without installing anything. You open them by scanning a QR code or by searching in the app, and they pay through your wallet. For a visitor, three uses matter most.",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "**Restaurant table ordering:** many restaurants put a QR code on each table. Scan it, browse the menu with photos, order and pay without waiting for staff. Menus are usually in Chinese, so keep a translation app ready; our guide to [ordering food without Chinese](/how-to-order-food-china-no-chinese) helps.",
            "**Rides:** DiDi runs a mini-program inside WeChat, handy if your Alipay is misbehaving. See [how to use DiDi in China](/how-to-use-didi-china).",
            "**Tickets and reservations:** many museums and major sights take real-name bookings through their official WeChat mini-programs, where you enter your passport number. Book popular ones several days ahead.",
          ],
        },
        {
          type: "paragraph",
          text: "Some mini-programs ask for a Chinese phone number or a Chinese ID during signup. When that happens, the same service usually has an Alipay version or a ticket window, so you’re not locked out, just redirected.",
        },
        {
          type: "prosCons",
          pros: [
            "Table-code ordering means no language barrier with waiting staff.",
            "Many museum and attraction bookings live here and accept passports.",
            "Payment is built in, with the same password as the wallet.",
          ],
          cons: [
            "Most mini-programs are in Chinese only.",
            "Some signups demand a Chinese phone number or ID.",
            "Each one needs mobile data to load.",
          ],
        },
      ],
    },
    {
      id: "wechat-or-alipay",
      title: "Do you need WeChat Pay if you have Alipay?",
      blocks: [
        {
          type: "paragraph",
          text: "You can travel on Alipay alone. WeChat Pay earns its place as a second wallet: when a bank blocks one app, when a mini-program only takes WeChat, or when a vendor’s code is WeChat-only. WeChat is also how hotels, guides and new friends will message you, so you’ll probably install it anyway.",
        },
        {
          type: "paragraph",
          text: "Our comparison of [Alipay and WeChat Pay for tourists](/alipay-vs-wechat-pay-tourists) sets them side by side. If the friend verification proves impossible, use Alipay with a backup card and ¥300-500 in cash, and don’t let WeChat Pay hold up your trip.",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Can foreigners use WeChat Pay without a Chinese bank account?",
      answer:
        "Yes. Link a Visa or Mastercard after passport verification and you can pay merchants and mini-programs. Red packets, transfers and withdrawals still need a Chinese bank account.",
    },
    {
      question: "Who can verify my new WeChat account?",
      answer:
        "An existing WeChat or Weixin user whose account is at least 6 months old, who scans the QR code your app shows. WeChat sets further conditions, so have a second person in mind.",
    },
    {
      question: "Is Weixin Pay different from WeChat Pay?",
      answer:
        "No. Weixin (微信) is the name for mainland accounts and WeChat for international ones. A 微信支付 sticker accepts payments from your WeChat app.",
    },
    {
      question: "Does WeChat Pay charge fees for foreign cards?",
      answer:
        "Larger payments carry a 2-3% fee; small payments below about ¥200 have been fee-free. The confirmation screen shows any fee before you pay.",
    },
    {
      question: "Can I receive money from a Chinese friend?",
      answer:
        "Sometimes a red packet can be opened, but the money stays in your WeChat Balance to spend in China. You can’t withdraw it to a foreign card.",
    },
  ],
  relatedGuides: [
    { title: "How to Use Alipay in China", link: "/how-to-use-alipay-in-china" },
    { title: "Payment Methods in China", link: "/payment-methods-in-china" },
    { title: "Use WeChat Pay as a Tourist", link: "/how-to-use-wechat-pay-tourist" },
  ],
  seo: {
    title: "WeChat Pay for Foreigners: 2025 Setup Guide",
    description:
      "Set up WeChat Pay as a visitor: pass the 6-month friend verification, link a Visa or Mastercard, learn the red packet limits and pay inside mini-programs.",
    keywords: [
      "wechat pay for foreigners",
      "wechat pay foreign card",
      "wechat friend verification",
      "weixin pay vs wechat pay",
      "wechat red packet foreigner",
      "wechat mini programs tourist",
      "wechat pay china tourist",
    ],
  },
} satisfies ArticleInput;
