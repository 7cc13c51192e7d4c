/** Change requests about the mark and the arrangement: the icon, its size and style, the layout and the frame. */
import { drawingWords } from "./drawing-removal.ts";
import { decline, dislikeOf, styleFrame, type Context } from "./context.ts";
import type { IconRef, LogoSpec, Palette } from "#agent/design/logo-spec.ts";
import { drawnMarkScale } from "#agent/design/badges.ts";
import { hasMark } from "#agent/design/layouts.ts";
import { readColourPhrase } from "#agent/planner/colour-words.ts";
import { iconWords } from "#agent/planner/icons.ts";
import { containerWord, describeLayout } from "#agent/planner/narration.ts";
import { readColours, readIconStyle, readLayoutWish } from "#agent/planner/requests.ts";
import { drawingLabel } from "#agent/planner/icon-labels.ts";
import { findMentions, type SubjectMention } from "#agent/planner/mentions.ts";
import { readPhrasesWhole } from "#agent/planner/phrases.ts";
import { chooseMark, markCandidates } from "#agent/planner/subject.ts";
import { isPlural, Remaining, withArticle } from "#agent/planner/text.ts";
import { faceOf } from "#agent/planner/typography.ts";

const OBJECT = "((?:[a-z]+[\\s-]){0,2}[a-z]+)";
const ICON_REPLACEMENTS: RegExp[] = [
  new RegExp(`\\b(?:use|try|put|show|draw|have|with|give\\s+it|make\\s+it)\\s+(?:an?\\s+|the\\s+|some\\s+)?${OBJECT}\\s+(?:icon\\s+|symbol\\s+|mark\\s+)?(?:instead|rather)\\b(?:\\s+of\\s+(?:the\\s+)?[a-z-]+(?:\\s+(?:icon|symbol|mark))?)?`),
  new RegExp(`\\b(?:replace|swap|change|switch|turn)\\s+(?:the\\s+)?(?:icon|symbol|mark|graphic|image|picture|[a-z-]+\\s+icon)\\s+(?:with|for|to|into)\\s+(?:an?\\s+|the\\s+|some\\s+)?${OBJECT}(?:\\s+(?:icon|symbol))?\\b`),
  // 'swap the bread for a pretzel': a drawing the mark does not have (join.ts swaps one it has).
  new RegExp(`\\b(?:swap|trade|exchange)\\s+(?:out\\s+)?(?:the\\s+|my\\s+)?(?:[a-z-]+\\s+){1,2}?for\\s+(?:an?\\s+|some\\s+)${OBJECT}`),
  new RegExp(`\\b(?:add|include|use|put|show|draw|give\\s+it)\\s+(?:an?\\s+|the\\s+)?(?:icon|symbol|picture|image|drawing|graphic|illustration)\\s+of\\s+(?:an?\\s+|the\\s+|some\\s+)?${OBJECT}`),
  new RegExp(`\\b(?:add|include|use|put|show|draw|give\\s+it|with)\\s+(?:an?\\s+|the\\s+|some\\s+)?${OBJECT}\\s+(?:icon|symbol|mark|logo|graphic)\\b`),
  new RegExp(`\\b(?:icon|symbol|mark)\\s+(?:should\\s+be|to\\s+be|as)\\s+(?:an?\\s+|the\\s+)?${OBJECT}`),
  // 'Make the icon a star', 'turn the mark into a leaf'.
  new RegExp(`\\b(?:make|turn)\\s+(?:the\\s+)?(?:icon|symbol|mark|graphic|picture|image)\\s+(?:into\\s+)?(?:an?\\s+|some\\s+)${OBJECT}`),
  // 'A unicorn instead', 'maybe a lightning bolt instead?': the thing alone, with 'instead'.
  new RegExp(`^\\s*(?:(?:maybe|perhaps|how\\s+about|what\\s+about)\\s+)?(?:an?\\s+|some\\s+)${OBJECT}\\s+(?:icon\\s+|symbol\\s+|mark\\s+)?instead\\b`),
  // 'make it cooler with a star', 'put a star on it': a thing named with an article is the mark asked for.
  new RegExp(`\\b(?:use|add|show|draw|include|want|prefer|try|put(?:\\s+in)?|with)\\s+(?:an?|some)\\s+${OBJECT}\\b`),
];

/** Words that are requests in their own right, never the object of 'use a …'. */
const NOT_AN_OBJECT = /^(?:the|a|an|this|that|it|its|my|your|our|their|his|her|different|another|new|bigger|smaller|larger|serif|sans|script|font|typeface|colou?r|background|tagline|slogan|name|circle|badge|hexagon|shield|ring|square|monogram|wordmark|darker|lighter|bolder|thinner|italic|uppercase|lowercase|more|less|bit|little|lot|icon|symbol|mark|graphic|picture|image)\b/;

/** A phrase about another part of the design ('a navy background', 'a bolder font'). */
const OTHER_REQUEST_WORDS = /\b(?:shadows?|gradients?|glow|effects?|3-?d|background|backdrop|text|lettering|font|typeface|colou?rs?|palette|tagline|slogan|name|layout|frame|border|style|look|feel|version|spacing|case|caps|shade|tone)\b/;

/** The drawing a phrase names, read whole first ('a wheat ear' is an ear of wheat, never an ear). */
function markFor(phrase: string, context: Context, exclude: IconRef | null): { icon: IconRef; label: string; subject: SubjectMention } | null {
  const mentions = findMentions(readPhrasesWhole(phrase), "prompt");
  if (mentions.length === 0) return null;
  const mark = chooseMark(markCandidates(mentions, { exclude, preferSet: context.draft.icon?.set ?? null }), context.chooser, "refine-icon");
  return mark ? { icon: mark.icon, label: mark.label, subject: mark.mention } : null;
}

/** Puts an icon into a design that had none, choosing the layout a mark needs. */
function placeIcon(context: Context, icon: IconRef, label: string): void {
  const draft = context.draft;
  draft.icon = icon;
  if (draft.layout === "wordmark") {
    draft.layout = "icon-above";
    draft.container = "none";
    context.said.push(`A wordmark has no room for a mark, so the ${label} now ${isPlural(label) ? "sit" : "sits"} centred above the name.`);
  } else if (draft.layout === "monogram") {
    draft.layout = "badge";
    context.said.push(`The ${label} takes the initials' place inside the ${containerWord(draft.container)}, making it a badge.`);
  }
}

export function applyIconChanges(rest: Remaining, context: Context): { subject: SubjectMention | null } {
  let subject: SubjectMention | null = null;
  const draft = context.draft;
  for (const pattern of ICON_REPLACEMENTS) {
    if (subject) break;
    for (const found of rest.peek(pattern)) {
      const phrase = found.match[1]!.trim();
      if (NOT_AN_OBJECT.test(phrase) || OTHER_REQUEST_WORDS.test(phrase) || readColourPhrase(phrase)) continue;
      // 'a red fox': the colour goes to the mark, the noun finds the icon.
      const colours = readColours(new Remaining(phrase));
      const noun = phrase.replace(/\b(?:red|blue|green|yellow|orange|purple|pink|black|white|gold|golden|silver|grey|gray|navy|teal|brown)\b/g, "").trim();
      // 'use gold for the icon' names a colour for the mark, not a thing to draw.
      if (noun && /^(?:(?:for|the|a|an|of|to|in|on|as)\s*)+$/.test(noun)) continue;
      const mark = markFor(noun || phrase, context, null);
      if (!mark) {
        // Only an explicit icon phrase deserves an apology; 'use a bit more space' is not one.
        if (pattern !== ICON_REPLACEMENTS[ICON_REPLACEMENTS.length - 1]) {
          rest.takeSpan(found.match.index, found.match[0].length);
          decline(context, "no drawing", `I couldn't find an icon for “${noun || phrase}” among the bundled sets, so the mark stays as it was.`);
          subject = { concept: null, text: phrase, position: 0, weight: 0, source: "prompt", cued: true };
        }
        break;
      }
      rest.takeSpan(found.match.index, found.match[0].length);
      const before = draft.icon ? drawingLabel(draft.icon) : null;
      if (draft.icon && draft.icon.set === mark.icon.set && draft.icon.name === mark.icon.name) {
        context.said.push(`The mark is already ${withArticle(mark.label)}, so it stays.`);
      } else if (before) {
        draft.icon = mark.icon;
        context.said.push(`Swapped the ${before} for ${withArticle(mark.label)}.`);
      } else {
        context.said.push(`Added ${withArticle(mark.label)} as the mark.`);
        placeIcon(context, mark.icon, mark.label);
      }
      const tint = colours.any[0] ?? colours.icon;
      if (tint) {
        draft.palette.primary = tint.hex as Palette["primary"];
        context.said.push(`Coloured the mark ${tint.phrase}.`);
      }
      subject = mark.subject;
      break;
    }
  }

  // 'add an icon' with no subject named (or 'bring the icon back' to a wordmark): one from
  // the conversation, as a layout with a mark takes.
  const PICTURE = "(?:icon|symbol|mark|logo\\s*mark|graphic|picture|image|drawing|illustration)";
  rest.take(new RegExp(String.raw`\b(?:add|include|put\s+in|give\s+it|with)\s+(?:an?\s+|some\s+)?${PICTURE}(?:\s+back)?\b(?!\s+(?:of|showing|for)\b)|\b(?:bring|put|add)\s+(?:back\s+(?:the\s+|an?\s+)?${PICTURE}|(?:the\s+|an?\s+)?${PICTURE}\s+back)\b|\brestore\s+(?:the\s+)?${PICTURE}\b`), () => {
    if (subject) return;
    if (hasMark(draft)) {
      context.said.push("It already has a mark; for another, ask for “a different icon” or “add an icon of …”.");
      return;
    }
    const mark = chooseMark(markCandidates(context.subjects), context.chooser, "layout-icon");
    if (!mark) return decline(context, "no subject", "A mark needs a subject and I had none to draw; ask for one, for example “add an icon of a star”.");
    context.said.push(`Added ${withArticle(mark.label)} as the mark.`);
    placeIcon(context, mark.icon, mark.label);
    subject = mark.mention;
  });

  rest.take(new RegExp(String.raw`\b(?:an?\s+)?(?:different|another|other|new|better|alternative)\s+(?:icon|symbol|mark|image|graphic|picture)\b|\bchange\s+(?:the\s+)?(?:icon|symbol|mark|graphic)\b(?!\s+(?:to|into|for|with|colou?r))|${dislikeOf(String.raw`icon|symbol|mark|graphic|picture|drawing${draft.icon ? `|${drawingWords(draft.icon)}` : ""}`)}`), () => {
    if (subject) return;
    const current = draft.icon;
    const words = current ? iconWords(current).join(" ") : "";
    const pool = [...(words ? findMentions(words, "prompt") : []), ...context.subjects];
    const mark = chooseMark(markCandidates(pool, { exclude: current, preferSet: current?.set ?? null }), context.chooser, "different-icon");
    if (!mark) {
      decline(context, "no drawing", "I couldn't find another icon that fits as well, so the mark stays.");
      return;
    }
    if (current) {
      const was = drawingLabel(current);
      // Two drawings can share a name ('person running'): then it is another drawing of it.
      context.said.push(was === mark.label ? `Swapped the ${was} for another drawing of ${withArticle(mark.label)}.` : `Swapped the ${was} for ${withArticle(mark.label)}, another take on the same subject.`);
      draft.icon = mark.icon;
    } else {
      context.said.push(`Added ${withArticle(mark.label)} as the mark.`);
      placeIcon(context, mark.icon, mark.label);
    }
    subject = mark.mention;
  });

  const scaleBy = (delta: number, what: string) => {
    if (!hasMark(draft) && draft.layout !== "badge") {
      decline(context, "no mark", "There's no mark to resize in a wordmark; ask for “add an icon of …” first.");
      return;
    }
    const after = rescale(draft, delta);
    if (after === null) decline(context, delta > 0 ? "largest mark" : "smallest mark", `The mark is already as ${delta > 0 ? "large" : "small"} as the layout allows.`);
    else context.said.push(`Made the ${what} ${delta > 0 ? "bigger" : "smaller"} (${Math.round(after * 100)}% of ${what === "initials" ? "their" : "its"} balanced size).`);
  };
  const SIZE_CLAUSE = "[^,.;]{0,24}?";
  const MARK_PART = "icon|symbol|mark|graphic|monogram|initials";
  const LETTERING_PART = "text|name|lettering|letters|font|type|words?";
  /** 'the icon is too big': the part named, then what is wrong with its size. */
  const tooSized = (part: string, sizes: string) => String.raw`\b(?:${part})\b(?:\s+(?:is|are|looks|seems)|'s)?\s+(?:(?:a\s+(?:bit|little)|way|much|far|slightly)\s+)?too\s+(?:${sizes})\b`;
  rest.take(new RegExp(String.raw`\b(?:bigger|larger|enlarge|increase|grow|more\s+prominent)\s+(?:the\s+)?(?:${MARK_PART}|logo\s+mark)\b|\b(?:${MARK_PART})\b${SIZE_CLAUSE}\b(?:bigger|larger)\b|${tooSized(MARK_PART, "small|tiny")}`), () => scaleBy(0.2, "mark"));
  rest.take(new RegExp(String.raw`\b(?:smaller|shrink|reduce|decrease|less\s+prominent)\s+(?:the\s+)?(?:${MARK_PART})\b|\b(?:${MARK_PART})\b${SIZE_CLAUSE}\bsmaller\b|${tooSized(MARK_PART, "big|large|huge")}`), () => scaleBy(-0.2, "mark"));
  // A badge sets its name along its frame (or within it) at the size the frame gives it: a
  // smaller or larger mark leaves the lettering as it is, so it is not the answer there.
  const BADGE_LETTERING = "In a badge the name is set at the size its frame gives it, whatever the mark's size, so it stays as it was. Say “icon above the name” to let it grow or shrink against the mark.";
  const LETTERING = String.raw`(?:${LETTERING_PART})(?:\s+size)?`;
  rest.take(new RegExp(String.raw`\b(?:bigger|larger|enlarge|increase|grow)\s+(?:the\s+)?${LETTERING}\b|\b(?:text|name|lettering|font|type)\b[^,.;]{0,16}\b(?:bigger|larger)\b|${tooSized(LETTERING_PART, "small|tiny")}`), () => {
    // Any mark (a drawing, a constructed mark, a monogram's initials, which have the name
    // set under them) gives the name room by shrinking.
    if (!hasMark(draft)) {
      decline(context, "no mark", "The name already fills the design; there's no mark to shrink to give it more room.");
      return;
    }
    if (draft.layout === "badge") return decline(context, "badge name", BADGE_LETTERING);
    if (rescale(draft, -0.15) === null) decline(context, "smallest mark", "The mark is already as small as the layout allows, so the lettering keeps its size.");
    else context.said.push("Gave the lettering more weight in the design by making the mark smaller.");
  });
  rest.take(new RegExp(String.raw`\b(?:smaller|shrink|reduce|decrease)\s+(?:the\s+)?${LETTERING}\b|\b(?:text|name|lettering|font|type)\b[^,.;]{0,16}\bsmaller\b|${tooSized(LETTERING_PART, "big|large|huge")}`), () => {
    // The mirror of the above: the lettering steps back as the mark takes more of the design.
    if (!hasMark(draft)) {
      decline(context, "no mark", "The name is the whole design in a wordmark, drawn as large as the canvas allows; there's no mark to give its room to.");
      return;
    }
    if (draft.layout === "badge") return decline(context, "badge name", BADGE_LETTERING);
    if (rescale(draft, 0.15) === null) decline(context, "largest mark", "The mark is already as large as the layout allows, so the lettering keeps its size.");
    else context.said.push("Gave the lettering less weight in the design by making the mark larger.");
  });
  rest.take(/\bmake\s+(?:it|the\s+(?:whole\s+)?logo|everything)\s+(?:a\s+(?:bit|little)\s+)?(bigger|larger|smaller)\b|^\s*(?:a\s+(?:bit|little)\s+)?(bigger|larger|smaller)\s*(?:please)?\s*[.!]*\s*$/, (taken) => scaleBy((taken.match[1] ?? taken.match[2]) === "smaller" ? -0.15 : 0.15, "mark"));

  const iconStyle = readIconStyle(rest);
  if (iconStyle) {
    draft.iconStyle = iconStyle;
    const words = { outline: "in outline", bold: "with bold strokes", filled: "solid", duotone: "in two tones" }[iconStyle];
    context.said.push(draft.icon && draft.icon.set !== "phosphor" ? `Asked for the mark ${words}; this icon has a single drawing, so it stays as drawn.` : `Drew the mark ${words}.`);
  }
  return { subject };
}

const OTHER_LAYOUT =
  /\b(?:an?\s+)?(?:different|another|other|new|alternative)\s+(?:layouts?|arrangements?|compositions?)\b|\b(?:change|switch|mix\s+up)\s+(?:the\s+)?(?:layout|arrangement|composition)\b(?!\s+(?:to|into)\b)|\brearrange\s+(?:it|the\s+logo|the\s+layout)\b/;
/** The arrangement 'a different layout' moves to, round the three a mark and a name take. */
const NEXT_LAYOUT: Record<Exclude<LogoSpec["layout"], "wordmark">, LogoSpec["layout"]> = { "icon-left": "icon-above", "icon-above": "badge", badge: "icon-left", monogram: "icon-above" };

export function applyLayoutChanges(rest: Remaining, context: Context): void {
  const wish = readLayoutWish(rest);
  const draft = context.draft;
  if (wish.removeFrame) {
    if (draft.container === "none") decline(context, "no frame", "There's no frame to remove.");
    else if (draft.layout === "badge") {
      // A constructed mark (an abstract figure) stands on its own as much as a drawing does.
      const marked = !!draft.icon || !!draft.mark;
      draft.layout = marked ? "icon-above" : "wordmark";
      context.said.push(`Took the ${containerWord(draft.container)} away; ${marked ? "the mark now stands above the name on its own" : "with no mark of its own, the name now stands alone as a wordmark"}.`);
      draft.container = "none";
    } else if (draft.layout === "monogram") {
      context.said.push(`A monogram needs its ${containerWord(draft.container)}, so I removed both and kept the name as a wordmark.`);
      draft.layout = "wordmark";
      draft.container = "none";
    } else {
      context.said.push(`Removed the ${containerWord(draft.container)} around the mark.`);
      draft.container = "none";
    }
  }
  // Where the name sits is the layout's: centred under a mark, or set left beside it.
  if (wish.align && !wish.layout) {
    if (wish.align === "centre") {
      if (draft.layout === "icon-left") wish.layout = "icon-above";
      else context.said.push(`The name is already centred${draft.layout === "icon-above" ? " under the mark" : draft.layout === "badge" ? ` in the ${containerWord(draft.container)}` : ""}.`);
    } else if (draft.layout === "icon-left") context.said.push("The name is already set left, beside the mark.");
    else if (draft.layout === "wordmark") decline(context, "no mark", "A wordmark is the name alone, centred in its space; to set it left beside a mark, ask for “add an icon of …” with “icon on the left”.");
    else wish.layout = "icon-left";
  }
  // 'A different layout', 'change the layout': the next arrangement of the mark and the name.
  if (!wish.layout && rest.take(OTHER_LAYOUT).length > 0) {
    if (draft.layout === "wordmark") decline(context, "no mark", "A wordmark is the name alone, in one arrangement; ask for “add an icon of …” to set a mark beside or above it.");
    else wish.layout = NEXT_LAYOUT[draft.layout];
  }
  const ensureMark = (why: string): boolean => {
    // A constructed mark (an abstract figure, initials in a ring) is a mark as much as a drawing is.
    if (draft.icon || (draft.mark && draft.mark.kind !== "emblem")) return true;
    const mark = chooseMark(markCandidates(context.subjects), context.chooser, "layout-icon");
    if (!mark) {
      decline(context, "no subject", `${why} needs a mark and I had no subject to draw; ask for “add an icon of …”.`);
      return false;
    }
    draft.icon = mark.icon;
    context.said.push(`Added ${withArticle(mark.label)} as the mark, since ${why.toLowerCase()} needs one.`);
    return true;
  };
  switch (wish.layout) {
    case "wordmark":
      if (draft.layout === "wordmark") context.said.push("It's already a wordmark.");
      else {
        const drawn = draft.mark?.kind === "emblem" && draft.mark.second && draft.icon ? `${drawingLabel(draft.icon)} and the ${drawingLabel(draft.mark.second)}` : draft.icon ? drawingLabel(draft.icon) : null;
        context.said.push(drawn ? `Removed the ${drawn}: it's a wordmark now, the name alone.` : "Made it a wordmark, the name alone.");
        draft.layout = "wordmark";
        draft.icon = null;
        draft.container = "none";
      }
      break;
    case "monogram":
      if (draft.layout !== "monogram") {
        draft.layout = "monogram";
        draft.icon = null;
        draft.container = wish.container ?? (draft.container !== "none" ? draft.container : styleFrame(context.styles, "monogram", context.chooser));
        context.said.push(`Made it ${describeLayout("monogram", draft.container)}, with the name below.`);
      } else if (wish.container && wish.container !== draft.container) {
        draft.container = wish.container;
        context.said.push(`Set the monogram in a ${containerWord(draft.container)}.`);
      }
      break;
    case "badge": {
      const container = wish.container ?? (draft.container !== "none" ? draft.container : styleFrame(context.styles, "badge", context.chooser));
      if (!draft.icon && draft.layout !== "badge") {
        // With no mark to frame, the name itself goes in the frame: initials would be letters nobody asked for.
        const was = draft.container;
        draft.container = container;
        if (draft.layout === "wordmark") context.said.push(was === container ? `The name is already in a ${containerWord(container)}.` : `Set the name inside a ${containerWord(container)}, as a badge.`);
        else context.said.push(`Set the monogram in a ${containerWord(container)} badge.`);
      } else {
        const was = { layout: draft.layout, container: draft.container };
        draft.layout = "badge";
        draft.container = container;
        // 'Make it a badge' of a badge in that frame already ('the badge bigger' included) is said so, not as a change.
        context.said.push(
          was.layout !== "badge" ? `Put it in a ${containerWord(container)} badge.` : was.container === container ? `It's already a ${containerWord(container)} badge.` : `Changed the badge's frame to a ${containerWord(container)}.`,
        );
      }
      break;
    }
    case "icon-left":
    case "icon-above": {
      const where = wish.layout === "icon-left" ? "beside the name, on the left" : "centred above the name";
      if (draft.layout === wish.layout) context.said.push(`The mark is already ${where}.`);
      else if (ensureMark(wish.layout === "icon-left" ? "A mark on the left" : "A mark above the name")) {
        if (draft.layout === "badge" || draft.layout === "monogram") draft.container = wish.container ?? "none";
        draft.layout = wish.layout;
        context.said.push(`Moved the mark ${where}.`);
      }
      break;
    }
    default:
      if (wish.container) {
        if (draft.layout === "wordmark") {
          // The name is what there is: it goes inside the frame, whole.
          const was = draft.container;
          draft.container = wish.container;
          context.said.push(was === wish.container ? `The name is already in a ${containerWord(wish.container)}.` : `Put the name inside a ${containerWord(wish.container)}.`);
        } else if (draft.container !== wish.container) {
          draft.container = wish.container;
          context.said.push(`Framed the ${draft.layout === "monogram" ? "initials" : "mark"} in a ${containerWord(wish.container)}.`);
        } else context.said.push(`It's already in a ${containerWord(wish.container)}.`);
      }
  }
}

/** The largest a mark is asked to be, a share of its balanced size. */
const MOST_MARK_SCALE = 1.6;

/**
 * The mark's size moved by `delta` from its size as drawn, within what the layout draws
 * (0.6 to MOST_MARK_SCALE, a badge's frame less); the new size as drawn, or null when the
 * layout would draw no change, and then the spec keeps its scale.
 */
function rescale(draft: LogoSpec, delta: number): number | null {
  const before = drawnMarkScale(draft);
  const largest = drawnMarkScale({ ...draft, iconScale: MOST_MARK_SCALE });
  const scale = Math.round(Math.min(largest, Math.max(0.6, before + delta)) * 100) / 100;
  const after = drawnMarkScale({ ...draft, iconScale: scale });
  if (after === before) return null;
  draft.iconScale = scale;
  return after;
}

/** 'Use the letter B', 'the initials HL as the mark', 'make the mark the letters AB'. */
const LETTERS_AS_MARK =
  /\b(?:use|with|make\s+(?:it|the\s+(?:mark|icon|symbol))|put|try|just)\s+(?:the\s+|a\s+|an\s+)?(?:letters?|initials?)\s+["'“]?([a-z]{1,3})["'”]?(?![\w])|\b(?:the\s+)?(?:letters?|initials?)\s+["'“]?([a-z]{1,3})["'”]?\s+as\s+the\s+(?:mark|icon|symbol|logo)\b/;
/** Short words that follow 'the letters' without being letters asked for ('the initials of my name'). */
const NOT_LETTERS = /^(?:of|in|on|at|to|and|the|for|my|our|it|its|is|a|an|or|as|be|by|so|up)$/;

/**
 * Letters asked for as the mark: drawn from the name's face, as the planner's own lettermarks
 * are (mark-construction.ts), keeping the treatment of a lettermark the logo already has.
 */
export function applyLettersAsMark(rest: Remaining, context: Context): void {
  rest.take(LETTERS_AS_MARK, (taken) => {
    const asked = (taken.original(1) ?? taken.original(2) ?? "").trim();
    if (NOT_LETTERS.test(asked.toLowerCase())) return false;
    const letters = asked.toUpperCase();
    const draft = context.draft;
    const current = draft.mark?.kind === "lettermark" ? draft.mark : null;
    const what = `the ${letters.length > 1 ? "letters" : "letter"} “${letters}”`;
    if (current?.letters === letters) return void context.said.push(`The mark is already ${what}.`);
    draft.mark = { kind: "lettermark", letters, treatment: current?.treatment ?? (letters.length > 1 ? "overlap" : "negative"), shape: current?.shape ?? "circle", angle: current?.angle ?? 0 };
    draft.icon = null;
    // A lettermark stands above or beside the name, on its own ground.
    if (draft.layout !== "icon-above" && draft.layout !== "icon-left") draft.layout = "icon-above";
    draft.container = "none";
    context.said.push(`The mark is now ${what}, drawn from ${faceOf(draft.typeface.id).family}'s own letters.`);
  });
}

