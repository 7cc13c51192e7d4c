import type { PageLogo } from "./logo-versions.ts";
import type { ServerGeneration } from "./server-generation.ts";

/** What a shared link's card shows (Open Graph, Twitter): the logo's name and its public picture, absolute. */
export interface ShareCard {
  title: string;
  description: string;
  image: string | null;
  url: string;
}

/** A generated logo's public picture: its newest preview, watermarked, by the logo's id. */
export const publicPreviewPath = (logoId: string) => `/api/logos/${logoId}/preview.png`;

/**
 * The card of /logo/{id}, from what the page already has: the route's meta works it out in
 * the browser too, so the loader does not send it a second time (issue 36).
 */
export function shareCardOf(page: PageLogo, server: Pick<ServerGeneration, "status" | "metadata"> | null, origin: string): ShareCard {
  const url = `${origin}/logo/${page.id}`;
  if (page.kind === "catalogue") {
    const { logo } = page;
    return { title: logo.name, description: `${logo.description} A ${logo.category.toLowerCase()} logo by ${logo.designer}.`, image: `${origin}${logo.image}`, url };
  }
  return {
    title: server?.status === "generating" ? "Create new logo" : server?.metadata?.name || "Custom Logo",
    description: server?.metadata?.description || "A logo designed with LogoMarket's design agent.",
    image: server?.status === "completed" ? `${origin}${publicPreviewPath(page.id)}` : null,
    url,
  };
}
