import type { Solution } from "../schemas/solution";

export default {
  slug: "translate-chinese-menus",
  title: "How to Translate Chinese Menus With Your Phone",
  heroImage: { icon: "languages", alt: "Phone camera translating a Chinese restaurant menu into English" },
  timeNeeded: "15 minutes to set up, then seconds per menu",
  problem: [
    "The menu is a board of characters above the counter, or a laminated booklet without pictures, and the staff are busy. You point your phone at it and get “husband and wife lung slices” and “saliva chicken”, which doesn’t help you decide what to eat.",
    "Sometimes there’s no paper menu at all: just a QR code on the table that opens an ordering page entirely in Chinese.",
  ],
  personalAnecdote:
    "In Xi’an we ate at a noodle shop near the Bell Tower whose menu was painted on a board above the counter. The camera turned 凉皮 into “cold skin” and 油泼面 into “oil splash noodles”. Both were exactly what we wanted: chilled wheat noodles in chili and vinegar, and wide hand-pulled noodles under sizzling chili oil. What made us confident enough to order was spotting 辣 (spicy) and 肉 (meat) on the board, two characters we had learned that morning.",
  quickSolution: {
    tldr: "Before you go, install Google Translate or Apple Translate and download Chinese for offline use. Photograph the menu rather than using the live camera view, learn a dozen characters for meat, cooking methods and spice, and watch the price units. For QR-code menus, screenshot the page and translate the screenshot.",
    keyPoints: [
      "Offline language packs work with no data and no VPN; Google Translate’s online features need a roaming eSIM or a VPN.",
      "A still photo gives cleaner results than the live camera and lets you select one line at a time.",
      "Alipay has a built-in **Translate** tool with photo translation that works without a VPN.",
      "A price per 斤 (jīn) is per 500 g, not per dish, and 时价 means market price: ask before you order.",
    ],
  },
  stepByStep: [
    {
      step: 1,
      title: "Install two translators and download Chinese offline",
      description:
        "In Google Translate, open **Downloaded languages** from the menu and add **Chinese (Simplified)**. On iPhone, Apple’s Translate app works offline once you download Chinese (Mandarin) under **Downloaded Languages** in its settings, and the same engine translates text in Photos and the Camera. As a third option that needs no VPN, Alipay’s home screen has a **Translate** tool with text, voice and photo modes.",
      tips: [
        "On hotel Wi-Fi or a local SIM, Google Translate only works offline unless you have a VPN; on a roaming eSIM it works normally.",
        "Pleco, a free Chinese dictionary app, explains single characters and dish names far better than a translator; its camera reader is a paid add-on.",
      ],
    },
    {
      step: 2,
      title: "Photograph the menu and translate it section by section",
      description:
        "The live camera view flickers on glossy pages and lays English over the prices. Take a flat, well-lit photo instead. In Google Translate use the camera’s **Import** option to load it; on iPhone open the photo, tap the Live Text button and choose **Translate**. Translate the whole page once to find the sections, then select single lines, dish name plus price.",
      tips: [
        "Section headings worth knowing: 凉菜 (cold dishes), 热菜 (hot dishes), 主食 (staples such as rice, noodles and dumplings), 汤 (soups), 饮料 (drinks).",
      ],
    },
    {
      step: 3,
      title: "Learn the characters that translators mangle",
      description:
        "Apps are reliable on ingredients and weak on dish names, which are often poetic or regional. Learn to spot the core: 牛 (beef), 猪 (pork), 鸡 (chicken), 鸭 (duck), 羊 (lamb), 鱼 (fish), 虾 (shrimp), 豆腐 (tofu), 蛋 (egg), 面 (noodles), 饭 (rice), 饺 (dumplings). Then the cooking method: 炒 (stir-fried), 烤 (roasted or grilled), 蒸 (steamed), 炸 (deep-fried), 红烧 (braised in soy sauce). A name containing 牛 and 炒 is stir-fried beef, whatever the app says.",
      tips: [
        "Three classic mistranslations: 夫妻肺片 (“husband and wife lung slices”) is sliced beef and offal in chili oil; 口水鸡 (“saliva chicken”) is poached chicken in chili sauce; 蚂蚁上树 (“ants climbing a tree”) is glass noodles with minced pork.",
        "Spice levels: 微辣 (wēi là, mild), 中辣 (medium), 特辣 (extra hot). To ask for none, say “bú yào là”.",
      ],
    },
    {
      step: 4,
      title: "Check the price units before you order",
      description:
        "Most dishes have one price per plate, but watch the units. 份 is a portion, with 小份 and 大份 for small and large; 位 means per person, common for hot pot and set menus; 斤 (jīn) is 500 g and 两 (liǎng) is 50 g. Live fish, seafood and some dumpling shops price by weight, so a fish listed at ¥68 per 斤 that weighs 1.5 kg costs ¥204. 时价 (shíjià) means market price: point at it and ask for the number before the kitchen starts.",
      tips: [
        "In northern dumpling houses, orders by 两 are common; one 两 is often around half a dozen dumplings, though it varies by shop.",
      ],
    },
    {
      step: 5,
      title: "Handle QR-code menus on the table",
      description:
        "Many restaurants have no printed menu: you scan a code on the table with WeChat or Alipay, an ordering page opens, and the order goes straight to the kitchen. Screenshot each page and translate the screenshots as in step 2, or use Alipay’s **Translate** photo mode. Add dishes, check the cart (购物车), and pay in the same app. The rest of the ordering routine is in our guide to [ordering food without Chinese](/how-to-order-food-china-no-chinese).",
      tips: [
        "Scan the table code with the app you plan to pay with, because the payment step at the end uses that app.",
      ],
    },
  ],
  troubleshooting: [
    {
      issue: "The translation is gibberish or poetry",
      solution:
        "Copy the dish name into Pleco, which often has the standard English name, or pick out the meat and cooking characters from step 3. You can also show staff the line and ask “zhè shì shénme?” (what is this?). Pointing at a dish on a neighboring table works in every restaurant in China.",
    },
    {
      issue: "The menu is handwritten or in calligraphy and the camera reads nothing",
      solution:
        "Ask for a printed menu with “yǒu càidān ma?”; chains and busier places usually have one, often with photos. Otherwise draw the key characters with the handwriting input in Google Translate or Pleco, or order from the photo boards many small restaurants hang on the wall.",
    },
    {
      issue: "Google Translate’s camera says it can’t connect",
      solution:
        "You’re on the Chinese internet without a VPN. Switch to offline mode with the downloaded Chinese pack, or use Apple Translate or Alipay’s **Translate** tool, neither of which needs a VPN. Our [VPN setup guide](/how-to-setup-vpn-china) explains when a roaming eSIM removes the problem entirely.",
    },
    {
      issue: "I have an allergy or eat no meat, and the app can’t guarantee it",
      solution:
        "Save a phrase as a screenshot and show it before ordering: 我对花生过敏 (I’m allergic to peanuts) or 我吃素 (I’m vegetarian). Add 不要肉汤 (no meat broth), because vegetable dishes are often cooked in stock or lard.",
    },
  ],
  relatedSolutions: [
    {
      title: "How to Order Food in China Without Speaking Chinese",
      link: "/how-to-order-food-china-no-chinese",
      description: "From finding a table to paying the bill, with no Mandarin needed.",
    },
    {
      title: "How to Navigate China Without Speaking Chinese",
      link: "/how-to-navigate-china-no-chinese",
      description: "Maps, addresses and street signs for getting to the restaurant in the first place.",
    },
    {
      title: "How to Pay in China Without Cash",
      link: "/how-to-pay-china-without-cash",
      description: "Settle the bill by QR code, with a backup for when a payment fails.",
    },
  ],
  seo: {
    title: "How to Translate Chinese Menus: Apps, Photos, Key Words",
    description:
      "Translate Chinese menus with Google Translate, Apple Translate or Alipay, decode dish names and price units like 斤, and read QR-code menus without a VPN.",
    keywords: [
      "translate chinese menu",
      "chinese menu translation app",
      "google translate china offline",
      "read chinese menu",
      "chinese food characters",
      "qr code menu china",
      "china menu price per jin",
    ],
  },
} satisfies Solution;
