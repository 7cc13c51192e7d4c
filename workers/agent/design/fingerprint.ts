/**
 * The fingerprint of a design's mark (workers/protocol/mark-fingerprint.ts): the mark
 * alone, as a brand kit's mark lockup draws it but without any frame, rendered small and
 * fingerprinted as the contract says (the app fingerprints an uploaded logo the same way).
 */
import { designLogo, type DesignAssets } from "./design.ts";
import { hasMark } from "./layouts.ts";
import type { LogoSpec } from "./logo-spec.ts";
import { rasterize } from "#protocol/resvg.ts";
import { FINGERPRINT_RENDER_PX, fingerprintOfInk } from "#protocol/mark-fingerprint.ts";

export function markFingerprint(spec: LogoSpec, assets: DesignAssets): string | null {
  if (!hasMark(spec)) return null;
  const alone = designLogo({ ...spec, container: "none" }, assets, { arrangement: "mark" });
  return fingerprintOfInk(rasterize(alone.svg({ background: false }), FINGERPRINT_RENDER_PX));
}
