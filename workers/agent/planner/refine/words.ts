/** Change requests about the words: the name, the tagline and their case. */
import { unletterable } from "#agent/design/lettering-coverage.ts";
import { argumentAfter, decline, type Context } from "./context.ts";
import type { LogoSpec } from "#agent/design/logo-spec.ts";
import { BRAND_MAX_CHARS, TAGLINE_MAX_CHARS } from "#protocol/logo-spec.ts";
import { presentName } from "#agent/planner/brand.ts";
import { COLOUR_PHRASE, readColourPhrase } from "#agent/planner/colour-words.ts";
import { readTextCase } from "#agent/planner/requests.ts";
import { Remaining } from "#agent/planner/text.ts";

const RENAME = /\b(?:(?:actually\s+)?(?:it'?s|it\s+is|its|we'?re|we\s+are|the\s+(?:brand|company|business|shop|logo)\s+is)\s+(?:actually\s+)?(?:called|named)|(?:the\s+)?(?:brand\s+|company\s+|business\s+)?name\s+is|rename(?:\s+(?:it|the\s+(?:logo|brand|company|business|name)))?(?:\s+(?:to|as))?|change\s+(?:the\s+)?(?:brand\s+|company\s+|business\s+|logo\s+)?name\s+to|change\s+(?:the\s+)?text\s+to|call\s+it|name\s+it|(?:the\s+)?name\s+should\s+be|use\s+the\s+name|set\s+the\s+name\s+to|make\s+(?:it|the\s+(?:name|text))\s+say|it\s+should\s+say|the\s+text\s+should\s+(?:say|read))\s+/;

/** The longest brand a design holds (the contract's LogoSpec). */
const MAX_BRAND = BRAND_MAX_CHARS;

/** How a sentence about the name goes on when it is not giving one ('the name is too small'). */
const NOT_A_NAME = /^(?:too|not|very|so|quite|hard|difficult|a|an|in|on|at|bigger|smaller|larger|wrong|fine|ok|okay|good|great|perfect|cut|missing|spelled|spelt|misspel+(?:ed|t)|incorrect|off)\b/i;

/** A tagline given by where it goes: 'put "Doggy Daycare" under the name', 'add Est. 1998 below it'. */
const TAGLINE_BY_PLACE = /\b(?:put|add|write|place|include|have|with)\s+(.{2,202}?)\s+(?:under(?:neath)?|below|beneath|at\s+the\s+bottom)(?:\s+(?:the\s+|of\s+the\s+)?(?:name|brand(?:\s+name)?|title|logo|text|lettering|it)\b|\s*(?=$|[.,;!?]))/;

/**
 * 'Add est. 2020', 'with since 1998', 'add founded in 1987': a founding year, set as the
 * tagline in the visitor's own words ('seit 1998', 'desde 1998', 'depuis 1998' are read here
 * as written, so the tagline stays in their language).
 */
const FOUNDING_YEAR =
  /\b(?:add|with|include|put(?:\s+in)?|show)\s+(?:the\s+|a\s+)?(?:year\s+)?(est\.?|established|since|founded(?:\s+in)?|seit|desde|depuis|dal)\s+(\d{4})\b(?:\s+(?:under(?:neath)?|below|beneath|at\s+the\s+bottom)(?:\s+(?:of\s+)?(?:the\s+)?(?:name|logo|text))?)?/u;

/**
 * 'The name is wrong, it should be Bean Here', 'typo: it should read Mie': a name given as a
 * correction, read only where the request speaks of the name or its spelling and the name
 * comes capitalised or quoted ('it should be bigger' is no name).
 */
const CORRECTED_NAME = /\b(?:it|that|this)\s+should\s+(?:be|read|say)(?:\s+(?:called|named|spelt|spelled|written))?\s+/;
const ABOUT_THE_NAME = /\b(?:name|spell(?:ing|ed|t)?|misspel+(?:ed|t)?|typo)\b/;

export function applyRename(rest: Remaining, context: Context): void {
  const capitalisedAfter = (found: { match: RegExpExecArray }) => /^["'\p{Lu}]/u.test(rest.original.slice(found.match.index + found.match[0].length));
  const corrections = ABOUT_THE_NAME.test(rest.lower) ? rest.peek(CORRECTED_NAME).filter(capitalisedAfter) : [];
  for (const found of [...rest.peek(RENAME), ...corrections]) {
    const start = found.match.index + found.match[0].length;
    const argument = argumentAfter(rest.original, start);
    if (!argument) continue;
    // 'change the text to white' is a colour, not a name; 'the name is too small' is no name either.
    if (readColourPhrase(argument.value)) continue;
    if (!argument.quoted && NOT_A_NAME.test(argument.value)) continue;
    const brand = (argument.quoted ? argument.value : presentName(argument.value)).trim();
    if (!brand) continue;
    rest.takeSpan(found.match.index, start - found.match.index + argument.length);
    // A name no bundled face can letter would be drawn as nothing at all.
    if (unletterable(brand).length > 0) {
      decline(context, "unlettered", `I can't letter “${brand}”: the bundled typefaces draw the Latin alphabet only, so the name stays “${context.draft.brand}”. Write it in Latin letters to use it.`);
      return;
    }
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
const MAX_TAGLINE = TAGLINE_MAX_CHARS;

/** A cut-off tagline would be words nobody wrote: it is refused, and said. */
function tooLongTagline(tagline: string, context: Context): boolean {
  if (tagline.length <= MAX_TAGLINE) return false;
  context.said.push(`That tagline is ${tagline.length} characters; a tagline can be at most ${MAX_TAGLINE}, so I left ${context.draft.tagline ? `“${context.draft.tagline}”` : "the logo without one"}. Try a shorter line.`);
  return true;
}

/** What a change of a tagline that is not there is answered. */
const NO_TAGLINE_YET = "There's no tagline yet. Add one, for example “add the tagline Fresh every morning”; it goes under the name.";

/** A tagline no bundled face can letter is refused, and said. */
function unletteredTagline(tagline: string, context: Context): boolean {
  if (unletterable(tagline).length === 0) return false;
  decline(context, "unlettered", `I can't letter “${tagline}”: the bundled typefaces draw the Latin alphabet only, so the tagline stays as it was. Write it in Latin letters to use it.`);
  return true;
}

export function applyTagline(rest: Remaining, context: Context): void {
  // The tagline has no colour of its own (it takes the mark's colour where that reads, else a
  // softer shade of the lettering's): say so rather than colour something else.
  // Not across a colon or a quote, nor after a word that gives one: 'slogan: Honey from the
  // hills' and 'add the slogan Honey from the hills' give its words ('honey' is a colour too).
  const givesWords = (index: number) => /\b(?:add|with|write|include|put|use|new)\s+(?:(?:a|an|the|my|our|this)\s+)?$/.test(rest.lower.slice(Math.max(0, index - 24), index));
  rest.take(new RegExp(`\\b(?:tag\\s?line|slogan|subtitle|motto)\\b[^,.;:="“”]{0,20}?${COLOUR_PHRASE}|\\b${COLOUR_PHRASE}\\s+(?:tag\\s?line|slogan|subtitle|motto)\\b`), (taken) => {
    if (givesWords(taken.match.index)) return false;
    if (context.draft.tagline) decline(context, "tagline colour", "The tagline has no colour of its own: it takes the mark's colour where that reads, else a softer shade of the lettering's. Try “make the text …” or “make the icon …”.");
    else decline(context, "no tagline", "There's no tagline to colour; add one first, for example “add the tagline Fresh every morning”.");
  });
  rest.take(/\b(?:remove|delete|drop|no|without|get\s+rid\s+of|lose|take\s+(?:out|away|off))\s+(?:the\s+|a\s+|any\s+)?(?:tag\s?line|slogan|subtitle|motto|strap\s?line|sub\s?line)\b/, () => {
    if (context.draft.tagline) context.said.push(`Removed the tagline “${context.draft.tagline}”.`);
    else context.said.push("There was no tagline to remove, so the lettering stays as it was.");
    context.draft.tagline = null;
    context.draft.taglineTypeface = null;
  });
  // 'put the tagline under the name': where it goes, not words to set. It always sits under the name.
  rest.take(/\b(?:(?:put|move|place|set|position|have)\s+)?(?:the\s+|my\s+|a\s+)?(?:tag\s?line|slogan|subtitle|motto)\s+(under|below|beneath|above|over|beside|next\s+to|on\s+top|to\s+the\s+(?:left|right)|at\s+the\s+(?:top|bottom))\b[^,.;]*/, (taken) => {
    const under = /^(?:under|below|beneath)$|bottom/.test(taken.match[1]!);
    if (!context.draft.tagline) decline(context, "no tagline", NO_TAGLINE_YET);
    else if (under) context.said.push(`The tagline “${context.draft.tagline}” is already under the name.`);
    else decline(context, "tagline place", `The tagline always sits under the name, where it reads with it, so “${context.draft.tagline}” stays there.`);
  });
  const year = rest.take(FOUNDING_YEAR, (taken) => {
    const words = taken.original(1)!.replace(/\s+/g, " ");
    const tagline = `${/^est\.?$/i.test(words) ? "Est." : words.charAt(0).toUpperCase() + words.slice(1)} ${taken.match[2]}`;
    context.said.push(context.draft.tagline ? `Changed the tagline to “${tagline}”.` : `Added the tagline “${tagline}” under the name.`);
    context.draft.tagline = tagline;
  });
  if (year.length > 0) return;
  for (const found of rest.peek(TAGLINE_BY_PLACE)) {
    const raw = rest.original.slice(found.match.indices![1]![0], found.match.indices![1]![1]).trim();
    const quoted = /^["'](.+)["']$/.exec(raw);
    // 'put a line under the name' or 'put the icon below the name' is about the drawing, not words to set.
    if (!quoted && (/^(?:a|an|the|some|my|our|this|that|it|icon|mark|symbol|line|rule|tag\s?line|slogan)\b/i.test(raw) || readColourPhrase(raw))) continue;
    const tagline = (quoted ? quoted[1]! : raw).trim();
    rest.takeSpan(found.match.index, found.match[0].length);
    if (tooLongTagline(tagline, context) || unletteredTagline(tagline, context)) return;
    context.said.push(context.draft.tagline ? `Changed the tagline under the name from “${context.draft.tagline}” to “${tagline}”.` : `Added “${tagline}” under the name as a tagline.`);
    context.draft.tagline = tagline;
    return;
  }
  // The tagline is always set in spaced capitals in a face that goes with the name's
  // (design/design.ts, design/lettering.ts): 'tagline in capitals' had become its words.
  rest.take(/\b(?:tag\s?line|slogan|subtitle|motto)\b[^,.;]{0,16}?\b(?:in\s+)?(?:capitals|caps|upper\s*case|lower\s*case|small\s+letters|italics?|bold(?:er)?|(?:another|different|other|new)\s+(?:font|typeface)|font|typeface|serif|script)\b|\b(?:italic|bold|capitali[sz]ed|upper\s*case|lower\s*case)\s+(?:tag\s?line|slogan)\b/, () => {
    if (context.draft.tagline) decline(context, "tagline style", "The tagline is always set in spaced capitals, in a face that goes with the name's, so the two read as one: I can't restyle it on its own. Try “an italic font” for the name, or “remove the tagline”.");
    else decline(context, "no tagline", NO_TAGLINE_YET);
  });
  // The tagline's size is the layout's, set from the name's (design/layouts.ts): said so.
  rest.take(/\b(?:tag\s?line|slogan|subtitle|motto)\b[^,.;]{0,20}?\b(?:bigger|smaller|larger|tiny|too\s+(?:small|big|large)|size)\b|\b(?:bigger|smaller|larger)\s+(?:tag\s?line|slogan|subtitle|motto)\b/, () => {
    if (context.draft.tagline) decline(context, "tagline size", "The tagline's size is set from the name's, so the two read as one; I can't size it on its own. Try “make the text bigger” or “remove the tagline”.");
    else decline(context, "no tagline", NO_TAGLINE_YET);
  });
  for (const found of rest.peek(/\b(?:(?:add|with|use|put|set|change|make|include|update|write)\s+)?(?:(?:a|an|the|my|this)\s+)?(?:tag\s?line|slogan|subtitle|motto|strap\s?line)\s*(?:(?:to|that\s+says|saying|reading|as|of|with|should\s+be|is)\b|:|=)?\s*/)) {
    const start = found.match.index + found.match[0].length;
    const argument = argumentAfter(rest.original, start);
    if (!argument || argument.value.length < 2) continue;
    // 'make the tagline blue' or 'tagline font bigger' is about how it looks, not what it says.
    // 'tagline under the name' says where it goes (read below); 'tagline: Under the sea' is one.
    const labelled = /(?::|=|saying|reading|says|should\s+be|\bis|\bto|\bas)\s*$/.test(found.match[0]);
    // 'the tagline is too small': how it looks, not what it says ('tagline: Very Fresh' is one).
    if (!argument.quoted && !/[:=]\s*$/.test(found.match[0]) && /^(?:too|very|so|not|quite|a\s+(?:bit|little)|hard|difficult)\b/.test(argument.value)) continue;
    // 'add a slogan please': a courtesy, not the slogan's words.
    if (!argument.quoted && /^(?:please|pls|too|as\s+well|now|thanks?(?:\s+you)?)[.!]*$/i.test(argument.value)) continue;
    if (!argument.quoted && !labelled && (readColourPhrase(argument.value) || /^(?:font|typeface|colou?r|size|bigger|smaller|bold|italic|darker|lighter|under(?:neath)?|below|beneath|above|over|beside|next\s+to|on\s+top|to\s+the\s+(?:left|right)|at\s+the\s+(?:top|bottom))\b/i.test(argument.value))) continue;
    const tagline = argument.value.replace(/^["']|["']$/g, "").trim();
    rest.takeSpan(found.match.index, start - found.match.index + argument.length);
    if (tooLongTagline(tagline, context) || unletteredTagline(tagline, context)) return;
    context.said.push(context.draft.tagline ? `Changed the tagline to “${tagline}”.` : `Added the tagline “${tagline}” under the name.`);
    context.draft.tagline = tagline;
    return;
  }
  // 'Add a tagline' with no words: a tagline is the visitor's own line, never one made up.
  rest.take(/\b(?:add|with|give\s+it|include|put|want|need|use)\s+(?:a|an|the|my|some)\s+(?:tag\s?line|slogan|subtitle|motto|strap\s?line)(?=\s*(?:$|[.,;!?]|please|too|as\s+well|under))/, () => {
    decline(context, "tagline words", "What should the tagline say? Tell me its words, for example “add the tagline Fresh every morning”.");
  });
}

export function applyTextCase(rest: Remaining, context: Context): void {
  const textCase = readTextCase(rest);
  if (!textCase) return;
  const words = { upper: "capitals", lower: "lower case", title: "title case", "as-typed": "the case you typed it in" }[textCase];
  if (context.draft.textCase === textCase) return void context.said.push(`The name is already set in ${words}.`);
  context.draft.textCase = textCase;
  context.said.push(`Set the name in ${words}.`);
}
