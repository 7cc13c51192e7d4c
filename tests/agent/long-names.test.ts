/**
 * Names kept whole (issue 32): brand names of 41 to 60 characters and taglines of 61 to 80
 * (ASCII, accented and German compounds, apostrophes, ampersands) are drawn in full on
 * every layout and frame, every line inside the canvas and its frame, clear of the mark
 * and of each other, broken at spaces and balanced, at a size that reads. Measured from
 * the engine's own placement (Design.geometry, in canvas units): no pixels needed, so the
 * whole table takes seconds. And the agent reads such names whole, and asks for a shorter
 * one past what a design holds rather than cut it.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BRAND_MAX_CHARS, TAGLINE_MAX_CHARS } from "#protocol/logo-spec.ts";
import { rasterize } from "#protocol/resvg.ts";
import { CANVAS, LEGIBLE_BRAND_CAP, LEGIBLE_SMALLEST_CAP, type Design } from "#agent/design/design.ts";
import { logoSpec, type LogoSpec } from "#agent/design/logo-spec.ts";
import { widthAt } from "#agent/design/shapes.ts";
import { applyCase, breakLines, setLine, type Box } from "#agent/design/text.ts";
import { workerEngine } from "#agent/engine/runtime.ts";
import { createDeterministicPlanner } from "#agent/planner/index.ts";
import { chatRequest, ocrPicture, readEvents, readWithOcr, testSpec, userMessage, type OcrPicture } from "./helpers.ts";
import { input } from "./planner-fixtures.ts";

const engine = await workerEngine();

/** 41 to 60 characters: ASCII, accented, German compounds, apostrophes, ampersands, one word longer than a line. */
const LONG_NAMES = [
  "Captain Wobblebottom's Wonderful Wooden Toy Workshop",
  "Müllers Brotstübchen und Konditorei am Marktplatz",
  "Smith & Daughters Handmade Furniture Company",
  "The Old Lighthouse Keeper's Seafood & Oyster Bar",
  "Großmutters Käsespätzle-Manufaktur & Biergarten",
  "O'Reilly & Sons Plumbing, Heating and Air Conditioning",
  "Élodie's Crème Brûlée & Pâtisserie Française du Marché",
  "Northern Lights Adventure Travel and Expedition Outfitters",
  "Zürcher Uhrmacherei & Goldschmiede an der Bahnhofstraße",
  "Donaudampfschifffahrtsgesellschaft Reisebüro",
  "Saint Bartholomew's Community Garden & Farmers Market Club",
  "Ye Olde Cheshire Cheese Pub, Restaurant & Guest House Inn",
  "Blue Harbor Kayak Rentals and Boat Tours!",
];
/** 61 to 80 characters. */
const LONG_TAGLINES = [
  "Handcrafted wooden toys for curious minds, made in our workshop since 1987",
  "Frisches Brot, feine Torten und herzhafte Brötchen aus unserer eigenen Backstube",
  "Fresh seafood, cold beer & the best sunset view on the whole northern coast",
  "Trusted by families across the valley for three generations of honest work",
];

/** Every layout with the frames it takes: the mark above, beside, badges, wordmarks, monograms. */
const ARRANGEMENTS: [LogoSpec["layout"], LogoSpec["container"]][] = [
  ["icon-above", "none"], ["icon-above", "circle"], ["icon-above", "shield"],
  ["icon-left", "none"], ["icon-left", "rounded-square"],
  ["badge", "circle"], ["badge", "ring"], ["badge", "shield"], ["badge", "hexagon"], ["badge", "rounded-square"],
  ["wordmark", "none"], ["wordmark", "rounded-square"], ["wordmark", "hexagon"],
  ["monogram", "circle"], ["monogram", "ring"], ["monogram", "shield"],
];

const FACES: LogoSpec["typeface"][] = [
  { id: "montserrat", weight: 700, italic: false }, { id: "oswald", weight: 500, italic: false }, { id: "playfair-display", weight: 700, italic: false },
  { id: "archivo-black", weight: 400, italic: false }, { id: "pacifico", weight: 400, italic: false }, { id: "lora", weight: 700, italic: false },
];

/**
 * The legibility floors (design.ts says why): the brand's capitals at least 2.5 % of the
 * artboard, the smallest lettering 1.5 %. A name that cannot be that large inside a badge
 * is set under the badge's frame instead.
 */
const BRAND_CAP_FLOOR = LEGIBLE_BRAND_CAP;
const SMALLEST_CAP_FLOOR = LEGIBLE_SMALLEST_CAP;

/** Each name on every other arrangement (in turn), so every arrangement meets half the names. */
function longSpecs(): LogoSpec[] {
  const specs: LogoSpec[] = [];
  LONG_NAMES.forEach((brand, n) => {
    ARRANGEMENTS.forEach(([layout, container], a) => {
      if ((n + a) % 2 === 1) return;
      const index = n * ARRANGEMENTS.length + a;
      specs.push(
        testSpec({
          brand,
          tagline: index % 3 === 0 ? null : index % 3 === 1 ? LONG_TAGLINES[index % LONG_TAGLINES.length]! : "Since 1987",
          layout,
          container,
          icon: layout === "wordmark" || layout === "monogram" ? null : { set: "phosphor", name: ["coffee", "anchor", "leaf", "mountains"][index % 4]! },
          typeface: FACES[index % FACES.length]!,
          textCase: index % 4 === 0 ? "upper" : "as-typed",
          letterSpacing: index % 4 === 0 ? 0.06 : 0,
        }),
      );
    });
  });
  return specs;
}

const overlaps = (a: Box, b: Box) => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;

/** Whether a point lies inside the frame's shape, a little in from its edge (the stroke of a ring). */
function insideFrame(frame: NonNullable<Design["geometry"]["frame"]>, x: number, y: number): boolean {
  const { box, shape } = frame;
  const w = box.x2 - box.x1;
  const h = box.y2 - box.y1;
  const inset = Math.min(w, h) * 0.04;
  if (y < box.y1 + inset || y > box.y2 - inset) return false;
  const half = widthAt(shape, w, h, y - box.y1) / 2 - inset;
  return Math.abs(x - (box.x1 + box.x2) / 2) <= half;
}

/** How wide the name's longest word is with capitals `cap` tall, in the design's face. */
function longestWordWidth(design: Design, cap: number): number {
  const style = { face: design.spec.typeface, letterSpacing: design.spec.letterSpacing };
  const words = applyCase(design.spec.brand, design.spec.textCase).split(" ");
  return Math.max(...words.map((word) => { const ink = setLine(engine.book, style, word, cap).ink; return ink.x2 - ink.x1; }));
}

/** Everything wrong with one design, in words (empty: it passes). */
function problems(spec: LogoSpec, design: Design): string[] {
  const found: string[] = [];
  const { lines, mark, frame } = design.geometry;
  const brandLines = lines.filter((line) => line.role === "brand");
  const tagLines = lines.filter((line) => line.role === "tagline");
  const arc = brandLines.length === 0;
  // Drawn whole, broken only at spaces: the lines joined by one space are the name itself.
  const brand = applyCase(design.spec.brand, design.spec.textCase);
  const drawnBrand = arc ? design.text[0] : brandLines.map((line) => line.text).join(" ");
  if (drawnBrand !== brand) found.push(`brand drawn as “${drawnBrand}”`);
  if (brandLines.length > 3) found.push(`${brandLines.length} brand lines`);
  if (spec.tagline) {
    // A seal sets its tagline along the bottom arc: the last text it reads.
    const drawnTag = tagLines.length === 0 ? design.text.at(-1) : tagLines.map((line) => line.text).join(" ");
    if (drawnTag !== spec.tagline.toUpperCase()) found.push(`tagline drawn as “${drawnTag}”`);
    if (tagLines.length > 3) found.push(`${tagLines.length} tagline lines`);
  }
  // The tagline sits below the whole name.
  const brandFoot = Math.max(...brandLines.map((line) => line.box.y2));
  for (const line of tagLines) if (line.box.y1 < brandFoot) found.push(`tagline “${line.text}” above the name's foot`);
  for (const [i, line] of lines.entries()) {
    const margin = CANVAS * 0.02;
    const { x1, y1, x2, y2 } = line.box;
    if (x1 < margin || y1 < margin || x2 > CANVAS - margin || y2 > CANVAS - margin) found.push(`“${line.text}” leaves the artboard`);
    if (mark && overlaps(line.box, mark)) found.push(`“${line.text}” overlaps the mark`);
    for (const other of lines.slice(i + 1)) if (overlaps(line.box, other.box)) found.push(`“${line.text}” overlaps “${other.text}”`);
    if (frame && ![[x1, y1], [x2, y1], [x1, y2], [x2, y2]].every(([x, y]) => insideFrame(frame, x!, y!))) found.push(`“${line.text}” leaves its ${frame.shape}`);
  }
  // A word longer than a line shrinks (it is never broken): the floor holds where its longest word allows.
  if (design.brandCap < CANVAS * BRAND_CAP_FLOOR && !(longestWordWidth(design, CANVAS * BRAND_CAP_FLOOR) > CANVAS * 0.6 && design.brandCap >= CANVAS * SMALLEST_CAP_FLOOR)) found.push(`brand capitals ${(design.brandCap / CANVAS * 100).toFixed(2)} % of the artboard`);
  if (design.smallestCap < CANVAS * SMALLEST_CAP_FLOOR) found.push(`smallest capitals ${(design.smallestCap / CANVAS * 100).toFixed(2)} % of the artboard`);
  return found;
}

describe("long names kept whole (issue 32)", () => {
  it("the table covers names of 41 to 60 characters and taglines of 61 to 80", () => {
    for (const name of LONG_NAMES) expect(name.length, name).toBeGreaterThanOrEqual(41);
    for (const name of LONG_NAMES) expect(name.length, name).toBeLessThanOrEqual(BRAND_MAX_CHARS);
    for (const line of LONG_TAGLINES) expect(line.length, line).toBeGreaterThanOrEqual(61);
    for (const line of LONG_TAGLINES) expect(line.length, line).toBeLessThanOrEqual(TAGLINE_MAX_CHARS);
  });

  it("draws every name in full on every layout and frame: inside the artboard and frame, clear of the mark, legible", () => {
    const failures: string[] = [];
    const report: string[] = [];
    for (const spec of longSpecs()) {
      const design = engine.design(spec);
      const found = problems(spec, design);
      const where = `${spec.brand} (${spec.layout}/${spec.container} → ${design.spec.layout}/${design.spec.container}, ${spec.typeface.id}${spec.tagline ? ", tagline" : ""})`;
      report.push(`${where}: cap ${(design.brandCap / CANVAS * 100).toFixed(2)} %, smallest ${(design.smallestCap / CANVAS * 100).toFixed(2)} %, ${design.geometry.lines.filter((line) => line.role === "brand").length} lines`);
      if (found.length > 0) failures.push(`${where}: ${found.join("; ")}`);
    }
    if (failures.length > 0) console.log(report.join("\n"));
    expect(failures, failures.join("\n")).toEqual([]);
    // A hundred designs: seconds on a quiet machine, more on a busy one.
  }, 120_000);

  it("sets a name too long to read inside a badge under the badge's frame, says so, and keeps the layout drawn in the design", () => {
    const badge = testSpec({ brand: LONG_NAMES[1]!, layout: "badge", container: "hexagon", tagline: null });
    const moved = engine.design(badge);
    expect(moved.spec.layout).toBe("icon-above");
    expect(moved.spec.container).toBe("hexagon");
    expect(moved.adjustments[0]).toBe("The name is too long to read well inside a badge, so it sits under the hexagon that holds the mark.");
    expect(logoSpec.safeParse(moved.spec).success).toBe(true);
    // A name that reads inside the badge stays there.
    const kept = engine.design({ ...badge, brand: "Summit Coffee" });
    expect(kept.spec.layout).toBe("badge");
    expect(kept.adjustments.join(" ")).not.toMatch(/inside a badge/);
  });

  it("breaks at spaces into balanced lines, never leaving a lone last word when a break as good exists", () => {
    const measure = (line: string) => line.length;
    expect(breakLines("Müllers Brotstübchen und Konditorei am Marktplatz", 3, measure)).toEqual(["Müllers Brotstübchen", "und Konditorei", "am Marktplatz"]);
    expect(breakLines("Captain Wobblebottom's Wonderful Wooden Toy Workshop", 3, measure)).toEqual(["Captain Wobblebottom's", "Wonderful Wooden", "Toy Workshop"]);
    expect(breakLines("Smith & Daughters Handmade Furniture Company", 2, measure)).toEqual(["Smith & Daughters", "Handmade Furniture Company"]);
    expect(breakLines("Donaudampfschifffahrtsgesellschaft", 2, measure)).toBeNull();
  });
});

/** A 512 px picture over white, as RGB for the OCR service. */
function picture(design: Design): OcrPicture {
  const size = 512;
  const pixels = rasterize(design.svg(), size).rgba;
  const rgb = new Uint8Array(size * size * 3);
  for (let i = 0, j = 0; i < pixels.length; i += 4, j += 3) {
    const rest = 255 - pixels[i + 3]!;
    for (let c = 0; c < 3; c++) rgb[j + c] = pixels[i + c]! + rest;
  }
  return ocrPicture(rgb, size, size);
}

/** Words as OCR compares them: capitals without accents ('Müllers' reads as MULLERS). */
const ocrWords = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase().split(/[^A-Z0-9]+/).filter((word) => word.length > 2);

describe("long names read back by OCR at 512 px", () => {
  it("reads every word of a long name on three lines: above a mark, beside it, in a badge that moved it, and alone", async () => {
    const cases: [string, LogoSpec["layout"], LogoSpec["container"]][] = [
      [LONG_NAMES[0]!, "icon-above", "none"],
      [LONG_NAMES[1]!, "wordmark", "none"],
      [LONG_NAMES[7]!, "icon-left", "none"],
      [LONG_NAMES[3]!, "badge", "shield"],
    ];
    const designs = cases.map(([brand, layout, container]) =>
      engine.design(testSpec({ brand, layout, container, tagline: null, icon: layout === "wordmark" ? null : { set: "phosphor", name: "anchor" }, palette: { background: "#ffffff", primary: "#1e3a8a", text: "#1e3a8a", accent: "#2563eb" } })),
    );
    const texts = await readWithOcr(designs.map(picture));
    designs.forEach((design, i) => {
      const read = ocrWords(texts[i]!);
      const missed = ocrWords(design.spec.brand).filter((word) => !read.includes(word));
      expect(missed, `${design.spec.brand} (${design.spec.layout}/${design.spec.container}): “${texts[i]!.replace(/\s+/g, " ").trim()}”`).toEqual([]);
    });
  }, 120_000);
});

describe("the agent keeps a long name whole, and asks for a shorter one past what a design holds", () => {
  const planner = createDeterministicPlanner();
  const CAPTAIN = "Captain Wobblebottom's Wonderful Wooden Toy Workshop";
  const TOYS_TAGLINE = LONG_TAGLINES[0]!;

  it("reads a name of 41 to 60 characters and a tagline of 61 to 80 whole, quoted or not", async () => {
    const quoted = await planner.plan(input(`A logo for "${CAPTAIN}" with the tagline "${TOYS_TAGLINE}"`));
    expect(quoted.spec.brand).toBe(CAPTAIN);
    expect(quoted.spec.tagline).toBe(TOYS_TAGLINE);
    expect(quoted.narration.join(" ")).toContain(`“${CAPTAIN}”`);
    const called = await planner.plan(input(`A toy shop logo called ${CAPTAIN}`));
    expect(called.spec.brand).toBe(CAPTAIN);
    const german = await planner.plan(input(`Logo für eine Bäckerei: "Müllers Brotstübchen und Konditorei am Marktplatz"`));
    expect(german.spec.brand).toBe("Müllers Brotstübchen und Konditorei am Marktplatz");
    // And the design drawn is the name in full.
    const design = engine.design(quoted.spec);
    expect(design.geometry.lines.filter((line) => line.role === "brand").map((line) => line.text).join(" ")).toBe(applyCase(CAPTAIN, design.spec.textCase));
  });

  it("asks for a shorter name (or tagline) instead of cutting one past 60 (or 80) characters", async () => {
    const long = `${CAPTAIN} and Emporium of Delights`;
    await expect(planner.plan(input(`A logo for "${long}"`))).rejects.toThrow(new RegExp(`“${long}” is ${long.length} characters.*up to ${BRAND_MAX_CHARS}.*What shorter form of the name should I use\\?`));
    const tagline = `${TOYS_TAGLINE}, painted by hand and finished with care`;
    await expect(planner.plan(input(`A logo for "Wobble Toys" with the tagline "${tagline}"`))).rejects.toThrow(/The tagline “.*” is \d+ characters.*up to 80.*What shorter line should I use\?/);
  });

  it("answers the chat with the question and no logo: nothing is drawn with a cut name", async () => {
    const long = `${CAPTAIN} and Emporium of Delights`;
    const events = await readEvents(await SELF.fetch(chatRequest(userMessage(`A logo for "${long}"`))));
    expect(events.some((event) => event.type === "final_image" || event.type === "partial_image")).toBe(false);
    const error = events.find((event) => event.type === "error");
    expect(error && "error" in error ? error.error : "").toMatch(/What shorter form of the name should I use\?/);
  });

  it("renames a logo to a name of up to 60 characters, and keeps the old one (saying why) past that", async () => {
    const parent = testSpec();
    const renamed = await planner.plan(input(`rename it to "${CAPTAIN}"`, { parent }));
    expect(renamed.spec.brand).toBe(CAPTAIN);
    const long = `${CAPTAIN} and Emporium of Delights`;
    const refused = await planner.plan(input(`rename it to "${long}"`, { parent }));
    expect(refused.spec.brand).toBe(parent.brand);
    expect(refused.narration.join(" ")).toMatch(new RegExp(`is ${long.length} characters; a logo's name can be at most ${BRAND_MAX_CHARS}`));
    const tagged = await planner.plan(input(`add the tagline "${TOYS_TAGLINE}"`, { parent }));
    expect(tagged.spec.tagline).toBe(TOYS_TAGLINE);
  });
});
