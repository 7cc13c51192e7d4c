/**
 * What the agent says about a logo (`GET /logo/metadata`): name, one-sentence
 * description, tags, the nearest of the 13 catalogue categories and the nearest of the 46
 * preview backgrounds to the design's canvas.
 */
import { BACKGROUND_CHOICES, CATEGORIES, type Category, type Style } from "#protocol/taxonomy.ts";
import { drawnColours } from "#agent/design/ink.ts";
import type { LogoSpec } from "#agent/design/logo-spec.ts";
import { describeColour } from "./colour-names.ts";
import { fromOklch, toOklch, type Oklch } from "./colour-space.ts";
import { iconWords } from "./icons.ts";
import { describeMark } from "./mark-construction.ts";
import { containerWord } from "./narration.ts";
import type { LogoMetadata } from "./types.ts";
import { faceOf } from "./typography.ts";
import { drawingLabel } from "./icon-labels.ts";
import type { SubjectMention } from "./mentions.ts";
import { categoryFor, subjectName } from "./subject.ts";
import { indefiniteArticle, withArticle } from "./text.ts";

/**
 * The preview classes' colours as the app's Tailwind theme defines them
 * (node_modules/tailwindcss/theme.css, OKLCH: lightness, chroma, hue), so 'nearest' means
 * nearest to what the visitor sees behind the logo.
 */
const CLASS_COLOURS: Record<string, [number, number, number]> = {
  "bg-gray-100": [0.967, 0.003, 264.542],
  "bg-gray-200": [0.928, 0.006, 264.531],
  "bg-gray-300": [0.872, 0.01, 258.338],
  "bg-gray-400": [0.707, 0.022, 261.325],
  "bg-gray-500": [0.551, 0.027, 264.364],
  "bg-gray-600": [0.446, 0.03, 256.802],
  "bg-gray-700": [0.373, 0.034, 259.733],
  "bg-gray-800": [0.278, 0.033, 256.848],
  "bg-gray-900": [0.21, 0.034, 264.665],
  "bg-black": [0, 0, 0],
  "bg-white": [1, 0, 0],
  "bg-red-100": [0.936, 0.032, 17.717],
  "bg-red-200": [0.885, 0.062, 18.334],
  "bg-red-300": [0.808, 0.114, 19.571],
  "bg-red-400": [0.704, 0.191, 22.216],
  "bg-red-500": [0.637, 0.237, 25.331],
  "bg-blue-100": [0.932, 0.032, 255.585],
  "bg-blue-200": [0.882, 0.059, 254.128],
  "bg-blue-300": [0.809, 0.105, 251.813],
  "bg-blue-400": [0.707, 0.165, 254.624],
  "bg-blue-500": [0.623, 0.214, 259.815],
  "bg-green-100": [0.962, 0.044, 156.743],
  "bg-green-200": [0.925, 0.084, 155.995],
  "bg-green-300": [0.871, 0.15, 154.449],
  "bg-green-400": [0.792, 0.209, 151.711],
  "bg-green-500": [0.723, 0.219, 149.579],
  "bg-yellow-100": [0.973, 0.071, 103.193],
  "bg-yellow-200": [0.945, 0.129, 101.54],
  "bg-yellow-300": [0.905, 0.182, 98.111],
  "bg-yellow-400": [0.852, 0.199, 91.936],
  "bg-yellow-500": [0.795, 0.184, 86.047],
  "bg-purple-100": [0.946, 0.033, 307.174],
  "bg-purple-200": [0.902, 0.063, 306.703],
  "bg-purple-300": [0.827, 0.119, 306.383],
  "bg-purple-400": [0.714, 0.203, 305.504],
  "bg-purple-500": [0.627, 0.265, 303.9],
  "bg-pink-100": [0.948, 0.028, 342.258],
  "bg-pink-200": [0.899, 0.061, 343.231],
  "bg-pink-300": [0.823, 0.12, 346.018],
  "bg-pink-400": [0.718, 0.202, 349.761],
  "bg-pink-500": [0.656, 0.241, 354.308],
  "bg-indigo-100": [0.93, 0.034, 272.788],
  "bg-indigo-200": [0.87, 0.065, 274.039],
  "bg-indigo-300": [0.785, 0.115, 274.713],
  "bg-indigo-400": [0.673, 0.182, 276.935],
  "bg-indigo-500": [0.585, 0.233, 277.117],
};

/**
 * Perceptual distance with hue differences counted double: a cream canvas previews on
 * grey or pale yellow, never on pale red, even where the plain distance is shorter.
 */
function previewDistance(a: Oklch, b: Oklch): number {
  const hueAngle = (Math.abs(a.h - b.h) % 360) * (Math.PI / 180);
  const hueDelta = 2 * Math.sqrt(a.c * b.c) * Math.sin(Math.min(hueAngle, 2 * Math.PI - hueAngle) / 2);
  return Math.hypot(a.l - b.l, a.c - b.c, 2 * hueDelta);
}

/** The preview class nearest to the canvas; a transparent canvas previews on white. */
export function nearestBackgroundClass(background: string): string {
  if (background === "transparent") return "bg-white";
  const target = toOklch(background);
  let best = "bg-white";
  let bestDistance = Infinity;
  for (const choice of BACKGROUND_CHOICES) {
    const [l, c, h] = CLASS_COLOURS[choice.className]!;
    const distance = previewDistance(target, { l, c, h });
    if (distance < bestDistance) {
      bestDistance = distance;
      best = choice.className;
    }
  }
  return best;
}

/** A preview class's colour as sRGB hex (what the catalogue draws a logo's canvas in). */
export function backgroundClassHex(className: string): string {
  const colour = CLASS_COLOURS[className];
  if (!colour) throw new Error(`${className} is not one of the 46 preview backgrounds`);
  const [l, c, h] = colour;
  return fromOklch({ l, c, h });
}

const LAYOUT_NOUNS: Record<LogoSpec["layout"], string> = {
  "icon-above": "stacked",
  "icon-left": "horizontal",
  badge: "badge",
  wordmark: "wordmark",
  monogram: "monogram",
};

export function categoryOf(spec: LogoSpec, subject: SubjectMention | null): Category {
  const category = subject ? categoryFor(subject, spec.icon) : null;
  if (category && (CATEGORIES as readonly string[]).includes(category)) return category;
  if (spec.layout === "monogram" || spec.layout === "wordmark" || spec.mark?.kind === "lettermark") return "Letters";
  return "Abstract";
}

function styleWords(styles: readonly Style[]): string {
  return styles.map((style) => style.toLowerCase()).join(", ");
}

export function describeLogo(spec: LogoSpec, subject: SubjectMention | null): string {
  const styles = spec.styles.length > 0 ? `${styleWords(spec.styles)} ` : "";
  const article = /^[aeiou]/i.test(styles || LAYOUT_NOUNS[spec.layout]) ? "An" : "A";
  // What is drawn, as drawn: a constructed mark in its own words (docs/decisions/0107).
  const mark = spec.mark
    ? describeMark(spec)
    : spec.icon
      ? withArticle(drawingLabel(spec.icon))
      : spec.layout === "monogram"
        ? "its initials"
        : "lettering alone";
  const ground = spec.palette.background === "transparent" ? "a transparent background" : describeColour(spec.palette.background);
  const subjectWords = subject ? subjectName(subject) : null;
  // The article is the brand's, whatever the word before it: 'a flowers brand', never 'flowers brand'.
  const about = subjectWords && !spec.brand.toLowerCase().includes(subjectWords.toLowerCase()) ? `, ${indefiniteArticle(subjectWords)} ${subjectWords} brand` : "";
  // The colours as drawn (design/ink.ts): a mark knocked out of a filled frame is the frame's ink, not the palette's.
  const drawn = drawnColours(spec);
  const inFrame = drawn.frame && drawn.markSurface === drawn.frame ? ` in ${withArticle(describeColour(drawn.frame))} ${containerWord(spec.container)}` : "";
  return `${article} ${styles}${LAYOUT_NOUNS[spec.layout]} logo for ${spec.brand}${about}: ${mark} in ${describeColour(drawn.mark ?? drawn.lettering)}${inFrame} on ${ground}, lettered in ${faceOf(spec.typeface.id).family}.`;
}

export function tagsOf(spec: LogoSpec, subject: SubjectMention | null): string[] {
  const tags = new Set<string>();
  if (subject) {
    // A drawing's phrase ('ear of wheat') is one tag: its words alone would name other things.
    if (!subject.concept && subjectName(subject).includes(" ")) tags.add(subjectName(subject).toLowerCase());
    // A possessive only says whose the thing is ('Thor's hammer', 'a sea god's trident'): it is
    // no word a buyer searches by, and a chip reading "thor's" is no category.
    else for (const word of subjectName(subject).split(/\s+/)) if (word.length > 2 && !/^(and|the|for)$/.test(word) && !/['’]s$/.test(word)) tags.add(word.toLowerCase());
  }
  if (spec.icon) {
    // A drawing people call by a phrase is tagged by it whole ('ear of wheat', never 'ear').
    const spoken = drawingLabel(spec.icon);
    if (spoken !== spec.icon.name.replace(/-/g, " ")) tags.add(spoken.toLowerCase());
    else for (const word of iconWords(spec.icon)) if (word.length > 2) tags.add(word);
  }
  if (spec.mark?.kind === "emblem" && spec.mark.second) for (const word of iconWords(spec.mark.second)) if (word.length > 2) tags.add(word);
  if (spec.mark?.kind === "lettermark") tags.add("lettermark");
  if (spec.mark?.kind === "geometric") tags.add("geometric");
  for (const style of spec.styles) tags.add(style.toLowerCase());
  if (spec.layout === "monogram" || spec.layout === "badge") tags.add(spec.layout);
  return [...tags].slice(0, 10);
}

/**
 * `trade`: what the logo is for ('a law firm') when the mark shows something else (an olive
 * branch). `about`: "trade" when the description names the trade or nothing (a change to a
 * logo whose trade is unknown: what its mark or name shows is no trade, 'Nova' no star brand).
 */
export function metadataOf(spec: LogoSpec, subject: SubjectMention | null, trade: SubjectMention | null = null, about: "trade or subject" | "trade" = "trade or subject"): LogoMetadata {
  return {
    name: spec.brand,
    description: describeLogo(spec, about === "trade" ? trade : (trade ?? subject)),
    tags: tagsOf(spec, subject),
    category: categoryOf(spec, subject),
    bgColor: nearestBackgroundClass(spec.palette.background),
  };
}

