import type { Solution } from "../schemas/solution";

export default {
  slug: "order-food-china-no-chinese",
  title: "How to Order Food in China Without Speaking Chinese",
  heroImage: { icon: "utensils", alt: "Restaurant table with a QR ordering code, chopsticks and shared dishes" },
  timeNeeded: "5 minutes of preparation; no setup needed",
  problem: [
    "You are hungry, the restaurant looks great, and there is no English anywhere: no menu on the table, just a QR code sticker, a wall of characters above the counter or a fridge of raw ingredients. You do not know how to start, how much to order, or how to say you cannot eat chili.",
    "You want a simple routine that works in a noodle shop, a family restaurant and a food court, without holding up the queue.",
  ],
  personalAnecdote:
    "Our best meal in Zhangjiajie, in September 2025, came from a small restaurant in Wulingyuan with no menu at all. Raw ingredients sat in a glass-fronted fridge: smoked pork, bamboo shoots, river fish, greens. We pointed at three things, the owner held up fingers to confirm portions, and we showed 微辣 on a phone screen. It still arrived hot by our standards, so the next night we showed 不要辣 instead.",
  quickSolution: {
    tldr: "Work out which of four ordering styles the place uses (table QR code, counter with photos, paper checklist, or point at ingredients), then order with a phone screenshot, pointing and a handful of written phrases. Pay by Alipay or WeChat Pay when you order or when you leave.",
    keyPoints: [
      "A table QR code opens a menu inside Alipay or WeChat; photos make it easy to choose.",
      "Dishes are shared: order one per person plus rice, and add more if needed.",
      "Show written Chinese for dietary needs rather than trying to pronounce it.",
      "Tipping is not expected anywhere.",
    ],
  },
  stepByStep: [
    {
      step: 1,
      title: "Save a short phrase list on your phone",
      description:
        "Put these in your notes, large enough to show across a counter: **这个** (zhège, this one); **一份** (yí fèn, one portion); **不要辣** (bú yào là, no chili); **微辣** (wēi là, mild); **不要香菜** (bú yào xiāngcài, no coriander); **我吃素** (wǒ chī sù, I am vegetarian); **我对花生过敏** (wǒ duì huāshēng guòmǐn, I am allergic to peanuts); **米饭** (mǐfàn, steamed rice); **买单** (mǎidān, the bill); **打包** (dǎbāo, to take away).",
      tips: [
        "Vegetarian dishes are often cooked in meat stock or lard; temple-side vegetarian restaurants are the safest choice.",
      ],
    },
    {
      step: 2,
      title: "Spot the ordering style when you sit down",
      description:
        "Look for a QR sticker on the table (scan to order), a menu board with photos over a counter (order and pay first, then take a number), a paper checklist with a pencil (tick boxes and hand it over) or a display fridge (point at ingredients). If none is obvious, ask: 有菜单吗？ (yǒu càidān ma?, do you have a menu?).",
    },
    {
      step: 3,
      title: "Order from a table QR code",
      description:
        "Scan the code with Alipay’s **Scan** or WeChat’s Scan. A menu opens with photos and prices. Tap the dishes you want, choose options such as spice level or size, then submit. Some restaurants take payment immediately; others add it to your table and you pay before leaving. To read the Chinese, screenshot the page and use your phone’s translate feature, as described in our [menu translation guide](/how-to-translate-chinese-menus).",
      tips: [
        "If the menu asks you to log in with a Chinese phone number, switch to the other wallet app or order at the counter.",
      ],
    },
    {
      step: 4,
      title: "Order at a counter or by pointing",
      description:
        "Point at the photo or the dish on someone else’s table and say or show **这个**. Hold up fingers for quantity. In noodle shops you usually choose the noodle type and topping; a bowl generally costs about ¥15-35 depending on the city. Chains like McDonald’s and KFC have touchscreen kiosks, many with an English option.",
    },
    {
      step: 5,
      title: "Get the quantity and extras right",
      description:
        "Chinese meals are shared from the middle of the table. For two people, two or three dishes plus rice is usually plenty. Rice is often ordered separately, so ask for **米饭**. Sealed packs of cups and bowls may cost ¥1-3; tea or hot water is often free, bottled drinks are not.",
    },
    {
      step: 6,
      title: "Pay and leave",
      description:
        "If you have not paid yet, show **买单** or wave to a server; they will bring the bill or point to the payment code at the counter. Scan with Alipay or WeChat Pay, or let them scan your code. Leftovers can be boxed: say **打包**.",
    },
  ],
  troubleshooting: [
    {
      issue: "The QR menu will not open or demands WeChat login",
      solution:
        "Some restaurants build their menus only for WeChat. Try scanning with the other app, or ask for a paper menu (有菜单吗？). Failing that, walk to the counter, point at photos or other diners’ plates and pay there. Setting up [WeChat Pay](/how-to-use-wechat-pay-tourist) in advance avoids most of these dead ends.",
    },
    {
      issue: "The food is far spicier than you asked for",
      solution:
        "In Hunan and Sichuan, mild still means noticeable chili. Next time ask for **不要辣** at ordering, not after the dish is cooking. Meanwhile order a cooling side such as smashed cucumber (拍黄瓜, pāi huánggua) or plain rice, and drink something other than hot tea.",
    },
    {
      issue: "A dish arrives that you did not order",
      solution:
        "Show the order screen or a screenshot of what you tapped and point at the item. Most mix-ups are a wrong table number; staff will fix it quickly.",
    },
    {
      issue: "There is a long queue and a QR code for a waitlist",
      solution:
        "Many popular places issue queue numbers by phone. If the system asks for a +86 number, ask staff for a paper ticket (取号, qǔ hào) and watch the screen for your number.",
    },
  ],
  relatedSolutions: [
    {
      title: "How to Translate Chinese Menus",
      link: "/how-to-translate-chinese-menus",
      description: "Camera translation and the dishes to recognize on sight.",
    },
    {
      title: "How to Use WeChat Pay as a Tourist",
      link: "/how-to-use-wechat-pay-tourist",
      description: "The wallet many restaurant ordering systems are built around.",
    },
    {
      title: "How to Pay in China Without Cash",
      link: "/how-to-pay-china-without-cash",
      description: "Settle the bill at stalls, food courts and restaurants.",
    },
  ],
  seo: {
    title: "How to Order Food in China Without Speaking Chinese",
    description:
      "Order in any Chinese restaurant without the language: table QR codes, counters, pointing, key phrases for spice and allergies, and fixes for common problems.",
    keywords: [
      "order food in china",
      "order food china no chinese",
      "china restaurant qr code ordering",
      "how to say no spicy in chinese",
      "china restaurant phrases",
      "vegetarian in china",
      "eating out in china tourist",
    ],
  },
} satisfies Solution;
