/**
 * The brand guide: two A4 pages a buyer can hand to a printer, a web designer or a sign
 * maker. Page one: the logo, its variants and lockups (or why there are none), clear space
 * and minimum size. Page two: the palette in HEX, RGB and CMYK, the typefaces by name with
 * their licence and where to get them, what to do and not to do with the logo, and what the
 * buyer owns (workers/protocol/ownership.ts: the design and its mark, not the typefaces or
 * a drawing from an icon set the mark is made with). Every logo on the pages is vector
 * (pdf-vector.ts); the text is real text.
 */
import { PDFDocument, type PDFPage } from "pdf-lib";
import { mix } from "#agent/design/color.ts";
import type { Design } from "#agent/design/design.ts";
import type { LogoEngine } from "#agent/design/engine.ts";
import { height as heightOf, width as widthOf } from "#agent/design/text.ts";
import { ownershipOf, ownershipSentences, typefaceSentence } from "#protocol/ownership.ts";
import { SITE_NAME } from "#protocol/site.ts";
import { typefaceCredits } from "./credits.ts";
import { hasMark } from "#agent/design/layouts.ts";
import { artworkDocument } from "./artwork.ts";
import { CLEAR_SPACE, markArtwork } from "./lockups.ts";
import { swatches } from "./palette.ts";
import { colour, typesetter, wrap, write, type Typesetter } from "./pdf-text.ts";
import { drawFormIn, vectorForm, type Box, type VectorForm } from "./pdf-vector.ts";
import { brandIcon, iconSvg, smallIconSvg, smallMark } from "./web.ts";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = "#111827";
const MUTED = "#4b5563";
const LINE = "#d1d5db";
const DARK_TILE = "#1f2937";

export interface GuideArt {
  design: Design;
  fullColour: string;
  /** The full-colour logo without its background. */
  transparent: string;
  oneColourDark: string;
  oneColourLight: string;
  greyscale: string;
  /** Lockup SVGs with their clear space, by name; empty for a design without a mark but its wordmark. */
  lockups: { name: string; svg: string }[];
  hasMark: boolean;
}

/** The smallest width at which the smallest lettering stays readable: 6 px capitals on screen, 1.2 mm in print. */
export function minimumSizes(engine: LogoEngine, design: Design): { pixels: number; millimetres: number } {
  const { composition } = engine.compose(design.spec);
  const ratio = widthOf(composition.box) / Math.max(composition.smallestCap === Infinity ? heightOf(composition.box) * 0.2 : composition.smallestCap, 1e-6);
  return { pixels: Math.max(64, Math.ceil((ratio * 6) / 8) * 8), millimetres: Math.max(12, Math.ceil(ratio * 1.2)) };
}

function heading(page: PDFPage, text: string, y: number, type: Typesetter): number {
  page.drawText(text.toUpperCase(), { x: MARGIN, y, size: 9, font: type.bold, color: colour(MUTED) });
  page.drawLine({ start: { x: MARGIN, y: y - 6 }, end: { x: A4[0] - MARGIN, y: y - 6 }, thickness: 0.5, color: colour(LINE) });
  return y - 22;
}

function tile(page: PDFPage, form: VectorForm, box: Box, background: string | null, caption: string, type: Typesetter, distort?: "squash" | "turn") {
  if (background) page.drawRectangle({ x: box.x, y: box.y, width: box.w, height: box.h, color: colour(background) });
  page.drawRectangle({ x: box.x, y: box.y, width: box.w, height: box.h, borderColor: colour(LINE), borderWidth: 0.5 });
  const pad = box.w * 0.06;
  drawFormIn(page, form, { x: box.x + pad, y: box.y + pad, w: box.w - 2 * pad, h: box.h - 2 * pad }, distort);
  write(page, caption, { x: box.x, y: box.y - 12, size: 8, font: type.regular, color: MUTED, width: box.w, lineHeight: 1.3 });
}

/** The pixel sizes the mark is shown at: the small form at the first two, the full mark from the third. */
const MARK_SIZES = [16, 32, 64, 512] as const;
const SMALL_UP_TO = 32;

/**
 * The mark at 16, 32, 64 and 512 px, on the logo's canvas, in `box` (beside the logo): the
 * small form at 16 and 32 px (what a browser tab and a favicon show), the full mark from
 * 64 px (an app icon's size and up, where its detail reads). A design without a mark shows
 * its icons instead, which carry its initials.
 */
function markSizes(page: PDFPage, doc: PDFDocument, engine: LogoEngine, design: Design, type: Typesetter, box: Box) {
  const spec = design.spec;
  const canvas = design.ink.background ?? "#ffffff";
  const marked = hasMark(spec);
  const small = marked ? artworkDocument(smallMark(engine, spec, canvas, "surface").art, 512, 512, null) : smallIconSvg(smallMark(engine, spec, canvas, "tile"));
  const full = marked ? artworkDocument(markArtwork(engine, spec, canvas)!.art, 512, 512, null) : iconSvg(brandIcon(engine, spec));
  const forms = { small: vectorForm(doc, small), full: vectorForm(doc, full) };
  const [title, sentence] = marked
    ? ["THE MARK AT SMALL SIZES", "At 16 and 32 px use the small mark; from 64 px up, the full mark."]
    : ["THE ICON AT SMALL SIZES", "No mark: the icons show its initials, simplified at 16 and 32 px."];
  page.drawText(title, { x: box.x, y: box.y + box.h - 8, size: 8, font: type.bold, color: colour(MUTED) });
  write(page, sentence, { x: box.x, y: box.y + box.h - 22, size: 8.5, font: type.regular, color: MUTED, width: box.w });
  let x = box.x;
  for (const size of MARK_SIZES) {
    // At its size in points, but the largest, which is shown smaller.
    const side = Math.min(size, 80);
    const pad = 4;
    const tileBox = { x, y: box.y + 12, w: side + 2 * pad, h: side + 2 * pad };
    page.drawRectangle({ x: tileBox.x, y: tileBox.y, width: tileBox.w, height: tileBox.h, color: colour(canvas), borderColor: colour(LINE), borderWidth: 0.5 });
    drawFormIn(page, size <= SMALL_UP_TO ? forms.small : forms.full, { x: x + pad, y: tileBox.y + pad, w: side, h: side });
    page.drawText(size === 512 ? "512 px, shown smaller" : `${size} px`, { x, y: box.y, size: 7.5, font: type.regular, color: colour(MUTED) });
    x += tileBox.w + 14;
  }
}

function pageOne(doc: PDFDocument, art: GuideArt, type: Typesetter, engine: LogoEngine) {
  const page = doc.addPage(A4);
  const { design } = art;
  const spec = design.spec;
  let y = A4[1] - MARGIN - 24;
  // A long name (up to 60 characters) is set smaller rather than run off the page.
  const title = type.safe(spec.brand);
  const titleSize = Math.min(26, (26 * (A4[0] - 2 * MARGIN)) / type.bold.widthOfTextAtSize(title, 26));
  page.drawText(title, { x: MARGIN, y, size: titleSize, font: type.bold, color: colour(INK) });
  y = write(page, `Brand guide · ${SITE_NAME}`, { x: MARGIN, y: y - 20, size: 10, font: type.regular, color: MUTED }) - 14;

  y = heading(page, "The logo", y, type);
  const logoSize = 190;
  const canvas = design.ink.background;
  tile(page, vectorForm(doc, art.fullColour), { x: MARGIN, y: y - logoSize, w: logoSize, h: logoSize }, canvas ?? "#ffffff", "", type);
  write(
    page,
    "Use the full-colour logo wherever it fits. The logo folder has it as SVG and PDF (vector: any size, sharp in print), " +
      "as a 2048 px PNG on its background and without it, and as a light WebP for websites.",
    { x: MARGIN + logoSize + 20, y: y - 10, size: 9.5, font: type.regular, width: A4[0] - 2 * MARGIN - logoSize - 20 },
  );
  markSizes(page, doc, engine, design, type, { x: MARGIN + logoSize + 20, y: y - logoSize, w: A4[0] - 2 * MARGIN - logoSize - 20, h: logoSize - 58 });
  y -= logoSize + 34;

  y = heading(page, "Variants", y, type);
  const variantSize = (A4[0] - 2 * MARGIN - 3 * 14) / 4;
  const variants: [string, string, string | null][] = [
    [art.fullColour, "Full colour", canvas ?? "#ffffff"],
    [art.oneColourDark, "One colour, dark: for light backgrounds, one-ink print, engraving", "#ffffff"],
    [art.oneColourLight, "One colour, light: for dark backgrounds and photos", DARK_TILE],
    [art.greyscale, "Greyscale: for black and white print", null],
  ];
  variants.forEach(([svg, caption, background], i) => tile(page, vectorForm(doc, svg), { x: MARGIN + i * (variantSize + 14), y: y - variantSize, w: variantSize, h: variantSize }, background, caption, type));
  y -= variantSize + 46;

  y = heading(page, "Lockups", y, type);
  if (!art.hasMark) {
    y = write(page, "This design is a wordmark: it has no separate mark, so there is no mark-only, horizontal or stacked version. Use the full logo, or the wordmark alone where space is tight.", { x: MARGIN, y, size: 9.5, font: type.regular, width: A4[0] - 2 * MARGIN }) - 6;
  }
  const lockupWidth = (A4[0] - 2 * MARGIN - 3 * 14) / 4;
  const lockupHeight = 84;
  art.lockups.forEach(({ name, svg }, i) => tile(page, vectorForm(doc, svg), { x: MARGIN + i * (lockupWidth + 14), y: y - lockupHeight, w: lockupWidth, h: lockupHeight }, canvas, name, type));
  y -= lockupHeight + 40;

  y = heading(page, "Clear space and minimum size", y, type);
  const sizes = minimumSizes(engine, design);
  const sample = art.lockups.find((lockup) => lockup.name.startsWith("Horizontal")) ?? art.lockups[0];
  if (sample) {
    const form = vectorForm(doc, sample.svg);
    const boxW = 200;
    const boxH = Math.min(110, (boxW * form.height) / form.width);
    const box = { x: MARGIN, y: y - boxH, w: (boxH * form.width) / form.height, h: boxH };
    if (canvas) page.drawRectangle({ x: box.x, y: box.y, width: box.w, height: box.h, color: colour(canvas) });
    drawFormIn(page, form, box);
    const pad = (Math.min(box.w, box.h) / (1 + 2 * CLEAR_SPACE)) * CLEAR_SPACE;
    page.drawRectangle({ x: box.x, y: box.y, width: box.w, height: box.h, borderColor: colour("#db2777"), borderWidth: 0.7, borderDashArray: [3, 2] });
    page.drawRectangle({ x: box.x + pad, y: box.y + pad, width: box.w - 2 * pad, height: box.h - 2 * pad, borderColor: colour("#db2777"), borderWidth: 0.4 });
  }
  write(
    page,
    `Keep clear space around the logo of at least a quarter of its height (the dashed line): no text, edge or other picture inside it. ` +
      `Minimum size: ${sizes.millimetres} mm wide in print and ${sizes.pixels} px on screen, so its smallest lettering stays readable. ` +
      (art.hasMark ? "Smaller than that, use the mark alone." : "Smaller than that, use the wordmark alone."),
    { x: MARGIN + 220, y: y - 6, size: 9.5, font: type.regular, width: A4[0] - 2 * MARGIN - 220 },
  );
}

async function pageTwo(doc: PDFDocument, art: GuideArt, type: Typesetter) {
  const page = doc.addPage(A4);
  const { design } = art;
  let y = A4[1] - MARGIN - 10;
  y = heading(page, "Colour palette", y, type);
  const list = swatches(design.spec.palette);
  const swatchWidth = (A4[0] - 2 * MARGIN - 3 * 14) / 4;
  list.forEach((swatch, i) => {
    const x = MARGIN + i * (swatchWidth + 14);
    page.drawRectangle({ x, y: y - 56, width: swatchWidth, height: 56, color: colour(swatch.hex), borderColor: colour(LINE), borderWidth: 0.5 });
    const lines = [`HEX ${swatch.hex.toUpperCase()}`, `RGB ${swatch.rgb.join(", ")}`, `CMYK ${swatch.cmyk.join(", ")}`];
    page.drawText(swatch.name, { x, y: y - 72, size: 10, font: type.bold, color: colour(INK) });
    page.drawText(swatch.use, { x, y: y - 84, size: 8, font: type.regular, color: colour(MUTED) });
    lines.forEach((line, j) => page.drawText(line, { x, y: y - 98 - j * 12, size: 8.5, font: type.regular, color: colour(INK) }));
  });
  y -= 142;
  if (design.spec.palette.background === "transparent") y = write(page, "The logo has no background colour of its own: it sits on white or any light surface.", { x: MARGIN, y, size: 9, font: type.regular, color: MUTED }) - 4;
  y = write(page, "CMYK values are a starting point converted from the screen colours: ask your printer to match the HEX colour on their press.", { x: MARGIN, y, size: 8.5, font: type.regular, color: MUTED, width: A4[0] - 2 * MARGIN }) - 14;

  y = heading(page, "Typefaces", y, type);
  for (const { role, face, family, licence } of typefaceCredits(design)) {
    const sample = await doc.embedFont(type.engine.fontFile(face), { subset: true });
    page.drawText(type.safe(family, face), { x: MARGIN, y: y - 16, size: 20, font: sample, color: colour(INK) });
    page.drawText(type.safe("Aa Bb Cc Dd Ee Ff Gg 0123456789", face), { x: MARGIN + 230, y: y - 16, size: 13, font: sample, color: colour(INK) });
    const about = [
      `${role}: ${family}, weight ${face.weight}${face.italic ? " italic" : ""}.`,
      `Licence: ${licence}, free for personal and commercial use, print and web.`,
      `Get it free: fonts.google.com/specimen/${family.replaceAll(" ", "+")}`,
    ].join("\n");
    y = write(page, about, { x: MARGIN, y: y - 34, size: 9, font: type.regular, color: MUTED }) - 10;
  }
  y -= 4;

  y = heading(page, "Do and don't", y, type);
  const size = (A4[0] - 2 * MARGIN - 3 * 14) / 4;
  const form = vectorForm(doc, art.fullColour);
  const onCanvas = design.ink.background ?? "#ffffff";
  // A ground close to the lettering's own colour: what not to do.
  const lowContrast = mix(design.ink.brand, "#808080", 0.3);
  const examples: { label: string; good: boolean; form: VectorForm; background: string; distort?: "squash" | "turn" }[] = [
    { label: "Do: use it as it is, on its own colours", good: true, form, background: onCanvas },
    { label: "Do: use the one-colour light logo on dark or busy backgrounds", good: true, form: vectorForm(doc, art.oneColourLight), background: DARK_TILE },
    { label: "Don't: stretch, squash or turn it", good: false, form, background: onCanvas, distort: "squash" },
    { label: "Don't: set it on a colour it does not stand out from", good: false, form: vectorForm(doc, art.transparent), background: lowContrast },
  ];
  examples.forEach((example, i) => {
    const box = { x: MARGIN + i * (size + 14), y: y - size, w: size, h: size };
    tile(page, example.form, box, example.background, "", type, example.distort);
    const mark = example.good ? "#15803d" : "#b91c1c";
    const [cx, cy] = [box.x + box.w - 11, box.y + box.h - 11];
    page.drawCircle({ x: cx, y: cy, size: 7.5, color: colour(mark) });
    const stroke = { thickness: 1.4, color: colour("#ffffff") };
    if (example.good) {
      page.drawLine({ start: { x: cx - 3.5, y: cy }, end: { x: cx - 1, y: cy - 2.8 }, ...stroke });
      page.drawLine({ start: { x: cx - 1, y: cy - 2.8 }, end: { x: cx + 3.8, y: cy + 3 }, ...stroke });
    } else {
      page.drawLine({ start: { x: cx - 3, y: cy - 3 }, end: { x: cx + 3, y: cy + 3 }, ...stroke });
      page.drawLine({ start: { x: cx - 3, y: cy + 3 }, end: { x: cx + 3, y: cy - 3 }, ...stroke });
    }
    for (const line of wrap(example.label, type.regular, 8, size).map((text, j) => ({ text, j }))) {
      page.drawText(line.text, { x: box.x, y: box.y - 12 - line.j * 10.4, size: 8, font: line.j === 0 ? type.bold : type.regular, color: colour(example.good ? INK : "#7f1d1d") });
    }
  });
  y -= size + 12 + 3 * 10.4 + 16;

  y = heading(page, "What you own", y, type);
  const words = [...ownershipSentences(ownershipOf(design.spec), "you"), typefaceSentence("you")].join(" ");
  write(page, type.safe(words), { x: MARGIN, y, size: 9, font: type.regular, color: INK, width: A4[0] - 2 * MARGIN, lineHeight: 1.4 });
}

export async function brandGuide(engine: LogoEngine, art: GuideArt): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${art.design.spec.brand} brand guide`);
  doc.setAuthor(SITE_NAME);
  doc.setSubject("Logo, variants, lockups, clear space, minimum size, palette and typefaces");
  const type = await typesetter(doc, engine);
  pageOne(doc, art, type, engine);
  await pageTwo(doc, art, type);
  return doc.save();
}
