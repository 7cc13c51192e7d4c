/**
 * What the buyer of a logo owns, read from its design: the one home of the words the
 * licence certificate (the app's, app/server/orders/licence.ts) and the brand guide (the
 * agent's, workers/agent/kit/guide.ts) say about it. The buyer owns the logo's design and
 * its original mark exclusively, with the copyright in them; the typefaces stay under their
 * own open licences; a bundled drawing the mark is made with (the design's `icon`, and an
 * emblem's second drawing) is an ingredient others may use too, named with its licence.
 * The agent's narration says the same of a new mark (`ingredientsNote`). docs/decisions/0106
 * says why.
 */
import { z } from "zod";
import { ICON_SETS, type IconSet } from "./logo-spec.ts";

/** Every bundled typeface's licence (each font file's name table says so; tests/agent/ownership.test.ts reads them). */
export const OPEN_FONT_LICENCE = "SIL Open Font License 1.1";

/** The bundled icon sets, as a buyer would look them up, and their licence (docs/decisions/0104). */
export const ICON_SET_CREDITS: Record<IconSet, { title: string; licence: string }> = {
  phosphor: { title: "Phosphor Icons", licence: "MIT License" },
  "fluent-emoji": { title: "Microsoft Fluent Emoji", licence: "MIT License" },
  mdi: { title: "Material Design Icons", licence: "Apache License 2.0" },
};

/** A drawing from an open set the design's mark is made with: it stays free for anyone. */
export interface Ingredient {
  set: string;
  name: string;
  licence: string;
}

/**
 * - `original`: a mark drawn for this design (a lettermark, a monogram, a geometric mark,
 *   or a combination that transforms a bundled drawing);
 * - `drawing`: the mark is a bundled drawing as its set draws it (designs made before
 *   marks of their own);
 * - `none`: a wordmark, with no separate mark;
 * - `unknown`: no design was kept (an outside agent sent only its files).
 */
export type MarkKind = "original" | "drawing" | "none" | "unknown";

export interface Ownership {
  mark: MarkKind;
  /** The open drawings the mark is made with, in the order the mark shows them (none for most marks). */
  ingredients: Ingredient[];
}

/** A typeface the lettering is set in, with its licence. */
export const typefaceCredit = z.object({
  /** What it sets: "Name", "Tagline". */
  role: z.string().min(1).max(20),
  family: z.string().min(1).max(60),
  licence: z.string().min(1).max(60),
});
export type TypefaceCredit = z.infer<typeof typefaceCredit>;

const record = (value: unknown): Record<string, unknown> | null => (value && typeof value === "object" ? (value as Record<string, unknown>) : null);

function ingredientOf(icon: unknown): Ingredient | null {
  const ref = record(icon);
  if (!ref || typeof ref.set !== "string" || typeof ref.name !== "string") return null;
  const credit = (ICON_SETS as readonly string[]).includes(ref.set) ? ICON_SET_CREDITS[ref.set as IconSet] : null;
  return { set: credit?.title ?? ref.set, name: ref.name, licence: credit?.licence ?? "its own licence" };
}

/**
 * What the design holds, from the design alone (a stored spec, any version): its `icon`,
 * its `layout` and, where the design has one, its `mark`. Reads the spec as unknown: the
 * app keeps designs of every version and an outside agent's may be partial.
 */
export function ownershipOf(spec: unknown): Ownership {
  const design = record(spec);
  if (!design) return { mark: "unknown", ingredients: [] };
  const mark = design.mark;
  const ownMark = mark !== undefined && mark !== null;
  // A wordmark draws no icon, whatever the design still names.
  if (!ownMark && design.layout === "wordmark") return { mark: "none", ingredients: [] };
  const ingredient = ingredientOf(design.icon);
  // An emblem's second idea is a drawing from a set as well: named as its first is.
  const second = ingredient && record(mark)?.kind === "emblem" ? ingredientOf(record(mark)?.second) : null;
  if (ingredient) return { mark: ownMark ? "original" : "drawing", ingredients: second ? [ingredient, second] : [ingredient] };
  if (ownMark || design.layout === "monogram") return { mark: "original", ingredients: [] };
  return { mark: "none", ingredients: [] };
}

/** "Phosphor Icons 'fox', MIT License". */
export function ingredientLabel(ingredient: Ingredient): string {
  return `${ingredient.set} '${ingredient.name}', ${ingredient.licence}`;
}

/**
 * "Phosphor Icons 'fox', MIT License and Microsoft Fluent Emoji 'hot beverage', MIT License";
 * `and` is the answer's language's word (the sets' and licences' names are their own).
 */
export function ingredientsLabel(ingredients: readonly Ingredient[], and = "and"): string {
  return ingredients.map(ingredientLabel).join(` ${and} `);
}

/**
 * What the agent says of a new mark made with open drawings, in the same terms as the
 * certificate and the guide: the drawing is anyone's, the mark made with it the logo's.
 */
export function ingredientsNote(ingredients: readonly Ingredient[]): string {
  if (ingredients.length === 0) return "The mark holds no drawing from an icon set: it is drawn for this logo alone, and its buyer owns it.";
  const one = ingredients.length === 1;
  return `${one ? "The drawing" : "The drawings"} (${ingredientsLabel(ingredients)}) ${one ? "is an open drawing" : "are open drawings"} that anyone may use; the mark made with ${one ? "it" : "them"} is drawn for this logo, and its buyer owns it.`;
}

/** "Oswald (name), SIL Open Font License 1.1; Lora (tagline), SIL Open Font License 1.1". */
export function typefacesLabel(credits: readonly TypefaceCredit[]): string {
  return credits.map((credit) => `${credit.family} (${credit.role.toLowerCase()}), ${credit.licence}`).join("; ");
}

/** Who the words speak of: the buyer in the brand guide, the licensee on the certificate. */
type Voice = "you" | "licensee";

const WORDS = {
  you: { owns: "You own", has: "you" },
  licensee: { owns: "The licensee owns", has: "the licensee" },
} as const;

/** What is owned, in a few sentences: the mark, the design, the ingredient. */
export function ownershipSentences(ownership: Ownership, voice: Voice): string[] {
  const w = WORDS[voice];
  const { ingredients } = ownership;
  const drawing = ingredientsLabel(ingredients);
  const one = ingredients.length === 1;
  switch (ownership.mark) {
    case "original":
      return ingredients.length > 0
        ? [
            one
              ? `${w.owns} this logo's design and its mark exclusively, with the copyright in them. The mark was drawn for this logo, with one ingredient that is not exclusive: the drawing ${drawing}.`
              : `${w.owns} this logo's design and its mark exclusively, with the copyright in them. The mark was drawn for this logo, with ingredients that are not exclusive: the drawings ${drawing}.`,
            one
              ? `${w.owns} the mark made with it, but not that drawing itself: anyone may use the drawing under its licence.`
              : `${w.owns} the mark made with them, but not those drawings themselves: anyone may use the drawings under their licences.`,
          ]
        : [`${w.owns} this logo's design and its mark exclusively, with the copyright in them. The mark is original: it was drawn for this logo and contains no drawing from an icon set.`];
    case "drawing":
      return [
        `${w.owns} this logo's design exclusively, with the copyright in it: the lettering, the arrangement and the colours as they are put together here.`,
        `Its mark is a drawing from an open icon set, used as the set draws it, and is not exclusive: ${drawing}. ${w.owns} the logo made with it, but not the drawing itself: anyone may use the same drawing under its licence.`,
      ];
    case "none":
      return [`${w.owns} this logo's design exclusively, with the copyright in it. It is a wordmark: its lettering is the whole logo, with no separate mark.`];
    case "unknown":
      return [`${w.owns} this logo exclusively, with the copyright in it. Any typeface or drawing in it that is published under an open licence stays under that licence.`];
  }
}

/** What is not sold with the logo: the typefaces, free under their own licences. */
export function typefaceSentence(voice: Voice): string {
  const w = WORDS[voice];
  return `The typefaces of the lettering are not part of the sale: each stays under its own open licence, which lets ${w.has} use it in this logo, and anywhere else, free and with no credit.`;
}
