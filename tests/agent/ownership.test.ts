/**
 * What a buyer owns, as the brand guide and the licence certificate say it (issue 31,
 * docs/decisions/0106): the design and its original mark exclusively; each typeface the
 * lettering is set in, named with its licence, which every bundled font file's own name
 * table must state; and a drawing from an icon set the mark is made with, named as the
 * ingredient anyone may use. The PDFs are read back with poppler.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Design } from "#agent/design/design.ts";
import { ICON_INDEX } from "#agent/design/icon-index.generated.ts";
import { TYPEFACES, type TypefaceId } from "#agent/design/typefaces.ts";
import { workerEngine } from "#agent/engine/runtime.ts";
import { certificatePdf } from "#agent/kit/certificate.ts";
import { typefaceCredits, withTypefaces } from "#agent/kit/credits.ts";
import { brandGuide } from "#agent/kit/guide.ts";
import { certificateWords } from "#app/server/orders/licence.ts";
import { OPEN_FONT_LICENCE, ownershipOf } from "#protocol/ownership.ts";
import { logoSpecFixture } from "#tests/support/logo-specs.ts";
import type { PdfReading } from "#tests/support/pdf-reader.ts";
import { testSpec } from "./helpers.ts";

const engine = await workerEngine();

async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  const url = (env as { PDF_URL?: string }).PDF_URL;
  if (!url) throw new Error("PDF_URL is not set: vitest.config.ts starts the PDF reader");
  const response = await fetch(`${url}/read`, { method: "POST", body: bytes as Uint8Array<ArrayBuffer> });
  if (!response.ok) throw new Error(`poppler could not open the PDF: ${await response.text()}`);
  return response.json();
}

/** The words of a PDF, lines joined: what a reader reads, wherever a line breaks. */
const words = (reading: PdfReading) => reading.text.replace(/\s+/g, " ");

async function guideOf(design: Design): Promise<string> {
  const svg = design.svg();
  const bytes = await brandGuide(engine, { design, fullColour: svg, transparent: design.svg({ background: false }), oneColourDark: svg, oneColourLight: svg, greyscale: svg, lockups: [], hasMark: true });
  const reading = await readPdf(bytes);
  expect(reading.pages).toBe(2);
  return words(reading);
}

async function certificateOf(design: Design): Promise<string> {
  const text = certificateWords({
    logoName: design.spec.brand,
    purchaseId: "original_9",
    orderId: "order_words",
    purchasedAt: new Date("2026-11-27T12:00:00Z"),
    company: "LogoMarket",
    licensee: "ana@example.com",
    exclusive: true,
    ownership: ownershipOf(design.spec),
  });
  const reading = await readPdf(await certificatePdf(engine, design.svg(), withTypefaces(text, typefaceCredits(design))));
  expect(reading.pages).toBe(1);
  return words(reading);
}

/** A design whose mark is Phosphor's coffee cup as drawn (made before marks of their own). */
const withDrawing = engine.design(testSpec({ brand: "Summit Coffee", tagline: "Roasted in the hills", icon: { set: "phosphor", name: "coffee" }, layout: "icon-above", typeface: { id: "oswald", weight: 500, italic: false } }));
/** A monogram: its mark is its initials, drawn for it, with no drawing from a set. */
const monogram = engine.design(testSpec({ brand: "Harbour Lane", tagline: "Fine bakery", icon: null, layout: "monogram", container: "circle", typeface: { id: "pacifico", weight: 400, italic: false } }));

describe("what the buyer owns", () => {
  it("holds no drawing that is another's mark or a legal sign: no company's logo, whatever category its set files it under", () => {
    // What the sets' own names and tags say a drawing is: a company's logo ('nyt', 'android',
    // 'logos'), a toy maker's brick, a standard's trademark, or ©/™/® ('intellectual property').
    const marksOfOthers = /\b(logos?|nyt|new york times|android|lego|airplay|usb|intellectual property)\b/;
    const found = ICON_INDEX.filter(([, name, tags]) => marksOfOthers.test(name.replaceAll("-", " ")) || tags.some((tag) => marksOfOthers.test(tag)));
    expect(found.map(([set, name]) => `${set}/${name}`)).toEqual([]);
    // MDI has no tags; its names say whose a drawing is (its Brand / Logo category is left out whole).
    const companies = /\b(microsoft|xbox|nintendo|pokeball|pac man|google|tesla|space invaders|triforce|hololens|playstation)\b/;
    expect(ICON_INDEX.filter(([set, name]) => set === "mdi" && companies.test(name.replaceAll("-", " "))).map(([, name]) => name)).toEqual([]);
  });

  it("reads the design: an icon is a named ingredient, a mark of its own is original, a wordmark has no mark", () => {
    const coffee = { set: "Phosphor Icons", name: "coffee", licence: "MIT License" };
    expect(ownershipOf(logoSpecFixture())).toEqual({ mark: "drawing", ingredients: [coffee] });
    // A design of the new kind: a mark constructed for it, made with the cup as an ingredient, or with none.
    expect(ownershipOf({ ...logoSpecFixture(), mark: { kind: "combination" } })).toEqual({ mark: "original", ingredients: [coffee] });
    expect(ownershipOf({ ...logoSpecFixture({ icon: null }), mark: { kind: "lettermark" } })).toEqual({ mark: "original", ingredients: [] });
    expect(ownershipOf(logoSpecFixture({ icon: null, layout: "monogram", container: "circle" }))).toEqual({ mark: "original", ingredients: [] });
    expect(ownershipOf(logoSpecFixture({ icon: { set: "fluent-emoji", name: "fox" }, layout: "icon-left" }))).toEqual({ mark: "drawing", ingredients: [{ set: "Microsoft Fluent Emoji", name: "fox", licence: "MIT License" }] });
    // A wordmark draws no icon, whatever its design still names.
    expect(ownershipOf(logoSpecFixture({ layout: "wordmark" }))).toEqual({ mark: "none", ingredients: [] });
    expect(ownershipOf(null)).toEqual({ mark: "unknown", ingredients: [] });
    // An emblem's second idea is a drawing from a set too: named, as the certificate names it.
    const joined = { ...logoSpecFixture(), mark: { kind: "emblem", treatment: "cutout", shape: "circle", second: { set: "fluent-emoji", name: "fox" }, letter: null, at: 0.125, tilt: 0 } };
    expect(ownershipOf(joined)).toEqual({ mark: "original", ingredients: [coffee, { set: "Microsoft Fluent Emoji", name: "fox", licence: "MIT License" }] });
  });

  it("names every typeface with the licence its own font file states", () => {
    for (const [id, typeface] of Object.entries(TYPEFACES) as [TypefaceId, (typeof TYPEFACES)[TypefaceId]][]) {
      const faces = [...typeface.weights.map((weight) => ({ id, weight, italic: false })), ...typeface.italicWeights.map((weight) => ({ id, weight, italic: true }))];
      for (const face of faces) {
        const names = nameTable(engine.fontFile(face));
        expect(names[1], `${id} ${face.weight}`).toContain(typeface.family);
        // Name ID 13, the licence description: "...licensed under the SIL Open Font License, Version 1.1."
        expect(names[13]?.replace(/,\s*Version /, " "), `${id} ${face.weight}`).toContain(OPEN_FONT_LICENCE);
      }
    }
  });

  it("the guide and the certificate of a design with a drawing name it as the ingredient anyone may use, with its licence", async () => {
    const guide = await guideOf(withDrawing);
    expect(guide).toContain("WHAT YOU OWN");
    expect(guide).toContain("You own this logo's design exclusively, with the copyright in it");
    expect(guide).toContain("is not exclusive: Phosphor Icons 'coffee', MIT License");
    expect(guide).toContain("but not the drawing itself");
    expect(guide).toContain("Licence: SIL Open Font License 1.1");
    expect(guide).toContain("Oswald");

    const certificate = await certificateOf(withDrawing);
    expect(certificate).toMatch(/Not exclusive Phosphor Icons 'coffee', MIT License/);
    expect(certificate).toContain("but not the drawing itself");
    expect(certificate).toMatch(/Typeface Oswald \(name\), SIL Open Font License 1\.1/);
    expect(certificate).toContain("The typefaces of the lettering are not part of the sale");
  });

  it("names a Material Design Icons drawing with its Apache License 2.0, in the guide and on the certificate", async () => {
    const knight = engine.design(testSpec({ brand: "Knight Moves", tagline: null, icon: { set: "mdi", name: "chess-knight" }, layout: "icon-above", typeface: { id: "oswald", weight: 500, italic: false } }));
    expect(ownershipOf(knight.spec).ingredients).toEqual([{ set: "Material Design Icons", name: "chess-knight", licence: "Apache License 2.0" }]);
    expect(await guideOf(knight)).toContain("is not exclusive: Material Design Icons 'chess-knight', Apache License 2.0");
    expect(await certificateOf(knight)).toMatch(/Not exclusive Material Design Icons 'chess-knight', Apache License 2\.0/);
  });

  it("the guide and the certificate of a design with no drawing say its mark is original and exclusive, and name no ingredient", async () => {
    // Pacifico's tagline is set in a quieter companion, Montserrat: both are named.
    expect(typefaceCredits(monogram).map(({ role, family, licence }) => [role, family, licence])).toEqual([
      ["Name", "Pacifico", OPEN_FONT_LICENCE],
      ["Tagline", "Montserrat", OPEN_FONT_LICENCE],
    ]);
    for (const text of [await guideOf(monogram), await certificateOf(monogram)]) {
      expect(text).toMatch(/owns? this logo's design and its mark exclusively, with the copyright in them\. The mark is original/);
      for (const word of ["Phosphor", "Fluent", "MIT", "Not exclusive", "not exclusive"]) expect(text).not.toContain(word);
    }
    expect(await certificateOf(monogram)).toMatch(/Typefaces Pacifico \(name\), SIL Open Font License 1\.1; Montserrat \(tagline\), SIL Open Font License 1\.1/);
    const guide = await guideOf(monogram);
    expect(guide).toMatch(/Name: Pacifico[\s\S]*Licence: SIL Open Font License 1\.1[\s\S]*Tagline: Montserrat[\s\S]*Licence: SIL Open Font License 1\.1/);
  });
});

/** A TrueType file's Windows Unicode names by id (the OpenType `name` table). */
function nameTable(file: ArrayBuffer): Record<number, string> {
  const view = new DataView(file);
  const tables = view.getUint16(4);
  let offset = -1;
  for (let i = 0; i < tables; i++) {
    const record = 12 + 16 * i;
    if (String.fromCharCode(...new Uint8Array(file, record, 4)) === "name") offset = view.getUint32(record + 8);
  }
  if (offset < 0) throw new Error("no name table");
  const count = view.getUint16(offset + 2);
  const strings = offset + view.getUint16(offset + 4);
  const names: Record<number, string> = {};
  for (let i = 0; i < count; i++) {
    const record = offset + 6 + 12 * i;
    const [platform, id, length, at] = [view.getUint16(record), view.getUint16(record + 6), view.getUint16(record + 8), view.getUint16(record + 10)];
    if (platform !== 3 || names[id] !== undefined) continue;
    let text = "";
    for (let k = 0; k < length; k += 2) text += String.fromCharCode(view.getUint16(strings + at + k));
    names[id] = text;
  }
  return names;
}
