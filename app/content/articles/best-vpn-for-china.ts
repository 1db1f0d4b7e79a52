import type { ArticleInput } from "../schemas/article";

export default {
  slug: "best-vpn-for-china",
  badge: "Updated for 2025",
  title: "Best VPN for China in 2025: ExpressVPN, Surfshark and Astrill",
  intro:
    "Google, Gmail, WhatsApp and Instagram don’t load on Chinese networks. A VPN gets them back, but only if it’s installed before you arrive and built to cope with China’s filtering. This guide compares the three services most often used there, explains plans and refunds without made-up prices, and covers the one shortcut many visitors miss: a roaming eSIM.",
  schemaType: "Article",
  datePublished: "2025-01-15",
  dateModified: "2025-01-15",
  quickAnswer: {
    summary:
      "For a first trip, ExpressVPN is the easiest choice and has a 30-day money-back guarantee. Surfshark costs a little less and has the same guarantee. Astrill is popular with long-term residents but offers no refund. Whatever you pick, install it before you fly.",
    points: [
      "**ExpressVPN:** about $12.95 a month on the monthly plan, 30-day money-back guarantee.",
      "**Surfshark:** about $11.99 a month on the monthly plan, 30-day money-back guarantee.",
      "**Astrill:** no money-back guarantee; favored by people who live in China.",
      "**Install at home:** VPN websites and Google Play are blocked in China.",
      "**Shortcut:** a roaming eSIM routes phone data abroad, so your phone apps work without a VPN.",
    ],
  },
  tableOfContents: true,
  sections: [
    {
      id: "why-you-need-one",
      title: "Why a VPN matters in China",
      blocks: [
        {
          type: "paragraph",
          text: "China filters its internet, and the list of blocked services covers much of a visitor’s phone: **Google** (Search, Maps, Gmail, Drive), **WhatsApp**, **Instagram**, Facebook, YouTube and X. Many news sites are blocked too. Chinese apps such as WeChat, Alipay, Amap and DiDi work normally.",
        },
        {
          type: "paragraph",
          text: "Whether you need a VPN depends on how you connect. Hotel Wi-Fi and a local Chinese SIM both sit behind the filter, so blocked apps stay blocked. A roaming eSIM from a provider such as Airalo, Holafly or Saily routes your data through a network abroad, and those apps work without a VPN. Our [China eSIM guide](/china-esim-guide) explains that route.",
        },
        {
          type: "paragraph",
          text: "Even with a roaming eSIM, a VPN is worth having for your laptop on hotel Wi-Fi, for the moment your data plan runs out, and for a travel partner whose phone can’t take an eSIM.",
        },
      ],
    },
    {
      id: "three-services",
      title: "The three services compared",
      blocks: [
        {
          type: "paragraph",
          text: "**ExpressVPN** is the name most first-time visitors know. Its apps are simple: one button to connect, automatic protocol choice and a list of suggested locations. Its own Lightway protocol, plus obfuscation features meant for restrictive networks, is what it relies on in China. The 30-day money-back guarantee makes it low-risk for a two-week trip.",
        },
        {
          type: "paragraph",
          text: "**Surfshark** costs a little less and allows unlimited devices on one account, which suits a family or a group sharing a subscription. Its **NoBorders** mode switches on when the app detects a restricted network and offers the servers most likely to work. It also has a 30-day money-back guarantee.",
        },
        {
          type: "paragraph",
          text: "**Astrill** is the service you’ll hear about from teachers, students and business people who live in China. It focuses on China-specific protocols, called StealthVPN and OpenWeb, and has a long record there. It typically costs more than the other two and has **no money-back guarantee**, so you pay for a plan whether or not it suits you.",
        },
        {
          type: "prosCons",
          pros: [
            "All three have apps for iPhone, Android, Windows and Mac.",
            "Two of the three refund you within 30 days if it doesn’t work.",
            "Each offers protocols designed for filtered networks.",
          ],
          cons: [
            "No VPN works every hour of every day in China.",
            "Speeds drop in the evening and around sensitive dates.",
            "You can’t buy or download any of them easily once you’re there.",
          ],
        },
      ],
    },
    {
      id: "plans-and-prices",
      title: "Plans, prices and refunds",
      blocks: [
        {
          type: "paragraph",
          text: "Each service sells plans of one, six and twelve months. The longer the plan, the less you pay per month, but for a short trip the monthly plan is often the sensible buy: you pay more per month and nothing for months you won’t use. Providers run promotions constantly, so treat the figures below as a guide and check the current price before paying.",
        },
        {
          type: "table",
          caption: "VPN plans for China (prices change often; check before buying)",
          columns: ["Service", "1 month", "6 months", "12 months", "Refund"],
          rows: [
            [
              "ExpressVPN",
              "About $12.95 a month",
              "Noticeably less per month, check the current price",
              "Lower still per month, check the current price",
              "30-day money-back",
            ],
            [
              "Surfshark",
              "About $11.99 a month",
              "Noticeably less per month, check the current price",
              "Lower still per month, check the current price",
              "30-day money-back",
            ],
            [
              "Astrill",
              "Check the current price",
              "Noticeably less per month, check the current price",
              "Lower still per month, check the current price",
              "No money-back guarantee",
            ],
          ],
        },
        {
          type: "tip",
          tone: "tip",
          title: "Make the refund work for you",
          text: "With ExpressVPN or Surfshark, buy at least two weeks before departure. That leaves time to set up every device, and if the service fails you in China, you still have days left to claim the 30-day refund from your provider’s website over the VPN or an eSIM connection.",
        },
        {
          type: "paragraph",
          text: "Free VPNs are a poor bet in China. They rarely have the obfuscation needed to get through, and some make money from your data. Our head-to-head pages on [ExpressVPN vs Surfshark](/expressvpn-vs-surfshark-china) and [ExpressVPN vs NordVPN](/expressvpn-vs-nordvpn-china) go deeper on paid options.",
        },
        {
          type: "paragraph",
          text: "Two more things to check at checkout. First, auto-renewal: most plans renew automatically, sometimes at a higher regular price, so switch it off after the trip if you won’t need the service again. Second, the device limit: if you plan to share one account with a travel partner, count every phone, tablet and laptop you’ll both bring.",
        },
      ],
    },
    {
      id: "ratings",
      title: "Our ratings",
      blocks: [
        {
          type: "paragraph",
          text: "These ratings are editorial, out of 5: our judgment of each service for a first-time visitor on a trip of a few weeks, not a lab speed test.",
        },
        {
          type: "ratings",
          entries: [
            {
              name: "ExpressVPN",
              rating: 5,
              pros: [
                "Easiest apps for non-technical travelers",
                "30-day money-back guarantee",
                "Automatic protocol selection",
              ],
              cons: ["About $12.95 a month on the monthly plan", "Device limit per account"],
              verdict: "The safe default for a first trip: easy, refundable and widely used in China.",
            },
            {
              name: "Surfshark",
              rating: 4,
              pros: [
                "About $11.99 a month on the monthly plan",
                "Unlimited devices on one account",
                "NoBorders mode for restricted networks",
                "30-day money-back guarantee",
              ],
              cons: [
                "Expect to try several locations before one connects well",
                "The monthly plan costs far more per month than long plans",
              ],
              verdict: "Good value for couples and families who want one subscription for every phone and laptop.",
            },
            {
              name: "Astrill",
              rating: 4,
              pros: [
                "Popular with long-term residents of China",
                "China-focused StealthVPN and OpenWeb protocols",
                "Detailed connection options for tinkerers",
              ],
              cons: [
                "No money-back guarantee",
                "Typically the most expensive of the three",
                "Busier interface for beginners",
              ],
              verdict: "Worth it for long stays and frequent visitors; a bigger gamble for a single two-week trip.",
            },
          ],
        },
      ],
    },
    {
      id: "install-before-you-fly",
      title: "Install everything before you fly",
      blocks: [
        {
          type: "paragraph",
          text: "This is the rule that matters more than which brand you choose. Inside China, VPN providers’ websites are blocked, Google Play is blocked, and the Chinese App Store doesn’t list VPN apps. Arrive without a working install and you’ll be stuck.",
        },
        {
          type: "steps",
          steps: [
            {
              name: "Subscribe at home",
              text: "Pay for the plan, create the account and save the login in your password manager.",
            },
            {
              name: "Install on every device",
              text: "Phone, tablet and laptop, for everyone traveling with you. Android users must do this before leaving, because Google Play won’t load in China.",
            },
            {
              name: "Sign in and connect once",
              text: "Log in on each device and connect at least once at home, so the app downloads its server lists and settings.",
            },
            {
              name: "Note the settings that matter",
              text: "Find where the app lets you change protocol and location. In China you’ll switch both when a connection slows.",
            },
            {
              name: "Save support details offline",
              text: "Screenshot your provider’s support email and any alternative download instructions they publish for restricted countries.",
            },
          ],
        },
        {
          type: "quote",
          text: "Before our September 2025 trip we set up and tested everything at home, on every device. Once you’re in China, the provider’s website and the Play Store are exactly the things you can’t reach.",
          attribution: "Our September 2025 trip, before departure",
        },
        {
          type: "paragraph",
          text: "Our step-by-step page on [setting up a VPN for China](/how-to-setup-vpn-china) covers each platform’s screens.",
        },
      ],
    },
    {
      id: "esim-bypass",
      title: "Roaming eSIMs: the way around the firewall",
      blocks: [
        {
          type: "paragraph",
          text: "Roaming eSIM data from Airalo, Holafly or Saily travels back to a partner network outside mainland China before it reaches the internet. The filter doesn’t apply to that traffic, so Google Maps, Gmail, WhatsApp and Instagram open as they do at home, with no VPN running.",
        },
        {
          type: "list",
          ordered: false,
          items: [
            "It only covers the phone using the eSIM. Your laptop on hotel Wi-Fi still needs a VPN.",
            "Speeds can be slower than local data because of the longer route.",
            "A local Chinese SIM behaves differently: it sits behind the filter and needs a VPN.",
            "Chinese apps such as Alipay and DiDi work on roaming data too, with a few that prefer a Chinese number for signup.",
          ],
        },
        {
          type: "paragraph",
          text: "If you’re choosing between the two kinds of SIM, our [eSIM vs local SIM comparison](/esim-vs-local-sim-china) lays out cost and convenience side by side.",
        },
      ],
    },
    {
      id: "is-it-legal",
      title: "Is using a VPN in China legal?",
      blocks: [
        {
          type: "paragraph",
          text: "It’s a grey area. Chinese regulations allow only government-approved VPN services, and the consumer VPNs in this guide aren’t approved. In practice, reported enforcement has mostly targeted people who sell or operate VPN services, and visitors using one privately for email, maps and messaging are not the focus.",
        },
        {
          type: "paragraph",
          text: "Use it quietly and sensibly. Don’t sell or share access, don’t advertise that you’re using one, and avoid anything that could be seen as political activity.",
        },
        {
          type: "tip",
          tone: "note",
          title: "Rules can change",
          text: "Regulations and their enforcement shift over time. Check recent travel advice from your own government before you go.",
        },
      ],
    },
    {
      id: "when-it-stops-working",
      title: "When your VPN stops working",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "Switch protocol in the app settings; the automatic option isn’t always the one that gets through.",
            "Try locations close to China: Hong Kong, Japan, Singapore, Taiwan or the US West Coast.",
            "Toggle between Wi-Fi and mobile data; some networks are filtered more heavily than others.",
            "Update the app when you can, because providers push fixes for China often.",
            "Expect slower or patchy service around politically sensitive dates and major national meetings, and plan important calls around them.",
          ],
        },
        {
          type: "paragraph",
          text: "If nothing connects, a roaming eSIM is the most reliable fallback for your phone. For searching and maps without Google, see [accessing Google in China](/how-to-access-google-china) and use Amap or Baidu Maps in the meantime.",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Do I need a VPN if I have a roaming eSIM?",
      answer:
        "Not for the phone using the eSIM: roaming data is routed abroad, so Google and WhatsApp work. You still need a VPN for a laptop or tablet on hotel Wi-Fi.",
    },
    {
      question: "Can I download a VPN after arriving in China?",
      answer:
        "It’s hard. Provider websites and Google Play are blocked and the Chinese App Store doesn’t list VPNs. Install and test before you fly.",
    },
    {
      question: "Which VPN is best for a short trip?",
      answer:
        "ExpressVPN or Surfshark, because both offer a 30-day money-back guarantee. Astrill suits long stays but has no refund.",
    },
    {
      question: "Will I get in trouble for using a VPN?",
      answer:
        "Personal use by visitors is a grey area that is rarely the focus of enforcement. Don’t sell or share access, and keep use low-key.",
    },
    {
      question: "Do free VPNs work in China?",
      answer:
        "Rarely, and unreliably. They usually lack the protocols needed to get through China’s filtering, and some sell user data.",
    },
  ],
  relatedGuides: [
    { title: "China eSIM Guide", link: "/china-esim-guide" },
    { title: "ExpressVPN vs Surfshark for China", link: "/expressvpn-vs-surfshark-china" },
    { title: "How to Set Up a VPN for China", link: "/how-to-setup-vpn-china" },
  ],
  seo: {
    title: "Best VPN for China 2025: ExpressVPN, Surfshark, Astrill",
    description:
      "ExpressVPN, Surfshark or Astrill for China? Compare plans, money-back guarantees and ratings, install before you fly, and learn when a roaming eSIM is enough.",
    keywords: [
      "best vpn for china",
      "vpn china 2025",
      "expressvpn china",
      "surfshark china",
      "astrill vpn",
      "is vpn legal in china",
      "vpn for china travel",
    ],
  },
} satisfies ArticleInput;
