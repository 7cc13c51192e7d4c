import { PRIVACY_LAST_UPDATED } from "#app/lib/business.ts";
import { SESSION_KEYS, STORAGE_KEYS } from "#app/lib/browser-storage.ts";
import type { SiteConfig } from "#app/lib/site-config.ts";
import type { DocumentSection } from "./types.ts";

export { PRIVACY_LAST_UPDATED };

/** What each browser-storage key holds, in the words of the policy. */
const STORED_IN_BROWSER: Record<keyof typeof STORAGE_KEYS, string> = {
  favoriteLogos: "the logos you marked as favourites",
  favoriteLogosSynced: "your favourites as our servers last confirmed them, so that a change made on another device is not undone here",
  generatedLogos: "the logos you generated in this browser: prompt, images and progress",
  revisionGroups: "which of your logos are versions of one another",
};

const STORED_FOR_TAB: Record<keyof typeof SESSION_KEYS, string> = {
  generatedLogo: "the generated logo you are looking at",
  personalizationLogos: "the logos you picked as inspiration for your next design",
  activeGenerationId: "the design that is being generated right now",
};

/**
 * The privacy policy, eleven sections (accounts spec section 2). It describes what this
 * product really keeps: the cookies it sets (app/server/visitor.server.ts), the rate-limit
 * counters (app/server/limits/limits.server.ts), the browser-storage keys of
 * app/lib/browser-storage.ts, the D1 records (app/server/db/schema.ts), and payment data,
 * which only the payment provider sees. Change it together with any of those.
 */
export interface CookieFacts {
  /** The visitor cookie's name and lifetime, from app/server/visitor.server.ts (read by the loader). */
  visitorCookie: string;
  visitorCookieDays: number;
}

export function privacySections({ company, supportEmail }: SiteConfig, cookies: CookieFacts): DocumentSection[] {
  return [
    {
      id: "introduction",
      title: "Introduction",
      blocks: [
        `LogoMarket is run by ${company.name} ("we", "us"). This policy explains what information we collect when you browse, generate, buy or sell logos with us, why we collect it, how long we keep it and what rights you have.`,
        "We collect as little as the service needs. We do not sell your information, we do not show advertising and we do not use analytics or advertising trackers.",
        `Questions about this policy are welcome at [${supportEmail}](mailto:${supportEmail}). Our full company details are in the [Imprint](/imprint).`,
      ],
    },
    {
      id: "information-we-collect",
      title: "Information We Collect",
      blocks: [
        { subheading: "Logos you generate" },
        "When you describe a logo, we record the generation on our servers: your prompt (with the styles and colour scheme you chose), which logo it refines if any, the design and the images the designer produced, whether it succeeded, and when. Each generation is tied to its owner: your account if you are signed in, otherwise a one-way fingerprint of our visitor cookie (see section 4), never the cookie itself.",
        { subheading: "Your favourites" },
        "The logos you mark with the heart are kept on our servers too, so that they show on every device you sign in on: under your account if you are signed in, otherwise under the same fingerprint of our visitor cookie. When you sign in or sign up, the favourites you marked as a guest join your account's. Pressing the heart again removes the logo from the list.",
        { subheading: "Your account" },
        "If you create an account, we store your e-mail address, the display name you give (if any), a securely hashed form of your password (never the password itself) or, if you sign in with Google, the e-mail address, name, profile photo address and account identifier Google shares with us, and when you signed up and last signed in. Each sign-in creates a session on our servers, which ends when you sign out, after 30 days, or when your password is reset. A password reset stores a one-way fingerprint of the link we mail you, valid for one hour and only once. To slow down password guessing we count failed sign-ins for 15 minutes under one-way fingerprints of the e-mail address and of the IP address (for IPv6, its network part), and then forget them; signing in successfully clears the count for the e-mail address.",
        "When you are signed in, your dashboard lets you rename yourself, change your password, download everything your account holds as a file, make each of your logos public or private, and delete a logo or your whole account. Deleting your account deletes its logos and their files; order records stay, without your account, for as long as the law requires.",
        { subheading: "Purchases" },
        "When you buy a logo we keep an order record: which logos you bought, the amount and currency, the payment status, the payment provider's reference and the e-mail address the download instructions go to. Your card or account details go straight to our payment provider, Stripe; they never reach our servers.",
        "If we refund an order, we record which of our staff refunded it and when, and mail you that the refund is on its way. If you share a logo in the public gallery, our staff may take it out of the gallery; that is recorded the same way, and the logo stays yours.",
        { subheading: "Designers" },
        "If you sell logos through us, we keep your name as it appears with your logos, the PayPal address you asked us to pay you at, a record of every sale (and refund) that earned you money, and what we paid you each month. The PayPal address goes to PayPal when we pay you.",
        { subheading: "Newsletter" },
        "If you subscribe to our newsletter on the blog, we store your e-mail address (in lower case), when you asked and when you confirmed. We first mail you a link: only after you open it and confirm do we send you the newsletter, and every mail we send about it has a link to unsubscribe, which removes your address. To stop the form being misused, we count how often it is used from each connection for 10 minutes, under a one-way fingerprint of the IP address (for IPv6, its network part), and then forget it.",
        { subheading: "Messages to support" },
        "The contact form on our support page does not send your message to us: it opens a new e-mail in your own mail program. If your browser runs without JavaScript, the form passes through our server on the way, which keeps nothing of it except a count of how often the form is used from each connection for 10 minutes, under a one-way fingerprint of the IP address (for IPv6, its network part). We receive what you then send us (your name, e-mail address, subject and message) like any other e-mail.",
        { subheading: "Technical data" },
        "Our hosting provider processes your IP address, browser type and the addresses you request in order to deliver pages and protect the service from abuse. To keep the AI designer available to everyone, we count the logos started from each visitor cookie and each IP address (for IPv6, its network part) within a minute, under one-way fingerprints of them; each count is dropped once its minute has passed. We do not use this data to build profiles of visitors. For each request our server logs the kind of page or file asked for (without the rest of its address), the answer's status, how long it took and a random reference number; no IP address, cookie or e-mail address is written to these logs.",
      ],
    },
    {
      id: "how-we-use-your-information",
      title: "How We Use Your Information",
      blocks: [
        "We use your information only to run LogoMarket:",
        {
          list: [
            "to generate and refine the logos you ask for and show them back to you;",
            "to process your purchases, deliver your files and let you download them again later;",
            "to keep you signed in and show your logos and purchases in your dashboard;",
            "to send the newsletter you subscribed to;",
            "to answer your questions and handle refund requests;",
            "to keep the service secure and to meet our legal obligations, such as keeping tax records.",
          ],
        },
        "The legal bases are the performance of our contract with you (generation, purchases, delivery, your account), your consent (newsletter, which you can withdraw at any time), and our legitimate interest in a secure, working service.",
        "We keep generations and account data for as long as your account or visitor cookie exists, or until you ask us to delete them. Order records are kept for as long as tax and accounting law requires. Newsletter subscriptions are kept until you unsubscribe.",
      ],
    },
    {
      id: "cookies",
      title: "Cookies and Browser Storage",
      blocks: [
        "LogoMarket uses only the cookies it needs to work. There are no advertising, analytics or third-party tracking cookies.",
        {
          list: [
            `**Visitor cookie ("${cookies.visitorCookie}").** The first time you generate a logo or mark a favourite, we set a cookie holding a long random value, so that the logos you generate and the favourites you mark stay yours without an account. It contains nothing about you and expires after ${cookies.visitorCookieDays} days. It is marked HttpOnly (scripts on the page cannot read it), Secure (it is only sent over encrypted connections) and SameSite=Lax (it is not sent with requests that other sites start). When you sign in, the logos generated and the favourites marked under it move to your account.`,
            "**Sign-in cookie.** When you sign in, a session cookie with the same protections keeps you signed in until you sign out or the session ends.",
            "**Payment pages.** When you pay, you do so on Stripe's checkout page, where Stripe may set its own cookies to prevent fraud, under its own privacy policy.",
          ],
        },
        "Some things are kept only in your own browser, in its local storage, and are not sent to us. They stay until you clear your browser's site data:",
        {
          list: (Object.keys(STORED_IN_BROWSER) as (keyof typeof STORAGE_KEYS)[]).map(
            (key) => `**${STORAGE_KEYS[key]}**: ${STORED_IN_BROWSER[key]}.`,
          ),
        },
        "These are kept in the browser tab's session storage and disappear when you close the tab:",
        {
          list: (Object.keys(STORED_FOR_TAB) as (keyof typeof SESSION_KEYS)[]).map(
            (key) => `**${SESSION_KEYS[key]}**: ${STORED_FOR_TAB[key]}.`,
          ),
        },
        "You can delete cookies and site data in your browser's settings at any time. Without the visitor cookie, logos you generated as a guest can no longer be linked to you.",
      ],
    },
    {
      id: "information-sharing",
      title: "Information Sharing",
      blocks: [
        "We share information only with the service providers that run parts of LogoMarket for us, and only what each one needs:",
        {
          list: [
            "**Cloudflare** hosts the website, its database and the logo files.",
            "**Stripe** processes payments. Stripe receives your payment details directly from you and tells us whether a payment succeeded.",
            "**AI model providers.** When we use an AI model to plan your design, your prompt and chosen options are sent to that model's provider (such as Cloudflare Workers AI or OpenAI) to produce the design.",
            "**E-mail delivery.** Our e-mail provider sends download instructions and the newsletter to your address.",
          ],
        },
        "We may also disclose information when the law requires it, or to protect the rights and safety of our users and of LogoMarket. We never sell or rent your personal information.",
      ],
    },
    {
      id: "data-security",
      title: "Data Security",
      blocks: [
        "Every page and download is served over an encrypted connection (HTTPS). Our cookies are HttpOnly, Secure and SameSite=Lax. Passwords are stored only as salted hashes. Card data is handled by Stripe, which is certified to the PCI DSS standard, and never touches our servers. Access to our systems is limited to the people who need it to run the service.",
        "No system is perfectly secure. If we learn of a breach that affects your information, we will tell you and the authorities as the law requires.",
      ],
    },
    {
      id: "your-rights",
      title: "Your Rights",
      blocks: [
        "Wherever you live, you can ask us:",
        {
          list: [
            "for a copy of the information we hold about you;",
            "to correct information that is wrong;",
            "to delete your information, including your account and your generated logos;",
            "to receive your information in a portable format;",
            "to stop or restrict a use of your information you object to;",
            "to stop sending you the newsletter (consent can be withdrawn at any time).",
          ],
        },
        `Write to [${supportEmail}](mailto:${supportEmail}) and we will answer within 30 days. You can also complain to the data protection authority where you live. Whatever is kept in your browser you can delete yourself by clearing the site's data.`,
      ],
    },
    {
      id: "children",
      title: "Children's Privacy",
      blocks: [
        "LogoMarket is not meant for children under 13, and we do not knowingly collect information from them. If you believe a child under 13 has given us personal information, please contact us and we will delete it.",
      ],
    },
    {
      id: "international-transfers",
      title: "International Data Transfers",
      blocks: [
        "LogoMarket runs on Cloudflare's global network, so your requests are usually handled in a data centre near you, and our service providers may process information in other countries, including the United States. Where information leaves the European Economic Area or the United Kingdom, we rely on adequacy decisions or the European Commission's standard contractual clauses to keep it protected.",
      ],
    },
    {
      id: "policy-changes",
      title: "Changes to This Policy",
      blocks: [
        "We update this policy when the service or the law changes. The date at the top shows the latest version. If a change affects how we use information you have already given us, we will announce it on the site, and tell account holders and subscribers by e-mail, before it takes effect.",
      ],
    },
    {
      id: "contact",
      title: "Contact Us",
      blocks: [
        `For anything about your privacy, write to us at [${supportEmail}](mailto:${supportEmail}) or by post to ${company.name}, ${company.address}.`,
      ],
    },
  ];
}
