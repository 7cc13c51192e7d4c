import { DELIVERED_PNG_MIN_SIZE_PX, REFUND_WINDOW_DAYS, TERMS_NOTICE_DAYS, DELIVERED_FORMATS } from "#app/lib/business.ts";
import { CURRENCY, PRICE_LABEL } from "#app/lib/money.ts";
import type { SiteConfig } from "#app/lib/site-config.ts";
import type { DocumentSection } from "./types.ts";

export { TERMS_LAST_UPDATED } from "#app/lib/business.ts";

/**
 * Terms of Service (accounts spec section 2). The spec's terms promise "SVG, PNG and JPG";
 * these name the files every purchase actually delivers (no JPG: a JPG cannot be
 * transparent, and none is made).
 */
export function termsSections({ company, supportEmail }: SiteConfig): DocumentSection[] {
  const formats = `${DELIVERED_FORMATS.slice(0, -1).join(", ")} and ${DELIVERED_FORMATS.at(-1)}`;
  return [
    {
      id: "introduction",
      title: "Introduction",
      blocks: [
        `These terms govern your use of LogoMarket, a marketplace for ready-made and AI-generated logos run by ${company.name}. By browsing, generating, buying or selling logos on LogoMarket you agree to them. If you do not agree, please do not use the service.`,
      ],
    },
    {
      id: "definitions",
      title: "Definitions",
      blocks: [
        {
          list: [
            `**"LogoMarket", "we" and "us"** mean ${company.name} and the website it runs.`,
            '**"You"** means the person or organisation using LogoMarket.',
            '**"Logo"** means a ready-made design from our catalogue or a design generated or refined with our AI designer, together with its files.',
            '**"Designer"** means a creator who submits logos for sale on LogoMarket.',
            '**"Purchase"** means a completed payment for one or more logos.',
          ],
        },
      ],
    },
    {
      id: "purchase-and-licensing",
      title: "Purchase and Licensing",
      blocks: [
        "When your payment for a logo is complete, you receive exclusive rights to that logo, its design and its original mark, and the copyright in it is transferred to you. You may use it commercially and without time limit: on products, websites, signs, packaging, advertising and anywhere else, and you may register it as a trademark.",
        "Two things in a logo are not sold with it, and your licence certificate and brand guide name them. The typefaces of its lettering stay under their own open licences (the SIL Open Font License 1.1 for every typeface our logos are set in), which let you use them in your logo and anywhere else, free and with no credit. And where a mark is made with a drawing from an open icon set (Phosphor Icons or Microsoft Fluent Emoji, under the MIT License, or Material Design Icons, under the Apache License 2.0), that drawing is not exclusive: you own the logo made with it, but not the drawing itself, which others may use under its licence.",
        `Logos are delivered digitally. For every logo you buy you receive ${formats}, each on its own and together in a ZIP file with your licence certificate.`,
        "Generated logos shown before purchase carry a watermark and may be used only to evaluate them. You may not use a logo, or a preview of it, without buying it.",
      ],
    },
    {
      id: "payment-terms",
      title: "Payment Terms",
      blocks: [
        `All prices are in US dollars (${CURRENCY.toUpperCase()}). Every logo costs ${PRICE_LABEL}, whether it comes from the catalogue or from the AI designer, and the amount is confirmed before you pay. Payments are processed securely by our payment provider; we never receive your card details. Your bank may charge a fee for payments in a foreign currency.`,
      ],
    },
    {
      id: "refund-policy",
      title: "Refund Policy",
      blocks: [
        `You can ask for a full refund within ${REFUND_WINDOW_DAYS} days of your purchase, with no reason required. When a refund is made, the rights described in section 3 end: you must stop using the logo and delete its files. The details and how to ask are in our [Return Policy](/return).`,
      ],
    },
    {
      id: "user-obligations",
      title: "User Obligations",
      blocks: [
        "When you use LogoMarket you agree:",
        {
          list: [
            "not to describe or request logos that are unlawful, hateful, or that copy someone else's trademark or copyrighted work;",
            "to check, before you rely on a logo as a trademark, that it does not conflict with existing marks where you trade;",
            "to give accurate information when you create an account or buy;",
            "to keep your sign-in details to yourself;",
            "not to disrupt, overload or try to gain unauthorised access to the service, or to copy the catalogue by automated means.",
          ],
        },
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual Property",
      blocks: [
        "The LogoMarket name, website, software and texts belong to us. Catalogue logos belong to their designers until they are sold; designers grant us the exclusive right to sell each of them once, and its buyer receives it with its copyright. Until you buy a logo, all rights in it stay with us or its designer, except in the typefaces and icon drawings that others publish under open licences, which stay with their makers.",
        "Designers confirm that the logos they submit are their own original work and do not infringe anyone's rights.",
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of Liability",
      blocks: [
        "We take care to keep LogoMarket available and working, but we provide it as it is and cannot promise it will always be free of interruptions or errors. Because AI-generated designs may resemble existing marks, we cannot guarantee that a logo is free of conflicts with third-party rights.",
        "To the extent the law allows, our liability for any claim about a purchase is limited to the amount you paid for it, and we are not liable for indirect or consequential losses. Nothing in these terms limits liability that cannot be limited by law, such as for intent or gross negligence.",
      ],
    },
    {
      id: "modifications",
      title: "Modifications",
      blocks: [
        `We may change these terms when the service or the law changes. We will announce changes on this page at least ${TERMS_NOTICE_DAYS} days before they take effect, and the date at the top shows the latest version. Purchases you made before a change stay under the terms that applied when you made them.`,
      ],
    },
    {
      id: "contact",
      title: "Contact Information",
      blocks: [
        `Questions about these terms? Write to [${supportEmail}](mailto:${supportEmail}) or to ${company.name}, ${company.address}. More details are in our [Imprint](/imprint).`,
      ],
    },
  ];
}
