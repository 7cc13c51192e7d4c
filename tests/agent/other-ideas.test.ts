/**
 * "Show me other ideas" in the visitor's conversation (issue 56): typed in their language or
 * sent by the logo page's button, it is answered in the language the conversation is in,
 * keeps what the visitor asked for along the way (a drawing they named, a slogan they
 * added) and draws another idea; and a slogan given after a colon is set, in every language
 * (issue 57).
 */
import { describe, expect, it } from "vitest";
import type { LogoSpec } from "#agent/design/logo-spec.ts";
import { createDeterministicPlanner } from "#agent/planner/index.ts";
import type { Plan } from "#agent/planner/types.ts";
import { markIdea } from "#protocol/mark-idea.ts";
import { OTHER_IDEAS_PROMPT } from "#protocol/refinement.ts";
import { drawnIdeas } from "./helpers.ts";
import { input } from "./planner-fixtures.ts";

const planner = createDeterministicPlanner();

/** A conversation: each message planned on the design the last one left, as the app sends it. */
async function converse(messages: string[], seed = 11): Promise<{ plans: Plan[]; last: Plan }> {
  const history: { role: "user" | "assistant"; content: string }[] = [];
  const plans: Plan[] = [];
  let parent: LogoSpec | null = null;
  const layouts: LogoSpec["layout"][] = [];
  for (const [i, message] of messages.entries()) {
    const plan = await planner.plan(input(message, { history: [...history], parent, seed: seed + i, markVariant: parent ? i : 0, earlierLayouts: [...layouts] }));
    plans.push(plan);
    history.push({ role: "user", content: message }, { role: "assistant", content: plan.narration.join(" ") });
    parent = plan.spec;
    layouts.push(plan.spec.layout);
  }
  return { plans, last: plans.at(-1)! };
}

describe("a slogan given after a colon", () => {
  it.each([
    ["en", "A logo for a beekeeper called Goldwabe", "add a slogan: Honey from the Black Forest", "Honey from the Black Forest"],
    // 'Honey' is a colour and 'hills' a drawing too: a slogan's words are the visitor's, read as none of them.
    ["en", "A logo for a beekeeper called Goldwabe", "add the slogan Honey from the hills", "Honey from the hills"],
    ["en", "A logo for a beekeeper called Goldwabe", 'add a tagline "Honey from the Black Forest"', "Honey from the Black Forest"],
    ["de", "Ein Logo für eine Imkerei namens Goldwabe", "füge einen Slogan hinzu: Honig aus dem Schwarzwald", "Honig aus dem Schwarzwald"],
    ["es", "Un logo para una apicultura llamada Goldwabe", "añade un eslogan: Miel de la Selva Negra", "Miel de la Selva Negra"],
    ["fr", "Un logo pour une miellerie appelée Goldwabe", "ajoute un slogan : Miel de la Forêt-Noire", "Miel de la Forêt-Noire"],
    ["it", "Un logo per un apicoltore chiamato Goldwabe", "aggiungi uno slogan: Miele della Foresta Nera", "Miele della Foresta Nera"],
    ["pt", "Um logo para um apicultor chamado Goldwabe", "adicione um slogan: Mel da Floresta Negra", "Mel da Floresta Negra"],
  ])("in %s is set as written: %s, then %s", async (language, brief, ask, slogan) => {
    const { plans, last } = await converse([brief, ask]);
    expect(last.spec.tagline, ask).toBe(slogan);
    // Nothing else was asked: the mark and its colours stay.
    expect(last.spec.mark).toEqual(plans[0]!.spec.mark);
    expect(last.spec.palette).toEqual(plans[0]!.spec.palette);
    expect(last.language ?? "en").toBe(language);
  });
});

describe("other ideas in the visitor's conversation", () => {
  const brief = "Ein Logo für eine Imkerei namens Goldwabe, mit einer Biene";
  const slogan = "füge einen Slogan hinzu: Honig aus dem Schwarzwald";

  it.each([
    ["typed in German", "zeig mir andere Ideen"],
    ["the button's words after a German conversation", OTHER_IDEAS_PROMPT],
  ])("%s: answered in German, the bee and the slogan kept, another idea drawn", async (_how, ask) => {
    const { plans, last } = await converse([brief, slogan, ask]);
    const before = plans[1]!.spec;
    expect(last.language).toBe("de");
    expect(last.narration.join(" ")).not.toMatch(/\b(?:Here is|The mark|For the mark)\b/);
    expect(drawnIdeas(last.spec)).toContain("honeybee");
    expect(last.spec.tagline).toBe("Honig aus dem Schwarzwald");
    expect(markIdea(last.spec)).not.toBe(markIdea(before));
  });

  it("the button's words after a French conversation are answered in French; after an English one in English", async () => {
    const french = await converse(["Un logo pour une boulangerie appelée Soleil d'Or", OTHER_IDEAS_PROMPT]);
    expect(french.last.language).toBe("fr");
    const english = await converse(["A logo for a bakery called Golden Sun", OTHER_IDEAS_PROMPT]);
    expect(english.last.language ?? "en").toBe("en");
    expect(english.last.narration.join(" ")).toMatch(/^Here is another idea\./);
  });

  it("a drawing nobody asked for may change: the trade's stand-in is not the visitor's", async () => {
    const { plans, last } = await converse(["A logo for a law firm called Hale & Partners", "show me other ideas"]);
    expect(markIdea(last.spec)).not.toBe(markIdea(plans[0]!.spec));
  });
});
