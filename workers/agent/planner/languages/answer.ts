/**
 * The planner in the visitor's language: the request (and the conversation before it) is
 * read into English, planned as any English request, and answered in the language it came
 * in, from the final design (speak.ts). An English request is planned and answered as
 * before.
 */
import { OTHER_IDEAS_PROMPT, withoutRefinementPrefix, REFINEMENT_PREFIX } from "#protocol/refinement.ts";
import { readBrief } from "#agent/planner/new-logo/brief.ts";
import { TooLongToDraw } from "#agent/planner/brand.ts";
import { BRAND_MAX_CHARS, TAGLINE_MAX_CHARS } from "#protocol/logo-spec.ts";
import type { Plan, PlanInput } from "#agent/planner/types.ts";
import type { Language, OtherLanguage } from "./language.ts";
import { describeIn, sayChanges, sayNewLogo } from "./speak.ts";
import { STYLE_WORDS } from "#agent/planner/languages/speak/design-words.ts";
import { sayThing } from "./subjects.ts";
import { detectLanguage, readInEnglish } from "./to-english.ts";
import { drawingLabel } from "#agent/planner/icon-labels.ts";

/**
 * The logo page's button sends its own words, not the visitor's: they say nothing of the
 * visitor's language, so the conversation's decides the answer's ('zeig mir andere Ideen'
 * typed, or the button pressed, after a German brief: answered in German).
 */
const isTheButtons = (message: string) => withoutRefinementPrefix(message).trim() === OTHER_IDEAS_PROMPT;

/** The language of the conversation so far: a message that tells nothing ('OK', a name, the button's words) keeps it. */
function conversationLanguage(history: PlanInput["history"]): Language {
  for (const message of [...history].reverse()) {
    if (message.role !== "user" || isTheButtons(message.content)) continue;
    const language = detectLanguage(withoutRefinementPrefix(message.content));
    if (language) return language;
  }
  return "en";
}

/** A message in English words, the app's refinement prefix kept as it came. */
function inEnglish(message: string, fallback: Language): { language: Language; text: string } {
  const own = withoutRefinementPrefix(message);
  const prefix = own === message ? "" : REFINEMENT_PREFIX;
  const reading = readInEnglish(own, fallback);
  return {
    language: isTheButtons(message) ? fallback : reading.language,
    text: reading.language === "en" ? message : `${prefix}${reading.text}`,
  };
}

export function inVisitorsLanguage(input: PlanInput, plan: (input: PlanInput) => Plan): Plan {
  const spoken = conversationLanguage(input.history);
  const request = inEnglish(input.prompt, spoken);
  const history = input.history.map((message) => (message.role === "user" ? { ...message, content: inEnglish(message.content, spoken).text } : message));
  let english: Plan;
  try {
    english = plan({ ...input, prompt: request.text, history });
  } catch (error) {
    // The question for a shorter name is asked in the visitor's language too.
    if (error instanceof TooLongToDraw && request.language !== "en") throw new TooLongToDraw(askForShorter(readBrief(request.text), request.language));
    throw error;
  }
  if (request.language === "en") return english;
  return answerIn(request.language, english, input.parent, request.text);
}

function answerIn(language: OtherLanguage, plan: Plan, parent: PlanInput["parent"], englishPrompt: string): Plan {
  return sayAgain({ ...plan, language, understood: { ...plan.understood, nameGiven: plan.understood.nameGiven ?? readBrief(englishPrompt).brand !== null } }, parent);
}

/**
 * The answer in the plan's language, said from its design as it is now: the agent calls it
 * again when it changes the design after planning (a mark redrawn clear of a sold one), so
 * no sentence describes a design that was replaced. `also`: sentences to add (why it was redrawn).
 */
export function sayAgain(plan: Plan, parent: PlanInput["parent"], also: readonly string[] = []): Plan {
  const language = plan.language;
  if (!language) return plan;
  const spec = plan.spec;
  const said = plan.kind === "refinement" && parent ? sayChanges(parent, spec, language, (plan.understood.edits?.length ?? 0) > 0, plan.understood.replies) : sayNewLogo(spec, language, plan.understood.nameGiven ?? true, plan.understood.unlettered);
  const narration = also.length > 0 ? [...said.slice(0, -1), ...also, ...said.slice(-1)] : said;
  const ownWords = [...spec.styles.map((style) => STYLE_WORDS[style][language]), ...(spec.icon ? [sayThing(drawingLabel(spec.icon), language)] : [])]
    .filter((word): word is string => !!word)
    // The tag is the noun, without the article the sentences use.
    .map((word) => word.replace(/^(?:einen|einer|eine|ein|una|uno|une|uma|um|un|des|du)\s+|^(?:l|un)['’]/i, "").toLowerCase());
  const tags = [...new Set([...ownWords, ...plan.metadata.tags])].slice(0, 10);
  return { ...plan, narration, metadata: { ...plan.metadata, description: describeIn(spec, language), tags } };
}

const SHORTER: Record<"name" | "tagline", Record<OtherLanguage, string>> = {
  name: {
    de: "„{text}“ hat {length} Zeichen, und ein Logo setzt einen Namen mit bis zu {max} Zeichen vollständig, ohne ihn zu kürzen. Welche kürzere Form des Namens soll ich verwenden? Der Rest kann in einen Slogan mit bis zu {taglineMax} Zeichen.",
    es: "«{text}» tiene {length} caracteres, y un logo muestra un nombre de hasta {max} caracteres entero, sin cortarlo. ¿Qué forma más corta del nombre uso? El resto puede ir en un eslogan de hasta {taglineMax} caracteres.",
    fr: "« {text} » compte {length} caractères, et un logo affiche un nom de {max} caractères au plus en entier, sans le couper. Quelle forme plus courte du nom dois-je utiliser ? Le reste peut aller dans un slogan de {taglineMax} caractères au plus.",
    it: "«{text}» ha {length} caratteri, e un logo mostra per intero un nome fino a {max} caratteri, senza tagliarlo. Quale forma più breve del nome devo usare? Il resto può andare in uno slogan fino a {taglineMax} caratteri.",
    pt: "«{text}» tem {length} caracteres, e um logo mostra inteiro um nome de até {max} caracteres, sem o cortar. Que forma mais curta do nome devo usar? O resto pode ir num slogan de até {taglineMax} caracteres.",
  },
  tagline: {
    de: "Der Slogan „{text}“ hat {length} Zeichen, und ein Logo setzt einen Slogan mit bis zu {max} Zeichen vollständig, ohne ihn zu kürzen. Welche kürzere Zeile soll ich verwenden?",
    es: "El eslogan «{text}» tiene {length} caracteres, y un logo muestra un eslogan de hasta {max} caracteres entero, sin cortarlo. ¿Qué línea más corta uso?",
    fr: "Le slogan « {text} » compte {length} caractères, et un logo affiche un slogan de {max} caractères au plus en entier, sans le couper. Quelle ligne plus courte dois-je utiliser ?",
    it: "Lo slogan «{text}» ha {length} caratteri, e un logo mostra per intero uno slogan fino a {max} caratteri, senza tagliarlo. Quale riga più breve devo usare?",
    pt: "O slogan «{text}» tem {length} caracteres, e um logo mostra inteiro um slogan de até {max} caracteres, sem o cortar. Que linha mais curta devo usar?",
  },
};

function askForShorter(brief: { brand: string | null; tagline: string | null }, language: OtherLanguage): string {
  const quote = (text: string) => (text.length > 100 ? `${text.slice(0, 60).trim()}…` : text);
  const name = brief.brand && brief.brand.length > BRAND_MAX_CHARS;
  const text = name ? brief.brand! : (brief.tagline ?? "");
  const values: Record<string, string> = { text: quote(text), length: String(text.length), max: String(name ? BRAND_MAX_CHARS : TAGLINE_MAX_CHARS), taglineMax: String(TAGLINE_MAX_CHARS) };
  return SHORTER[name ? "name" : "tagline"][language].replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
}
