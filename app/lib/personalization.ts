import type { CatalogueCard } from "#app/catalogue/types.ts";
import { requestPersonalization, type PersonalizationLogo } from "./app-events.ts";

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
