import type { ArticleInput } from "../schemas/article";

export default {
  slug: "china-esim-guide",
  badge: "Updated for 2025",
  title: "China eSIM Guide 2025: Airalo, Holafly and Saily Plans Compared",
  intro:
    "A travel eSIM is the simplest way to land in China with working data, and it comes with a bonus: because roaming data is routed abroad, Google Maps, Gmail and WhatsApp work without a VPN. This guide lays out the plans from Airalo, Holafly and Saily, shows how to check your phone and install the eSIM at home, and explains when a local tourist SIM is the better deal.",
  schemaType: "Article",
  datePublished: "2025-01-15",
  dateModified: "2025-01-15",
  quickAnswer: {
    summary:
      "Buy a roaming eSIM before you fly, install it at home on Wi-Fi, and switch it on when you land. Airalo is our pick for most trips, Holafly for heavy users who want unlimited data, and Saily for the lowest prices per gigabyte.",
    points: [
      "**Airalo:** from $4.50 for 1GB over 7 days up to $26 for 10GB over 30 days.",
      "**Holafly:** unlimited data from $19 for 5 days to $87 for 30 days.",
      "**Saily:** from $3.99 for 1GB over 7 days up to $23.99 for 10GB over 30 days.",
      "**No VPN needed on the phone:** roaming eSIM data is routed abroad, so blocked apps open normally.",
      "**Local SIM alternative:** about ¥50-100 for 30 days, but it needs passport registration and a VPN.",
    ],
  },
  tableOfContents: true,
  sections: [
    {
      id: "why-an-esim",
      title: "Why a roaming eSIM suits China",
      blocks: [
        {
          type: "paragraph",
          text: "An eSIM is a SIM profile you download instead of a plastic card you insert. Travel eSIM providers sell data-only plans for China that you buy online, install in a few minutes and switch on when you arrive. Your home SIM stays in the phone for calls and texts, including the bank codes that Alipay and WeChat Pay rely on.",
        },
        {
          type: "paragraph",
          text: "The bigger reason is where the data goes. A roaming eSIM connects to a Chinese mobile network, but your traffic is carried back to the provider’s partner network outside mainland China before it reaches the internet. China’s filter doesn’t apply, so **Google, Gmail, WhatsApp and Instagram work without a VPN** on that phone.",
        },
        {
          type: "quote",
          text: "On our September 2025 trip, maps, translation and the payment apps often needed data at the same moment, usually on a street corner with a vendor waiting. Sorting out mobile data before the flight mattered as much as setting up the wallets.",
          attribution: "Our September 2025 trip, Xi’an",
        },
        {
          type: "paragraph",
          text: "Data is what you need most in China: for Alipay and WeChat Pay, for DiDi, for translation and for maps. All three providers below sell data only, with no Chinese phone number attached.",
        },
      ],
    },
    {
      id: "airalo",
      title: "Airalo plans for China",
      blocks: [
        {
          type: "paragraph",
          text: "Airalo sells fixed data packs. You install its eSIM once and can add top-ups in the app if you run low, which makes it easy to start small.",
        },
        {
          type: "table",
          caption: "Airalo China plans (check current prices before buying)",
          columns: ["Data", "Validity", "Price"],
          rows: [
            ["1GB", "7 days", "$4.50"],
            ["2GB", "15 days", "$7.50"],
            ["3GB", "15 days", "$11"],
            ["5GB", "30 days", "$16.50"],
            ["10GB", "30 days", "$26"],
          ],
        },
        {
          type: "paragraph",
          text: "Read the table carefully: **Airalo’s plans above 1GB start at 15 days of validity**. The only 7-day option is the 1GB pack, so a week-long visitor who uses maps and payments all day will usually choose 2GB or 3GB and simply have time left over.",
        },
        {
          type: "tip",
          tone: "tip",
          title: "How much data is enough",
          text: "Maps, payments, messaging and translation use little data: 1GB lasts a light user about a week. Video calls, photo backups and social media uploads burn through it fast, so turn off automatic cloud backup while you’re on a metered plan.",
        },
      ],
    },
    {
      id: "holafly",
      title: "Holafly unlimited plans",
      blocks: [
        {
          type: "paragraph",
          text: "Holafly sells unlimited data by the number of days, so you never count megabytes. It costs more than the fixed packs, and the price per day is lowest on the 15- and 30-day plans.",
        },
        {
          type: "table",
          caption: "Holafly China unlimited plans (check current prices before buying)",
          columns: ["Data", "Validity", "Price", "Per day"],
          rows: [
            ["Unlimited", "5 days", "$19", "About $3.80"],
            ["Unlimited", "7 days", "$27", "About $3.86"],
            ["Unlimited", "15 days", "$47", "About $3.13"],
            ["Unlimited", "30 days", "$87", "About $2.90"],
          ],
        },
        {
          type: "paragraph",
          text: "Unlimited plans come with fair-use terms, and sharing data with a laptop through a hotspot may be limited. Read both before you buy if you plan to work remotely from China.",
        },
      ],
    },
    {
      id: "saily",
      title: "Saily plans",
      blocks: [
        {
          type: "paragraph",
          text: "Saily comes from the company behind NordVPN and prices its China packs slightly below Airalo’s. The plan line-up is shorter, with no 2GB option.",
        },
        {
          type: "table",
          caption: "Saily China plans (check current prices before buying)",
          columns: ["Data", "Validity", "Price"],
          rows: [
            ["1GB", "7 days", "$3.99"],
            ["3GB", "15 days", "$9.99"],
            ["5GB", "30 days", "$14.99"],
            ["10GB", "30 days", "$23.99"],
          ],
        },
        {
          type: "paragraph",
          text: "For a two-week trip with moderate use, the 3GB pack at $9.99 is the cheapest sensible plan across the three providers. For a month, 10GB at $23.99 undercuts Airalo’s equivalent by about $2.",
        },
      ],
    },
    {
      id: "ratings",
      title: "Our ratings and which plan to pick",
      blocks: [
        {
          type: "paragraph",
          text: "These ratings are editorial, out of 5: our view of how well each provider suits a first-time visitor, weighing price, plan choice and ease of setup.",
        },
        {
          type: "ratings",
          entries: [
            {
              name: "Airalo",
              rating: 5,
              pros: ["Widest choice of plan sizes", "Top-ups in the app if you run low", "Clear installation guides"],
              cons: ["Plans above 1GB start at 15 days of validity", "Data-only, no Chinese number"],
              verdict: "The best all-round choice: start with a small pack and top up if needed.",
            },
            {
              name: "Holafly",
              rating: 4,
              pros: [
                "Unlimited data, no counting",
                "Simple plans by number of days",
                "Good for heavy map, video and social use",
              ],
              cons: ["Most expensive per trip", "Fair-use and hotspot limits apply"],
              verdict: "Worth the premium if you stream, upload or work online every day.",
            },
            {
              name: "Saily",
              rating: 4,
              pros: [
                "Lowest prices of the three",
                "Sensible 3GB/15-day pack for two-week trips",
                "Straightforward app",
              ],
              cons: ["Fewer plan sizes", "Data-only, no Chinese number"],
              verdict: "The budget pick for travelers who know roughly how much data they use.",
            },
          ],
        },
        {
          type: "table",
          caption: "Quick picks by trip",
          columns: ["Trip", "Suggested plan", "Price"],
          rows: [
            ["One week, light use", "Saily 1GB/7 days or Airalo 2GB/15 days", "$3.99 or $7.50"],
            ["Two weeks, moderate use", "Saily 3GB/15 days", "$9.99"],
            ["Two weeks, heavy use", "Holafly unlimited 15 days", "$47"],
            ["One month", "Saily or Airalo 10GB/30 days", "$23.99 or $26"],
          ],
        },
        {
          type: "paragraph",
          text: "Torn between the two biggest names? Our [Holafly vs Airalo comparison](/holafly-vs-airalo-china) weighs unlimited against pay-per-gigabyte in detail.",
        },
      ],
    },
    {
      id: "check-your-phone",
      title: "Check your phone works with eSIM",
      blocks: [
        {
          type: "paragraph",
          text: "Two conditions must both be true: the phone supports eSIM, and it’s unlocked, meaning your carrier allows other networks’ SIMs.",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "**Quick test on any phone:** dial *#06#. If an **EID** number appears among the results, the phone has eSIM hardware.",
            "**iPhone:** iPhone XS, XR and later support eSIM, except models sold in mainland China and most sold in Hong Kong and Macau, which use two physical SIM slots. Look under Settings, General, About for an EID or Digital SIM entry.",
            "**Android:** many recent Samsung Galaxy, Google Pixel and other flagship models support eSIM, but regional versions differ. Look for an option such as “Add eSIM” in your SIM or connections settings.",
            "**Unlocked:** check with your carrier or look in Settings for a “carrier lock” or “SIM restrictions” line. A locked phone rejects a foreign eSIM even if it has the hardware.",
          ],
        },
        {
          type: "tip",
          tone: "warning",
          title: "Phones bought in China",
          text: "If your phone was bought in mainland China, it almost certainly has no eSIM. A local tourist SIM or a physical roaming SIM is your route instead.",
        },
      ],
    },
    {
      id: "install-and-test",
      title: "Install and test before you fly",
      blocks: [
        {
          type: "paragraph",
          text: "Install at home, on reliable Wi-Fi, a few days before departure. Installing is not the same as activating: most plans start counting days only when the eSIM first connects to a network in China, but check your provider’s activation rule before you install early.",
        },
        {
          type: "steps",
          steps: [
            {
              name: "Buy the plan",
              text: "Buy in the provider’s app or website and open the installation instructions they send.",
            },
            {
              name: "Install the eSIM",
              text: "Use the in-app install button or scan the QR code from another screen. On iPhone it appears under Settings, Cellular (Mobile Data); on Android under SIM manager or Network settings.",
            },
            {
              name: "Label the lines",
              text: "Name the new line “China data” and your home line “Home,” so you pick the right one later.",
            },
            {
              name: "Set it up for arrival",
              text: "Choose the eSIM as your cellular data line, turn on data roaming for that line only, and turn data roaming off for your home line to avoid roaming charges. Keep the home line on for calls and SMS.",
            },
            {
              name: "Test what you can at home",
              text: "Confirm the line appears in settings and shows as active or waiting for network, and that any APN setting matches the provider’s instructions. Full data only works once you’re in China.",
            },
          ],
        },
        {
          type: "paragraph",
          text: "On landing, turn off airplane mode, wait a minute or two for the eSIM to find a network, then open Google Maps to confirm data flows without a VPN. If nothing connects, toggle airplane mode, check data roaming is on for the eSIM, and restart the phone.",
        },
        {
          type: "tip",
          tone: "note",
          title: "Don’t delete it",
          text: "Never delete an installed travel eSIM to “reset” it. Many QR codes work only once, and you’d need the provider’s support to issue a new one, which is hard to reach without data.",
        },
      ],
    },
    {
      id: "esim-vs-local-sim",
      title: "Roaming eSIM or a local tourist SIM?",
      blocks: [
        {
          type: "paragraph",
          text: "A local SIM from China Mobile, China Unicom or China Telecom costs about **¥50-100 for 30 days** and gives you a Chinese phone number. You buy it at a carrier store or an airport counter, and staff register it to your **passport** before it works. Expect to spend some time at the counter.",
        },
        {
          type: "paragraph",
          text: "The catch is that local data runs behind the firewall, so Google, Gmail and WhatsApp need a **VPN** on a Chinese SIM. A roaming eSIM avoids that, installs at home and works the moment you land, but it has no Chinese number.",
        },
        {
          type: "prosCons",
          pros: [
            "Roaming eSIM: installed before you fly, data on landing.",
            "Roaming eSIM: Google and WhatsApp work without a VPN.",
            "Local SIM: cheaper for a month of heavy use.",
            "Local SIM: a Chinese number for apps that demand one.",
          ],
          cons: [
            "Roaming eSIM: no Chinese number and sometimes slower speeds.",
            "Local SIM: passport registration at a store on arrival.",
            "Local SIM: blocked apps need a VPN installed in advance.",
          ],
        },
        {
          type: "paragraph",
          text: "For most first trips of two to three weeks, the eSIM wins on convenience. Stays of a month or more, or trips where you need a Chinese number for deliveries and bookings, tip the balance toward a local SIM. See [getting a Chinese phone number](/how-to-get-chinese-phone-number) and our [eSIM vs local SIM comparison](/esim-vs-local-sim-china).",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Do I need a VPN with a China eSIM?",
      answer:
        "Not on the phone using a roaming eSIM: its data is routed abroad, so Google, Gmail and WhatsApp work. A laptop on hotel Wi-Fi still needs a [VPN](/best-vpn-for-china).",
    },
    {
      question: "When does my eSIM plan start counting days?",
      answer:
        "For most plans, when the eSIM first connects to a network in China, not when you install it. Check your provider’s activation rule before installing early.",
    },
    {
      question: "Which eSIM is cheapest for two weeks in China?",
      answer:
        "Among the plans listed here, Saily’s 3GB for 15 days at $9.99. Airalo’s 2GB for 15 days costs $7.50 if you use less data.",
    },
    {
      question: "Will I get a Chinese phone number with an eSIM?",
      answer:
        "No. Airalo, Holafly and Saily sell data-only plans. Keep your home SIM active for SMS codes, or buy a local SIM if you need a Chinese number.",
    },
    {
      question: "Can I use an eSIM on a phone bought in China?",
      answer:
        "Usually not. iPhones sold in mainland China use two physical SIM slots instead of eSIM, and many Chinese Android models lack it too.",
    },
  ],
  relatedGuides: [
    { title: "Best VPN for China", link: "/best-vpn-for-china" },
    { title: "eSIM vs Local SIM in China", link: "/esim-vs-local-sim-china" },
    { title: "Airalo vs Holafly China eSIM", link: "/airalo-vs-holafly-china-esim" },
  ],
  seo: {
    title: "China eSIM Guide 2025: Airalo vs Holafly vs Saily",
    description:
      "Compare China eSIM plans from Airalo, Holafly and Saily, check your phone, install before you fly and use Google and WhatsApp in China without a VPN.",
    keywords: [
      "china esim",
      "best esim for china",
      "airalo china",
      "holafly china",
      "saily china esim",
      "esim china no vpn",
      "china tourist sim card",
      "esim vs local sim china",
    ],
  },
} satisfies ArticleInput;
