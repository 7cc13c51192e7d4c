/**
 * Requests answered in words: praise, going back to an earlier version, and effects the
 * logos are never drawn with. Each gets an answer that says so, not "I couldn't tell what
 * to change"; read after every reader, so an answer says the logo is as it was only when
 * nothing else in the request changed it. Each answer is said once however many of its
 * words the request holds ('go back to the previous version'), and is recorded by kind so
 * an answer in another language says the same (planner/languages/speak.ts).
 */
import { decline, type Context } from "./context.ts";
import type { Remaining } from "#agent/planner/text.ts";
import type { Decline, ReplyKind } from "#agent/planner/types.ts";

/** `changesNothing`: an answer that leaves the logo as it was says so (once, after the last such answer). */
const ASKS: { kind: ReplyKind; pattern: RegExp; answer: string; changesNothing: boolean }[] = [
  {
    kind: "earlier version",
    pattern: /\b(?:undo|go\s+back|revert|(?:the\s+)?(?:previous|last|earlier|first|old(?:er)?)\s+(?:one|version)|as\s+it\s+was(?:\s+before)?)\b/,
    answer: "Every earlier version is kept: go back to it with the arrows beside the logo.",
    changesNothing: true,
  },
  {
    kind: "effects",
    pattern: /\b(?:drop\s+)?shadows?\b|\b3-?d\b|\bbevel(?:led)?\b|\bemboss(?:ed)?\b|\bgradients?\b|\bglow(?:ing)?\b|\bglossy\b|\bshiny\b|\bmetallic\s+(?:look|effect|finish)\b/,
    answer: "Logos here are drawn in flat colour, so they print, embroider and scale cleanly: no shadows, 3D, glows or gradients.",
    changesNothing: true,
  },
  {
    kind: "flat",
    pattern: /\b(?:make\s+it\s+)?flat(?:ter)?\b(?!\s+(?:top|bottom|lay|white))/,
    answer: "It is already flat: drawn in solid colours, with no shadows or gradients.",
    changesNothing: false,
  },
  {
    // A dislike of the whole logo, no part named ('the icon' is that part's reader's): what to
    // change is the visitor's to say, so it changes nothing and says how to ask.
    kind: "dislike",
    pattern: /\b(?:i\s+)?(?:don'?t|do\s+not)\s+(?:really\s+|much\s+)?(?:like|love)(?:\s+(?:it|this(?:\s+one)?|that(?:\s+one)?|the\s+(?:logo|design)))?(?=\s*(?:$|[.!,;]|at\s+all))|\bnot\s+(?:a\s+fan|for\s+me|my\s+style)\b|\bi\s+hate\s+(?:it|this)\b/,
    answer: "Tell me what to change (the mark, the colours or the lettering), or ask for “other ideas” for a new direction; every version is kept.",
    changesNothing: true,
  },
  {
    kind: "turn",
    pattern: /\b(?:flip|mirror|rotate|tilt)\s+(?:the\s+)?(?:icon|mark|symbol|graphic|drawing|logo|it)\b|\bupside[\s-]down\b/,
    answer: "Each mark is drawn upright, the way its drawing is made, so I can't flip or turn it. Try “a different icon” or “make the icon bigger”.",
    changesNothing: true,
  },
  {
    kind: "nudge",
    // The space between the mark and the name is the layout's too ('closer together', 'a bigger gap').
    pattern:
      /\b(?:move|shift|nudge|push|raise|lower)\s+(?:the\s+)?(?:icon|mark|symbol|graphic|name|text|lettering|logo|tagline)\s+(?:a\s+(?:bit|little)\s+)?(?:to\s+the\s+)?(?:up|down|higher|lower|left|right)(?:wards)?\b|\b(?:icon|mark|symbol|logo)\s+and\s+(?:the\s+)?(?:text|name|lettering)\s+(?:a\s+(?:bit|little)\s+)?(?:closer|further|farther)(?:\s+(?:together|apart))?\b|\b(?:more|less|bigger|smaller|wider|narrower)\s+(?:space|gap|room|distance)\s+between\s+(?:the\s+)?(?:icon|mark|symbol|logo)\s+and\s+(?:the\s+)?(?:text|name|lettering)\b/,
    answer: "Each layout places the mark and the name in balance, so I can't nudge one by hand. Try “make the icon bigger”, “icon on the left” or “icon above the name”.",
    changesNothing: true,
  },
  {
    // The whole logo's size on its canvas: every design is fitted to the same margin
    // (design/design.ts, MAX_COVER), so the files line up wherever they are used.
    kind: "margin",
    pattern:
      /\bzoom(?:ed)?\s+(?:in|out)\b|\b(?:more|less|bigger|smaller|wider|narrower|extra|some|add)\s+(?:the\s+)?(?:padding|margins?|white\s*space|breathing\s+room)\b|\b(?:padding|margins?)\s+(?:around|bigger|smaller)\b|\b(?:more\s+)?(?:space|room)\s+around\s+(?:it|the\s+(?:logo|design|edges?))\b|\b(?:less|too)\s+cramped\b|\bmake\s+(?:the\s+)?(?:whole\s+(?:thing|logo|design)|everything)\s+(?:a\s+(?:bit|little)\s+)?(?:bigger|smaller|larger)\b/,
    answer: "Every logo is drawn to the same margin on its canvas, so its files line up wherever they are used: I can't zoom it in or out. Try “make the icon smaller” or “more space between the letters”.",
    changesNothing: true,
  },
  {
    // The mark always comes before the name, where it is read first (design/layouts.ts).
    kind: "mark after",
    pattern: /\b(?:icon|mark|symbol|logo)\s+(?:(?:on|to)\s+the\s+)?right(?:\s+side)?\b(?!\s+(?:now|away|colou?r|size))|\b(?:icon|mark|symbol)\s+after\s+the\s+(?:name|text)\b|\b(?:name|text)\s+(?:on|to)\s+the\s+left\s+of\s+the\s+(?:icon|mark|symbol)\b|\bswap\s+the\s+(?:order|sides|positions)\b/,
    answer: "The mark always comes before the name, where it is seen first, so I can't put it after. Try “a different layout”.",
    changesNothing: true,
  },
  {
    // A mark is a few shapes, drawn to hold at a favicon's 16 pixels (design/icons.ts): more
    // detail is what blurs there first.
    kind: "detail",
    pattern: /\b(?:more|extra|finer|add(?:\s+(?:more|some))?)\s+details?\b|\b(?:more\s+)?(?:detailed|realistic|intricate|photo-?realistic|lifelike)\b/,
    answer: "Each mark is drawn in a few clean shapes so it stays clear from a browser tab to a shop sign: more detail would blur when it is small, so I can't add it. Try “a different icon” or “make the icon bigger”.",
    changesNothing: true,
  },
  {
    // Buying and the files are the logo page's (its Purchase button and the kit it lists):
    // the agent points there instead of "I couldn't tell what to change".
    kind: "buying",
    pattern:
      /\bhow\s+much\b|\bwhat\s+(?:does|do|will)\s+(?:it|this|they|i)\s+(?:cost|get)\b|\b(?:the\s+)?price\b|\b(?:can|could|how\s+(?:do|can)|where\s+(?:do|can))\s+i\s+(?:get|have|download|buy|purchase|export|save)\b|\bhigh[\s-]?res(?:olution)?\b|\b(?:svg|pdf|vector|eps)\s+(?:files?|versions?|formats?)\b/,
    answer: "The Purchase button beside the logo buys it, with or without an account: the whole brand kit (SVG, PDF and PNG files, the mark alone, website icons and a brand guide) and exclusive commercial rights. Until then its pictures carry a watermark.",
    changesNothing: true,
  },
  {
    // Where the name breaks is the layout's: one line while it fits (design/layouts.ts).
    kind: "two lines",
    pattern: /\b(?:on|in(?:to)?|over|across)\s+(?:two|2)\s+lines\b|\b(?:two|2)[- ]line(?:d)?\b|\bsplit\s+(?:the\s+)?(?:name|text|words)\b|\b(?:break|wrap)\s+(?:the\s+)?(?:name|text)\b/,
    answer: "Each layout sets the name on one line while it fits and breaks only a name too long for it, so I can't choose where it breaks. Try “icon on the left” or “more space between the letters”.",
    changesNothing: true,
  },
];

/**
 * 'Make it look like Nike', 'like the Apple logo': another brand's logo, named with a
 * capital or as a logo. The words after 'like' that name no brand ('like the previous one',
 * 'like a startup') are left to the other readers.
 */
/** What follows 'like': one or two words (the brand, captured), then perhaps 'logo' (captured). */
const A_BRAND = String.raw`(?:the\s+)?([a-z0-9][\w&.-]*(?:\s+(?!logo\b|brand\b)[a-z0-9][\w&.-]*)?)(?:'s)?(\s+(?:logo|brand))?`;
const LIKE_ANOTHER_LOGO = new RegExp(
  String.raw`\b(?:look|looks|looking|feel|be)\s+(?:more\s+|a\s+(?:bit|little)\s+|just\s+|exactly\s+)?like\s+${A_BRAND}|^\s*(?:more\s+|just\s+)?like\s+${A_BRAND}`,
);
const NOT_A_BRAND = /^(?:a|an|this|that|it|its|my|our|the|previous|first|last|second|third|original|old|older|earlier|other|before|one|version|others)\b/;
const IMITATION =
  "I can't make it look like another brand's logo: a logo bought here is drawn to be yours alone, and one like theirs could not be. Tell me what you like in it, for example “make it minimal”, “a bolder font” or “only two colours”.";

const FRAME_SIZE =
  /\b(?:circle|frame|border|ring|badge|hexagon|shield|square|box)\s+(?:a\s+(?:bit|little)\s+)?(?:bigger|smaller|larger)\b|\b(?:bigger|smaller|larger)\s+(?:circle|frame|border|ring|badge|hexagon|shield)\b/;

/** 'Just the icon', 'icon only', 'no text', 'remove the name': the mark without its name. */
const MARK_WITHOUT_NAME =
  /\b(?:just|only)\s+(?:the\s+)?(?:icon|mark|symbol|picture|image|graphic)\b(?!\s+(?:colou?r|style|size|bigger|smaller))|\b(?:icon|mark|symbol)[\s-]+only\b|\b(?:no|without(?:\s+the)?|remove\s+the|drop\s+the|lose\s+the|get\s+rid\s+of\s+the|take\s+(?:out|away|off)\s+the|delete\s+the)\s+(?:text|name|lettering|words|brand\s+name)\b(?!\s+(?:colou?r|in\b|on\b|font))/;

/** Every decline leaves the logo as it was (a record, so a new kind cannot be left out). */
const DECLINES: Record<Decline, true> = {
  "no mark": true,
  "badge name": true,
  "largest mark": true,
  "smallest mark": true,
  "no subject": true,
  "no drawing": true,
  "no lines": true,
  "no frame": true,
  "no tagline": true,
  "tagline words": true,
  "tagline place": true,
  "tagline colour": true,
  greys: true,
  "accent place": true,
  "absent colour": true,
  "absent style": true,
  "tagline size": true,
  unlettered: true,
  "tagline style": true,
  "darkest readable": true,
  "lightest readable": true,
  "knocked out": true,
};

/** The answers that leave the logo as it was, and say so when nothing else changed it. */
export const REPLIES_CHANGING_NOTHING: ReadonlySet<ReplyKind> = new Set([...ASKS.filter((ask) => ask.changesNothing).map((ask) => ask.kind), "imitation", "spelling", "name stays", ...(Object.keys(DECLINES) as Decline[])]);

/** 'There's a typo in the name', 'the name is misspelled', with no name given (refine/words.ts reads one given). */
const MISSPELT_NAME = /\btypo\b|\bmisspel+(?:ed|t|ing)?\b|\b(?:spelled|spelt|spelling)\s+(?:is\s+)?(?:wrong|off|incorrect)\b|\b(?:wrong|incorrect)(?:ly)?\s+spel+(?:ed|t)\b|\bname\s+is\s+(?:wrong|incorrect)\b|\bwrong\s+name\b/;
const SPELLING = "Tell me the name as it should be written (say “it should be” and the name, or “rename to” and the name): I set it exactly as you type it.";

const PRAISE = /^\s*(?:i\s+)?(?:love|like)\s+(?:it|this(?:\s+one)?)\b|^\s*(?:perfect|great|awesome|amazing|beautiful|nice|lovely|looks\s+(?:good|great)|thanks?|thank\s+you)\b/;

export function applyReplies(rest: Remaining, context: Context): void {
  const changed = context.said.length > 0;
  let unchangedSaid = false;
  for (const { kind, pattern, answer, changesNothing } of ASKS) {
    if (rest.take(pattern).length === 0) continue;
    context.said.push(answer);
    context.replies.push(kind);
    unchangedSaid ||= changesNothing;
  }
  // 'Make the circle bigger': a frame fills the same margin as any logo (the margin's answer).
  if (rest.take(FRAME_SIZE).length > 0) {
    if (context.draft.container === "none") decline(context, "no frame", "This logo has no frame; say “put it in a circle” to add one.");
    else {
      context.said.push(ASKS.find((ask) => ask.kind === "margin")!.answer);
      context.replies.push("margin");
    }
    unchangedSaid = true;
  }
  // 'Icon only', 'remove the name': a logo here is sold with its name; the mark alone comes in its kit.
  if (rest.take(MARK_WITHOUT_NAME).length > 0) {
    if (context.draft.layout === "wordmark") decline(context, "no mark", "A wordmark is the name alone, with no mark to stand without it; ask for “add an icon of …” first.");
    else {
      context.said.push("The name stays in the logo: it is made and sold as the mark and the name together. The mark alone comes with it in the brand kit, as files of its own (SVG and PNG), for the places where it stands without the name.");
      context.replies.push("name stays");
    }
    unchangedSaid = true;
  }
  const imitated = rest.take(LIKE_ANOTHER_LOGO, (taken) => {
    const named = taken.original(1) ?? taken.original(3) ?? "";
    const asLogo = Boolean(taken.match[2] ?? taken.match[4]);
    return !NOT_A_BRAND.test(named.toLowerCase()) && (asLogo || /^[A-Z0-9]/.test(named));
  });
  if (imitated.length > 0) {
    context.said.push(IMITATION);
    context.replies.push("imitation");
    unchangedSaid = true;
  }
  if (unchangedSaid && !changed) context.said.push("The logo is as it was.");
  if (changed) return;
  if (rest.take(MISSPELT_NAME).length > 0) {
    context.said.push(SPELLING, "The logo is as it was.");
    context.replies.push("spelling");
    return;
  }
  if (rest.take(PRAISE).length === 0) return;
  context.said.push("Glad you like it. It is ready to buy as it is, or describe another change in the prompt bar.");
  context.replies.push("praise");
}
