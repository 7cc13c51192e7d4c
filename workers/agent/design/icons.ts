/**
 * The bundled icons' path data (icon-paths.generated.txt, written by
 * scripts/build-engine-assets.ts from exactly the icons of icon-index.generated.ts).
 * The file is one string; an icon is sliced out of it when a logo needs it, so start-up
 * does not pay for parsing 1,901 icons.
 */
import type { IconRef, IconSet, IconStyle } from "./logo-spec.ts";
import type { Box } from "./text.ts";

/**
 * The sets in the order a thing more than one draws is drawn (the lexicon's lists, a name's
 * own drawing): Phosphor's solid cut cuts cleanly, then Fluent Emoji's, then MDI's.
 */
export const ICON_SET_ORDER: Readonly<Record<IconSet, number>> = { phosphor: 0, "fluent-emoji": 1, mdi: 2 };

/**
 * Marks a stored path filled under the even-odd rule (Fluent Emoji cuts some holes that
 * way); every other path is filled under SVG's default non-zero rule.
 */
export const EVEN_ODD_MARK = "~";

export interface IconPath {
  d: string;
  evenOdd: boolean;
}

export interface IconArt {
  /** The icon's own square box (Phosphor 256, Fluent Emoji 32, MDI 24). */
  size: number;
  /** Where its ink is, in its own units. */
  ink: Box;
  /** Its alpha-weighted centre: where the eye puts its middle. */
  centre: { x: number; y: number };
  /** Paths filled in the mark colour. */
  paths: IconPath[];
  /** Paths of the duotone's second tone (empty unless duotone). */
  tint: IconPath[];
}

export class IconLibrary {
  readonly #text: string;

  constructor(text: string) {
    this.#text = text;
  }

  has(icon: IconRef): boolean {
    return this.#line(icon) !== null;
  }

  /** The icon as drawn in `style`; a Fluent Emoji or MDI icon has one drawing, whatever the style. */
  get(icon: IconRef, style: IconStyle): IconArt {
    const line = this.#line(icon);
    if (!line) throw new Error(`icon ${icon.set}:${icon.name} is not bundled`);
    const [, size, metrics, ...styles] = line.split("\t");
    const [x1, y1, x2, y2, cx, cy] = (metrics ?? "").split(",").map(Number) as [number, number, number, number, number, number];
    const split = (paths: string | undefined): IconPath[] =>
      paths
        ? paths.split("|").map((d) => (d.startsWith(EVEN_ODD_MARK) ? { d: d.slice(EVEN_ODD_MARK.length), evenOdd: true } : { d, evenOdd: false }))
        : [];
    const [outline, bold, filled, faint] = styles;
    let paths: IconPath[];
    let tint: IconPath[] = [];
    if (icon.set !== "phosphor") paths = split(outline);
    else if (style === "outline") paths = split(outline);
    else if (style === "bold") paths = split(bold);
    else if (style === "filled") paths = split(filled);
    else {
      // Phosphor's duotone is its regular strokes over a faint fill; bold strokes hold up
      // better at logo sizes, and the fill becomes a real second colour.
      paths = split(bold);
      tint = split(faint);
    }
    return { size: Number(size), ink: { x1, y1, x2, y2 }, centre: { x: cx, y: cy }, paths, tint };
  }

  #line(icon: IconRef): string | null {
    const key = `${icon.set}:${icon.name}\t`;
    const start = this.#text.startsWith(key) ? 0 : this.#text.indexOf(`\n${key}`) + 1;
    if (start === 0 && !this.#text.startsWith(key)) return null;
    const end = this.#text.indexOf("\n", start);
    return this.#text.slice(start, end === -1 ? undefined : end);
  }
}
