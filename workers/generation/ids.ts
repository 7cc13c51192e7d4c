/**
 * Ids the browser and the server share (marketplace spec, section 3): gen_{time}_{random}
 * for a generation, logo_{time}_{random} for a generated logo, revgroup_{time}_{random}
 * for a revision group. The browser normally chooses them; the relay only fills in a
 * generation id when a request comes without one.
 */
export { GENERATION_ID } from "../agent/protocol";

export { LOGO_ID, REVISION_GROUP_ID } from "../../app/lib/ids";

/** 96 random bits after the time: unguessable, because the preview URL is public by id. */
export function newGenerationId(now = Date.now()): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  const random = Array.from(bytes, (byte) => byte.toString(36).padStart(2, "0")).join("");
  return `gen_${now}_${random}`;
}

/** A browser-side logo id made on the server (the no-JavaScript prompt), as unguessable. */
export function newLogoId(now = Date.now()): string {
  return newGenerationId(now).replace(/^gen_/, "logo_");
}
