/**
 * The licence certificate in every brand kit, as text and (set by the agent under the
 * logo) as a PDF, from one set of words: who bought which logo, in which order, when, and
 * what they now own, read from the design (workers/protocol/ownership.ts): the logo's
 * design and its original mark exclusively, with the copyright in them; not the typefaces,
 * which stay under their open licences (the agent names them), nor a drawing from an icon
 * set the mark is made with, named here with its licence. Exclusive, since every logo is
 * sold once.
 */
import { ingredientsLabel, ownershipSentences, typefaceSentence, type Ownership } from "#protocol/ownership.ts";
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
  /** What the design holds: its mark, and the drawing it is made with if any. */
  ownership: Ownership;
}

/** The Rights field: what is exclusive, and what copyright moves. */
function rightsOf(input: CertificateInput): string {
  const what = input.ownership.mark === "original" ? "the design and its mark" : input.ownership.mark === "unknown" ? "the logo" : "the design";
  return `${input.exclusive ? "Exclusive licence" : "Licence"} with full commercial use; copyright in ${what} transferred`;
}

export function certificateWords(input: CertificateInput): CertificateText {
  const day = input.purchasedAt.toISOString().slice(0, 10);
  const { ingredients } = input.ownership;
  return {
    title: `Certificate of ${input.exclusive ? "exclusive " : ""}licence`,
    fields: [
      ["Licensee", input.licensee],
      ["Logo", `${input.logoName} (${input.purchaseId})`],
      ["Order", input.orderId],
      ["Purchased", day],
      ["Issued by", input.company],
      ["Rights", rightsOf(input)],
      ...(ingredients.length > 0 ? [["Not exclusive", `${ingredientsLabel(ingredients)} (${ingredients.length === 1 ? "a drawing" : "drawings"} anyone may use)`] as [string, string]] : []),
    ],
    paragraphs: [
      [
        ...ownershipSentences(input.ownership, "licensee"),
        input.exclusive ? "The logo is sold once: it is withdrawn from sale and will not be sold to anyone else." : "",
        "These rights pass to the licensee as our Terms of Service set out.",
      ]
        .filter(Boolean)
        .join(" "),
      "The licensee may use, modify, print, register and sell goods bearing the logo, for any commercial or personal purpose, in any medium and any country, for as long as they like, with no credit required.",
      typefaceSentence("licensee"),
      "A refund under the 30-day money-back guarantee ends these rights.",
    ],
  };
}

/** The same certificate as plain text (licence-certificate.txt): the words as the agent set them, or the app's own. */
export function licenceCertificate(words: CertificateText): string {
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
