/**
 * The licence certificate in every brand kit, as text and (set by the agent under the
 * logo) as a PDF, from one set of words: who bought which logo, in which order, when, and
 * what they now hold (the terms' purchase and licensing section: full commercial use,
 * copyright transferred, no credit needed; exclusive, since every logo is sold once).
 */
import type { CertificateText } from "#protocol/render.ts";
import { SITE_NAME } from "#protocol/site.ts";

/** Who issues the certificate when the operator has not named the company. */
export const COMPANY_DEFAULT_NAME = SITE_NAME;

export interface CertificateInput {
  logoName: string;
  purchaseId: string;
  orderId: string;
  purchasedAt: Date;
  company: string;
  /** The buyer: the address the payment was made with. */
  licensee: string;
  /** The logo was sold once and withdrawn from sale (every logo this shop sells is). */
  exclusive: boolean;
}

export function certificateWords(input: CertificateInput): CertificateText {
  const day = input.purchasedAt.toISOString().slice(0, 10);
  const rights = input.exclusive
    ? "Exclusive licence with full commercial use; copyright transferred"
    : "Full commercial use; copyright transferred";
  return {
    title: `Certificate of ${input.exclusive ? "exclusive " : ""}licence`,
    fields: [
      ["Licensee", input.licensee],
      ["Logo", `${input.logoName} (${input.purchaseId})`],
      ["Order", input.orderId],
      ["Purchased", day],
      ["Rights", rights],
      ["Issued by", input.company],
    ],
    paragraphs: [
      input.exclusive
        ? "With this purchase the licensee holds the exclusive rights to the logo above, and its copyright is transferred to them, as our Terms of Service set out. The logo is sold once: it is withdrawn from sale and will not be sold to anyone else."
        : "With this purchase the licensee holds the rights to the logo above, and its copyright is transferred to them, as our Terms of Service set out.",
      "The licensee may use, modify, print, register and sell goods bearing the logo, for any commercial or personal purpose, in any medium and any country, for as long as they like, with no credit required. The typefaces it is set in are under the SIL Open Font License and free for commercial use.",
      "A refund under the 30-day money-back guarantee ends these rights.",
    ],
  };
}

/** The same certificate as plain text (licence-certificate.txt). */
export function licenceCertificate(input: CertificateInput): string {
  const words = certificateWords(input);
  const width = Math.max(...words.fields.map(([label]) => label.length)) + 2;
  return [
    `${SITE_NAME} — ${words.title}`,
    "",
    ...words.fields.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    "",
    ...words.paragraphs.flatMap((paragraph) => [...wrapText(paragraph, 88), ""]),
  ].join("\n");
}

function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}
