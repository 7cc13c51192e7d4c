import { SITE_NAME } from "#protocol/site.ts";

/** The sentence a shared logo goes out with (spec section 7: 'Check out this {name} on ...'). */
export function shareText(logoName: string): string {
  return `Check out this ${logoName} on ${SITE_NAME}`;
}

/** Links to the three social sharers; Pinterest also gets the image and description. */
export function shareLinks(input: { pageUrl: string; imageUrl: string; name: string; description: string }) {
  const text = shareText(input.name);
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return [
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?${query({ u: input.pageUrl, quote: text })}` },
    { network: "X/Twitter", href: `https://twitter.com/intent/tweet?${query({ url: input.pageUrl, text })}` },
    {
      network: "Pinterest",
      href: `https://pinterest.com/pin/create/button/?${query({ url: input.pageUrl, media: input.imageUrl, description: `${text}: ${input.description}` })}`,
    },
  ] as const;
}
