import type { Legal } from "../schemas/legal";

export default {
  slug: "terms-of-service",
  title: "Terms of Service",
  lastUpdated: "January 2025",
  dateModified: "2025-01-15",
  intro:
    "These terms explain the rules for using this website and for buying and using the {brandName} China travel guide. They are written in plain English so you know what you get, what you may do with it, and what we can and cannot promise.",
  sections: [
    {
      id: "agreement-to-terms",
      title: "Agreement to Terms",
      blocks: [
        {
          type: "paragraph",
          text: 'By visiting this website, reading its free guides, or buying the paid China travel guide, you agree to these Terms of Service and to our [Privacy Policy](/privacy-policy). In these terms, "we", "us" and "our" mean {brandName}, and "you" means the person using the site or the guide. "The guide" means the paid digital China travel guide and everything that comes with it.',
        },
        {
          type: "paragraph",
          text: "If you do not agree with these terms, please do not buy the guide or use the site. There is no account or login on this site, so these terms apply to everyone who uses it.",
        },
      ],
    },
    {
      id: "use-license",
      title: "Use License",
      blocks: [
        {
          type: "paragraph",
          text: "When you buy the guide, we grant you a **personal, non-exclusive, non-transferable license** to use it for your own travel planning. Your license allows you to:",
        },
        {
          type: "list",
          items: [
            "Open and read the guide, and download the resources that come with it.",
            "Receive all future updates to the guide at no extra cost (see Lifetime Updates below).",
            "Use the guide on several of your own devices, such as your phone, tablet and laptop.",
            "Keep offline copies for your own use while you travel.",
          ],
        },
        {
          type: "paragraph",
          text: "Your license does **not** allow you to:",
        },
        {
          type: "list",
          items: [
            "Share, forward or post the guide, its access link, or any downloaded file with anyone outside your own use, whether free of charge or for payment.",
            "Resell, rent, sublicense or give away the guide or any part of it.",
            "Republish, copy or adapt the guide's text, maps, downloadable resources or images on a website, blog, social media account, course, app or another guide.",
            "Use the guide for any commercial purpose, including running tours, training staff, or building a competing product.",
          ],
        },
        {
          type: "paragraph",
          text: "If you break these rules, we may end your license and stop delivering updates to you, without a refund. For group or business use, e-mail {supportEmail} to discuss a separate arrangement.",
        },
      ],
    },
    {
      id: "product-information",
      title: "Product Information",
      blocks: [
        {
          type: "paragraph",
          text: "The guide is a digital product delivered as a living guide built on Notion, together with downloadable resources. It helps first-time visitors prepare for mainland China: payments, internet access, transport, apps, food, culture, city planning, and what to do when things go wrong. The product page describes its current contents.",
        },
        {
          type: "paragraph",
          text: "Nothing is shipped. After payment, the storefront gives you instant access to the guide and its files, which you read in a web browser or the Notion app. Notion is a separate service with its own terms; copying the guide into your own Notion workspace may require a free Notion account.",
        },
        {
          type: "paragraph",
          text: "Costs and savings we quote from our own travel reflect our experience and are not a promise that your trip will cost the same.",
        },
      ],
    },
    {
      id: "payment-and-refunds",
      title: "Payment and Refunds",
      blocks: [
        {
          type: "paragraph",
          text: "The guide is sold for a one-time payment, currently $19 USD at the launch price. There is no subscription and no recurring charge. Payment is taken by our third-party storefront and its payment processor, not by this website. The storefront may add sales tax or VAT depending on where you live, and it shows the final amount before you pay.",
        },
        {
          type: "paragraph",
          text: "We offer a **30-day money-back guarantee**. If the guide is not right for you, e-mail {supportEmail} within 30 days of your purchase and ask for a refund. Please write from the e-mail address you used at checkout, or include your receipt. You do not have to give a reason, though we welcome feedback.",
        },
        {
          type: "list",
          items: [
            "Refunds go back to your original payment method through the storefront; your bank decides how long the money takes to appear.",
            "Once a refund is issued, your license ends. Please stop using the guide and delete any copies or downloaded files.",
            "Requests made more than 30 days after purchase are not covered by the guarantee.",
            "We may refuse a refund where there is clear abuse, such as repeated buy-and-refund purchases or a guide that has been shared in breach of the Use License.",
          ],
        },
      ],
    },
    {
      id: "lifetime-updates",
      title: "Lifetime Updates",
      blocks: [
        {
          type: "paragraph",
          text: "Travel in China changes quickly, so your purchase includes every future update to the guide at no extra cost. Because the guide is a living Notion guide, most updates appear automatically the next time you open it. New or revised downloadable files are made available through the same access you received at purchase.",
        },
        {
          type: "paragraph",
          text: '"Lifetime" means the lifetime of the guide, not of the buyer: you receive updates for as long as we publish and maintain the guide. We decide what to add, revise or remove, and we do not promise a fixed update schedule. If we ever stop maintaining the guide, we will try to tell buyers by e-mail in advance, and you may keep using the last version you had under the same license.',
        },
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual Property",
      blocks: [
        {
          type: "paragraph",
          text: "The guide and this website, including their text, photos, maps, downloadable resources, layouts, design and the {brandName} name, belong to us or to the people who licensed them to us, and they are protected by copyright and other laws. These terms do not give you any rights in them beyond the Use License above.",
        },
        {
          type: "paragraph",
          text: "You may quote a short passage from our free articles with credit and a link back. Copying anything more, or any part of the paid guide, requires our written permission. Names such as Alipay, WeChat, DiDi and Amap belong to their owners; we mention them only to describe how to use them, and we are not affiliated with or endorsed by them.",
        },
      ],
    },
    {
      id: "disclaimer-of-warranties",
      title: "Disclaimer of Warranties",
      blocks: [
        {
          type: "paragraph",
          text: "We work hard to keep the guide accurate, but travel rules, prices, opening hours and apps change, sometimes without notice. A payment method that worked last month may reject foreign cards today, and an entry rule may change after we publish. Always confirm important details, especially visa and entry requirements, with official sources before you travel.",
        },
        {
          type: "paragraph",
          text: "The guide and the site provide **general travel information only**. They are not legal, immigration, visa, medical, tax or financial advice. For decisions about visas, entry permits, health or money, consult the relevant embassy, government authority or a qualified professional.",
        },
        {
          type: "paragraph",
          text: 'To the extent the law allows, the guide and the site are provided "as is", without warranties of any kind, including warranties of accuracy, completeness or fitness for a particular purpose.',
        },
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of Liability",
      blocks: [
        {
          type: "paragraph",
          text: "You are responsible for your own travel decisions. To the extent the law allows, we are not liable for indirect or consequential losses arising from your use of the guide or the site, such as missed trains, rejected payments, blocked apps, visa problems or extra travel costs.",
        },
        {
          type: "paragraph",
          text: "To the extent the law allows, our total liability to you for any claim connected with the guide or the site is limited to the amount you paid for the guide. Some countries do not allow certain warranties or liabilities to be excluded or limited; where that is the case, these terms apply only as far as your local law permits, and nothing in them takes away rights you have as a consumer that cannot be waived.",
        },
      ],
    },
    {
      id: "third-party-links",
      title: "Third-Party Links and Services",
      blocks: [
        {
          type: "paragraph",
          text: "The site and the guide mention and link to services we do not own or control, including:",
        },
        {
          type: "list",
          items: [
            "Apps you may use in China, such as payment, map, ride-hailing, translation and booking apps.",
            "Providers we describe or compare, such as eSIM, VPN and travel booking services.",
            "The third-party storefront that sells and delivers the guide, and Notion, which hosts it.",
          ],
        },
        {
          type: "paragraph",
          text: "Each has its own terms, prices and rules, and you use them at your own risk. We are not responsible for their content, availability, fees or decisions, such as an app refusing to verify your account. A mention or link is not an endorsement, and any purchase you make from a third party is between you and that provider.",
        },
      ],
    },
    {
      id: "changes-to-terms",
      title: "Changes to These Terms",
      blocks: [
        {
          type: "paragraph",
          text: 'We may update these terms from time to time. When we do, we will post the new version on this page and change the "Last Updated" date at the top. Changes take effect **immediately when they are posted**. If you keep using the site or the guide after that, you accept the updated terms. Changes will not reduce the refund rights that applied when you bought the guide.',
        },
      ],
    },
    {
      id: "contact",
      title: "Contact Us",
      blocks: [
        {
          type: "paragraph",
          text: "Questions about these terms, your license, a refund or access to the guide are welcome. E-mail us at {supportEmail}. If your question is about an order, please include the e-mail address you used at checkout. We read every message and reply as soon as we can.",
        },
      ],
    },
  ],
  seo: {
    title: "Terms of Service | China Travel Guide",
    description:
      "Terms for using our site and the $19 digital China travel guide: personal license, lifetime updates, 30-day refunds, disclaimers and how to contact us.",
    keywords: [
      "china travel guide terms of service",
      "china travel guide license",
      "china travel guide refund policy",
      "digital travel guide terms",
      "lifetime updates china guide",
      "30-day money-back guarantee travel guide",
    ],
  },
} satisfies Legal;
