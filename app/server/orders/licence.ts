/**
 * The licence certificate in every ZIP: which logo, which order, when, and what the buyer
 * now holds (the terms' purchase and licensing section: exclusive rights, copyright
 * transferred, commercial use, no credit needed).
 */
import { SITE_NAME } from "#protocol/site.ts";

/** Who issues the certificate when the operator has not named the company. */
export const COMPANY_DEFAULT_NAME = SITE_NAME;

export interface CertificateInput {
  logoName: string;
  purchaseId: string;
  orderId: string;
  purchasedAt: Date;
  company: string;
}

export function licenceCertificate(input: CertificateInput): string {
  const day = input.purchasedAt.toISOString().slice(0, 10);
  return [
    `${SITE_NAME} — Certificate of exclusive licence`,
    "",
    `Logo:        ${input.logoName} (${input.purchaseId})`,
    `Order:       ${input.orderId}`,
    `Purchased:   ${day}`,
    `Issued by:   ${input.company}`,
    "",
    "With this purchase the buyer holds the exclusive rights to the logo above, and its",
    "copyright is transferred to them, as our Terms of Service set out. The logo is sold",
    "once: it is withdrawn from sale and will not be sold to anyone else. The buyer may use,",
    "modify and register it for any commercial or personal purpose, with no credit required.",
    "",
    "A refund under the 30-day money-back guarantee ends these rights.",
    "",
  ].join("\n");
}
