/**
 * Readers for what a visitor asks of a design, shared by new prompts ('a navy logo with a
 * hexagon') and change requests ('make the text white'). Each reader takes its phrases
 * out of a `Remaining` text, so a phrase is understood once, by the most specific reader:
 * the targeted colour readers run before the general one, layout before typeface
 * ('rounded square' is a frame, not a rounded font).
 */
import type { Container, IconStyle, Layout, TextCase } from "#agent/design/logo-spec.ts";
import type { TypefaceTrait } from "#agent/design/typefaces.ts";
import { COLOUR_PHRASE, findColourPhrases, readColourPhrase, type ColourWord } from "./colour-words.ts";
import type { ColourRequest } from "./palettes.ts";
import { findNamedFamily, type TypefaceWish } from "./typography.ts";
import type { Remaining } from "./text.ts";

const C = `(${COLOUR_PHRASE})`;
const TEXT_WORDS = "(?:text|lettering|letters|font|type|typeface|wordmark|brand name|name|title|words?)";
const ICON_WORDS = "(?:icon|mark|symbol|logo mark|graphic|image|illustration|picture|emblem)";
const ACCENT_WORDS = "(?:accents?|details?|highlights?|frame|border|outline|circle|badge|container|shape|ring)";
const BACKGROUND_WORDS = "(?:background|backdrop|canvas|bg)";

function colourFrom(match: { original(group: number): string | null }, group: number): ColourWord | null {
  const phrase = match.original(group);
  return phrase ? readColourPhrase(phrase) : null;
}

/** 'No red', 'don't use blue', 'without green', 'less orange', 'no blue text': a colour not wanted, in the logo or in one part. */
const NOT_THIS_COLOUR = new RegExp(
  String.raw`\b(?:no(?:\s+more)?|not|without(?:\s+any)?|avoid|less|(?:lose|drop|remove)\s+the|get\s+rid\s+of\s+the|(?:don'?t|do\s+not)\s+(?:use|want|like)(?:\s+(?:the|any))?)\s+(${COLOUR_PHRASE})(?:[\s-]+(?:colou?rs?|tones?|shades?))?(?:\s+(?:(?:for|in|on)\s+the\s+)?(background|backdrop|canvas|text|lettering|letters|font|name|icon|mark|symbol))?(?![-\w])`,
);
const PART_OF_WORD: Record<string, "canvas" | "lettering" | "mark"> = {
  background: "canvas",
  backdrop: "canvas",
  canvas: "canvas",
  text: "lettering",
  lettering: "lettering",
  letters: "lettering",
  font: "lettering",
  name: "lettering",
  icon: "mark",
  mark: "mark",
  symbol: "mark",
};

/** Colours by role. Targeted phrases first ('white text', 'background in navy'), then the rest in order. */
export function readColours(rest: Remaining): ColourRequest {
  const request: ColourRequest = { any: [], background: null, text: null, icon: null, accent: null, transparent: false, avoid: [] };
  // Before every colour asked for: 'no red' must never be read as 'red'.
  rest.take(NOT_THIS_COLOUR, (taken) => {
    const colour = readColourPhrase(taken.match[1]!);
    if (!colour) return false;
    request.avoid.push({ colour, part: taken.match[2] ? PART_OF_WORD[taken.match[2]]! : null });
  });
  rest.take(/\b(?:a\s+|an\s+)?transparent(?:\s+(?:background|backdrop|bg|png|version))?\b|\b(?:no|without(?: a| any)?|(?:remove|delete|drop|lose|take\s+(?:away|out|off)|get\s+rid\s+of)(?: the)?)\s+background\b/, () => {
    request.transparent = true;
  });
  const assign = (role: "background" | "text" | "icon" | "accent", patterns: RegExp[]) => {
    for (const pattern of patterns) {
      rest.take(pattern, (taken) => {
        const colour = colourFrom(taken, 1);
        if (!colour || request[role]) return false;
        request[role] = colour;
      });
    }
  };
  assign("background", [
    new RegExp(`\\b${C}[\\s-]+(?:coloured |colored )?${BACKGROUND_WORDS}\\b`),
    new RegExp(`\\b${BACKGROUND_WORDS}(?:\\s+colou?r)?\\s*(?:to|in|of|is|as|:|=|should be|into|with)?\\s*(?:(?:a|an)\\s+)?${C}`),
    new RegExp(`\\bon\\s+(?:(?:a|an)\\s+)?${C}(?=\\s*(?:$|[.,;!]|and\\b|with\\b))`),
  ]);
  assign("text", [
    new RegExp(`\\b${C}[\\s-]+(?:for\\s+the\\s+)?${TEXT_WORDS}\\b`),
    new RegExp(`\\b(?:the\\s+)?${TEXT_WORDS}(?:\\s+colou?r)?\\s*(?:to|in|of|is|:|=|should be|into|be)?\\s*(?:(?:a|an)\\s+)?${C}`),
  ]);
  assign("icon", [
    new RegExp(`\\b${C}[\\s-]+(?:for\\s+the\\s+)?${ICON_WORDS}\\b`),
    new RegExp(`\\b(?:the\\s+)?${ICON_WORDS}(?:\\s+colou?r)?\\s*(?:to|in|of|is|:|=|should be|into|be)?\\s*(?:(?:a|an)\\s+)?${C}`),
  ]);
  assign("accent", [
    // The shape word stays for the layout reader: 'in a gold circle' is a frame and its colour.
    new RegExp(`\\b${C}(?=[\\s-]+${ACCENT_WORDS}\\b)`),
    // 'Add some orange', 'a pop of red', 'a hint of gold': a colour added, as an accent is.
    new RegExp(`\\b(?:(?:add|use|with|give\\s+it)\\s+)?(?:some|a\\s+(?:little\\s+|bit\\s+|touch\\s+|pop\\s+|splash\\s+|hint\\s+|dash\\s+|flash\\s+)of|a\\s+little)\\s+${C}`),
    new RegExp(`\\badd\\s+${C}(?=\\s*(?:$|[.,;!]|and\\b|please\\b|to\\s+(?:it|the)\\b))`),
    new RegExp(`\\b(?:the\\s+)?${ACCENT_WORDS}(?:\\s+colou?r)?\\s*(?:to|in|of|is|:|=|should be|into)?\\s*(?:(?:a|an)\\s+)?${C}`),
  ]);
  for (const found of findColourPhrases(rest.lower)) {
    // A colour said twice is asked for once ('teal and sand ... teal and sand').
    const known = [...request.any, request.background, request.text, request.icon, request.accent].some((colour) => colour?.hex === found.colour.hex);
    if (!known) request.any.push(found.colour);
    rest.takeSpan(found.index, found.length);
  }
  return request;
}

export interface LayoutWish {
  layout: Layout | null;
  container: Container | null;
  /** 'no frame', 'remove the circle'. */
  removeFrame: boolean;
  /** 'Centre the text', 'align left': where the name sits, which the layout decides. */
  align: "centre" | "left" | null;
}

const SHAPE_TO_CONTAINER: Record<string, Container> = {
  circle: "circle",
  circular: "circle",
  round: "circle",
  ring: "ring",
  hexagon: "hexagon",
  hexagonal: "hexagon",
  shield: "shield",
  crest: "shield",
  square: "rounded-square",
  "rounded square": "rounded-square",
  "rounded-square": "rounded-square",
  box: "rounded-square",
  frame: "ring",
};

const SHAPES = "(rounded[ -]square|circular|circle|round|ring|hexagonal|hexagon|shield|crest|square|box|frame)";

/** Layout and frame: 'in a circle badge', 'icon on the left', 'wordmark only', 'no frame'. */
export function readLayoutWish(rest: Remaining): LayoutWish {
  const wish: LayoutWish = { layout: null, container: null, removeFrame: false, align: null };
  rest.take(new RegExp(`\\b(?:remove|drop|delete|no|without|get rid of|lose)\\s+(?:the\\s+|a\\s+|any\\s+)?(?:${SHAPES.slice(1, -1)}|container|badge|emblem|background shape|border)\\b(?!\\s+(?:colou?r|icon))`), () => {
    wish.removeFrame = true;
  });
  // 'Make the badge square', 'make the frame round', 'make it circular': the frame's shape,
  // read before the badge reader below takes 'badge' without it.
  rest.take(
    new RegExp(`\\b(?:make|turn|change)\\s+(?:it|the\\s+(logo|badge|frame|shape|emblem|container|border|seal))\\s+(?:into\\s+|to\\s+)?(?:(?:a|an)\\s+)?${SHAPES}\\b(?!\\s*(?:icon|mark|symbol|font|letters|lettering|text|type|corners|edges))`),
    (taken) => {
      wish.container = SHAPE_TO_CONTAINER[taken.match[2]!.replace("-", " ")] ?? null;
      if (taken.match[1] && /badge|emblem|seal/.test(taken.match[1])) wish.layout = "badge";
    },
  );
  // 'Square it off', 'rounded corners', 'round the corners': the rounded square, the one
  // frame with corners to round.
  rest.take(/\bsquare\s+it(?:\s+off)?\b|\bround(?:ed)?\s+(?:off\s+)?(?:the\s+|its\s+)?(?:corners|edges)\b/, () => {
    wish.container = "rounded-square";
  });
  // 'Make the circle a square', 'a square instead of a circle': the frame named by its shape.
  rest.take(
    new RegExp(`\\b(?:make|turn|change|swap)\\s+the\\s+${SHAPES}\\s+(?:into\\s+|to\\s+|for\\s+)?(?:(?:a|an)\\s+)?${SHAPES}\\b|\\b(?:(?:a|an)\\s+)?${SHAPES}\\s+(?:frame\\s+|badge\\s+|shape\\s+)?instead\\s+of\\s+(?:(?:a|an|the)\\s+)?${SHAPES}\\b`),
    (taken) => {
      const shape = taken.match[2] ?? taken.match[3]!;
      wish.container = SHAPE_TO_CONTAINER[shape.replace("-", " ")] ?? null;
    },
  );
  rest.take(/\b(?:cent(?:er|re)(?:ed|d)?\s+(?:the\s+)?(?:text|name|lettering|words?|logo|everything)|(?:text|name|lettering)\s+(?:cent(?:er|re)d|in\s+the\s+(?:middle|cent(?:er|re))))\b/, () => {
    wish.align = "centre";
  });
  rest.take(/\b(?:align(?:ed)?\s+(?:(?:the\s+)?(?:text|name|lettering)\s+)?(?:to\s+the\s+)?left|left[- ]align(?:ed)?(?:\s+(?:the\s+)?(?:text|name|lettering))?)\b/, () => {
    wish.align = "left";
  });
  // The badge word itself stays: 'a griffin crest' still tells the subject reader that
  // the griffin is the mark.
  rest.take(new RegExp(`\\b(?:${SHAPES}[\\s-]+)?(?=(badge|emblem|seal|crest|stamp|patch)\\b)`), (taken) => {
    wish.layout = "badge";
    const shape = taken.match[1] ?? (taken.match[2] === "crest" ? "crest" : null);
    if (shape) wish.container = SHAPE_TO_CONTAINER[shape.replace("-", " ")] ?? null;
  });
  rest.take(/\b(monogram|lettermark|letter mark|initials)\b/, () => {
    wish.layout = "monogram";
  });
  rest.take(/\b(?:word ?mark(?: only)?|logotype|text[- ]only|text[- ]based|only (?:the )?(?:text|name|words?)|just (?:the )?(?:text|name|words?|lettering)|(?:no|without(?: an?)?|remove(?: the)?|drop(?: the)?|delete(?: the)?|get rid of(?: the)?|lose the|hide(?: the)?)\s+(?:icon|symbol|image|graphic|picture|mark|illustration))\b/, () => {
    wish.layout = "wordmark";
  });
  rest.take(/\b(?:(?:icon|symbol|mark|logo|graphic|image|picture)\s+(?:on|to|at)\s+the\s+left(?:\s+side)?|(?:icon|symbol|mark|graphic)\s+left|left of the (?:name|text|words?)|side[- ]by[- ]side|horizontal(?:ly)?(?: layout)?|inline|next to the (?:name|text)|(?:name|text|words?|lettering)\s+(?:on|to)\s+the\s+right(?:\s+side)?(?:\s+of\s+the\s+(?:icon|symbol|mark|graphic))?)\b/, () => {
    wish.layout = "icon-left";
  });
  rest.take(/\b(?:(?:icon|symbol|mark|graphic|image|picture)\s+(?:above|on top|over|at the top)(?: of the (?:name|text))?|above the (?:name|text|words?)|stacked|stack\s+(?:it|them)|(?:name|text|words?)\s+(?:under|below|beneath|underneath)\s+the\s+(?:icon|symbol|mark|graphic|image|picture)|(?:put|move|place|set)\s+the\s+(?:name|text|words|lettering)\s+(?:under(?:neath)?|below|beneath|at\s+the\s+bottom)(?=\s*(?:$|[.,;!]|please\b))|vertical(?:ly)?(?: layout)?|centered layout|centred layout)\b/, () => {
    wish.layout = "icon-above";
  });
  rest.take(new RegExp(`\\b(?:in|inside|into|within|on|enclosed in|wrapped in|put it in|framed by|surrounded by)\\s+(?:(?:a|an|the)\\s+)?${SHAPES}(?:\\s+(?:shape|frame|container|background))?\\b`), (taken) => {
    wish.container = SHAPE_TO_CONTAINER[taken.match[1]!.replace("-", " ")] ?? null;
  });
  rest.take(new RegExp(`\\b${SHAPES}[\\s-]+(?:shape|shaped|frame|framed|container|logo|icon|background)\\b`), (taken) => {
    wish.container = SHAPE_TO_CONTAINER[taken.match[1]!.replace("-", " ")] ?? wish.container;
  });
  // 'Put a circle around it', 'a hexagon around the icon': the frame named by what it encloses.
  rest.take(new RegExp(`\\b(?:(?:add|put|draw|place|give\\s+it)\\s+)?(?:an?\\s+)?${SHAPES}\\s+(?:around|round)\\s+(it|the\\s+(?:logo|icon|mark|symbol|graphic|whole\\s+thing))\\b`), (taken) => {
    wish.container = SHAPE_TO_CONTAINER[taken.match[1]!.replace("-", " ")] ?? wish.container;
    // Around the whole logo, name and all, it is a badge; around 'it' or the mark, the mark's frame.
    if (/logo|whole/.test(taken.match[2]!)) wish.layout = "badge";
  });
  // 'change the shape to a shield', 'the frame should be a hexagon', 'add a border'.
  rest.take(new RegExp(`\\b(?:shape|frame|container|border)\\s+(?:to|into|should be|as|=)\\s+(?:(?:a|an|the)\\s+)?${SHAPES}\\b`), (taken) => {
    wish.container = SHAPE_TO_CONTAINER[taken.match[1]!.replace("-", " ")] ?? wish.container;
  });
  rest.take(/\b(?:add|put|draw|give it|with)\s+(?:an?\s+|the\s+)?(?:border|outline|frame|ring)(?:\s+around\s+(?:it|the\s+(?:logo|name|icon|mark)))?\b/, () => {
    wish.container ??= "ring";
  });
  // 'I want a shield', 'try a hexagon': a frame named as the thing wanted.
  rest.take(new RegExp(`\\b(?:want|use|add|try|give it|make it)\\s+(?:an?\\s+)${SHAPES}\\b`), (taken) => {
    wish.container = SHAPE_TO_CONTAINER[taken.match[1]!.replace("-", " ")] ?? wish.container;
  });
  rest.take(/\bhexagon(?:al)?\b/, () => {
    wish.container = "hexagon";
  });
  return wish;
}

const TRAIT_PATTERNS: [TypefaceTrait, RegExp][] = [
  ["sans", /\b(?:sans[- ]?serif|sans)\b(?:\s+(?:font|typeface|type|lettering))?/],
  ["slab", /\bslab(?:[- ]serif)?\b/],
  ["serif", /\bserif(?:s|ed)?\b(?:\s+(?:font|typeface|type|lettering))?/],
  ["script", /\b(?:script|cursive|calligraph(?:y|ic)|brush script|signature(?: style)?)\b(?:\s+(?:font|typeface|type|lettering))?/],
  // 'Make it look hand-drawn': the lettering (the marks are drawn clean, to hold at every size).
  ["handwritten", /\b(?:hand[- ]?written|handwriting|hand[- ]lettered|hand[- ]drawn (?:lettering|font|text)|handwritten)\b(?:\s+(?:font|typeface|type|lettering))?|\b(?:look|feel|style)\s+(?:more\s+)?hand[- ]?drawn\b|\bhand[- ]?drawn\s+(?:look|feel|style)\b|\bsketch(?:y|ed)\b/],
  // 'make it rounder' is read as the lettering's: the frame keeps its shape (a shape is asked by name).
  ["rounded", /\b(?:rounded|rounder|round|softer)\s+(?:font|typeface|type|letters|lettering|text|sans)\b|\bsoft rounded\b|\b(?:font|typeface|type|letters|lettering|text)\s+(?:more\s+)?(?:rounded|rounder|round|softer)\b|\b(?:make\s+it\s+)?(?:rounder|more\s+(?:rounded|round))\b|\bsoft(?:en|er)?\s+(?:the\s+)?edges\b|\bless\s+(?:sharp|harsh|angular)\b/],
  ["condensed", /\b(?:condensed|narrow|narrower|compressed|tall)\s+(?:font|typeface|type|letters|lettering|text|sans)\b|\bcondensed\b|\b(?:font|typeface|type|letters|lettering|text)\s+(?:a\s+(?:bit|little)\s+)?narrower\b/],
  ["techno", /\b(?:futuristic|techy|tech|sci[- ]?fi|digital|robotic)\s+(?:font|typeface|type|letters|lettering|text)\b/],
  ["geometric", /\bgeometric\s+(?:font|typeface|type|letters|lettering|sans)\b/],
  ["elegant", /\b(?:elegant|fancy|luxury|refined)\s+(?:font|typeface|type|letters|lettering|text)\b/],
  ["playful", /\b(?:playful|fun|bubbly|cartoon|cartoony|friendly)\s+(?:font|typeface|type|letters|lettering|text)\b/],
  ["classical", /\b(?:classic|classical|roman|traditional)\s+(?:font|typeface|type|letters|lettering|serif)\b/],
  ["display", /\bdisplay\s+(?:font|typeface|type)\b/],
  // 'Make the letters wider': the letters' own width, a wide face (their spacing is 'spread the letters out').
  ["wide", /\b(?:wide|extended|wider)\s+(?:font|typeface|type|letters|lettering)\b|\b(?:font|typeface|type|letters|lettering|text)\s+(?:a\s+(?:bit|little)\s+)?wider\b/],
];

/** Typeface wishes: traits, a named family, heavier or lighter, italic. */
export function readTypefaceWish(rest: Remaining): TypefaceWish {
  const wish: TypefaceWish = { traits: [], family: findNamedFamily(rest.lower), weightShift: 0, italic: false };
  if (wish.family) {
    const family = wish.family;
    rest.take(new RegExp(`\\b${family.replace(/-/g, "[ -]")}\\b|\\b${family.replace(/-/g, " ").replace(/ /g, "[ -]")}\\b`));
  }
  for (const [trait, pattern] of TRAIT_PATTERNS) {
    rest.take(pattern, () => {
      if (!wish.traits.includes(trait)) wish.traits.push(trait);
    });
  }
  rest.take(/\b(?:font|text|letters|lettering|type|name)\s+(?:is\s+|are\s+|looks?\s+)?(?:a\s+bit\s+|way\s+)?too\s+(?:thin|skinny|weak)\b/, () => {
    wish.weightShift += 1;
  });
  rest.take(/\b(?:font|text|letters|lettering|type|name)\s+(?:is\s+|are\s+|looks?\s+)?(?:a\s+bit\s+|way\s+)?too\s+(?:bold|heavy|thick|chunky|fat)\b|\bthin\s+(?:it|the\s+(?:font|text|letters))\s+out\b/, () => {
    wish.weightShift -= 1;
  });
  rest.take(/\b(?:bolder|heavier|thicker|chunkier|fatter|more bold|bold(?:er)?\s+(?:font|typeface|type|letters|lettering|text|name|weight)|heavy\s+(?:font|type|letters|lettering|text))\b|\bmake (?:it|the (?:text|name|lettering|font)) bold(?:er)?\b/, () => {
    wish.weightShift += 1;
  });
  rest.take(/\b(?:thinner|slimmer|less bold|lighter (?:font|weight|typeface|type|letters|lettering|strokes?)|(?:thin|light|fine|delicate)\s+(?:font|typeface|type|letters|lettering|text|weight|strokes?)|not (?:so |as )?bold)\b/, () => {
    wish.weightShift -= 1;
  });
  rest.take(/\b(?:in\s+)?italics?\b|\bslanted\b|\boblique\b/, (taken) => {
    if (/\b(?:no|not|remove|without|upright)\b/.test(rest.lower.slice(Math.max(0, taken.match.index - 12), taken.match.index))) return false;
    wish.italic = true;
  });
  return wish;
}

/** 'all caps', 'lowercase', 'title case'. */
export function readTextCase(rest: Remaining): TextCase | null {
  let textCase: TextCase | null = null;
  rest.take(/\b(?:upper[- ]?case|all[- ]caps|all capitals|capital letters|in caps|capitals|caps lock)\b/, () => {
    textCase = "upper";
  });
  rest.take(/\b(?:lower[- ]?case|all lower[- ]?case|small letters|no capitals|no caps)\b/, () => {
    textCase = "lower";
  });
  rest.take(/\b(?:title[- ]case|capitali[sz]ed?(?: words| each word)?)\b/, () => {
    textCase = "title";
  });
  rest.take(/\b(?:normal case|as typed|mixed case|sentence case|not all caps|original case)\b/, () => {
    textCase = "as-typed";
  });
  return textCase;
}

/** 'outline icon', 'solid icon', 'duotone'. */
export function readIconStyle(rest: Remaining): IconStyle | null {
  let style: IconStyle | null = null;
  rest.take(/\b(?:outlined?|line|stroke|thin[- ]line)\s+(?:icon|mark|symbol|style|art)\b|\bline art\b|\b(?:icon|mark|symbol)\s+(?:outlined|in outline|as an outline)\b|\b(?:outlines?|lines)\s+only\b|\b(?:only|just)\s+(?:the\s+)?outlines?\b/, () => {
    style = "outline";
  });
  rest.take(/\b(?:filled|solid|flat)\s+(?:icon|mark|symbol|style|shape)\b|\bfill the (?:icon|mark)\b|\b(?:icon|mark|symbol)\s+(?:filled(?:\s+in)?|solid)\b/, () => {
    style = "filled";
  });
  rest.take(/\bduo[- ]?tone\b|\btwo[- ]tone\b/, () => {
    style = "duotone";
  });
  rest.take(/\b(?:bold|thick)\s+(?:icon|mark|symbol|lines)\b/, () => {
    style = "bold";
  });
  return style;
}

/** 'dark theme', 'light colours', 'dark background' (the prompt bar's line is read elsewhere). */
export function readSchemeWords(rest: Remaining): "Light" | "Dark" | null {
  let scheme: "Light" | "Dark" | null = null;
  // 'a dark background', 'on dark', and the other way round: 'make the background dark', 'background light please'.
  rest.take(/\b(dark|light|night|bright)[\s-]+(?:colou?rs?|theme|mode|palette|scheme|background|backdrop|version|tones?|look)\b|\bon (?:a )?(dark|light)\b|\b(?:background|backdrop)\s+(?:(?:to\s+)?be\s+|is\s+|to\s+)?(dark|light)\b(?![\s-]+(?:blue|green|red|grey|gray|brown|pink|purple|yellow|orange|teal|navy))/, (taken) => {
    const word = taken.match[1] ?? taken.match[2] ?? taken.match[3];
    scheme = word === "dark" || word === "night" ? "Dark" : "Light";
  });
  return scheme;
}
