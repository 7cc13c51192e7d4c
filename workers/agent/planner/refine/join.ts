/**
 * Changes that name a drawing and say what to do with it: 'add a leaf' keeps the mark and
 * joins the leaf to it (the mark language of docs/decisions/0107: an emblem's second idea);
 * 'replace the coffee bean with a croissant' swaps that drawing, whichever of the mark's two
 * it is. Read before the general icon readers (mark.ts), which would swap the whole mark.
 */
import type { Context } from "./context.ts";
import type { IconRef, LogoSpec } from "#agent/design/logo-spec.ts";
import { drawingLabel } from "#agent/planner/icon-labels.ts";
import { findMentions, type SubjectMention } from "#agent/planner/mentions.ts";
import { readPhrasesWhole } from "#agent/planner/phrases.ts";
import { readColourPhrase } from "#agent/planner/colour-words.ts";
import { chooseMark, markCandidates } from "#agent/planner/subject.ts";
import { stem, words, withArticle, type Remaining } from "#agent/planner/text.ts";
import { initials } from "#agent/design/marks.ts";
import { shapeWord } from "#agent/planner/mark-construction.ts";

const THING = "((?:[a-z']+[\\s-]){0,3}?[a-z']+)";
const ADD = new RegExp(
  `\\b(?:add|include|put\\s+in|join|also\\s+show)\\s+(?:an?\\s+|the\\s+|some\\s+)?(?:(?:icon|symbol|picture|drawing|image)\\s+of\\s+(?:an?\\s+|the\\s+|some\\s+)?)?${THING}(?:\\s+(?:icon|symbol|drawing|graphic))?(?:\\s+(?:to|into|beside|next\\s+to|with)\\s+(?:the\\s+|my\\s+|it)?[a-z\\s]{0,20}?)?(?=$|[.,;!?]|\\s+(?:and|then|please)\\b)`
);
/** 'Make the bean a heart', 'turn the cup into a star': the drawing named, then the one it becomes. */
const MAKE_INTO = new RegExp(`\\b(?:make|turn)\\s+(?:the\\s+|my\\s+)${THING}\\s+(?:into\\s+)?(?:an?\\s+)${THING}(?=$|[.,;!?]|\\s+(?:and|then|please|instead)\\b)`);
/** 'A mountain instead of the coffee cup': the drawing wanted first, then the one it replaces. */
const INSTEAD_OF = new RegExp(`\\b(?:an?|the|some)\\s+${THING}\\s+instead\\s+of\\s+(?:the\\s+|my\\s+|an?\\s+)?${THING}(?=$|[.,;!?]|\\s+(?:and|then|please)\\b)`);
const REPLACE = new RegExp(`\\b(?:replace|swap|change|switch|turn)\\s+(?:the\\s+|my\\s+)?${THING}\\s+(?:with|for|to|into)\\s+(?:an?\\s+|the\\s+|some\\s+)?${THING}(?:\\s+(?:icon|symbol|drawing))?\\b`);

/**
 * Words that are other requests ('add the tagline', 'add more space', 'add a pop of orange',
 * 'add gold accents'), never a drawing to join.
 */
const NOT_A_DRAWING =
  /\b(?:tagline|slogan|name|text|lettering|font|typeface|colou?rs?|background|border|frame|space|spacing|padding|shadow|gradient|outline|line|lines|more|bit|little|icon|symbol|mark|logo|circle|badge|ring|shield|hexagon|square|monogram|initials?|version|style|contrast|tag|accents?|highlights?|touch|pop|splash|hint|dash|flash)\b/;

function drawingFor(phrase: string, context: Context, exclude: IconRef | null): { icon: IconRef; label: string; mention: SubjectMention } | null {
  const mentions = findMentions(readPhrasesWhole(phrase), "prompt").map((mention) => ({ ...mention, cued: true }));
  if (mentions.length === 0) return null;
  const mark = chooseMark(markCandidates(mentions, { exclude, preferSet: "phosphor" }), context.chooser, "refine-join");
  return mark ? { icon: mark.icon, label: mark.label, mention: mark.mention } : null;
}

/** Whether a phrase names a drawing ('the coffee bean' names coffee-bean). */
function names(phrase: string, icon: IconRef | null): boolean {
  if (!icon) return false;
  const said = words(readPhrasesWhole(phrase)).map(stem);
  const drawn = new Set([...words(drawingLabel(icon)), ...words(icon.name.replace(/-/g, " "))].map(stem));
  return said.length > 0 && said.every((word) => drawn.has(word) || ["the", "a", "an", "my", "icon", "symbol", "drawing"].includes(word));
}

const same = (a: IconRef | null | undefined, b: IconRef | null | undefined) => !!a && !!b && a.set === b.set && a.name === b.name;

function emblemOf(draft: LogoSpec): Extract<NonNullable<LogoSpec["mark"]>, { kind: "emblem" }> {
  return draft.mark?.kind === "emblem"
    ? draft.mark
    : {
        kind: "emblem",
        treatment: "cutout",
        shape: "circle",
        second: null,
        letter: null,
        at: 0.125,
        tilt: 0,
      };
}

/** 'add a leaf': the mark stays and the leaf joins it. */
function join(context: Context, drawing: { icon: IconRef; label: string }): void {
  const draft = context.draft;
  const what = withArticle(drawing.label);
  if (same(draft.icon, drawing.icon) || (draft.mark?.kind === "emblem" && same(draft.mark.second, drawing.icon))) {
    context.said.push(`The mark already shows ${what}, so it stays as it is.`);
    return;
  }
  if (draft.layout === "wordmark" || draft.layout === "monogram" || (!draft.icon && !draft.mark)) {
    // Nothing drawn to join: the drawing becomes the mark (the layout makes room, as for any new mark).
    draft.icon = drawing.icon;
    draft.mark = null;
    if (draft.layout === "wordmark" || draft.layout === "monogram") {
      draft.layout = "icon-above";
      draft.container = "none";
    }
    context.said.push(`Added ${what} as the mark, centred above the name.`);
    return;
  }
  if (draft.mark?.kind === "lettermark" || draft.mark?.kind === "geometric") {
    const letter = draft.mark.kind === "lettermark" ? draft.mark.letters[0]! : initials(draft.brand)[0]!;
    const was = draft.mark.kind === "lettermark" ? `the initials ${draft.mark.letters}` : "an abstract figure";
    draft.icon = drawing.icon;
    draft.mark = {
      kind: "emblem",
      treatment: "letter",
      shape: "circle",
      second: null,
      letter,
      at: 0.125,
      tilt: 0,
    };
    context.said.push(
      draft.mark.letter && was.startsWith("the initials")
        ? `Joined ${what} with your initial “${letter}”: the ${drawing.label} is woven through the letter.`
        : `The mark was ${was}, which can't hold a drawing, so it is now ${what} woven through your initial “${letter}”.`
    );
    return;
  }
  const before = draft.icon!;
  const emblem = emblemOf(draft);
  // A drawing woven through the initial holds no second drawing: the two are cut out of the
  // shape together, and the initial makes room (left there, it was drawn as no letter at all).
  // An initial beside the drawing gives way too (a mark holds two things), and is said to.
  const woven = emblem.treatment === "letter" ? emblem.letter : null;
  draft.mark = { ...emblem, ...(emblem.treatment === "letter" ? { treatment: "cutout" as const } : {}), second: drawing.icon, letter: null };
  context.said.push(
    woven
      ? `Added ${what} to the mark, joined with the ${drawingLabel(before)} and cut out of ${withArticle(shapeWord(emblem.shape))}; your initial “${woven}” made room for them.`
      : `Added ${what} to the mark, joined with the ${drawingLabel(before)}${emblem.letter ? `; your initial “${emblem.letter}” made room for it` : ""}.`,
  );
}

/** 'replace the coffee bean with a croissant': the drawing named is swapped, the rest of the mark kept. */
function swap(context: Context, named: string, drawing: { icon: IconRef; label: string }): boolean {
  const draft = context.draft;
  const second = draft.mark?.kind === "emblem" ? draft.mark.second : null;
  if (names(named, second) && draft.mark?.kind === "emblem") {
    if (same(draft.icon, drawing.icon)) {
      draft.mark = { ...draft.mark, second: null };
      context.said.push(`The mark already shows ${withArticle(drawing.label)}, so I took the ${drawingLabel(second!)} out rather than draw it twice.`);
    } else {
      draft.mark = { ...draft.mark, second: drawing.icon };
      context.said.push(`Swapped the ${drawingLabel(second!)} for ${withArticle(drawing.label)}, keeping the ${drawingLabel(draft.icon!)}.`);
    }
    return true;
  }
  if (names(named, draft.icon)) {
    if (same(draft.icon, drawing.icon)) {
      context.said.push(`The mark is already ${withArticle(drawing.label)}, so it stays.`);
      return true;
    }
    const was = drawingLabel(draft.icon!);
    draft.icon = drawing.icon;
    if (draft.mark?.kind === "emblem" && same(draft.mark.second, drawing.icon)) draft.mark = { ...draft.mark, second: null };
    context.said.push(`Swapped the ${was} for ${withArticle(drawing.label)}${second && !same(second, drawing.icon) ? `, keeping the ${drawingLabel(second)}` : ""}.`);
    return true;
  }
  return false;
}

export function applyJoinAndSwap(rest: Remaining, context: Context): { subject: SubjectMention | null } {
  let subject: SubjectMention | null = null;
  const swaps = [...rest.peek(REPLACE).map((found) => ({ found, named: found.match[1]!, wanted: found.match[2]! })), ...rest.peek(INSTEAD_OF).map((found) => ({ found, named: found.match[2]!, wanted: found.match[1]! })), ...rest.peek(MAKE_INTO).map((found) => ({ found, named: found.match[1]!, wanted: found.match[2]! }))];
  for (const { found, ...asked } of swaps) {
    const [named, wanted] = [asked.named.trim(), asked.wanted.trim()];
    if (/^(?:icon|symbol|mark|graphic|image|picture|logo|colou?r|font|typeface|text|name|background)$/.test(named.replace(/^(?:the|my)\s+/, ""))) continue;
    const drawing = drawingFor(wanted, context, null);
    if (!drawing || !swap(context, named, drawing)) continue;
    rest.takeSpan(found.match.index, found.match[0].length);
    subject = drawing.mention;
    break;
  }
  if (subject) return { subject };
  for (const found of rest.peek(ADD)) {
    const phrase = found.match[1]!.trim();
    if (NOT_A_DRAWING.test(phrase)) continue;
    // 'Add some red', 'add orange' ask for a colour, the colour readers' (a 'red envelope' is
    // no answer to them); with an article a colour's name is a thing: 'add a rose', 'an orange'.
    if (readColourPhrase(phrase) && !/^\S+(?:\s+\S+)?\s+(?:an?|the)\s/.test(found.match[0])) continue;
    const drawing = drawingFor(phrase, context, null);
    if (!drawing) continue;
    rest.takeSpan(found.match.index, found.match[0].length);
    join(context, drawing);
    subject = drawing.mention;
    break;
  }
  return { subject };
}
