/**
 * The pages tell a buyer exactly what a purchase gives them (issue 31, docs/decisions/0106):
 * the logo's design and its original mark exclusively, with the copyright; the typefaces
 * under their own open licences; a drawing from an open icon set named as not exclusive.
 * The certificate and the guide say it of each design: tests/agent/ownership.test.ts.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

/** The words of a page's main content as a reader sees them: no markup, entities decoded, one space between words. */
async function pageWords(path: string): Promise<string> {
  const html = await (await SELF.fetch(`http://localhost${path}`)).text();
  return html
    .slice(html.indexOf("<main"), html.indexOf("</main>"))
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("what a buyer owns, as the pages say it", () => {
  it("the terms: the design and its original mark exclusively with the copyright; the typefaces and any icon drawing under their own licences", async () => {
    const words = await pageWords("/terms");
    expect(words).toContain("you receive exclusive rights to that logo, its design and its original mark, and the copyright in it is transferred to you.");
    expect(words).toContain("The typefaces of its lettering stay under their own open licences (the SIL Open Font License 1.1 for every typeface our logos are set in)");
    expect(words).toContain("where a mark is made with a drawing from an open icon set (Phosphor Icons or Microsoft Fluent Emoji, under the MIT License, or Material Design Icons, under the Apache License 2.0), that drawing is not exclusive: you own the logo made with it, but not the drawing itself");
    expect(words).toContain("your licence certificate and brand guide name them");
  });

  it("the FAQ: the same, in a sentence or two", async () => {
    const words = await pageWords("/");
    expect(words).toContain("its design and its original mark are yours alone, with the copyright in them, and every logo is sold once.");
    expect(words).toContain("The typefaces of the lettering stay under their own open licences (the SIL Open Font License 1.1)");
    expect(words).toContain("your licence certificate names that drawing and its licence (MIT): you own the logo made with it, but not the drawing itself");
  });
});
