/**
 * The logo in other inks, on the same square canvas as the logo itself:
 * - one colour: a single ink on transparency. What the design paints on its canvas
 *   (lettering, the mark, a frame) is the ink; what it paints on a filled frame (a
 *   badge's lettering, a monogram's initials) is cut out of the frame, so it shows the
 *   paper through it, as a one-colour print of a badge does. Only such a cut needs an SVG
 *   mask; everything else is plain paths in the one ink. A duotone's second tone is left
 *   out: in one colour it would fill the outline it sits under.
 * - greyscale: every colour replaced by the grey of the same luminance, so every contrast
 *   of the design holds (WCAG's ratio is a ratio of luminances), on its own background.
 * The geometry is the design's own: colour never moves anything (design.ts recolour).
 */
import type { LogoEngine } from "#agent/design/engine.ts";
import type { Ink } from "#agent/design/ink.ts";
import type { LogoSpec } from "#agent/design/logo-spec.ts";
import { parseHex } from "#agent/design/color.ts";
import { greyOf } from "./palette.ts";

/** Sentinels while composing: what is inked, what is cut out, what is left out. */
const INK = "#ffffff";
const CUT = "#000000";
const LEFT_OUT = "#010203";

function knockoutInk(): Ink {
  return { background: null, surface: CUT, brand: INK, tagline: INK, mark: INK, container: INK, markOnContainer: CUT, textOnContainer: CUT, tint: LEFT_OUT, detail: INK };
}

const COLOUR = /(fill|stroke)="(#[0-9a-fA-F]{6})"/g;

export interface OneColour {
  /** The file: plain paths in the ink, or the ink through a mask where the design cuts out. */
  svg: string;
  /**
   * The same drawing in white where there is ink and black where it is cut out: its
   * luminance is the ink's coverage, which a raster turns into the ink's alpha (coverage()).
   */
  coverage: string;
}

/** The logo in one ink on a transparent canvas (SVG, square, in the design's canvas units). */
export function oneColour(engine: LogoEngine, spec: LogoSpec, ink: string): OneColour {
  const coverage = engine
    .design(spec, { recolour: knockoutInk })
    .svg({ background: false })
    // The duotone's second tone: dropped, element and all.
    .replace(new RegExp(`<path [^>]*fill="${LEFT_OUT}"[^>]*/>`, "g"), "")
    // Mixed shades (a detail line on a frame) go to whichever side they are nearer.
    .replace(COLOUR, (_, attribute: string, hex: string) => {
      const [r, g, b] = parseHex(hex.toLowerCase());
      return `${attribute}="${(r + g + b) / 3 >= 128 ? INK : CUT}"`;
    });
  if (!coverage.includes(`="${CUT}"`)) return { svg: coverage.replaceAll(`="${INK}"`, `="${ink}"`), coverage };
  const root = /^<svg\b[^>]*>/.exec(coverage)![0];
  const size = Number(/viewBox="0 0 ([\d.]+)/.exec(root)![1]);
  const inner = coverage.slice(root.length, coverage.lastIndexOf("</svg>"));
  const svg =
    `${root}<defs><mask id="knockout" maskUnits="userSpaceOnUse" x="0" y="0" width="${size}" height="${size}">${inner}</mask></defs>` +
    `<rect width="${size}" height="${size}" fill="${ink}" mask="url(#knockout)"/></svg>`;
  return { svg, coverage };
}

/**
 * A band of the coverage drawing (premultiplied RGBA, white and black) turned into the ink
 * at that coverage, in place: a luminance mask's value is the grey times its alpha, which
 * for a premultiplied grey is its red channel. One pass, no mask rendered by resvg.
 */
export function inkFromCoverage(ink: string): (band: Uint8Array) => void {
  const [r, g, b] = parseHex(ink);
  return (band) => {
    for (let i = 0; i < band.length; i += 4) {
      const alpha = band[i]!;
      band[i] = (r * alpha + 127) / 255;
      band[i + 1] = (g * alpha + 127) / 255;
      band[i + 2] = (b * alpha + 127) / 255;
      band[i + 3] = alpha;
    }
  };
}

/** The logo in greys of the same luminance, with its background when it has one. */
export function greyscaleSvg(engine: LogoEngine, spec: LogoSpec): string {
  return engine.design(spec).svg().replace(COLOUR, (_, attribute: string, hex: string) => `${attribute}="${greyOf(hex.toLowerCase())}"`);
}
