import type { Legal } from "../schemas/legal";

export default {
  slug: "privacy-policy",
  title: "Privacy Policy",
  lastUpdated: "January 2025",
  dateModified: "2025-01-15",
  intro:
    "This policy explains what personal information {brandName} collects when you read this website or buy our digital China travel guide, why we collect it, who we share it with, and your choices.",
  sections: [
    {
      id: "introduction",
      title: "Introduction",
      blocks: [
        {
          type: "paragraph",
          text: 'In this policy, "we", "us" and "our" mean {brandName}, the publisher of this website and of the paid China travel guide. "You" means anyone who visits the site, buys the guide or contacts us. We collect as little as we can: the site has no accounts, no login and no sign-up forms.',
        },
        {
          type: "paragraph",
          text: "The guide is sold through a third-party storefront, which handles checkout and payment, and is hosted on Notion. Those companies collect some information under their own privacy policies. Our [Terms of Service](/terms-of-service) also apply.",
        },
      ],
    },
    {
      id: "information-you-provide",
      title: "Information You Provide",
      blocks: [
        {
          type: "paragraph",
          text: "Reading the free guides requires no personal information. You provide information only when you buy the guide or write to us:",
        },
        {
          type: "list",
          items: [
            "**Name and e-mail address.** You enter these at checkout on the storefront, which passes them to us to deliver the guide, updates and refunds.",
            "**Payment information.** Your card or other payment details go directly to the storefront's payment processor. We never see or store your full card number. We receive only order details such as the date, the amount paid and your country, which the storefront needs for tax.",
            "**Communication preferences.** Whether you agreed to receive e-mails from us, such as update notices, and any later request to stop them.",
            "**Messages you send us.** If you e-mail {supportEmail}, we receive your e-mail address, your message and anything you choose to include.",
          ],
        },
      ],
    },
    {
      id: "information-collected-automatically",
      title: "Information Collected Automatically",
      blocks: [
        {
          type: "paragraph",
          text: "Like every website, this site is delivered by a hosting provider whose servers receive standard technical information with each request: your IP address, browser and device type, the page requested, the referring page, and the time. These logs are used to deliver the site and protect it from abuse, not to identify you.",
        },
        {
          type: "paragraph",
          text: "When web analytics is enabled, Google Analytics also collects usage information as described in the Web Analytics section below. We use no other tracking tools, advertising pixels or social media trackers.",
        },
      ],
    },
    {
      id: "how-we-use-information",
      title: "How We Use Your Information",
      blocks: [
        {
          type: "paragraph",
          text: "We use your information only for the following purposes:",
        },
        {
          type: "list",
          items: [
            "To deliver the guide and its downloadable resources, and to give you access to lifetime updates.",
            "To process refund requests under our 30-day money-back guarantee.",
            "To answer your questions and provide support.",
            "To tell you about important guide updates, if you agreed to receive these e-mails.",
            "To learn, in aggregate, which pages readers find useful, so we can improve them.",
            "To keep the records the law requires, such as records of sales for tax purposes.",
            "To prevent fraud and unauthorized sharing or resale of the guide.",
          ],
        },
        {
          type: "paragraph",
          text: "Where data protection law requires a legal basis, we rely on our contract with you, our legitimate interest in running and improving the site, your consent (for optional e-mails and, where required, analytics), and legal obligations.",
        },
      ],
    },
    {
      id: "cookies",
      title: "Cookies",
      blocks: [
        {
          type: "paragraph",
          text: "**This website does not set any cookies of its own.** It keeps one value in your browser's session storage, whether you closed the offer banner on the home page, so the banner stays closed. That value is never sent to us and is deleted when you close the tab.",
        },
        {
          type: "paragraph",
          text: "Two third parties may set cookies:",
        },
        {
          type: "list",
          items: [
            "**Google Analytics**, only when analytics is enabled. Its cookies (_ga and _ga_ followed by an ID) tell visits apart and measure sessions.",
            "**The storefront**, when you click a buy button and open its checkout page, under its own cookie policy.",
          ],
        },
        {
          type: "paragraph",
          text: "You can block or delete cookies in your browser settings. The site works without them, although the storefront may need cookies to complete a purchase.",
        },
      ],
    },
    {
      id: "web-analytics",
      title: "Web Analytics",
      blocks: [
        {
          type: "paragraph",
          text: "This site may use **Google Analytics 4**, a Google service, to understand how readers use it. It is active only when we have enabled it; otherwise no analytics code loads at all. It is the only analytics tool we use.",
        },
        {
          type: "paragraph",
          text: "We configure Google Analytics with IP anonymization, and Google Analytics 4 does not store full IP addresses: Google uses the IP address briefly to estimate your general location and then discards it. When enabled, it records:",
        },
        {
          type: "list",
          items: [
            "The pages you view, how long you stay and how you arrived, such as from a search engine.",
            "Your approximate location, language, device type, browser, operating system and screen size.",
            "Button clicks on buy buttons, with the button's placement (for example the hero or pricing section) and the price shown, and the start of a checkout.",
          ],
        },
        {
          type: "paragraph",
          text: "We never send your name, e-mail address or payment details to Google Analytics, and we see only aggregated reports. Google processes this data under its own privacy policy. You can opt out by installing Google's Analytics opt-out browser add-on or blocking analytics cookies.",
        },
      ],
    },
    {
      id: "sharing",
      title: "How We Share Information",
      blocks: [
        {
          type: "paragraph",
          text: "We share personal information only with the following, and only as much as each needs:",
        },
        {
          type: "list",
          items: [
            "**Payment providers:** the storefront and its payment processor, which take your payment, deliver the guide and process refunds.",
            "**E-mail providers:** the service we use to send and receive e-mail.",
            "**Analytics providers:** Google, when Google Analytics is enabled, for the usage data described above.",
            "**Legal authorities:** courts, regulators or law enforcement, when the law requires it or to protect our rights or someone's safety.",
          ],
        },
        {
          type: "paragraph",
          text: "Providers may use the information only to serve us, or as their own privacy policies describe where they act independently, as a payment processor does.",
        },
      ],
    },
    {
      id: "no-sale-of-data",
      title: "No Sale of Your Data",
      blocks: [
        {
          type: "paragraph",
          text: "We do not sell, rent or trade your personal information. We do not share it with advertisers or data brokers, and this site shows no third-party advertising.",
        },
      ],
    },
    {
      id: "security",
      title: "Security",
      blocks: [
        {
          type: "paragraph",
          text: "Every page of this site is served over an encrypted **SSL/TLS** (HTTPS) connection, and checkout takes place on the storefront's secure payment pages. We keep the personal information we hold to a minimum and limit who can access it. No method of sending or storing data online is completely secure, so we cannot guarantee absolute security.",
        },
      ],
    },
    {
      id: "your-rights",
      title: "Your Rights",
      blocks: [
        {
          type: "paragraph",
          text: "Depending on where you live, you may have the following rights over your personal information:",
        },
        {
          type: "list",
          items: [
            "**Access:** ask for a copy of the personal information we hold about you.",
            "**Correction:** ask us to fix information that is wrong or incomplete.",
            "**Deletion:** ask us to delete your information, unless we must keep it by law, for example sales records.",
            "**Opt-out:** stop receiving our e-mails at any time, using the unsubscribe link in any e-mail or by writing to us.",
            "**Objection:** object to our use of your information based on our legitimate interests, such as analytics.",
            "**Portability:** receive your information in a common, machine-readable format.",
          ],
        },
        {
          type: "paragraph",
          text: "To use any of these rights, e-mail {supportEmail}. Please write from the e-mail address you used at checkout so we can confirm the request is yours. We will respond within 30 days and never charge for a request. You also have the right to complain to the data protection authority where you live.",
        },
      ],
    },
    {
      id: "data-retention",
      title: "Data Retention",
      blocks: [
        {
          type: "paragraph",
          text: "We keep personal information only as long as we need it:",
        },
        {
          type: "list",
          items: [
            "Purchase records are kept while you have access to the guide and afterwards for as long as tax and accounting laws require.",
            "Support e-mails are kept while we handle your request and for a reasonable period afterwards.",
            "E-mail preferences are kept until you ask us to delete your information, so an unsubscribe request stays respected.",
            "Google Analytics event data is kept for the retention period set in our analytics account, which is at most 14 months; after that only aggregated reports remain.",
          ],
        },
      ],
    },
    {
      id: "children",
      title: "Children's Privacy",
      blocks: [
        {
          type: "paragraph",
          text: "This site and the guide are written for adult travelers and are not intended for children under 13. We do not knowingly collect personal information from children under 13. If you believe a child has given us personal information, e-mail {supportEmail} and we will delete it.",
        },
      ],
    },
    {
      id: "international-transfers",
      title: "International Data Transfers",
      blocks: [
        {
          type: "paragraph",
          text: "Our service providers, including the storefront, our e-mail provider and Google, may process information in the United States and other countries whose data protection laws differ from yours. When personal information leaves the European Economic Area, the United Kingdom or Switzerland, we rely on recognized safeguards such as the European Commission's Standard Contractual Clauses.",
        },
        {
          type: "paragraph",
          text: "This policy does not cover data collected by apps you use during your trip, such as Chinese payment, map or ride-hailing apps, which follow their own policies and local law.",
        },
      ],
    },
    {
      id: "changes-to-this-policy",
      title: "Changes to This Policy",
      blocks: [
        {
          type: "paragraph",
          text: 'We may update this policy when our practices, our providers or the law change. The revised policy replaces this one here, with a new "Last Updated" month shown under the title. If a change significantly affects how we use your information, we will also tell buyers by e-mail.',
        },
      ],
    },
    {
      id: "contact",
      title: "Contact Us",
      blocks: [
        {
          type: "paragraph",
          text: "For any question about this policy or your personal information, or to use your rights, e-mail us at {supportEmail}.",
        },
      ],
    },
  ],
  seo: {
    title: "Privacy Policy | China Travel Guide",
    description:
      "How we handle your data when you read our China travel guides or buy the digital guide: what we collect, Google Analytics, cookies, sharing and your rights.",
    keywords: [
      "china travel guide privacy policy",
      "travel guide data protection",
      "google analytics privacy",
      "cookie policy travel website",
      "personal data rights",
      "digital guide purchase privacy",
    ],
  },
} satisfies Legal;
