/**
 * Refinement: the parent's design plus a change request gives the new design. Every
 * recognised change is applied to a copy of the parent and nothing else is touched,
 * except where a change forces a follow-on (no icon on an icon-above layout makes it a
 * wordmark; white lettering on a white canvas needs a darker canvas). Each change, and each
 * follow-on, is said in the narration, and a colour is said as it is drawn, not as it was
 * asked for (visible-colour.ts). A request no reader recognises changes nothing: the agent
 * says what it did not understand and how to ask.
 */
import type { LogoSpec } from "#agent/design/logo-spec.ts";
import { nearestWeight } from "#agent/design/typefaces.ts";
import { drawnContrast } from "#agent/design/ink.ts";
import { describeColour } from "./colour-names.ts";
import { readBrief, tradeMention } from "#agent/planner/new-logo/brief.ts";
import { iconWords } from "./icons.ts";
import { metadataOf } from "./metadata.ts";
import { formatRatio } from "./narration.ts";
import { balancePalette } from "./palettes.ts";
import { createChooser, hashString } from "./random.ts";
import { readSchemeWords } from "./requests.ts";
import { readLooksAskedOfAChange, readStyleWords, readUnwantedStyles } from "./styles.ts";
import { findMentions, type SubjectMention } from "./mentions.ts";
import { subjectName, subjectOf } from "./subject.ts";
import { listInWords, readPromptBarLines, Remaining } from "./text.ts";
import { plainRequest } from "./casual-words.ts";
import { keepUnedited, type EditElement } from "./edits.ts";
import type { Plan, PlanInput } from "./types.ts";
import { companionFace, faceSwapSentence, keepLettersDrawable, letteredText } from "./typography.ts";
import { letters } from "#agent/design/lettering-coverage.ts";
import { applyContrastChange } from "#agent/planner/refine/contrast.ts";
import { applyColourChanges } from "#agent/planner/refine/colour.ts";
import { colourSentence, reinkedParts, showAskedColours } from "#agent/planner/refine/colour-shown.ts";
import { decline, styleFrame, type Context } from "#agent/planner/refine/context.ts";
import { applyStyleChange, applyTypefaceChanges, restyleLettering } from "#agent/planner/refine/lettering.ts";
import { applyOtherIdeas } from "#agent/planner/refine/ideas.ts";
import { applyIconChanges, applyLayoutChanges, applyLettersAsMark } from "#agent/planner/refine/mark.ts";
import { applyDrawingRemoval, applySimplify } from "#agent/planner/refine/drawing-removal.ts";
import { applyJoinAndSwap } from "#agent/planner/refine/join.ts";
import { applyReplies } from "#agent/planner/refine/replies.ts";
import { applyStrokeChanges } from "#agent/planner/refine/strokes.ts";
import { applyRename, applyTagline, applyTextCase } from "#agent/planner/refine/words.ts";

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
  keepMarkWithItsDrawing(context);
  if ((draft.layout === "icon-above" || draft.layout === "icon-left") && !draft.icon && !draft.mark) {
    draft.layout = "wordmark";
    draft.container = "none";
  }
  if (draft.layout === "wordmark") {
    draft.icon = null;
    draft.mark = null;
  }
  if ((draft.layout === "badge" || draft.layout === "monogram") && draft.container === "none") draft.container = styleFrame(context.styles, draft.layout, context.chooser);
  draft.typeface = { id: draft.typeface.id, ...nearestWeight(draft.typeface.id, draft.typeface.weight, draft.typeface.italic) };
  if (!draft.tagline) draft.taglineTypeface = null;
  else if (draft.typeface.id !== context.parent.typeface.id || !context.parent.tagline) draft.taglineTypeface = companionFace(draft.typeface);
  // A name or tagline with a letter its face lacks is set in the face most like it that has them all.
  const lettered = letteredText(draft.brand, draft.tagline);
  if (draft.typeface.id !== context.parent.typeface.id && !letters(draft.typeface.id, lettered) && letters(context.parent.typeface.id, lettered)) {
    // A face asked for that lacks them leaves the name where it was: said so, not as a change made.
    const asked = draft.typeface;
    draft.typeface = context.parent.typeface;
    if (context.typefaceAsked) context.said[context.typefaceAsked.index] = "";
    context.said.push(faceSwapSentence(asked, draft.typeface, lettered, true));
  } else {
    const faceSwap = keepLettersDrawable(draft);
    if (faceSwap) {
      context.edits.add("typeface");
      context.said.push(faceSwap.sentence);
    }
  }

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
    context.said.push(`To keep it readable I adjusted the ${listInWords(adjusted.map((role) => `${words[role]} to ${describeColour(balanced[role])}`))}; the lettering's contrast is now ${formatRatio(drawnContrast(draft, "lettering")!)}.`);
  }
}

/**
 * The constructed mark follows its drawing: a new drawing asked for ("change the icon to a
 * croissant") becomes the emblem's ingredient, and a drawing removed takes its emblem along.
 */
function keepMarkWithItsDrawing(context: Context): void {
  const { draft, parent } = context;
  const same = (a: LogoSpec["icon"], b: LogoSpec["icon"]) => a?.set === b?.set && a?.name === b?.name;
  if (same(draft.icon, parent.icon) || JSON.stringify(draft.mark) !== JSON.stringify(parent.mark)) return;
  if (!draft.icon) {
    if (draft.mark?.kind === "emblem") draft.mark = null;
    return;
  }
  if (!draft.mark) return;
  // A version 2 design whose drawing changed: the drawing is cut into a shape of its own.
  const emblem = draft.mark.kind === "emblem" ? { ...draft.mark, second: draft.mark.second && same(draft.mark.second, draft.icon) ? null : draft.mark.second } : null;
  draft.mark = emblem ?? { kind: "emblem", treatment: "ring", shape: "circle", second: null, letter: null, at: 0.125, tilt: 0 };
}

/** Subjects of the conversation so far: earlier prompts, the brand, the current mark. */
function conversationSubjects(input: PlanInput, parent: LogoSpec): SubjectMention[] {
  const earlier = input.history.filter((message) => message.role === "user").map((message) => readBrief(message.content).mentions);
  const fromIcon = parent.icon ? findMentions(iconWords(parent.icon).join(" "), "history") : [];
  return [...earlier.flat().map((mention) => ({ ...mention, source: "history" as const, weight: mention.weight * 0.7 })), ...findMentions(parent.brand, "brand"), ...fromIcon];
}

/**
 * What the logo is for, as the conversation first said it ('a bakery'), else as its name
 * says it ('Summit Coffee Co.'), else unknown: a change that draws a star does not make a
 * bakery's logo a space brand's, and a name's word that is a drawing ('Nova') is no trade.
 */
function conversationTrade(input: PlanInput, subjects: readonly SubjectMention[]): SubjectMention | null {
  for (const message of input.history) {
    if (message.role !== "user") continue;
    const trade = tradeMention(readBrief(message.content).mentions);
    if (trade) return trade;
  }
  return tradeMention(subjects);
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
    typefaceAsked: null,
    replies: [],
  };
  /** Runs a reader; if it understood something, the request edits these parts. */
  const reading = (elements: EditElement[], apply: () => void) => {
    const said = context.said.length;
    apply();
    if (context.said.length > said) elements.forEach((element) => context.edits.add(element));
  };

  reading(["icon", "layout", "container"], () => applyOtherIdeas(rest, context, { variant: input.markVariant ?? 0, earlierLayouts: input.earlierLayouts ?? [] }));
  reading(["brand text"], () => applyRename(rest, context));
  reading(["tagline"], () => applyTagline(rest, context));
  // The mark's line weight is read before the lettering's readers take 'thicker' or 'bolder' as a font.
  reading(["icon style", "icon", "typeface"], () => applyStrokeChanges(rest, context));
  reading(["colours"], () => applyContrastChange(rest, context));
  let newSubject: SubjectMention | null = null;
  reading(["icon", "layout", "container"], () => applyLettersAsMark(rest, context));
  reading(["icon"], () => applyDrawingRemoval(rest, context));
  reading(["icon", "container"], () => applySimplify(rest, context));
  reading(["icon"], () => ({ subject: newSubject } = applyJoinAndSwap(rest, context)));
  reading(["icon", "icon colour", "icon size", "icon style"], () => {
    const { subject } = applyIconChanges(rest, context);
    newSubject = subject ?? newSubject;
  });
  reading(["layout", "container"], () => applyLayoutChanges(rest, context));
  reading(["typeface", "spacing"], () => applyTypefaceChanges(rest, context));
  reading(["case"], () => applyTextCase(rest, context));
  // 'Less playful', 'too corporate': the opposite look, unless the logo is not that now.
  const unwanted = readUnwantedStyles(rest.lower);
  const unwantedNow = unwanted.filter(({ style }) => parent.styles.includes(style));
  if (unwanted.length > 0 && unwantedNow.length === 0) {
    decline(context, "absent style", `It isn't ${listInWords(unwanted.map(({ style }) => style.toLowerCase()), "or")} now: its style is ${listInWords(parent.styles.map((style) => style.toLowerCase()))}. Name the look you want instead, for example “make it more elegant”.`);
  }
  const wordStyles = [...new Set([...unwantedNow.map(({ opposite }) => opposite), ...readStyleWords(rest.lower), ...readLooksAskedOfAChange(rest.lower)])];
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
  applyReplies(rest, context);
  const understood = context.said.length > 0;
  if (understood) settle(context);
  else explainNotUnderstood(bar.text || input.prompt, context);

  // Whatever no edit covers is the parent's, whichever reader touched it.
  const spec = { ...keepUnedited(context.draft, parent, context.edits).spec, seed: parent.seed };
  const subject = newSubject ?? subjectOf(spec, context.subjects);
  return {
    kind: "refinement",
    spec,
    // A sentence a later reader replaced (a typeface the style chose again) is left empty.
    narration: context.said.filter(Boolean),
    metadata: metadataOf(spec, subject, conversationTrade(input, context.subjects), "trade"),
    understood: { styles: bar.styles.length > 0 ? bar.styles : wordStyles, colorScheme: scheme, subject: subject ? subjectName(subject) : null, edits: [...context.edits], replies: context.replies },
  };
}
