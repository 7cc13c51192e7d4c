/**
 * What a design is made of that its buyer does not own, as the agent alone knows it: the
 * typefaces its lettering is set in (the design as drawn, with the tagline's companion
 * face), each with its licence. The brand guide names them; the licence certificate gets
 * them beside the app's words (workers/protocol/ownership.ts).
 */
import type { Design } from "#agent/design/design.ts";
import type { FontFace } from "#agent/design/fonts.ts";
import { taglineFace } from "#agent/design/lettering.ts";
import { TYPEFACES } from "#agent/design/typefaces.ts";
import { OPEN_FONT_LICENCE, typefacesLabel, type TypefaceCredit } from "#protocol/ownership.ts";
import type { CertificateText } from "#protocol/render.ts";

export interface SetIn extends TypefaceCredit {
  face: FontFace;
}

/** The typefaces of the design as drawn: the name's, and the tagline's when it differs. */
export function typefaceCredits(design: Design): SetIn[] {
  const brand = design.spec.typeface as FontFace;
  const tagline = taglineFace(design.spec);
  const faces = [{ role: "Name", face: brand }];
  if (design.spec.tagline && tagline.id !== brand.id) faces.push({ role: "Tagline", face: tagline });
  // Every bundled family is an OFL one (typefaces.ts takes them from @expo-google-fonts).
  return faces.map(({ role, face }) => ({ role, face, family: TYPEFACES[face.id].family, licence: OPEN_FONT_LICENCE }));
}

/** The app's certificate words with a field naming each typeface and its licence. */
export function withTypefaces(words: CertificateText, credits: readonly TypefaceCredit[]): CertificateText {
  const label = credits.length === 1 ? "Typeface" : "Typefaces";
  return { ...words, fields: [...words.fields, [label, typefacesLabel(credits.map(({ role, family, licence }) => ({ role, family, licence })))]] };
}
