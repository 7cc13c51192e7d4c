import type { SiteConfig } from "#app/lib/site-config.ts";
import type { DocumentSection } from "./types.ts";

/** The imprint (accounts spec section 2). Every company detail comes from the site configuration. */
export function imprintSections({ company, supportEmail }: SiteConfig): DocumentSection[] {
  return [
    {
      id: "company-information",
      title: "Company Information",
      blocks: [
        {
          list: [
            `**Company:** ${company.name}`,
            `**Address:** ${company.address}`,
            `**Represented by:** ${company.representative}`,
            `**Commercial register:** ${company.register}`,
            `**VAT identification number:** ${company.vatId}`,
          ],
        },
      ],
    },
    {
      id: "contact",
      title: "Contact",
      blocks: [`**E-mail:** [${supportEmail}](mailto:${supportEmail})`, "We answer by e-mail; the [Support](/support) page lists the quickest ways to reach us."],
    },
    {
      id: "editorial-responsibility",
      title: "Editorial Responsibility",
      blocks: [`Responsible for the content of this website: ${company.representative}, ${company.address}.`],
    },
    {
      id: "dispute-resolution",
      title: "Dispute Resolution",
      blocks: [
        "The European Commission provides a platform for online dispute resolution: [ec.europa.eu/consumers/odr](https://ec.europa.eu/consumers/odr). We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board, but we are always glad to settle a problem directly: please write to us first.",
      ],
    },
    {
      id: "liability-for-content",
      title: "Liability for Content",
      blocks: [
        "We write the content of these pages with care, but cannot guarantee that it is complete, correct and current at all times. As a service provider we are responsible for our own content under the general laws. We are not obliged to monitor information that others transmit or store, but we remove unlawful content as soon as we learn of it.",
      ],
    },
    {
      id: "liability-for-links",
      title: "Liability for Links",
      blocks: [
        "Our pages link to other websites whose content we do not control, so we cannot accept responsibility for it; their providers are. We checked linked pages for legal problems when we linked them. If we learn that a linked page breaks the law, we remove the link.",
      ],
    },
    {
      id: "copyright",
      title: "Copyright",
      blocks: [
        "The texts, images and software of this website are protected by copyright. Copying, editing or distributing them beyond what copyright law allows needs our written consent. Logos in the catalogue belong to their designers until they are sold, and then to their buyers; the typefaces and icon drawings others publish under open licences stay with their makers.",
      ],
    },
    {
      id: "data-protection",
      title: "Data Protection",
      blocks: ["How we handle personal information is described in our [Privacy Policy](/privacy)."],
    },
  ];
}
