/**
 * Whether the colours a visitor asked for are there to see, judged on the colours the
 * renderer actually draws (design/ink.ts moves colours that fail contrast, and a filled
 * badge letters its name in its own ink), and, when they are not, the arrangement of the
 * same colours that shows them all: navy as the canvas under a gold mark rather than gold
 * darkened to olive on white. (For a new logo, where every part's colour is still free;
 * a refinement keeps the parts nobody named, so visible-colour.ts changes one part there.)
 */
import { drawnColours as drawnParts } from "#agent/design/ink.ts";
import type { Container, Layout, Palette } from "#agent/design/logo-spec.ts";
import { describeColour, showsColour } from "./colour-names.ts";
import { oklabDistance, toOklch } from "./colour-space.ts";
import { readColourPhrase, type ColourWord } from "./colour-words.ts";
import type { ColourRequest } from "./palettes.ts";
import { withArticle } from "./text.ts";

type DrawnRole = "background" | "frame" | "mark" | "lettering";

interface DrawnColour {
  role: DrawnRole;
  hex: string;
}

/** The colours a person sees, by part (design/ink.ts says which ink each part is drawn in). */
function drawnColours(palette: Palette, layout: Layout, container: Container): DrawnColour[] {
  const drawn = drawnParts({ palette, layout, container });
  return [
    drawn.canvas ? { role: "background" as const, hex: drawn.canvas } : null,
    drawn.frame ? { role: "frame" as const, hex: drawn.frame } : null,
    drawn.mark ? { role: "mark" as const, hex: drawn.mark } : null,
    { role: "lettering" as const, hex: drawn.lettering },
  ].filter((part): part is DrawnColour => part !== null);
}

/** Every colour the visitor named, whatever its role. */
export function askedColours(request: ColourRequest): ColourWord[] {
  return [...request.any, request.background, request.text, request.icon, request.accent].filter((colour): colour is ColourWord => colour !== null);
}

/** The asked colours not to be seen in this design. */
export function missingColours(asked: readonly ColourWord[], palette: Palette, layout: Layout, container: Container): ColourWord[] {
  const drawn = drawnColours(palette, layout, container);
  return asked.filter((colour) => !drawn.some((part) => showsColour(colour.hex, part.hex)));
}

/**
 * How far the drawn design is from the asked colours (the nearest drawn colour to each),
 * plus the brightness of a coloured canvas: gold marks on navy, not navy marks on a
 * field of gold, is how a designer lays out 'navy and gold'.
 */
function distanceFromAsked(asked: readonly ColourWord[], palette: Palette, layout: Layout, container: Container): number {
  const drawn = drawnColours(palette, layout, container).map((part) => toOklch(part.hex));
  const canvas = palette.background === "transparent" ? null : toOklch(palette.background);
  const brightCanvas = canvas && canvas.l > 0.5 ? canvas.c : 0;
  return brightCanvas + asked.reduce((sum, colour) => sum + Math.min(...drawn.map((part) => oklabDistance(toOklch(colour.hex), part))), 0);
}

type Role = "background" | "accent" | "text" | "icon";
const ROLES: readonly Role[] = ["background", "accent", "text", "icon"];

/**
 * The request with its role-less colours given roles, every way they can be given: each
 * colour stays role-less or takes a role nobody has, fewest roles first.
 */
function roleAssignments(request: ColourRequest): ColourRequest[] {
  let requests: { request: ColourRequest; roles: number }[] = [{ request: { ...request, any: [] }, roles: 0 }];
  for (const colour of request.any.slice(0, 3)) {
    requests = requests.flatMap(({ request: partial, roles }) => [
      { request: { ...partial, any: [...partial.any, colour] }, roles },
      ...ROLES.filter((role) => partial[role] === null && !(role === "background" && partial.transparent)).map((role) => ({ request: { ...partial, [role]: colour }, roles: roles + 1 })),
    ]);
  }
  return requests.sort((a, b) => a.roles - b.roles).map((entry) => entry.request);
}

/**
 * The palette that shows every asked colour: the natural reading's when it does, else the
 * arrangement of the same colours that shows them all and stays closest to them (a tie
 * goes to the one that gave fewer colours a role of their own). `build` turns a request
 * into a finished palette; `accepts` rejects palettes outside an asked scheme. When no
 * arrangement shows everything, the natural reading stands (the narration says what is
 * missing).
 */
export function showAskedColours(request: ColourRequest, layout: Layout, container: Container, build: (request: ColourRequest) => Palette, accepts: (palette: Palette) => boolean): Palette {
  const natural = build(request);
  const asked = askedColours(request);
  if (missingColours(asked, natural, layout, container).length === 0) return natural;
  let best: { palette: Palette; distance: number } | null = null;
  for (const candidate of roleAssignments(request).slice(1)) {
    const palette = build(candidate);
    if (!accepts(palette) || missingColours(asked, palette, layout, container).length > 0) continue;
    const distance = distanceFromAsked(asked, palette, layout, container);
    if (!best || distance < best.distance - 0.02) best = { palette, distance };
  }
  return best?.palette ?? natural;
}

/** 'earthy greens' names one part 'earthy green'. */
function singular(phrase: string): string {
  const one = phrase.replace(/s$/, "");
  return one !== phrase && readColourPhrase(one) ? one : phrase;
}

/**
 * The design's colours in words, as drawn: 'a gold mark and gold lettering on navy'. A
 * drawn colour that shows an asked one is called by the visitor's word for it.
 */
export function describeDrawnColours(palette: Palette, layout: Layout, container: Container, asked: readonly ColourWord[] = []): string {
  const drawn = drawnColours(palette, layout, container);
  const name = (role: DrawnRole) => {
    const part = drawn.find((entry) => entry.role === role);
    if (!part) return null;
    const word = asked.find((colour) => showsColour(colour.hex, part.hex))?.phrase;
    return word ? singular(word) : describeColour(part.hex);
  };
  const ground = palette.background === "transparent" ? "a transparent background" : name("background")!;
  const lettering = name("lettering")!;
  const frame = name("frame");
  const shape = container === "rounded-square" ? "rounded square" : container;
  const inFrame = frame ? ` in ${withArticle(frame)} ${shape}` : "";
  if (layout === "wordmark") return `${lettering} lettering${inFrame} on ${ground}`;
  const mark = name("mark")!;
  if (layout === "badge") return `${withArticle(frame ?? mark)} ${shape} badge with ${withArticle(mark)} mark and ${lettering} lettering, on ${ground}`;
  const what = layout === "monogram" ? `${mark} initials` : `${withArticle(mark)} mark`;
  return `${what}${inFrame} and ${lettering} lettering on ${ground}`;
}
