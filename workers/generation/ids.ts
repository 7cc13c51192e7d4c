/**
 * Ids the browser and the server share (marketplace spec, section 3): gen_{time}_{random}
 * for a generation, logo_{time}_{random} for a generated logo, revgroup_{time}_{random}
 * for a revision group. The browser normally chooses them; the relay only fills in a
 * generation id when a request comes without one.
 */
export { GENERATION_ID } from "../agent/protocol";

export { LOGO_ID, newGenerationId, newLogoId, REVISION_GROUP_ID } from "../../app/lib/ids";
