/**
 * The licence certificate as a PDF: the app writes the words (who bought what, when, and
 * what they own: app/server/orders/licence.ts), the kit adds the typefaces (credits.ts) and
 * this sets them under the logo, in vector, on one A4 page.
 */
import { PDFDocument } from "pdf-lib";
import type { LogoEngine } from "#agent/design/engine.ts";
import type { CertificateText } from "#protocol/render.ts";
import { SITE_NAME } from "#protocol/site.ts";
import { colour, typesetter, write } from "./pdf-text.ts";
import { drawFormIn, vectorForm } from "./pdf-vector.ts";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

export async function certificatePdf(engine: LogoEngine, logoSvg: string, text: CertificateText): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(text.title);
  doc.setAuthor(SITE_NAME);
  const type = await typesetter(doc, engine);
  const page = doc.addPage(A4);
  const width = A4[0] - 2 * MARGIN;
  page.drawRectangle({ x: 24, y: 24, width: A4[0] - 48, height: A4[1] - 48, borderColor: colour("#c7d2fe"), borderWidth: 1.2 });

  const logo = 150;
  drawFormIn(page, vectorForm(doc, logoSvg), { x: (A4[0] - logo) / 2, y: A4[1] - MARGIN - logo, w: logo, h: logo });
  let y = A4[1] - MARGIN - logo - 40;
  const title = type.safe(text.title);
  const titleSize = Math.min(20, (20 * width) / type.bold.widthOfTextAtSize(title, 20));
  page.drawText(title, { x: (A4[0] - type.bold.widthOfTextAtSize(title, titleSize)) / 2, y, size: titleSize, font: type.bold, color: colour("#111827") });
  y -= 36;

  for (const [label, value] of text.fields) {
    page.drawText(type.safe(label), { x: MARGIN, y, size: 10, font: type.bold, color: colour("#4b5563") });
    y = write(page, type.safe(value), { x: MARGIN + 120, y, size: 10, font: type.regular, width: width - 120, lineHeight: 1.35 }) - 4;
  }
  y -= 12;
  page.drawLine({ start: { x: MARGIN, y: y + 8 }, end: { x: A4[0] - MARGIN, y: y + 8 }, thickness: 0.5, color: colour("#d1d5db") });
  y -= 10;
  for (const paragraph of text.paragraphs) y = write(page, type.safe(paragraph), { x: MARGIN, y, size: 10.5, font: type.regular, width, lineHeight: 1.45 }) - 8;
  return doc.save();
}
