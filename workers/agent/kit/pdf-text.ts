/**
 * Text in the kit's PDFs: the bundled TTFs embedded (subset) through fontkit, so the brand
 * guide shows the logo's own typeface and every PDF's text can be read, searched and
 * copied (a HEX code out of the guide). Poppins sets the body; a character that neither
 * the body face nor the brand's face has becomes '?' rather than an empty box.
 */
import fontkit from "@pdf-lib/fontkit";
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";
import type { LogoEngine } from "#agent/design/engine.ts";
import type { FontFace } from "#agent/design/fonts.ts";
import { parseHex } from "#agent/design/color.ts";

export const BODY: FontFace = { id: "poppins", weight: 400, italic: false };
export const BODY_BOLD: FontFace = { id: "poppins", weight: 600, italic: false };

export interface Typesetter {
  regular: PDFFont;
  bold: PDFFont;
  /** The text with what `face` cannot draw replaced. */
  safe(text: string, face?: FontFace): string;
  engine: LogoEngine;
}

export async function typesetter(doc: PDFDocument, engine: LogoEngine): Promise<Typesetter> {
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([BODY, BODY_BOLD].map((face) => doc.embedFont(engine.fontFile(face), { subset: true })));
  return {
    regular: regular!,
    bold: bold!,
    engine,
    safe(text, face = BODY) {
      const font = engine.book.get(face);
      return [...text].map((char) => (char === " " || char === "\n" || font.charToGlyphIndex(char) > 0 ? char : "?")).join("");
    },
  };
}

/** A colour of pdf-lib from #rrggbb. */
export function colour(hex: string) {
  const [r, g, b] = parseHex(hex);
  return rgb(r / 255, g / 255, b / 255);
}

/** Words laid into lines no wider than `width`. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

export interface TextOptions {
  x: number;
  y: number;
  size: number;
  font: PDFFont;
  color?: string;
  width?: number;
  lineHeight?: number;
}

/** Writes text from its first baseline down; returns the y under its last line. */
export function write(page: PDFPage, text: string, options: TextOptions): number {
  const { x, size, font } = options;
  const lines = options.width ? wrap(text, font, size, options.width) : text.split("\n");
  const step = size * (options.lineHeight ?? 1.4);
  let y = options.y;
  for (const line of lines) {
    if (line) page.drawText(line, { x, y, size, font, color: colour(options.color ?? "#1f2937") });
    y -= step;
  }
  return y;
}
