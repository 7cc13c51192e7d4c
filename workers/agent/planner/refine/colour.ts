/** Change requests about colour, made to show as asked (visible-colour.ts) and said as drawn. */
import { redrawn } from "./colour-shown.ts";
import { readableShift } from "./lightness.ts";
import { decline, dislikeOf, type Context } from "./context.ts";
import type { ColorScheme } from "#protocol/taxonomy.ts";
import type { LogoSpec, Palette } from "#agent/design/logo-spec.ts";
import { describeColour, hueFamily, resemblesColour } from "#agent/planner/colour-names.ts";
import { ensureContrast, fromOklch, hueDistance, isNeutral, scaleChroma, shiftLightness, temperatureDistance, toOklch, turnTemperature } from "#agent/planner/colour-space.ts";
import { containerWord } from "#agent/planner/narration.ts";
import { applyColourRequest, balancePalette, canvasOf, CURATED_PALETTES, hasColourRequest, isDarkPalette, isFilledFrame, isTwoColour, palettesOfMood, styleFit, toScheme, type ColourRequest } from "#agent/planner/palettes.ts";
import { readColours } from "#agent/planner/requests.ts";
import { COLOUR_PHRASE, readColourPhrase, type ColourWord } from "#agent/planner/colour-words.ts";
import { describeDrawnColours } from "#agent/planner/shown-colours.ts";
import { MOOD_WORDS } from "#agent/planner/colour-moods.ts";
import { listInWords, Remaining } from "#agent/planner/text.ts";
import { drawnColours } from "#agent/design/ink.ts";
import { AA_TEXT, contrast } from "#agent/design/color.ts";

/** 'Warmer', 'warmer colours', 'cooler tones', 'colder': the whole logo's temperature. ('Cool' alone is praise, not a colour.) */
const WARMTH = /\b(?:make\s+it\s+|more\s+)?(?:warmer|cooler|colder)(?:\s+(?:colou?rs|tones?|palette|hues?|feel|look)\b|(?=\s*(?:$|[,.;!]|and\b|please\b)))|\bmore\s+(?:warm|cool)\s+(?:colou?rs|tones?)\b/;
/** How far one 'warmer' turns a hue, in degrees; a hue this close to the warmest (or coolest) is left as it is. */
const HUE_STEP = 40;
const THERE_ALREADY = 20;

export function applyColourChanges(rest: Remaining, context: Context, scheme: ColorScheme | null): void {
  const draft = context.draft;
  const shift = (role: "background" | "text" | "primary", delta: number) => {
    const current = role === "background" ? canvasOf(draft.palette) : draft.palette[role];
    const what = role === "primary" ? "mark" : role === "text" ? "lettering" : "background";
    const way = delta < 0 ? "darker" : "lighter";
    const shifted = role === "background" ? shiftLightness(current, delta) : readableShift(draft, role, delta);
    if (shifted === "knocked out") {
      return decline(context, "knocked out", `The ${what} is knocked out of the ${containerWord(draft.container)} in the background's colour: to make it ${way}, change the background (for example “make the background darker”) or ask for “no frame”.`);
    }
    if (shifted === null) {
      return decline(context, delta < 0 ? "darkest readable" : "lightest readable", `The ${what} is as ${delta < 0 ? "dark" : "light"} as it can be and still read against what it is drawn on (WCAG AA), so it stays as it is. Make the background ${delta < 0 ? "lighter" : "darker"} instead.`);
    }
    draft.palette = { ...draft.palette, [role]: shifted };
    context.said.push(`Made the ${what} ${way}: ${describeColour(current)} → ${describeColour(shifted)}.`);
    context.edits.add(role === "primary" ? "icon colour" : role === "text" ? "lettering colour" : "background");
  };
  /** The words for each part a lightness is asked of. */
  const PARTS: [string, "background" | "text" | "primary"][] = [
    [/(?:background|backdrop|bg|canvas)/.source, "background"],
    [/(?:text|lettering|letters|font|name|wordmark)/.source, "text"],
    [/(?:icon|mark|symbol|graphic|monogram)/.source, "primary"],
  ];
  const TARGETS: [RegExp, "background" | "text" | "primary"][] = PARTS.map(([source, role]) => [new RegExp(`\\b(darker|lighter|deeper|paler|brighter)\\s+(?:the\\s+)?${source}\\b|\\b${source}\\b[^,.;]{0,14}\\b(darker|lighter|deeper|paler|brighter)\\b(?![\\s-]+${COLOUR_PHRASE})`), role]);
  for (const [pattern, role] of TARGETS) {
    rest.take(pattern, (taken) => {
      const word = taken.match[1] ?? taken.match[2]!;
      shift(role, word === "darker" || word === "deeper" ? -0.16 : 0.16);
    });
  }
  // 'The background is too dark', 'text too light': the other way.
  for (const [source, role] of PARTS) {
    rest.take(new RegExp(`\\b${source}\\b[^,.;]{0,14}?\\btoo\\s+(dark|light|pale|faint)\\b`), (taken) => shift(role, taken.match[1] === "dark" ? 0.16 : -0.16));
  }

  // 'Only two colours': one ink on its ground, in the logo's own colour where that reads as text.
  rest.take(/\b(?:(?:only|just)\s+(?:two|2)\s+colou?rs|(?:two|2)\s+colou?rs\s+only|(?:fewer|less)\s+colou?rs|two[\s-]colou?r(?:ed)?)\b/, () => {
    const before = draft.palette;
    const drawn = drawnColours(draft);
    context.edits.add("colours");
    if (new Set([drawn.canvas, drawn.lettering, drawn.mark, drawn.frame].filter(Boolean)).size <= 2) {
      context.said.push(`It already uses two colours: ${describeDrawnColours(before, draft.layout, draft.container)}.`);
      return;
    }
    const ground = canvasOf(before);
    const ink = contrast(before.primary, ground) >= AA_TEXT ? before.primary : before.text;
    // In a frame filled with the ink the mark is cut out of it in the ground's colour.
    const knockedOut = draft.layout !== "wordmark" && isFilledFrame(draft.container);
    draft.palette = { ...before, primary: knockedOut ? ground : ink, text: ink, accent: ink };
    context.said.push(`Made it two colours: ${describeDrawnColours(draft.palette, draft.layout, draft.container)}.`);
  });
  // 'Make the icon match the text', 'same colour for the text and the icon': the part named
  // first takes the other's colour (the lettering's when neither is first), said as drawn.
  const MARK_WORDS = /^(?:icon|mark|symbol)$/;
  const PART = "icon|mark|symbol|text|lettering|name";
  rest.take(
    new RegExp(
      String.raw`\b(?:make\s+)?the\s+(${PART})\s+(?:match|the\s+same\s+colou?r\s+as)\s+(?:the\s+)?(?:${PART})(?:'?s)?(?:\s+colou?r)?\b|\bsame\s+colou?r\s+for\s+(?:the\s+)?(?:${PART})\s+and\s+(?:the\s+)?(?:${PART})\b|\b(?:${PART})\s+and\s+(?:the\s+)?(?:${PART})\s+(?:in\s+)?(?:the\s+)?same\s+colou?r\b`,
    ),
    (taken) => {
      if (draft.layout === "wordmark") return decline(context, "no mark", "A wordmark is the name alone, with no mark to share its colour; ask for “add an icon of …” first.");
      const markFollows = !taken.match[1] || MARK_WORDS.test(taken.match[1]);
      const before = draft.palette;
      const drawn = drawnColours(draft);
      if (before.primary === before.text || drawn.mark === drawn.lettering) return void context.said.push(`The mark and the lettering are already drawn in the same colour, ${describeColour(drawn.lettering)} (${drawn.lettering}).`);
      const hex = markFollows ? before.text : before.primary;
      draft.palette = { ...before, primary: hex, text: hex };
      context.asks.push({ part: markFollows ? "mark" : "lettering", hex, phrase: describeColour(hex) });
      context.edits.add(markFollows ? "icon colour" : "lettering colour");
      context.colourSentence = { index: context.said.length, before };
      context.said.push("");
    },
  );
  // 'Black and white' is one ink on white, not black lettering and a white something.
  rest.take(/\b(?:black\s+and\s+white|monochrome|mono|grayscale|greyscale|(?:one|single)[\s-]colou?r(?:ed)?)\b/, () => {
    draft.palette = { background: draft.palette.background === "transparent" ? "transparent" : "#ffffff", primary: "#111111", text: "#111111", accent: "#e5e5e5" };
    context.edits.add("colours");
    context.said.push("Made it black on white, one ink only.");
  });
  readMoodChange(rest, context);
  rest.take(COLOUR_FOR_COLOUR, (taken) => {
    const [from, to] = [readColourPhrase(taken.match[1] ?? taken.match[4]!), readColourPhrase(taken.match[2] ?? taken.match[3]!)];
    if (!from || !to) return false;
    replaceColour(from, to, context);
  });
  const request = readColours(rest);
  // 'Green, not blue': the colour named takes its place; alone, the colour is taken out.
  if (request.avoid.length > 0 && !hasColourRequest(request)) takeColoursOut(request.avoid, context);
  if (!request.accent && !request.icon && request.any.length === 0 && rest.take(ACCENT_ASKED).length > 0) {
    // The mark takes it; a wordmark has no place for it, nor a mark cut out of a frame drawn in
    // the logo's main colour (colouring that mark would recolour the whole frame).
    const drawn = drawnColours(draft);
    if (drawn.frame !== null && drawn.frame === draft.palette.primary && drawn.mark !== drawn.frame) {
      decline(context, "accent place", `The mark is cut out of the ${containerWord(draft.container)}, which is drawn in the logo's main colour, so an accent has no part of its own to colour. Name a colour for the lettering instead, for example “make the text red”.`);
    } else if (draft.layout === "wordmark") request.accent = accentColourFor(draft);
    else request.icon = accentColourFor(draft);
  }
  if (hasColourRequest(request)) {
    const before = draft.palette;
    const hasMark = draft.layout !== "wordmark";
    if (request.icon && !hasMark && !request.text && request.any.length === 0) {
      decline(context, "no mark", `A wordmark has no mark to colour ${request.icon.phrase}; ask for “make the text ${request.icon.phrase}”, or “add an icon of …” first.`);
      request.icon = null;
      if (!hasColourRequest(request)) return;
    }
    // 'Gold accents' on a design with no frame: the accent colour is drawn nowhere, so the
    // mark (or a wordmark's lettering) takes it, and the answer says where it went.
    if (request.accent && drawnColours(draft).frame === null) {
      if (!hasMark) {
        decline(context, "no mark", `A wordmark is the name alone, with no mark or frame to take an accent colour; ask for “make the text ${request.accent.phrase}”, or “add an icon of …” first.`);
        request.accent = null;
        if (!hasColourRequest(request)) return;
      } else {
        request.icon ??= request.accent;
        request.accent = null;
      }
    }
    const onlyNamedParts = request.any.length === 0 && !request.background && !request.transparent;
    // A colour named for one part changes that part alone ('a gold icon' leaves the lettering
    // as it was); 'make it blue' recolours the logo, and what was a shade of the mark follows.
    draft.palette = onlyNamedParts
      ? {
          ...before,
          ...(request.text ? { text: request.text.hex as Palette["text"] } : {}),
          ...(request.icon ? { primary: request.icon.hex as Palette["primary"] } : {}),
          ...(request.accent ? { accent: request.accent.hex as Palette["accent"] } : {}),
        }
      : applyColourRequest(before, request, { twoColour: isTwoColour(before), hasMark });
    if (request.text) context.asks.push({ part: "lettering", hex: request.text.hex, phrase: request.text.phrase });
    if (request.icon) context.asks.push({ part: hasMark ? "mark" : "lettering", hex: request.icon.hex, phrase: request.icon.phrase });
    for (const colour of request.any) {
      const part = hasMark && draft.palette.primary === colour.hex ? "mark" : draft.palette.text === colour.hex ? "lettering" : null;
      if (part && !context.asks.some((ask) => ask.part === part)) context.asks.push({ part, hex: colour.hex, phrase: colour.phrase });
    }
    if (request.text) context.edits.add("lettering colour");
    if (request.icon) context.edits.add("icon colour");
    if (request.accent) context.edits.add("frame colour");
    if (request.background || request.transparent) context.edits.add("background");
    if (request.any.length > 0) context.edits.add("colours");
    // Said once the design has settled, as it is drawn.
    context.colourSentence = { index: context.said.length, before };
    context.said.push("");
  }

  if (scheme) {
    const before = draft.palette;
    draft.palette = toScheme(draft.palette, scheme);
    draft.colorScheme = scheme;
    context.edits.add("colours");
    context.said.push(before === draft.palette ? `It already uses ${scheme.toLowerCase()} colours.` : `Switched to ${scheme.toLowerCase()} colours: ${describeDrawnColours(draft.palette, draft.layout, draft.container)}.`);
  }

  rest.take(/\b(?:invert(?:ed)?(?:\s+(?:the\s+)?colou?rs)?|swap\s+(?:the\s+)?colou?rs|reverse(?:d)?\s+(?:the\s+)?colou?rs)\b/, () => {
    const dark = draft.palette.background !== "transparent" && toOklch(draft.palette.background).l < 0.5;
    draft.palette = toScheme(draft.palette, dark ? "Light" : "Dark");
    context.edits.add("colours");
    context.said.push(`Inverted it to ${dark ? "a light" : "a dark"} canvas: ${describeDrawnColours(draft.palette, draft.layout, draft.container)}.`);
  });
  // 'Change the colours', 'try other colours': another of the curated palettes that suit its
  // styles, of another hue and the same lightness of canvas.
  rest.take(new RegExp(String.raw`\b(?:change|switch|swap\s+out)\s+(?:the\s+)?colou?rs?\b(?!\s+(?:to|of|for|into)\b)|\b(?:different|other|new|another)\s+(?:colou?rs?|palette|colou?r\s+scheme)\b|${dislikeOf(String.raw`colou?rs?|palette|colou?r\s+scheme`)}`), () => {
    const hue = hueFamily(draft.palette.primary);
    const dark = isDarkPalette(draft.palette);
    const others = CURATED_PALETTES.filter((candidate) => hueFamily(candidate.palette.primary) !== hue && isDarkPalette(candidate.palette) === dark);
    const curated = context.chooser.pickAmongBest("other-colours", others.map((candidate) => ({ value: candidate, score: styleFit(candidate, context.styles) })), 2);
    draft.palette = draft.palette.background === "transparent" ? { ...curated.palette, background: "transparent" } : { ...curated.palette };
    context.edits.add("colours");
    context.said.push(`Changed the colours: ${describeDrawnColours(draft.palette, draft.layout, draft.container)}.`);
  });
  rest.take(/\b(?:more\s+(?:colou?rful|vibrant|saturated|vivid)|brighter\s+colou?rs|brighter|make\s+it\s+pop|pop\s+more|bolder\s+colou?rs|punchier|more\s+punch|(?:punch|jazz|spice|brighten|liven|perk)\s+it\s+up|give\s+it\s+(?:some\s+|more\s+)?(?:life|energy|punch)|more\s+(?:life|energy)|(?:too|so|very|a\s+bit|rather|kind\s+of)\s+(?:dull|drab|washed[\s-]out|faded|lifeless)|less\s+(?:dull|drab)|(?:(?:add\s+)?(?:some\s+|more\s+|a\s+(?:bit|little|splash|touch|pop|dash|hint|flash)\s+of\s+)|add\s+)colou?rs?(?=\s*(?:$|[.,;!]|please|to\s+(?:it|the\s+(?:logo|design))))|(?:make\s+it\s+)?(?<!\b(?:less|not\s+so|too)\s+)colou?rful(?=\s*(?:$|[.,;!]|please)))\b/, () => {
    const before = draft.palette;
    draft.palette = { ...draft.palette, primary: scaleChroma(draft.palette.primary, 1.35), accent: scaleChroma(draft.palette.accent, 1.35) };
    context.edits.add("colours");
    const parts = redrawn(draft, before);
    context.said.push(parts ? `Made the colours more vivid: ${parts}.` : "Nothing this logo draws has a colour to make more vivid, so it looks as it did.");
  });
  rest.take(/\b(?:more\s+muted|muted|(?:soft|gentle|delicate|subdued|quiet)(?:er)?\s+(?:colou?rs|tones|palette|hues|shades)|softer(?!\s+(?:font|type|typeface|letters|lettering|corners|edges|shapes?|lines))|less\s+saturated|desaturated?|toned[-\s]down|tone\s+(?:it\s+)?down|calm\s+it\s+down|calmer\s+colou?rs|subtler|more\s+subtle|(?:less|too)\s+colou?rful|(?:less|too)\s+(?:bright|vivid|loud|saturated))\b/, () => {
    const before = draft.palette;
    draft.palette = { ...draft.palette, primary: scaleChroma(draft.palette.primary, 0.6), accent: scaleChroma(draft.palette.accent, 0.6), text: scaleChroma(draft.palette.text, 0.8) };
    context.edits.add("colours");
    const parts = redrawn(draft, before);
    context.said.push(parts ? `Softened the colours: ${parts}.` : "Nothing this logo draws has a colour to soften, so it looks as it did.");
  });
  // 'Warmer' and 'cooler' turn the logo's hues, as a designer would, towards orange or blue;
  // the greys stay grey. A canvas of a colour turns with the mark; white stays white.
  rest.take(WARMTH, (taken) => {
    const warmer = /warm/.test(taken.match[0]);
    const before = draft.palette;
    const turn = (hex: string) => (temperatureDistance(hex, warmer) <= THERE_ALREADY ? hex : turnTemperature(hex, warmer, HUE_STEP));
    const background = before.background === "transparent" || isNeutral(before.background) ? before.background : turn(before.background);
    const turned = { ...before, background, primary: turn(before.primary), accent: turn(before.accent), text: turn(before.text) } as Palette;
    draft.palette = balancePalette(turned, draft.layout, draft.container);
    const word = warmer ? "warmer" : "cooler";
    const chromatic = [before.primary, before.accent, before.text].filter((hex) => !isNeutral(hex));
    const hasMark = draft.layout !== "wordmark";
    const PARTS: [keyof Palette, string][] = [
      ["primary", hasMark ? "mark" : "lettering"],
      ["text", "lettering"],
      ["accent", draft.container === "none" ? "accent" : containerWord(draft.container)],
      ["background", "background"],
    ];
    const moved = PARTS.filter(([role]) => draft.palette[role] !== before[role] && (role !== "primary" || hasMark));
    context.edits.add("colours");
    if (chromatic.length === 0) {
      draft.palette = before;
      decline(context, "greys", `Its colours are greys, which have no warmth to turn; name a colour to give it one, for example “make it ${warmer ? "orange" : "blue"}”.`);
    } else if (moved.length === 0) {
      draft.palette = before;
      context.said.push(`Its colours are already as ${warmer ? "warm" : "cool"} as they go: the ${PARTS[0]![1]} is ${describeColour(before.primary)} (${before.primary}).`);
    } else {
      const changes = moved.map(([role, part]) => `the ${part} from ${describeColour(before[role])} (${before[role]}) to ${describeColour(draft.palette[role])} (${draft.palette[role]})`);
      context.said.push(`Made the colours ${word}: ${listInWords(changes)}.`);
    }
  });
  rest.take(/\b(?:make\s+it\s+)?(darker|lighter|deeper|richer|paler)(?:\s+(?:colou?rs|overall|tones?|shades?|version))?\b|\btoo\s+(dark|light|pale|faint)\b/, (taken) => {
    // 'Too dark' asks for lighter; of a logo on a dark canvas, for its light colours.
    const tooDark = taken.match[2] === "dark";
    if (tooDark && isDarkPalette(draft.palette)) {
      draft.palette = toScheme(draft.palette, "Light");
      draft.colorScheme = "Light";
      context.edits.add("colours");
      context.said.push(`Switched to light colours: ${describeDrawnColours(draft.palette, draft.layout, draft.container)}.`);
      return;
    }
    const darker = ["darker", "deeper", "richer"].includes(taken.match[1] ?? "") || (taken.match[2] !== undefined && !tooDark);
    const delta = darker ? -0.12 : 0.12;
    const before = draft.palette;
    const shifted = { ...before, primary: shiftLightness(before.primary, delta), accent: shiftLightness(before.accent, delta) };
    // Report the colour the visitor will see: the mark cannot fade past readable contrast.
    const balanced = balancePalette(shifted, draft.layout, draft.container);
    const moved = (toOklch(balanced.primary).l - toOklch(before.primary).l) * Math.sign(delta) >= 0.02;
    draft.palette = moved ? balanced : { ...before, accent: balancePalette({ ...before, accent: shifted.accent }, draft.layout, draft.container).accent };
    context.edits.add("colours");
    context.said.push(
      moved
        ? `Made the colours ${darker ? "deeper" : "lighter"}: the mark goes from ${describeColour(before.primary)} (${before.primary}) to ${describeColour(draft.palette.primary)} (${draft.palette.primary}).`
        : `The mark is already as ${darker ? "deep" : "light"} as it can be while staying readable, so I only made the accent ${darker ? "deeper" : "lighter"}.`,
    );
  });
}

/** 'Replace teal with forest green', 'swap the blue for navy', 'green instead of teal': the parts drawn in the one take the other. */
const COLOUR_FOR_COLOUR = new RegExp(
  String.raw`\b(?:replace|swap|change|switch|turn)\s+(?:(?:all\s+)?the\s+)?(${COLOUR_PHRASE})(?:\s+(?:colou?r|parts?|bits?))?\s+(?:with|for|to|into)\s+(?:an?\s+|some\s+)?(${COLOUR_PHRASE})|\b(${COLOUR_PHRASE})\s+instead\s+of\s+(?:the\s+)?(${COLOUR_PHRASE})`,
);

function replaceColour(from: ColourWord, to: ColourWord, context: Context): void {
  const draft = context.draft;
  const before = draft.palette;
  const roles = (["background", "primary", "text", "accent"] as const).filter((role) => resemblesColour(before[role], from.hex));
  if (roles.length === 0) {
    decline(context, "absent colour", `There's no ${from.phrase} in it: ${describeDrawnColours(before, draft.layout, draft.container)}.`);
    return;
  }
  draft.palette = { ...before, ...Object.fromEntries(roles.map((role) => [role, to.hex])) } as Palette;
  // Said as drawn once the design settles, each part made to show the colour where it sits.
  if (roles.includes("text")) context.asks.push({ part: "lettering", hex: to.hex, phrase: to.phrase });
  if (roles.includes("primary") && draft.layout !== "wordmark") context.asks.push({ part: "mark", hex: to.hex, phrase: to.phrase });
  context.edits.add("colours");
  context.colourSentence = { index: context.said.length, before };
  context.said.push("");
}

/**
 * The colours named taken out: another of the curated palettes that suit its styles, of the
 * same lightness of canvas and with none of them; a logo (or the part named) that shows none
 * of them is said so.
 */
function takeColoursOut(unwanted: ColourRequest["avoid"], context: Context): void {
  const draft = context.draft;
  const isUnwanted = (hex: string) => unwanted.some(({ colour }) => resemblesColour(hex, colour.hex));
  const phrases = listInWords(unwanted.map(({ colour }) => colour.phrase), "or");
  const drawn = drawnColours(draft);
  const parts = unwanted.every(({ part }) => part) ? unwanted.map(({ part }) => drawn[part!]) : [drawn.canvas, drawn.mark, drawn.lettering, drawn.frame];
  if (!parts.some((hex) => hex && isUnwanted(hex))) {
    const where = unwanted.every(({ part }) => part) ? `the ${listInWords([...new Set(unwanted.map(({ part }) => (part === "canvas" ? "background" : part!)))])}` : "it";
    decline(context, "absent colour", `There's no ${phrases} in ${where}: ${describeDrawnColours(draft.palette, draft.layout, draft.container)}.`);
    return;
  }
  const dark = isDarkPalette(draft.palette);
  const others = CURATED_PALETTES.filter((candidate) => isDarkPalette(candidate.palette) === dark && !Object.values(candidate.palette).some(isUnwanted));
  const curated = context.chooser.pickAmongBest("colours-out", others.map((candidate) => ({ value: candidate, score: styleFit(candidate, context.styles) })), 2);
  draft.palette = draft.palette.background === "transparent" ? { ...curated.palette, background: "transparent" } : { ...curated.palette };
  context.edits.add("colours");
  context.said.push(`Took the ${phrases} out: ${describeDrawnColours(draft.palette, draft.layout, draft.container)}.`);
}

/** 'Add an accent colour', 'it needs an accent': an accent with no colour named. */
const ACCENT_ASKED = /\b(?:(?:add|with|give\s+it|use|needs?|wants?)\s+(?:an?\s+|some\s+|another\s+)?accents?(?:\s+colou?rs?)?|(?:an?|another)\s+accent(?:\s+colou?r)?)\b/;

/**
 * The accent for a request that names none: the logo's own accent colour where it is a hue
 * the mark, lettering and frame do not already show, else the mark's opposite hue (a warm
 * orange beside greys), shaded to read where the mark sits (a wordmark's lettering, on its
 * canvas), so it is an accent and not a new background.
 */
function accentColourFor(draft: LogoSpec): ColourWord {
  const drawn = drawnColours(draft);
  const shown = [drawn.mark, drawn.lettering, drawn.frame].filter((hex): hex is string => Boolean(hex) && !isNeutral(hex!));
  const standsApart = (hex: string) => !isNeutral(hex) && shown.every((other) => hueDistance(hex, other) >= 45);
  const own = draft.palette.accent;
  const primary = toOklch(draft.palette.primary);
  const hue = standsApart(own) ? own : fromOklch({ l: 0.64, c: 0.15, h: isNeutral(draft.palette.primary) ? 50 : (primary.h + 180) % 360 });
  const wordmark = draft.layout === "wordmark";
  const hex = ensureContrast(hue, wordmark ? drawn.letteringSurface : (drawn.markSurface ?? canvasOf(draft.palette)), wordmark ? AA_TEXT : 3.2);
  return { hex, phrase: describeColour(hex) };
}

/** 'Make it neon', 'earthy tones', 'jewel colours', 'pastels': never 'neon pink' or 'pastel blue', which are colours. */
const MOOD_CHANGE = new RegExp(`\\b(neon|fluorescent|day-?glo|earthy|earth[- ]?(?:tones?|colou?rs?)|jewel[\\s-]?(?:tones?|colou?rs?)|pastels?)\\b(?![\\s-]+${COLOUR_PHRASE})(?:[\\s-]+(?:colou?rs?|tones?|palette|look|vibe))?`);
const MOOD_ALREADY: Record<"neon" | "earthy" | "jewel" | "pastel", string> = { neon: "neon", earthy: "earthy", jewel: "jewel tones", pastel: "pastels" };

/**
 * A colour mood for the whole logo: the curated palette made of it whose mark is nearest in
 * hue to the logo's own, so a blue logo asked to be neon turns neon cyan, not neon lime.
 */
function readMoodChange(rest: Remaining, context: Context): void {
  rest.take(MOOD_CHANGE, (taken) => {
    const word = taken.match[1]!;
    const mood = /neon|fluor|glo/.test(word) ? "neon" : /earth/.test(word) ? "earthy" : /pastel/.test(word) ? "pastel" : "jewel";
    const draft = context.draft;
    const candidates = palettesOfMood(mood);
    const same = (palette: Palette) => palette.primary === draft.palette.primary && palette.text === draft.palette.text && (palette.background === draft.palette.background || draft.palette.background === "transparent");
    const already = candidates.find((candidate) => same(candidate.palette));
    if (already) {
      context.said.push(`Its colours are already ${MOOD_ALREADY[mood]} (${already.name}); for others, ask for “different colours”.`);
      return;
    }
    const nearest = [...candidates].sort((a, b) => hueDistance(a.palette.primary, draft.palette.primary) - hueDistance(b.palette.primary, draft.palette.primary) || styleFit(b, context.styles) - styleFit(a, context.styles))[0]!;
    draft.palette = draft.palette.background === "transparent" ? { ...nearest.palette, background: "transparent" } : { ...nearest.palette };
    context.edits.add("colours");
    const flat = mood === "neon" ? " Drawn in flat colour, as every logo here, so there is no glow." : "";
    context.said.push(`Changed to ${MOOD_WORDS[mood]}: ${describeDrawnColours(draft.palette, draft.layout, draft.container)}.${flat}`);
  });
}
