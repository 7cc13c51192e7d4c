/**
 * Refinement: the parent's design plus a change request gives the new design. Every
 * recognised change is applied to a copy of the parent and nothing else is touched,
 * except where a change forces a follow-on (no icon on an icon-above layout makes it a
 * wordmark; white lettering on a white canvas needs a darker canvas). Each change, and each
 * follow-on, is said in the narration, and a colour is said as it is drawn, not as it was
 * asked for (visible-colour.ts). A request no reader recognises changes nothing: the agent
 * says what it did not understand and how to ask.
 */
import type { ColorScheme, Style } from "../../protocol/taxonomy.ts";
import type { Container, IconRef, Layout, LogoSpec, Palette } from "../design/logo-spec.ts";
import { nearestWeight } from "../design/typefaces.ts";
import { presentName } from "./brand.ts";
import { COLOUR_PHRASE, contrastRatio, describeColour, hueFamily, readColourPhrase, scaleChroma, shiftLightness, toOklch } from "./colours.ts";
import { readBrief } from "./compose.ts";
import { iconWords } from "./icons.ts";
import { metadataOf } from "./metadata.ts";
import { containerWord, describeLayout, describePalette, formatRatio } from "./narration.ts";
import {
  applyColourRequest,
  balancePalette,
  canvasOf,
  chooseCuratedPalette,
  hasColourRequest,
  isTwoColour,
  textContrast,
  toScheme,
} from "./palettes.ts";
import { createChooser, hashString, type Chooser } from "./random.ts";
import { readColours, readIconStyle, readLayoutWish, readSchemeWords, readTextCase, readTypefaceWish } from "./requests.ts";
import { readStyleWords, STYLE_PROFILES, sumVotes } from "./styles.ts";
import { chooseMark, findMentions, markCandidates, readableLabel, subjectName, subjectOf, type SubjectMention } from "./subject.ts";
import { listInWords, readPromptBarLines, Remaining, withArticle } from "./text.ts";
import { plainRequest } from "./casual-words.ts";
import { keepUnedited, type EditElement } from "./edits.ts";
import { makeAskedColourVisible, showsAskedColour, type ColourAsk } from "./visible-colour.ts";
import { drawnColours } from "../design/ink.ts";
import type { Plan, PlanInput } from "./types.ts";
import {
  chooseLetterSpacing,
  chooseTextCase,
  chooseTypeface,
  clampSpacing,
  companionFace,
  describeFace,
  makeItalic,
  NO_TYPEFACE_WISH,
  stepWeight,
  switchFace,
  type Face,
} from "./typography.ts";

/** Where a name or tagline typed without quotes ends: punctuation, or 'and' before another request. */
const ARGUMENT_END = /\s*(?:[.;!?\n]|,\s*(?:and\s+)?(?:make|use|change|add|remove|put|set|give|with|also|then)\b|\s+and\s+(?:make|use|change|add|remove|put|set|give|also|then|the|a|an|it)\b|\s+(?:then|also)\s+)/i;

interface Context {
  draft: LogoSpec;
  parent: LogoSpec;
  chooser: Chooser;
  said: string[];
  /** Subjects from the conversation, for a mark asked for without naming one. */
  subjects: SubjectMention[];
  styles: Style[];
  /** Colours the visitor named for a part: checked against the drawing once the design settles. */
  asks: ColourAsk[];
  /** The parts of the design the request names: nothing else may change (edits.ts). */
  edits: Set<EditElement>;
  /** Where the colour sentence goes in `said`, written once the colours are final. */
  colourSentence: { index: number; before: Palette } | null;
}

/** The name or tagline after a request word: quoted, or up to the end of the clause. */
function argumentAfter(original: string, from: number): { value: string; length: number; quoted: boolean } | null {
  const tail = original.slice(from);
  const quoted = /^\s*["']([^"'\n]{1,60})["']/.exec(tail);
  if (quoted) return { value: quoted[1]!.trim(), length: quoted[0].length, quoted: true };
  const end = ARGUMENT_END.exec(tail);
  const raw = (end ? tail.slice(0, end.index) : tail).trim();
  if (!raw) return null;
  const leading = tail.length - tail.trimStart().length;
  const value = raw.replace(/^(?:to|as|:)\s+/i, "").replace(/[\s,]+(?:please|thanks|thank you|instead)$/i, "").trim();
  return { value, length: leading + raw.length, quoted: false };
}

// ---------------------------------------------------------------------------------------
// Text: name, tagline, case

const RENAME = /\b(?:(?:actually\s+)?(?:it'?s|it\s+is|its|we'?re|we\s+are|the\s+(?:brand|company|business|shop|logo)\s+is)\s+(?:actually\s+)?(?:called|named)|(?:the\s+)?(?:brand\s+|company\s+|business\s+)?name\s+is|rename(?:\s+(?:it|the\s+(?:logo|brand|company|business|name)))?(?:\s+(?:to|as))?|change\s+(?:the\s+)?(?:brand\s+|company\s+|business\s+|logo\s+)?name\s+to|change\s+(?:the\s+)?text\s+to|call\s+it|name\s+it|(?:the\s+)?name\s+should\s+be|use\s+the\s+name|set\s+the\s+name\s+to|make\s+(?:it|the\s+(?:name|text))\s+say|it\s+should\s+say|the\s+text\s+should\s+(?:say|read))\s+/;

/** The longest brand a design holds (the contract's LogoSpec). */
const MAX_BRAND = 40;

/** How a sentence about the name goes on when it is not giving one ('the name is too small'). */
const NOT_A_NAME = /^(?:too|not|very|so|quite|hard|difficult|a|an|in|on|at|bigger|smaller|larger|wrong|fine|ok|okay|good|great|perfect|cut|missing|spelled|spelt)\b/i;

/** A tagline given by where it goes: 'put "Doggy Daycare" under the name', 'add Est. 1998 below it'. */
const TAGLINE_BY_PLACE = /\b(?:put|add|write|place|include|have|with)\s+(.{2,62}?)\s+(?:under(?:neath)?|below|beneath)(?:\s+(?:the\s+)?(?:name|brand(?:\s+name)?|title|logo|text|lettering|it)\b|\s*(?=$|[.,;!?]))/;

function applyRename(rest: Remaining, context: Context): void {
  for (const found of rest.peek(RENAME)) {
    const start = found.match.index + found.match[0].length;
    const argument = argumentAfter(rest.original, start);
    if (!argument) continue;
    // 'change the text to white' is a colour, not a name; 'the name is too small' is no name either.
    if (readColourPhrase(argument.value)) continue;
    if (!argument.quoted && NOT_A_NAME.test(argument.value)) continue;
    const brand = (argument.quoted ? argument.value : presentName(argument.value)).trim();
    if (!brand) continue;
    rest.takeSpan(found.match.index, start - found.match.index + argument.length);
    // A cut-off name would be a name nobody gave: keep the old one and say why.
    if (brand.length > MAX_BRAND) {
      context.said.push(`“${brand}” is ${brand.length} characters; a logo's name can be at most ${MAX_BRAND}, so it stays “${context.draft.brand}”. Try a shorter form of the name, and put the rest in a tagline.`);
      return;
    }
    if (brand !== context.draft.brand) {
      context.said.push(`Renamed it from “${context.draft.brand}” to “${brand}”.`);
      context.draft.brand = brand;
    }
    return;
  }
}

/** The longest tagline a design holds (the contract's LogoSpec). */
const MAX_TAGLINE = 60;

/** A cut-off tagline would be words nobody wrote: it is refused, and said. */
function tooLongTagline(tagline: string, context: Context): boolean {
  if (tagline.length <= MAX_TAGLINE) return false;
  context.said.push(`That tagline is ${tagline.length} characters; a tagline can be at most ${MAX_TAGLINE}, so I left ${context.draft.tagline ? `“${context.draft.tagline}”` : "the logo without one"}. Try a shorter line.`);
  return true;
}

function applyTagline(rest: Remaining, context: Context): void {
  // The tagline has no colour of its own (it takes the mark's colour where that reads, else a
  // softer shade of the lettering's): say so rather than colour something else.
  rest.take(new RegExp(`\\b(?:tag\\s?line|slogan|subtitle|motto)\\b[^,.;]{0,20}?${COLOUR_PHRASE}|\\b${COLOUR_PHRASE}\\s+(?:tag\\s?line|slogan|subtitle|motto)\\b`), () => {
    context.said.push(
      context.draft.tagline
        ? "The tagline has no colour of its own: it takes the mark's colour where that reads, else a softer shade of the lettering's. Try “make the text …” or “make the icon …”."
        : "There's no tagline to colour; add one first, for example “add the tagline Fresh every morning”.",
    );
  });
  rest.take(/\b(?:remove|delete|drop|no|without|get\s+rid\s+of|lose|take\s+(?:out|away|off))\s+(?:the\s+|a\s+|any\s+)?(?:tag\s?line|slogan|subtitle|motto|strap\s?line|sub\s?line)\b/, () => {
    if (context.draft.tagline) context.said.push(`Removed the tagline “${context.draft.tagline}”.`);
    else context.said.push("There was no tagline to remove, so the lettering stays as it was.");
    context.draft.tagline = null;
    context.draft.taglineTypeface = null;
  });
  for (const found of rest.peek(TAGLINE_BY_PLACE)) {
    const raw = rest.original.slice(found.match.indices![1]![0], found.match.indices![1]![1]).trim();
    const quoted = /^["'](.+)["']$/.exec(raw);
    // 'put a line under the name' or 'put the icon below the name' is about the drawing, not words to set.
    if (!quoted && (/^(?:a|an|the|some|my|our|this|that|it|icon|mark|symbol|line|rule|tag\s?line|slogan)\b/i.test(raw) || readColourPhrase(raw))) continue;
    const tagline = (quoted ? quoted[1]! : raw).trim();
    rest.takeSpan(found.match.index, found.match[0].length);
    if (tooLongTagline(tagline, context)) return;
    context.said.push(context.draft.tagline ? `Changed the tagline under the name from “${context.draft.tagline}” to “${tagline}”.` : `Added “${tagline}” under the name as a tagline.`);
    context.draft.tagline = tagline;
    return;
  }
  for (const found of rest.peek(/\b(?:(?:add|with|use|put|set|change|make|include|update|write)\s+)?(?:(?:a|an|the|my|this)\s+)?(?:tag\s?line|slogan|subtitle|motto|strap\s?line)\s*(?:to|that\s+says|saying|reading|as|:|=|of|with|should\s+be|is)?\s*/)) {
    const start = found.match.index + found.match[0].length;
    const argument = argumentAfter(rest.original, start);
    if (!argument || argument.value.length < 2) continue;
    // 'make the tagline blue' or 'tagline font bigger' is about how it looks, not what it says.
    if (!argument.quoted && (readColourPhrase(argument.value) || /^(?:font|typeface|colou?r|size|bigger|smaller|bold|italic|darker|lighter)\b/i.test(argument.value))) continue;
    const tagline = argument.value.replace(/^["']|["']$/g, "").trim();
    rest.takeSpan(found.match.index, start - found.match.index + argument.length);
    if (tooLongTagline(tagline, context)) return;
    context.said.push(context.draft.tagline ? `Changed the tagline to “${tagline}”.` : `Added the tagline “${tagline}” under the name.`);
    context.draft.tagline = tagline;
    return;
  }
}

function applyTextCase(rest: Remaining, context: Context): void {
  const textCase = readTextCase(rest);
  if (!textCase) return;
  const words = { upper: "capitals", lower: "lower case", title: "title case", "as-typed": "the case you typed it in" }[textCase];
  context.draft.textCase = textCase;
  context.said.push(`Set the name in ${words}.`);
}

// ---------------------------------------------------------------------------------------
// The mark

const OBJECT = "((?:[a-z]+[\\s-]){0,2}[a-z]+)";
const ICON_REPLACEMENTS: RegExp[] = [
  new RegExp(`\\b(?:use|try|put|show|draw|have|with|give\\s+it|make\\s+it)\\s+(?:an?\\s+|the\\s+|some\\s+)?${OBJECT}\\s+(?:icon\\s+|symbol\\s+|mark\\s+)?(?:instead|rather)\\b(?:\\s+of\\s+(?:the\\s+)?[a-z-]+(?:\\s+(?:icon|symbol|mark))?)?`),
  new RegExp(`\\b(?:replace|swap|change|switch|turn)\\s+(?:the\\s+)?(?:icon|symbol|mark|graphic|image|picture|[a-z-]+\\s+icon)\\s+(?:with|for|to|into)\\s+(?:an?\\s+|the\\s+|some\\s+)?${OBJECT}(?:\\s+(?:icon|symbol))?\\b`),
  new RegExp(`\\b(?:add|include|use|put|show|draw|give\\s+it)\\s+(?:an?\\s+|the\\s+)?(?:icon|symbol|picture|image|drawing|graphic|illustration)\\s+of\\s+(?:an?\\s+|the\\s+|some\\s+)?${OBJECT}`),
  new RegExp(`\\b(?:add|include|use|put|show|draw|give\\s+it|with)\\s+(?:an?\\s+|the\\s+|some\\s+)?${OBJECT}\\s+(?:icon|symbol|mark|logo|graphic)\\b`),
  new RegExp(`\\b(?:icon|symbol|mark)\\s+(?:should\\s+be|to\\s+be|as)\\s+(?:an?\\s+|the\\s+)?${OBJECT}`),
  new RegExp(`\\b(?:use|add|show|draw|include|want|prefer|try|put\\s+in)\\s+(?:an?|some)\\s+${OBJECT}\\b`),
];

/** Words that are requests in their own right, never the object of 'use a …'. */
const NOT_AN_OBJECT = /^(?:the|a|an|this|that|it|its|my|your|our|their|his|her|different|another|new|bigger|smaller|larger|serif|sans|script|font|typeface|colou?r|background|tagline|slogan|name|circle|badge|hexagon|shield|ring|square|monogram|wordmark|darker|lighter|bolder|thinner|italic|uppercase|lowercase|more|less|bit|little|lot)\b/;

/** A phrase about another part of the design ('a navy background', 'a bolder font'). */
const OTHER_REQUEST_WORDS = /\b(?:background|backdrop|text|lettering|font|typeface|colou?rs?|palette|tagline|slogan|name|layout|frame|border|style|look|feel|version|spacing|case|caps|shade|tone)\b/;

function markFor(phrase: string, context: Context, exclude: IconRef | null): { icon: IconRef; label: string; subject: SubjectMention } | null {
  const mentions = findMentions(phrase, "prompt");
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
    context.said.push(`A wordmark has no room for a mark, so the ${label} now sits centred above the name.`);
  } else if (draft.layout === "monogram") {
    draft.layout = "badge";
    context.said.push(`The ${label} takes the initials' place inside the ${containerWord(draft.container)}, making it a badge.`);
  }
}

function applyIconChanges(rest: Remaining, context: Context): { subject: SubjectMention | null } {
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
      const mark = markFor(noun || phrase, context, null);
      if (!mark) {
        // Only an explicit icon phrase deserves an apology; 'use a bit more space' is not one.
        if (pattern !== ICON_REPLACEMENTS[ICON_REPLACEMENTS.length - 1]) {
          rest.takeSpan(found.match.index, found.match[0].length);
          context.said.push(`I couldn't find an icon for “${noun || phrase}” among the bundled sets, so the mark stays as it was.`);
          subject = { concept: null, text: phrase, position: 0, weight: 0, source: "prompt", cued: true };
        }
        break;
      }
      rest.takeSpan(found.match.index, found.match[0].length);
      const before = draft.icon ? readableLabel(draft.icon.name.replace(/-/g, " ")) : null;
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

  rest.take(/\b(?:an?\s+)?(?:different|another|other|new|better|alternative)\s+(?:icon|symbol|mark|image|graphic|picture)\b|\bchange\s+(?:the\s+)?(?:icon|symbol|mark|graphic)\b(?!\s+(?:to|into|for|with|colou?r))/, () => {
    if (subject) return;
    const current = draft.icon;
    const words = current ? iconWords(current).join(" ") : "";
    const pool = [...(words ? findMentions(words, "prompt") : []), ...context.subjects];
    const mark = chooseMark(markCandidates(pool, { exclude: current, preferSet: current?.set ?? null }), context.chooser, "different-icon");
    if (!mark) {
      context.said.push("I couldn't find another icon that fits as well, so the mark stays.");
      return;
    }
    if (current) {
      context.said.push(`Swapped the ${readableLabel(current.name.replace(/-/g, " "))} for ${withArticle(mark.label)}, another take on the same subject.`);
      draft.icon = mark.icon;
    } else {
      context.said.push(`Added ${withArticle(mark.label)} as the mark.`);
      placeIcon(context, mark.icon, mark.label);
    }
    subject = mark.mention;
  });

  const scaleBy = (delta: number, what: string) => {
    if (!draft.icon && draft.layout !== "monogram" && draft.layout !== "badge") {
      context.said.push("There's no mark to resize in a wordmark; ask for “add an icon of …” first.");
      return;
    }
    const before = draft.iconScale;
    draft.iconScale = Math.round(Math.min(1.6, Math.max(0.6, before + delta)) * 100) / 100;
    if (draft.iconScale === before) context.said.push(`The mark is already as ${delta > 0 ? "large" : "small"} as the layout allows.`);
    else context.said.push(`Made the ${what} ${delta > 0 ? "bigger" : "smaller"} (${Math.round(draft.iconScale * 100)}% of its balanced size).`);
  };
  const SIZE_CLAUSE = "[^,.;]{0,24}?";
  rest.take(new RegExp(`\\b(?:bigger|larger|enlarge|increase|grow|more\\s+prominent)\\s+(?:the\\s+)?(?:icon|symbol|mark|logo\\s+mark|graphic|monogram|initials)\\b|\\b(?:icon|symbol|mark|graphic|monogram|initials)\\b${SIZE_CLAUSE}\\b(?:bigger|larger)\\b`), () => scaleBy(0.2, "mark"));
  rest.take(new RegExp(`\\b(?:smaller|shrink|reduce|decrease|less\\s+prominent)\\s+(?:the\\s+)?(?:icon|symbol|mark|graphic|monogram|initials)\\b|\\b(?:icon|symbol|mark|graphic|monogram|initials)\\b${SIZE_CLAUSE}\\bsmaller\\b`), () => scaleBy(-0.2, "mark"));
  rest.take(/\b(?:bigger|larger)\s+(?:text|name|lettering|letters|font|words?)\b|\b(?:text|name|lettering|font)\b[^,.;]{0,16}\b(?:bigger|larger)\b/, () => {
    if (!draft.icon) {
      context.said.push("The name already fills the design; there's no mark to shrink to give it more room.");
      return;
    }
    draft.iconScale = Math.round(Math.max(0.6, draft.iconScale - 0.15) * 100) / 100;
    context.said.push("Gave the lettering more weight in the design by making the mark smaller.");
  });
  rest.take(/\bmake\s+(?:it|the\s+(?:whole\s+)?logo|everything)\s+(?:a\s+(?:bit|little)\s+)?(bigger|larger|smaller)\b/, (taken) => scaleBy(taken.match[1] === "smaller" ? -0.15 : 0.15, "mark"));

  const iconStyle = readIconStyle(rest);
  if (iconStyle) {
    draft.iconStyle = iconStyle;
    const words = { outline: "in outline", bold: "with bold strokes", filled: "solid", duotone: "in two tones" }[iconStyle];
    context.said.push(draft.icon?.set === "fluent-emoji" ? `Asked for the mark ${words}; this icon has a single drawing, so it stays as drawn.` : `Drew the mark ${words}.`);
  }
  return { subject };
}

// ---------------------------------------------------------------------------------------
// Layout and frame

function styleFrame(styles: readonly Style[], layout: Layout, chooser: Chooser): Container {
  const votes = sumVotes(styles.length ? styles : ["Modern"], (profile) => (layout === "badge" || layout === "monogram" ? profile.frames : profile.markFrames));
  votes.delete("none");
  const options = [...votes.entries()].map(([value, score]) => ({ value, score }));
  return options.length ? chooser.pickAmongBest("refine-frame", options, 1) : "circle";
}

function applyLayoutChanges(rest: Remaining, context: Context): void {
  const wish = readLayoutWish(rest);
  const draft = context.draft;
  if (wish.removeFrame) {
    if (draft.container === "none") context.said.push("There's no frame to remove.");
    else if (draft.layout === "badge") {
      draft.layout = draft.icon ? "icon-above" : "wordmark";
      context.said.push(`Took the ${containerWord(draft.container)} away; the mark now stands above the name on its own.`);
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
  const ensureMark = (why: string): boolean => {
    if (draft.icon) return true;
    const mark = chooseMark(markCandidates(context.subjects), context.chooser, "layout-icon");
    if (!mark) {
      context.said.push(`${why} needs a mark and I had no subject to draw; ask for “add an icon of …”.`);
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
        context.said.push(draft.icon ? `Removed the ${readableLabel(draft.icon.name.replace(/-/g, " "))}: it's a wordmark now, the name alone.` : "Made it a wordmark, the name alone.");
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
        const was = draft.layout;
        draft.layout = "badge";
        draft.container = container;
        context.said.push(was === "badge" ? `Changed the badge's frame to a ${containerWord(container)}.` : `Put it in a ${containerWord(container)} badge.`);
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

// ---------------------------------------------------------------------------------------
// Lettering

function applyTypefaceChanges(rest: Remaining, context: Context): void {
  const draft = context.draft;
  const differentFont = rest.take(/\b(?:an?\s+)?(?:different|another|other|new|better|nicer)\s+(?:font|typeface|type|lettering)\b|\bchange\s+(?:the\s+)?(?:font|typeface|lettering)\b(?!\s+(?:to|colou?r))/).length > 0;
  const wish = readTypefaceWish(rest);
  const before = draft.typeface;
  let face: Face = { ...before };
  if (wish.family) {
    face = { id: wish.family, ...nearestWeight(wish.family, face.weight, face.italic) };
  } else if (wish.traits.length > 0) {
    const trait = wish.traits[0]!;
    const switched = switchFace(face, { trait, styles: context.styles, chooser: context.chooser, label: `face-${trait}` });
    if (switched) face = switched;
  } else if (differentFont) {
    face = switchFace(face, { styles: context.styles, chooser: context.chooser, label: "face-different" }) ?? face;
  }
  if (wish.weightShift !== 0) {
    const stepped = stepWeight(face, wish.weightShift > 0 ? 1 : -1, context.styles, context.chooser);
    if (stepped) face = stepped;
    else context.said.push(`The lettering is already as ${wish.weightShift > 0 ? "heavy" : "light"} as the bundled faces go.`);
  }
  if (wish.italic) {
    const italic = makeItalic(face, context.styles, context.chooser);
    if (italic && italic.id !== face.id) context.said.push(`${describeFace(face).replace(/ \(.*\)$/, "")} has no italic among the bundled fonts, so I used the closest face that has one.`);
    face = italic ?? face;
  }
  rest.take(/\b(?:no|not|remove(?:\s+the)?|without)\s+italics?\b|\bupright\b|\bstraight letters\b/, () => {
    face = { id: face.id, ...nearestWeight(face.id, face.weight, false) };
  });
  if (face.id !== before.id || face.weight !== before.weight || face.italic !== before.italic) {
    draft.typeface = face;
    context.said.push(
      face.id === before.id
        ? `Set the name in ${describeFace(face)}${face.weight !== before.weight ? ` (weight ${before.weight} → ${face.weight})` : ""}.`
        : `Changed the lettering from ${describeFace(before)} to ${describeFace(face)}.`,
    );
    if (face.id !== before.id && (face.id === "pacifico" || face.id === "dancing-script" || face.id === "caveat") && draft.letterSpacing > 0.02) {
      draft.letterSpacing = 0;
      context.said.push("Script letters join up, so I closed the letter spacing.");
    }
    if (draft.textCase === "upper" && face.id !== before.id && (face.id === "pacifico" || face.id === "dancing-script" || face.id === "caveat")) {
      draft.textCase = "as-typed";
      context.said.push("Capitals don't suit a script, so the name keeps the case you typed.");
    }
  } else if (wish.traits.length > 0 || differentFont) {
    context.said.push(`I kept ${describeFace(before)}: it's already the best bundled match.`);
  }
  rest.take(/\b(?:more|wider|bigger|extra)\s+(?:letter\s+)?(?:spacing|tracking|space between (?:the\s+)?letters)\b|\bspread\s+(?:out\s+)?(?:the\s+)?letters(?:\s+out)?\b|\bspace\s+out\s+the\s+letters\b/, () => {
    draft.letterSpacing = clampSpacing(draft.letterSpacing + 0.08);
    context.said.push(`Opened up the letter spacing to ${draft.letterSpacing} em.`);
  });
  rest.take(/\b(?:less|tighter|narrower|closer|smaller)\s+(?:letter\s+)?(?:spacing|tracking)\b|\btighten\s+(?:the\s+)?(?:letters|spacing|tracking)\b|\bletters\s+closer\b/, () => {
    draft.letterSpacing = clampSpacing(draft.letterSpacing - 0.06);
    context.said.push(`Tightened the letter spacing to ${draft.letterSpacing} em.`);
  });
}

// ---------------------------------------------------------------------------------------
// Colour

function applyColourChanges(rest: Remaining, context: Context, scheme: ColorScheme | null): void {
  const draft = context.draft;
  const shift = (role: "background" | "text" | "primary", delta: number) => {
    const current = role === "background" ? canvasOf(draft.palette) : draft.palette[role];
    const shifted = shiftLightness(current, delta);
    const what = role === "primary" ? "mark" : role === "text" ? "lettering" : "background";
    draft.palette = { ...draft.palette, [role]: shifted };
    context.said.push(`Made the ${what} ${delta < 0 ? "darker" : "lighter"}: ${describeColour(current)} → ${describeColour(shifted)}.`);
    context.edits.add(role === "primary" ? "icon colour" : role === "text" ? "lettering colour" : "background");
  };
  const TARGETS: [RegExp, "background" | "text" | "primary"][] = [
    [/(?:background|backdrop|bg|canvas)/.source, "background"],
    [/(?:text|lettering|letters|font|name|wordmark)/.source, "text"],
    [/(?:icon|mark|symbol|graphic|monogram)/.source, "primary"],
  ].map(([source, role]) => [new RegExp(`\\b(darker|lighter|deeper|paler|brighter)\\s+(?:the\\s+)?${source}\\b|\\b${source}\\b[^,.;]{0,14}\\b(darker|lighter|deeper|paler|brighter)\\b`), role as "background" | "text" | "primary"]);
  for (const [pattern, role] of TARGETS) {
    rest.take(pattern, (taken) => {
      const word = taken.match[1] ?? taken.match[2]!;
      shift(role, word === "darker" || word === "deeper" ? -0.16 : 0.16);
    });
  }

  // 'Black and white' is one ink on white, not black lettering and a white something.
  rest.take(/\b(?:black\s+and\s+white|monochrome|mono|grayscale|greyscale|one\s+colou?r)\b/, () => {
    draft.palette = { background: draft.palette.background === "transparent" ? "transparent" : "#ffffff", primary: "#111111", text: "#111111", accent: "#e5e5e5" };
    context.edits.add("colours");
    context.said.push("Made it black on white, one ink only.");
  });
  const request = readColours(rest);
  if (hasColourRequest(request)) {
    const before = draft.palette;
    const hasMark = draft.layout !== "wordmark";
    if (request.icon && !hasMark && !request.text && request.any.length === 0) {
      context.said.push(`A wordmark has no mark to colour ${request.icon.phrase}; ask for “make the text ${request.icon.phrase}”, or “add an icon of …” first.`);
      request.icon = null;
      if (!hasColourRequest(request)) return;
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
    context.said.push(before === draft.palette ? `It already uses ${scheme.toLowerCase()} colours.` : `Switched to ${scheme.toLowerCase()} colours: ${describePalette(draft.palette, draft.layout !== "wordmark", draft.container)}.`);
  }

  rest.take(/\b(?:invert(?:ed)?(?:\s+(?:the\s+)?colou?rs)?|swap\s+(?:the\s+)?colou?rs|reverse(?:d)?\s+(?:the\s+)?colou?rs)\b/, () => {
    const dark = draft.palette.background !== "transparent" && toOklch(draft.palette.background).l < 0.5;
    draft.palette = toScheme(draft.palette, dark ? "Light" : "Dark");
    context.edits.add("colours");
    context.said.push(`Inverted it to ${dark ? "a light" : "a dark"} canvas: ${describePalette(draft.palette, draft.layout !== "wordmark", draft.container)}.`);
  });
  rest.take(/\b(?:more\s+(?:colou?rful|vibrant|saturated|vivid)|brighter\s+colou?rs|brighter|make\s+it\s+pop|pop\s+more|bolder\s+colou?rs|punchier|more\s+punch)\b/, () => {
    draft.palette = { ...draft.palette, primary: scaleChroma(draft.palette.primary, 1.35), accent: scaleChroma(draft.palette.accent, 1.35) };
    context.edits.add("colours");
    context.said.push(`Made the colours more vivid: the mark is now ${describeColour(draft.palette.primary)}.`);
  });
  rest.take(/\b(?:more\s+muted|muted|softer\s+colou?rs|less\s+saturated|desaturated?|toned[-\s]down|tone\s+(?:it\s+)?down|calmer\s+colou?rs|subtler|more\s+subtle|pastel(?:\s+colou?rs)?)\b/, () => {
    draft.palette = { ...draft.palette, primary: scaleChroma(draft.palette.primary, 0.6), accent: scaleChroma(draft.palette.accent, 0.6), text: scaleChroma(draft.palette.text, 0.8) };
    context.edits.add("colours");
    context.said.push(`Softened the colours: the mark is now ${describeColour(draft.palette.primary)}.`);
  });
  rest.take(/\b(?:make\s+it\s+)?(darker|lighter|deeper|richer|paler)(?:\s+(?:colou?rs|overall|tones?|shades?|version))?\b/, (taken) => {
    const darker = ["darker", "deeper", "richer"].includes(taken.match[1]!);
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

// ---------------------------------------------------------------------------------------
// Style

function applyStyleChange(styles: Style[], context: Context, keepPalette: boolean): void {
  const draft = context.draft;
  const wanted = styles.filter((style) => !draft.styles.includes(style) || styles.length !== draft.styles.length);
  if (wanted.length === 0 && styles.every((style) => draft.styles.includes(style))) {
    context.said.push(`It's already ${listInWords(styles.map((style) => style.toLowerCase()))}.`);
    return;
  }
  draft.styles = styles;
  context.styles = styles;
  const face = chooseTypeface(styles, [], NO_TYPEFACE_WISH, context.chooser);
  draft.typeface = face;
  draft.textCase = chooseTextCase(styles, face, context.chooser);
  draft.letterSpacing = chooseLetterSpacing(styles, face, draft.textCase, context.chooser);
  const iconVotes = sumVotes(styles, (profile) => profile.iconStyles);
  const iconStyle = [...iconVotes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (iconStyle) draft.iconStyle = iconStyle;
  const feel = listInWords(styles.map((style) => STYLE_PROFILES[style].feel));
  context.said.push(`Restyled it as ${listInWords(styles.map((style) => style.toLowerCase()))} (${feel}): ${describeFace(face)}${draft.textCase === "upper" ? " in capitals" : ""}.`);
  if (!keepPalette) {
    const hue = hueFamily(draft.palette.primary);
    const curated = chooseCuratedPalette(styles, [hue], null, context.chooser);
    draft.palette = draft.palette.background === "transparent" ? { ...curated.palette, background: "transparent" } : { ...curated.palette };
    context.said.push(`The colours follow the new style: ${curated.name}.`);
  }
}

/** A style asked of the lettering alone ('a more modern font'): the typeface changes, nothing else. */
function restyleLettering(styles: Style[], context: Context): void {
  const draft = context.draft;
  const before = draft.typeface;
  const face = chooseTypeface(styles, [], NO_TYPEFACE_WISH, context.chooser);
  const words = listInWords(styles.map((style) => style.toLowerCase()));
  if (face.id === before.id) {
    context.said.push(`${describeFace(before)} is already the most ${words} of the bundled faces, so the lettering stays.`);
    return;
  }
  draft.typeface = face;
  context.said.push(`Set the name in ${describeFace(face)}, a more ${words} face, and kept everything else.`);
}

// ---------------------------------------------------------------------------------------

/**
 * A request no reader understood changes nothing: a guess would be a change the visitor
 * did not ask for. The agent says so, with phrasings that work for this logo.
 */
function explainNotUnderstood(request: string, context: Context): void {
  const quoted = request.length > 80 ? `${request.slice(0, 77)}…` : request;
  const draft = context.draft;
  const examples = [
    `“make the text ${draft.palette.text === "#1e3a8a" ? "dark green" : "navy"}”`,
    draft.tagline ? "“remove the tagline”" : "“add the tagline Fresh every morning”",
    draft.icon ? "“use a star instead”" : `“rename to ${draft.brand} & Co.”`,
  ];
  context.said.push(`I couldn't tell what to change from “${quoted}”, so the logo is as it was. Try, for example, ${listInWords(examples, "or")}.`);
}

/** Keeps the design drawable after the changes: each layout has what it needs, and asked colours show. */
function settle(context: Context): void {
  const draft = context.draft;
  if ((draft.layout === "icon-above" || draft.layout === "icon-left") && !draft.icon) {
    draft.layout = "wordmark";
    draft.container = "none";
  }
  if (draft.layout === "wordmark" && draft.icon) draft.icon = null;
  if ((draft.layout === "badge" || draft.layout === "monogram") && draft.container === "none") draft.container = styleFrame(context.styles, draft.layout, context.chooser);
  draft.typeface = { id: draft.typeface.id, ...nearestWeight(draft.typeface.id, draft.typeface.weight, draft.typeface.italic) };
  if (!draft.tagline) draft.taglineTypeface = null;
  else if (draft.typeface.id !== context.parent.typeface.id || !context.parent.tagline) draft.taglineTypeface = companionFace(draft.typeface);

  const shown = showAskedColours(context);
  const before = draft.palette;
  const balanced = balancePalette(before, draft.layout, draft.container);
  // An asked part's colour is said as drawn in the colour sentence; saying it twice would confuse.
  const askedRoles = new Set<string>(context.asks.map((ask) => (ask.part === "lettering" ? "text" : "primary")));
  const adjusted = (["text", "primary", "accent"] as const).filter((role) => balanced[role] !== before[role] && !askedRoles.has(role));
  draft.palette = balanced;
  if (context.colourSentence) context.said[context.colourSentence.index] = colourSentence(context, context.colourSentence.before, shown);
  else context.said.push(...reinkedParts(context, adjusted).map((note) => `${note}.`));
  if (adjusted.length > 0) {
    const words: Record<string, string> = { text: "lettering", primary: "mark", accent: "frame" };
    context.said.push(`To keep it readable I adjusted the ${listInWords(adjusted.map((role) => `${words[role]} to ${describeColour(balanced[role])}`))}; the lettering's contrast is now ${formatRatio(letteringContrast(draft))}.`);
  }
}

interface ShownColour {
  ask: ColourAsk;
  /** What else changed so it shows ('lightened the circle to cream'); null: nothing. */
  because: string | null;
  /** No shade and no quieter ground let it show. */
  failed: boolean;
}

/** Each asked colour made visible where it was asked for, with the least other change. */
function showAskedColours(context: Context): ShownColour[] {
  return context.asks.map((ask) => {
    const visible = makeAskedColourVisible(context.draft, ask, context.parent);
    if (!visible) return { ask, because: null, failed: true };
    context.draft.palette = visible.spec.palette;
    return { ask, because: visible.because, failed: false };
  });
}

const PART_WORDS: Record<ColourAsk["part"], string> = { lettering: "lettering", mark: "mark" };

/** The colour change in words, from the colours as they will be drawn. */
function colourSentence(context: Context, before: Palette, shown: ShownColour[]): string {
  const draft = context.draft;
  const drawn = drawnColours(draft);
  const parts: string[] = [];
  const notes: string[] = [];
  for (const { ask, because, failed } of shown) {
    const colour = ask.part === "lettering" ? drawn.lettering : (drawn.mark ?? ask.hex);
    const surface = ask.part === "lettering" ? drawn.letteringSurface : (drawn.markSurface ?? drawn.letteringSurface);
    const onWhat = surface === drawn.frame ? `the ${describeColour(surface)} ${containerWord(draft.container)}` : "the background";
    if (failed) {
      notes.push(`${ask.phrase} can't be read on ${onWhat}, so the ${PART_WORDS[ask.part]} stays ${describeColour(colour)} (${colour}); try a darker or lighter ${ask.phrase}, or another background`);
      continue;
    }
    if (ask.part === "mark" && drawn.frame && drawn.mark !== drawn.frame && showsAskedColour(drawn.frame, ask.hex) && !showsAskedColour(drawn.mark, ask.hex)) {
      // The frame is filled with the mark's colour and the mark is cut out of it.
      parts.push(`the mark ${describeColour(drawn.frame)} (${drawn.frame}): it fills the ${containerWord(draft.container)}, with the mark drawn ${describeColour(colour)} on it`);
      continue;
    }
    const tone = colour === ask.hex ? "" : `, a ${toOklch(colour).l < toOklch(ask.hex).l ? "deeper" : "lighter"} shade of ${ask.phrase} so it reads on ${onWhat}`;
    parts.push(`the ${PART_WORDS[ask.part]} ${describeColour(colour)} (${colour})${tone}`);
    if (because) notes.push(`To let it show I ${because}`);
  }
  const asked = new Set<string>(shown.map(({ ask }) => (ask.part === "lettering" ? "text" : "primary")));
  const words: Record<string, string> = { background: "background", primary: "mark", text: "lettering", accent: "accent" };
  const others = (["background", "primary", "text", "accent"] as const)
    .filter((role) => !asked.has(role) && draft.palette[role] !== before[role])
    // A wordmark has no mark to speak of; a frame tint follows the mark unremarked unless alone.
    .filter((role) => role !== "primary" || draft.layout !== "wordmark")
    .filter((role) => role !== "accent" || (parts.length === 0 && draft.palette.background === before.background))
    // A ground changed so an asked colour shows is said with its reason, once.
    .filter((role) => !((role === "background" || role === "accent") && shown.some((entry) => entry.because)));
  for (const role of others) {
    const value = draft.palette[role];
    parts.push(`the ${words[role]} ${value === "transparent" ? "transparent" : `${describeColour(value)} (${value})`}`);
  }
  notes.push(...reinkedParts(context, [...asked, ...others]));
  const sentences = parts.length > 0 ? [`Made ${listInWords(parts)}.`] : notes.length > 0 ? [] : ["Those are already the logo's colours."];
  return [...sentences, ...notes.map((note) => `${note}.`)].join(" ");
}

/**
 * Parts the visitor did not name that are inked anew because what they sit on changed (a
 * name put in a filled circle is lettered to read on it): said, so the words match the picture.
 */
function reinkedParts(context: Context, mentioned: readonly string[]): string[] {
  const drawn = drawnColours(context.draft);
  const before = drawnColours(context.parent);
  const notes: string[] = [];
  for (const part of ["lettering", "mark"] as const) {
    const now = drawn[part];
    const role = part === "lettering" ? "text" : "primary";
    if (mentioned.includes(role) || !now || !before[part] || now === before[part]) continue;
    // A colour a reader set and said is drawn as said; only an ink the renderer chose needs saying.
    if (context.draft.palette[role] !== context.parent.palette[role] && now === context.draft.palette[role]) continue;
    const surface = part === "lettering" ? drawn.letteringSurface : drawn.markSurface;
    const onWhat = surface === drawn.frame ? `the ${describeColour(surface!)} ${containerWord(context.draft.container)}` : "the background";
    notes.push(`The ${PART_WORDS[part]} is now drawn ${describeColour(now)} (${now}) so it reads on ${onWhat}`);
  }
  return notes;
}

/** The lettering's contrast on what it is drawn on (the canvas, or the frame it sits in). */
function letteringContrast(spec: LogoSpec): number {
  const drawn = drawnColours(spec);
  return contrastRatio(drawn.lettering, drawn.letteringSurface);
}

/** Subjects of the conversation so far: earlier prompts, the brand, the current mark. */
function conversationSubjects(input: PlanInput, parent: LogoSpec): SubjectMention[] {
  const earlier = input.history.filter((message) => message.role === "user").map((message) => readBrief(message.content).mentions);
  const fromIcon = parent.icon ? findMentions(iconWords(parent.icon).join(" "), "history") : [];
  return [...earlier.flat().map((mention) => ({ ...mention, source: "history" as const, weight: mention.weight * 0.7 })), ...findMentions(parent.brand, "brand"), ...fromIcon];
}

export function refineLogo(input: PlanInput): Plan {
  const parent = input.parent!;
  const chooser = createChooser((input.seed ^ hashString("refinement")) >>> 0);
  const bar = readPromptBarLines(input.prompt);
  const rest = new Remaining(plainRequest(bar.text));
  const context: Context = {
    draft: structuredClone(parent),
    parent,
    chooser,
    said: [],
    subjects: conversationSubjects(input, parent),
    styles: bar.styles.length > 0 ? bar.styles : parent.styles,
    asks: [],
    edits: new Set(),
    colourSentence: null,
  };
  /** Runs a reader; if it understood something, the request edits these parts. */
  const reading = (elements: EditElement[], apply: () => void) => {
    const said = context.said.length;
    apply();
    if (context.said.length > said) elements.forEach((element) => context.edits.add(element));
  };

  reading(["brand text"], () => applyRename(rest, context));
  reading(["tagline"], () => applyTagline(rest, context));
  let newSubject: SubjectMention | null = null;
  reading(["icon", "icon colour", "icon size", "icon style"], () => ({ subject: newSubject } = applyIconChanges(rest, context)));
  reading(["layout", "container"], () => applyLayoutChanges(rest, context));
  reading(["typeface", "spacing"], () => applyTypefaceChanges(rest, context));
  reading(["case"], () => applyTextCase(rest, context));
  const wordStyles = readStyleWords(rest.lower);
  const scheme = bar.colorScheme ?? readSchemeWords(rest) ?? (/\b(?:dark|night)\s+mode\b/.test(rest.lower) ? "Dark" : null);
  const saidBeforeColour = context.said.length;
  applyColourChanges(rest, context, scheme);
  const colourChanged = context.said.length > saidBeforeColour;
  const styles = bar.styles.length > 0 ? bar.styles : wordStyles;
  if (styles.length > 0) {
    rest.take(new RegExp(`\\b(?:${styles.map((style) => style.toLowerCase()).join("|")}|minimal(?:ist)?|luxury|luxurious|retro|fun|cute|corporate|simple|simpler|cleaner|clean)\\b`));
    // 'A more modern font' asks about the lettering alone; 'make it more modern' about the whole logo.
    const aboutLettering = /\b(?:font|typeface|lettering|letters|type|text)\b/.test(plainRequest(bar.text).toLowerCase()) && !/\b(?:look|feel|vibe|overall|whole|everything|colou?rs?|palette)\b/.test(bar.text.toLowerCase());
    if (aboutLettering) reading(["typeface"], () => restyleLettering(styles, context));
    else reading(["style"], () => applyStyleChange(styles, context, colourChanged));
  }
  const understood = context.said.length > 0;
  if (understood) settle(context);
  else explainNotUnderstood(bar.text || input.prompt, context);

  // Whatever no edit covers is the parent's, whichever reader touched it.
  const spec = { ...keepUnedited(context.draft, parent, context.edits).spec, seed: parent.seed };
  const subject = newSubject ?? subjectOf(spec, context.subjects);
  return {
    kind: "refinement",
    spec,
    narration: context.said,
    metadata: metadataOf(spec, subject),
    understood: { styles: bar.styles.length > 0 ? bar.styles : wordStyles, colorScheme: scheme, subject: subject ? subjectName(subject) : null, edits: [...context.edits] },
  };
}
