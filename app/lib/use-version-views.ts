/**
 * What the logo page offers for each version it shows (app/lib/logo-offer.ts): the
 * loader's answer for the page's own logo, the server's answer for the versions this
 * browser holds besides it (refinements), asked for once each is finished, and until then
 * what the browser's own copy implies.
 */
import { useEffect, useState } from "react";
import { cataloguePurchaseId } from "./purchase.ts";
import type { LogoVersion } from "./logo-versions.ts";
import type { VersionView } from "./logo-offer.ts";

/** What a version's own copy implies, before (or without) the server's word. */
function ownView(version: LogoVersion): VersionView {
  if (version.kind === "catalogue") {
    const { logo } = version;
    return { offer: logo.sold ? { kind: "sold" } : { kind: "for-sale", purchaseId: cataloguePurchaseId(logo.id) }, picture: null, transparentPicture: logo.image, background: null };
  }
  const logo = version.logo;
  if (!logo || logo.isGenerating || logo.error || !logo.image) return { offer: { kind: "unfinished" }, picture: null, transparentPicture: null, background: null };
  // A logo this browser made and finished: its maker's to buy.
  return { offer: { kind: "for-sale", purchaseId: logo.generationId }, picture: null, transparentPicture: null, background: null };
}

function finished(version: LogoVersion): boolean {
  return version.kind === "generated" && Boolean(version.logo && !version.logo.isGenerating && !version.logo.error && version.logo.image);
}

export function useVersionViews(pageId: string, pageView: VersionView | null, versions: LogoVersion[]): (version: LogoVersion) => VersionView {
  const [fetched, setFetched] = useState<Record<string, VersionView>>({});
  const known: Record<string, VersionView> = { ...(pageView ? { [pageId]: pageView } : {}), ...fetched };
  const wanted = versions
    .filter((version) => finished(version) && (known[version.id] === undefined || known[version.id]!.offer.kind === "unfinished"))
    .map((version) => version.id);
  const key = wanted.join(",");

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    fetch(`/api/logos/offers?ids=${encodeURIComponent(key)}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ offers: Record<string, VersionView> }>) : null))
      .then((body) => body && setFetched((current) => ({ ...current, ...body.offers })))
      // Without the server's word the browser's own copy stands (a logo it made is its to buy).
      .catch(() => undefined);
    return () => controller.abort();
  }, [key]);

  return (version) => {
    const view = known[version.id];
    // Finished since the server answered: the browser's copy, until the server's new word.
    return view && !(view.offer.kind === "unfinished" && finished(version)) ? view : ownView(version);
  };
}
