/**
 * What a page's data carries to the browser (issue 36: the data is part of a first load): a
 * list of logos carries what its cards show and what Personalize takes, nothing more; a
 * logo's page carries its description once (the shared link's card is worked out from it);
 * no page carries the path of a catalogue logo's original.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { FIXTURE_CATALOGUE, seedCatalogue } from "./fixtures.ts";

async function pageData(path: string): Promise<string> {
  const response = await SELF.fetch(`http://localhost${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

beforeAll(async () => {
  await seedCatalogue();
});

describe("a page's data", () => {
  it("lists logos by what their cards show: names and tags, no description, designer or original", async () => {
    for (const path of ["/browse.data", "/_root.data"]) {
      const data = await pageData(path);
      expect(data, path).toContain(FIXTURE_CATALOGUE[0]!.name);
      expect(data, path).toContain(FIXTURE_CATALOGUE[0]!.tags[0]);
      for (const logo of FIXTURE_CATALOGUE) expect(data, `${path}: ${logo.name}`).not.toContain(logo.description);
      expect(data, path).not.toContain("Test Designer");
      expect(data, path).not.toContain("originals/");
    }
  });

  it("gives a logo's page its description once, and never its original's path", async () => {
    const logo = FIXTURE_CATALOGUE[1]!;
    const data = await pageData(`/logo/${logo.id}.data`);
    expect(occurrences(data, logo.description)).toBe(1);
    expect(data).toContain(logo.designer);
    expect(data).not.toContain("originals/");
  });

  it("still gives a shared link its card, worked out on the server from the same data", async () => {
    const logo = FIXTURE_CATALOGUE[1]!;
    const html = await pageData(`/logo/${logo.id}`);
    expect(html).toContain(`<meta name="twitter:description" content="${logo.description} A animals logo by ${logo.designer}."`);
    expect(html).toContain(`<meta property="og:url" content="http://localhost/logo/${logo.id}"`);
  });
});
