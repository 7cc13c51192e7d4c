import type { CatalogueCard } from "#app/catalogue/types.ts";
import { requestPersonalization, type PersonalizationLogo } from "./app-events.ts";
import { addGeneratedLogo, createPlaceholder, type GeneratedLogo } from "./generated-logos.ts";

/** A catalogue logo as a baseline for the prompt bar (spec: personalizationLogos entry). */
export function catalogueBaseline(logo: CatalogueCard): PersonalizationLogo {
  return {
    id: String(logo.id),
    name: logo.name,
    image: logo.image,
    bgColor: logo.bgColor,
    category: logo.category,
    tags: logo.tags,
    isGenerated: false,
  };
}

export function personalizationMessage(logos: readonly PersonalizationLogo[]): string {
  const names = logos.map((logo) => logo.name).join(", ");
  return `Create a new logo inspired by ${logos.length === 1 ? "this logo" : "these logos"}: ${names}`;
}

/** Sends the chosen logos to the prompt bar. */
export function personalizeWith(logos: PersonalizationLogo[]) {
  if (logos.length === 0) return;
  requestPersonalization({ message: personalizationMessage(logos), logos });
}

/**
 * A logo of one's own started from someone else's (a shared link): a new logo with it as
 * the reference. The browser names it by id and sends its public picture; the server
 * gives the agent its design (never the browser).
 */
export function startFromLogo(reference: PersonalizationLogo, message: string): GeneratedLogo {
  const logo = createPlaceholder({ prompt: message, generationPrompt: message, references: [reference] });
  addGeneratedLogo(logo);
  return logo;
}
