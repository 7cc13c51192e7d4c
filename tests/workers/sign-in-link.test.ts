/**
 * The header's 'Sign In' link on a sign-in page keeps where that page leads: it once nested
 * itself (/login?redirectTo=/login?redirectTo=...), one level more at every click.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

async function signInHref(path: string): Promise<string> {
  const html = await (await SELF.fetch(`http://localhost${path}`)).text();
  const link = /<a[^>]*href="([^"]*)"[^>]*aria-haspopup="dialog"[^>]*>Sign In<\/a>/.exec(html) ?? /<a[^>]*aria-haspopup="dialog"[^>]*href="([^"]*)"[^>]*>Sign In<\/a>/.exec(html);
  expect(link, path).not.toBeNull();
  return link![1]!.replaceAll("&amp;", "&");
}

describe("the header's Sign In link", () => {
  it("leads back to the page it is on", async () => {
    expect(await signInHref("/browse?category=Animals")).toBe(`/login?redirectTo=${encodeURIComponent("/browse?category=Animals")}`);
  });

  it("on the sign-in, sign-up and reset pages keeps where they lead, never nesting itself", async () => {
    expect(await signInHref("/login?redirectTo=%2Fbrowse")).toBe(`/login?redirectTo=${encodeURIComponent("/browse")}`);
    expect(await signInHref("/signup?redirectTo=%2Fmy-logos")).toBe(`/login?redirectTo=${encodeURIComponent("/my-logos")}`);
    const nested = `/login?redirectTo=${encodeURIComponent(`/login?redirectTo=${encodeURIComponent("/favorites")}`)}`;
    expect(await signInHref(nested)).toBe(`/login?redirectTo=${encodeURIComponent("/favorites")}`);
    expect(await signInHref("/login")).toBe(`/login?redirectTo=${encodeURIComponent("/dashboard")}`);
  });
});
