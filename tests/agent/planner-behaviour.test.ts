/**
 * The planner's promises beyond single prompts: determinism by seed and variety across
 * seeds, the prompt bar's style and colour lines, hex codes, personalization from
 * reference logos, metadata, and the subject table's coverage of the icon sets.
 */
import { drawnIdeas } from "./helpers.ts";
import { describe, expect, it } from "vitest";
import { BACKGROUND_CHOICES, STYLES, type Style } from "#protocol/taxonomy.ts";
import { BRAND_MAX_CHARS } from "#protocol/logo-spec.ts";
import { logoSpec, type LogoSpec } from "#agent/design/logo-spec.ts";
import { createDeterministicPlanner } from "#agent/planner/index.ts";
import { searchIcons, STRONG_MATCH } from "#agent/planner/icons.ts";
import { nearestBackgroundClass } from "#agent/planner/metadata.ts";
import { CONCEPTS } from "#agent/planner/subject-concepts.ts";
import { BADGE_PARENT, canvas, COFFEE_PARENT, contrast, expectSoundPlan, input, isDark, isLight, looksLike, STYLE_SIGNS } from "./planner-fixtures.ts";

const planner = createDeterministicPlanner();

describe("seeds", () => {
  const prompt = "A logo for a coffee shop called Summit Coffee";

  it("the same prompt and seed give the same plan, word for word", async () => {
    for (const seed of [0, 1, 77, 2 ** 32 - 1]) {
      const first = await planner.plan(input(prompt, { seed }));
      const second = await planner.plan(input(prompt, { seed }));
      expect(second).toEqual(first);
      expect(first.spec.seed).toBe(seed);
    }
  });

  it("another seed gives a visibly different design among the suitable ones", async () => {
    const looks = new Set<string>();
    const plans = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => planner.plan(input(prompt, { seed }))));
    for (const plan of plans) {
      looks.add(JSON.stringify([plan.spec.layout, plan.spec.typeface.id, plan.spec.palette]));
      // Variety never costs relevance or the name.
      // The name's summit is drawn with the trade's coffee beside it (docs/decisions/0107).
      expect(drawnIdeas(plan.spec).some((name) => ["coffee", "coffee-bean"].includes(name)) || plan.spec.mark?.kind !== "emblem").toBe(true);
      expect(plan.spec.brand).toBe("Summit Coffee");
    }
    expect(looks.size).toBeGreaterThanOrEqual(5);
    const layouts = new Set(plans.map((plan) => plan.spec.layout));
    const faces = new Set(plans.map((plan) => plan.spec.typeface.id));
    const palettes = new Set(plans.map((plan) => JSON.stringify(plan.spec.palette)));
    expect(layouts.size).toBeGreaterThanOrEqual(2);
    expect(faces.size).toBeGreaterThanOrEqual(2);
    expect(palettes.size).toBeGreaterThanOrEqual(2);
  });

  it("keeps variety within the styles asked for", async () => {
    const plans = await Promise.all([1, 2, 3, 4, 5, 6].map((seed) => planner.plan(input("Logo for Aurelia jewellery\n\nThe logo should represent these styles: Elegant", { seed }))));
    for (const plan of plans) expect(STYLE_SIGNS.Elegant(plan.spec)).toBe(true);
    expect(new Set(plans.map((plan) => JSON.stringify([plan.spec.layout, plan.spec.typeface.id, plan.spec.palette]))).size).toBeGreaterThanOrEqual(3);
  });
});

describe("the prompt bar's lines", () => {
  it.each(STYLES.map((style) => [style]))("'The logo should represent these styles: %s' is honoured", async (style: Style) => {
    for (const seed of [1, 2]) {
      const plan = await planner.plan(input(`A logo for Harbor & Pine, a furniture maker\n\nThe logo should represent these styles: ${style}`, { seed }));
      expectSoundPlan(plan);
      expect(plan.understood.styles).toEqual([style]);
      expect(plan.spec.styles).toEqual([style]);
      expect(STYLE_SIGNS[style](plan.spec), `${style}: ${JSON.stringify(plan.spec)}`).toBe(true);
      // The line is no part of the name or the subject.
      expect(plan.spec.brand).toBe("Harbor & Pine");
    }
  });

  it("reads several styles from one line", async () => {
    const plan = await planner.plan(input("Logo for Northwind\nThe logo should represent these styles: Modern, Bold, Geometric"));
    expect(plan.understood.styles).toEqual(["Modern", "Bold", "Geometric"]);
    expect(plan.spec.styles).toEqual(["Modern", "Bold", "Geometric"]);
  });

  it("'The logo should use dark colors' gives a dark canvas and light lettering", async () => {
    for (const prompt of ["A bakery called Crumb", "A law firm named Hale & Co", "A minimal logo for Nimbus"]) {
      const plan = await planner.plan(input(`${prompt}\n\nThe logo should use dark colors`));
      expect(plan.understood.colorScheme).toBe("Dark");
      expect(plan.spec.colorScheme).toBe("Dark");
      expect(isDark(canvas(plan.spec))).toBe(true);
      expect(isLight(plan.spec.palette.text)).toBe(true);
      expectSoundPlan(plan);
    }
  });

  it("'The logo should use light colors' gives a light canvas", async () => {
    for (const prompt of ["A gaming team called Night Raid", "An elegant jewellery brand, Onyx"]) {
      const plan = await planner.plan(input(`${prompt}\n\nThe logo should represent these styles: Bold\nThe logo should use light colors`));
      expect(plan.understood.colorScheme).toBe("Light");
      expect(isLight(canvas(plan.spec))).toBe(true);
      expect(plan.understood.styles).toContain("Bold");
      expect(plan.spec.styles).toContain("Bold");
      expectSoundPlan(plan);
    }
  });
});

describe("colours", () => {
  it("uses a hex code as given, in any case and in short form", async () => {
    expect((await planner.plan(input("A logo for Fernway, use #0F766E"))).spec.palette.primary).toBe("#0f766e");
    expect((await planner.plan(input("A logo for Fernway in #07a"))).spec.palette.primary).toBe("#0077aa");
  });

  it("sorts colours into roles: background, text and mark", async () => {
    const plan = await planner.plan(input("Logo for Ridge, a red mark, white text on a black background"));
    expect(looksLike(plan.spec.palette.primary, "red")).toBe(true);
    expect(plan.spec.palette.text).toBe("#ffffff");
    expect(isDark(canvas(plan.spec))).toBe(true);
  });

  it("gives a transparent background when asked, judged on white", async () => {
    const plan = await planner.plan(input("A transparent logo for Fernway, a garden centre"));
    expect(plan.spec.palette.background).toBe("transparent");
    expect(contrast(plan.spec.palette.text, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(plan.metadata.bgColor).toBe("bg-white");
  });

  it("does not read a colour out of the brand name", async () => {
    const plan = await planner.plan(input("A logo for Blue Bottle, a coffee roaster\n\nThe logo should represent these styles: Vintage", { seed: 3 }));
    expect(plan.spec.brand).toBe("Blue Bottle");
    expect(plan.narration.join(" ")).not.toMatch(/You asked for/);
  });

  it("keeps ambiguous words as subjects when they are not colours ('a wine bar', 'ice cream')", async () => {
    const wine = await planner.plan(input("A logo for a wine bar called Cellar Door"));
    expect(drawnIdeas(wine.spec).some((name) => ["wine", "champagne"].includes(name)) || wine.spec.mark?.kind !== "emblem").toBe(true);
    expect(wine.narration.join(" ")).not.toMatch(/You asked for/);
    const cream = await planner.plan(input("An ice cream parlour named Scoop"));
    expect(cream.narration.join(" ")).not.toMatch(/You asked for/);
  });
});

describe("personalization from reference logos", () => {
  const reference: LogoSpec = logoSpec.parse({ ...BADGE_PARENT, brand: "Old Mill", styles: ["Vintage"] });
  const second: LogoSpec = logoSpec.parse({ ...COFFEE_PARENT, typeface: { id: "playfair-display", weight: 700, italic: false } });

  it("takes the palette, layout and frame of the first reference and the typeface of the second", async () => {
    const plan = await planner.plan(
      input("Make one like these for my bakery, Rise & Shine", {
        references: [
          { spec: reference, name: "Old Mill" },
          { spec: second, name: "Summit Coffee" },
        ],
      }),
    );
    expectSoundPlan(plan);
    expect(plan.spec.brand).toBe("Rise & Shine");
    expect(plan.spec.palette).toEqual(reference.palette);
    expect(plan.spec.layout).toBe(reference.layout);
    expect(plan.spec.container).toBe(reference.container);
    expect(plan.spec.typeface).toEqual(second.typeface);
    expect(["bread", "cake", "chef-hat"]).toContain(plan.spec.icon?.name);
    // The reference's mark was a drawing: so is this one's, made its own.
    expect(plan.spec.mark?.kind).toBe("emblem");
    expect(plan.narration.join(" ")).toMatch(/Old Mill/);
  });

  it("keeps the references' mark family when the prompt names no subject", async () => {
    const plan = await planner.plan(input("Something like this for Halvorsen & Co", { references: [{ spec: reference, name: "Old Mill" }] }));
    expect(plan.spec.icon).toEqual({ set: "fluent-emoji", name: "wolf" });
  });

  it("lets the prompt's own colours and styles win over the references'", async () => {
    const plan = await planner.plan(
      input("Like this one, for Tidewater, in teal\n\nThe logo should represent these styles: Modern", { references: [{ spec: reference, name: "Old Mill" }] }),
    );
    expect(looksLike(plan.spec.palette.primary, "teal")).toBe(true);
    expect(plan.spec.styles).toEqual(["Modern"]);
    expect(STYLE_SIGNS.Modern(plan.spec)).toBe(true);
  });

  it("reads a catalogue reference's name when it carries no design", async () => {
    const plan = await planner.plan(input("Personalize this for Juniper", { references: [{ spec: null, name: "Mountain Peak Coffee" }] }));
    expect(["mountains", "mountain-road", "mountain-climbing", "coffee", "coffee-bean"]).toContain(plan.spec.icon?.name);
  });
});

describe("metadata", () => {
  it("names the brand, describes the logo in one sentence, and tags subject and styles", async () => {
    const plan = await planner.plan(input("A vintage logo for a bakery called Golden Crust"));
    expect(plan.metadata.name).toBe("Golden Crust");
    expect(plan.metadata.description).toContain("Golden Crust");
    expect(plan.metadata.description.split(/[.!?](?:\s|$)/).filter(Boolean)).toHaveLength(1);
    expect(plan.metadata.tags).toContain("vintage");
    expect(plan.metadata.tags).toContain("bakery");
    expect(plan.metadata.category).toBe("Business");
  });

  it("tags a subject by the words a buyer searches, not its possessives ('Thor's hammer', 'a sea god's trident')", async () => {
    for (const prompt of ["A Thor logo for an electrical contractor called Sterling Electric", "A trident logo for a diving school called Fjord Divers"]) {
      const { tags } = (await planner.plan(input(prompt))).metadata;
      expect(tags.filter((tag) => /['’]/.test(tag)), prompt).toEqual([]);
      expect(tags.length, prompt).toBeGreaterThan(0);
    }
  });

  it("chooses the nearest of the 46 preview backgrounds", () => {
    expect(BACKGROUND_CHOICES).toHaveLength(46);
    expect(nearestBackgroundClass("#ffffff")).toBe("bg-white");
    expect(nearestBackgroundClass("#000000")).toBe("bg-black");
    expect(nearestBackgroundClass("#0f172a")).toBe("bg-gray-900");
    expect(nearestBackgroundClass("#fee2e2")).toBe("bg-red-100");
    expect(nearestBackgroundClass("#3b82f6")).toBe("bg-blue-500");
    expect(nearestBackgroundClass("#f4ecd8")).not.toMatch(/red|pink|blue|purple|indigo/);
    expect(nearestBackgroundClass("transparent")).toBe("bg-white");
  });

  it("puts logos in the nearest of the 13 catalogue categories", async () => {
    const expectations: [string, string][] = [
      ["A dragon logo for Emberfall", "Fantasy"],
      ["A logo for a school called Brightwood Academy", "Education"],
      ["A griffin for Griffin Hall", "Mythology"],
      ["Logo for a bicycle shop, Spokes", "Transportation"],
      ["A soccer club named FC Riverside", "Sports"],
      ["A monogram for Ava Stone", "Letters"],
      ["A fox logo for Copperfox", "Animals"],
      ["A logo for Pine Ridge, a forest retreat", "Nature"],
      ["Logo for Bytewise, a software company", "Technology"],
      ["A logo for a theatre named The Lantern", "Cultural"],
    ];
    for (const [prompt, category] of expectations) {
      expect((await planner.plan(input(prompt))).metadata.category, prompt).toBe(category);
    }
  });
});

describe("names", () => {
  it("reads the name however it is written", async () => {
    const cases: [string, string][] = [
      ['A logo named "Crumb & Co."', "Crumb & Co."],
      ["A logo for a bakery called crumb and co", "Crumb and Co"],
      ["Design a logo for Acme Corp with a rocket", "Acme Corp"],
      ["I need a logo for my law firm, Smith & Partners", "Smith & Partners"],
      ["Summit Coffee needs a modern logo", "Summit Coffee"],
      ["a logo for zentrix", "Zentrix"],
      ["summit coffee", "Summit Coffee"],
      ["The name is Happy Paws. It's a pet shop.", "Happy Paws"],
    ];
    for (const [prompt, brand] of cases) expect((await planner.plan(input(prompt))).spec.brand, prompt).toBe(brand);
  });

  it("reads a tagline and keeps it out of the name", async () => {
    const plan = await planner.plan(input('A logo for Brightwood Academy with the tagline "Learn to lead"'));
    expect(plan.spec.brand).toBe("Brightwood Academy");
    expect(plan.spec.tagline).toBe("Learn to lead");
  });

  it("uses a placeholder when no name is given, and says how to change it", async () => {
    const plan = await planner.plan(input("a logo for a coffee shop"));
    expect(plan.spec.brand).toBe("Coffee Co.");
    expect(plan.narration[0]).toMatch(/rename to/);
  });
});

describe("narration", () => {
  it("explains each decision in plain words: name, mark, style, colours, contrast", async () => {
    const plan = await planner.plan(input("A logo for a law firm named Hale & Co\n\nThe logo should represent these styles: Professional"));
    const [name, mark, style, colours, readable] = plan.narration;
    expect(name).toContain("Hale & Co");
    // A drawing for the trade, named; or the initials or a figure, said as such (docs/decisions/0107).
    expect(mark).toMatch(/For the mark I .*(scales|gavel)|The mark is (?:a monogram of )?the initials? “|The mark is an abstract /);
    expect(style).toMatch(/professional/);
    expect(colours).toMatch(/on /);
    expect(readable).toMatch(/contrast is \d+\.\d:1/);
  });
});

describe("the subject table", () => {
  it("finds a strong icon for every subject through the icon sets' own keywords", () => {
    const weak = CONCEPTS.filter((concept) => {
      const terms = concept.terms.map((term) => ({ text: term === "$" ? concept.triggers[0]! : term, weight: 1 }));
      return (searchIcons(terms)[0]?.score ?? 0) < STRONG_MATCH;
    }).map((concept) => concept.id);
    expect(weak).toEqual([]);
  });

  it("never picks an interface glyph or a grim variant for a common subject", async () => {
    for (const prompt of ["a book club logo", "a ship logo", "a fish logo", "a coffee logo", "a music logo", "a heart logo"]) {
      const plan = await planner.plan(input(prompt));
      expect(plan.spec.icon?.name ?? "", prompt).not.toMatch(/slash|burning|sinking|wreck|bite|broken|file-|align-|text-/);
    }
  });
});

describe("odd input", () => {
  const ODD = ["", "!!!", "🐉🔥", "a".repeat(4000), '"unclosed quote', "called", "#ggg", "The logo should represent these styles: ", "Modify this logo: ", "A logo called " + "Verylongname".repeat(8), "tagline: " + "t".repeat(200), "Café Ñandú — logo für Zürich", "<script>alert(1)</script>", "no icon no icon wordmark monogram badge"];

  /** A name or tagline longer than a design draws whole: a new logo is a question, never a cut name (issue 32). */
  const TOO_LONG = new Set(["a".repeat(4000), "A logo called " + "Verylongname".repeat(8), "tagline: " + "t".repeat(200)]);

  it.each(ODD.map((prompt) => [prompt.slice(0, 40), prompt]))("always answers a valid, readable design, or asks for shorter words: %s", async (_, prompt) => {
    for (const parent of [null, COFFEE_PARENT]) {
      const planned = planner.plan(input(prompt, { parent, seed: 5 }));
      if (!parent && TOO_LONG.has(prompt)) {
        await expect(planned).rejects.toThrow(/What shorter (?:form of the name|line) should I use\?/);
        continue;
      }
      const plan = await planned;
      expectSoundPlan(plan);
      expect(plan.spec.brand.length).toBeLessThanOrEqual(BRAND_MAX_CHARS);
    }
  });
});
