/**
 * The planner in the visitor's language: the request (and the conversation before it) is
 * read into English, planned as any English request, and answered in the language it came
 * in, from the final design (speak.ts). An English request is planned and answered as
 * before.
 */
import { withoutRefinementPrefix, REFINEMENT_PREFIX } from "#protocol/refinement.ts";
import { readBrief } from "#agent/planner/new-logo/brief.ts";
import type { Plan, PlanInput } from "#agent/planner/types.ts";
import type { Language, OtherLanguage } from "./language.ts";
import { describeIn, sayChanges, sayNewLogo, STYLE_WORDS } from "./speak.ts";
import { sayThing } from "./subjects.ts";
import { detectLanguage, readInEnglish } from "./to-english.ts";
import { readableLabel } from "#agent/planner/icon-labels.ts";

/** The language of the conversation so far: a message that tells nothing ('OK', a name) keeps it. */
function conversationLanguage(history: PlanInput["history"]): Language {
  for (const message of [...history].reverse()) {
    if (message.role !== "user") continue;
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
    language: reading.language,
    text: reading.language === "en" ? message : `${prefix}${reading.text}`,
  };
}

export function inVisitorsLanguage(input: PlanInput, plan: (input: PlanInput) => Plan): Plan {
  const spoken = conversationLanguage(input.history);
  const request = inEnglish(input.prompt, spoken);
  const history = input.history.map((message) => (message.role === "user" ? { ...message, content: inEnglish(message.content, spoken).text } : message));
  const english = plan({ ...input, prompt: request.text, history });
  if (request.language === "en") return english;
  return answerIn(request.language, english, input.parent, request.text);
}

function answerIn(language: OtherLanguage, plan: Plan, parent: PlanInput["parent"], englishPrompt: string): Plan {
  return sayAgain({ ...plan, language, understood: { ...plan.understood, nameGiven: readBrief(englishPrompt).brand !== null } }, parent);
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
  const said = plan.kind === "refinement" && parent ? sayChanges(parent, spec, language) : sayNewLogo(spec, language, plan.understood.nameGiven ?? true);
  const narration = also.length > 0 ? [...said.slice(0, -1), ...also, ...said.slice(-1)] : said;
  const ownWords = [...spec.styles.map((style) => STYLE_WORDS[style][language]), ...(spec.icon ? [sayThing(readableLabel(spec.icon.name.replace(/-/g, " ")), language)] : [])]
    .filter((word): word is string => !!word)
    // The tag is the noun, without the article the sentences use.
    .map((word) => word.replace(/^(?:einen|einer|eine|ein|una|uno|une|uma|um|un|des|du)\s+|^(?:l|un)['’]/i, "").toLowerCase());
  const tags = [...new Set([...ownWords, ...plan.metadata.tags])].slice(0, 10);
  return { ...plan, narration, metadata: { ...plan.metadata, description: describeIn(spec, language), tags } };
}
