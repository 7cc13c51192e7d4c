/**
 * A change made with the prompt bar's form, without JavaScript (the logo page's "Show me
 * other ideas" among them), joins the logo's versions (issue 56): the new version is in its
 * parent's revision group (started for the parent when it had none), and the logo page the
 * form lands on lists every version of it, oldest first, with the visitor's own words;
 * nobody else's page lists them.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { getGeneration, getGenerationByLogoId, recordStarted } from "#app/server/generations/records.server.ts";
import { newGenerationId, newLogoId, newRevisionGroupId } from "#protocol/ids.ts";
import { newVisitorToken } from "#app/server/visitor.server.ts";
import { OTHER_IDEAS_PROMPT } from "#protocol/refinement.ts";
import { db } from "./checkout-helpers.ts";
import { eventually, promptFor, randomIp } from "./generation-helpers.ts";
import { seedCatalogue } from "./fixtures.ts";
import catalogue from "#app/catalogue/catalogue.json";
import { catalogueSlug } from "#app/catalogue/slug.ts";

/** A catalogue logo to change, as the seed has it (its picture is the site's own asset). */
const NOVA = catalogue.find((entry) => entry.name === "Nova Labs")!;
beforeAll(async () => {
  await seedCatalogue([{ id: NOVA.id, name: NOVA.name, image: `/logos/${catalogueSlug(NOVA.name)}.webp`, bgColor: NOVA.bgColor, category: NOVA.category, tags: NOVA.tags, description: NOVA.description, designer: NOVA.designer, originalPath: `originals/${catalogueSlug(NOVA.name)}.svg`, spec: NOVA.spec }]);
});

/** The prompt bar's form as a browser without JavaScript posts it; the logo id it lands on. */
async function submit(visitor: string, prompt: string, refine?: string): Promise<string> {
  const response = await SELF.fetch("http://localhost/generate", {
    method: "POST",
    headers: { Cookie: `visitor=${visitor}`, "CF-Connecting-IP": randomIp(), Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
    body: new URLSearchParams({ prompt, ...(refine ? { refine } : {}) }),
    redirect: "manual",
  });
  expect(response.status, await response.clone().text()).toBe(302);
  const logoId = /\/logo\/(logo_[^/?#]+)/.exec(response.headers.get("Location") ?? "")?.[1];
  expect(logoId).toBeDefined();
  // Made: a change is made from a finished logo.
  await eventually(async () => (await getGenerationByLogoId(db(), logoId!))?.status === "completed", 15_000);
  return logoId!;
}

const groupOf = async (logoId: string) => (await getGenerationByLogoId(db(), logoId))!.revisionGroupId;
const page = async (logoId: string, visitor: string) => (await SELF.fetch(`http://localhost/logo/${logoId}`, { headers: { Cookie: `visitor=${visitor}` } })).text();

describe("a change made without JavaScript", () => {
  it("joins its logo's versions, and the page it lands on lists them all with the visitor's words", { timeout: 60_000 }, async () => {
    const visitor = newVisitorToken();
    const first = await submit(visitor, promptFor("full", "A logo for a florist called Petal & Stem"));
    expect(await groupOf(first)).toBeNull();
    const second = await submit(visitor, `[scenario:full] ${OTHER_IDEAS_PROMPT}`, first);
    const third = await submit(visitor, "[scenario:full] make the text darker", second);
    const group = await groupOf(first);
    expect(group).toMatch(/^revgroup_/);
    expect([await groupOf(second), await groupOf(third)]).toEqual([group, group]);

    const html = await page(third, visitor);
    expect(html.match(/data-testid="conversation-entry"/g)).toHaveLength(3);
    expect(html).toContain("Version 3 of 3");
    // What the conversation says the visitor wrote: their words, not the prefix the app sends a change with.
    const said = [...html.matchAll(/You: <\/span>(?:<!-- -->)?([^<]*)/g)].map((match) => match[1]);
    expect(said).toEqual(["[scenario:full] A logo for a florist called Petal &amp; Stem", `[scenario:full] ${OTHER_IDEAS_PROMPT}`, "[scenario:full] make the text darker"]);
    // One way of writing a moment on the page: the version's and the logo's "Created" agree, in UTC.
    const created = /<time dateTime="[^"]+">([^<]+)<\/time>/.exec(html)?.[1];
    expect(created).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC$/);
    expect(html).toContain(` · <!-- -->${created}`);
    // The page of an earlier version lists the same three.
    expect((await page(first, visitor)).match(/data-testid="conversation-entry"/g)).toHaveLength(3);
  });

  it("lists them for their owner only: anyone else's page shows the logo alone", { timeout: 60_000 }, async () => {
    const visitor = newVisitorToken();
    const first = await submit(visitor, promptFor("full", "A logo for a bakery called Crumb"));
    const second = await submit(visitor, `[scenario:full] ${OTHER_IDEAS_PROMPT}`, first);
    const stranger = await page(second, newVisitorToken());
    expect(stranger).not.toContain("Version 2 of 2");
    expect(stranger).not.toContain(first);
    expect(stranger).not.toContain(OTHER_IDEAS_PROMPT);
  });

  it("after a change made with JavaScript, the group the browser started holds the parent too (its own owner's only), and a form joins it", { timeout: 60_000 }, async () => {
    const visitor = newVisitorToken();
    const first = await submit(visitor, promptFor("full", "A logo for a tea house called Leaf & Kettle"));
    const parent = (await getGenerationByLogoId(db(), first))!;
    // The browser's change: its own group id, sent with the parent's generation.
    const group = newRevisionGroupId();
    const change = { id: newGenerationId(), logoId: newLogoId(), prompt: "make it green", parentGenerationId: parent.id, revisionGroupId: group, ownerVisitorId: parent.ownerVisitorId, at: new Date() };
    await recordStarted(db(), change);
    expect((await getGeneration(db(), parent.id))!.revisionGroupId).toBe(group);
    // Someone else's change naming this parent does not move it into their group.
    await recordStarted(db(), { ...change, id: newGenerationId(), logoId: newLogoId(), revisionGroupId: newRevisionGroupId(), ownerVisitorId: "someone-else" });
    expect((await getGeneration(db(), parent.id))!.revisionGroupId).toBe(group);
    // A form's change of the first logo joins the browser's group: the page lists the first, the browser's change and the form's.
    const third = await submit(visitor, `[scenario:full] ${OTHER_IDEAS_PROMPT}`, first);
    expect(await groupOf(third)).toBe(group);
    expect((await page(third, visitor)).match(/data-testid="conversation-entry"/g)?.length).toBeGreaterThanOrEqual(2);
    expect(await page(third, visitor)).toContain("Version 3 of 3");
  });

  it("of a catalogue logo, one owner's changes are one logo's versions; another owner's are theirs", { timeout: 60_000 }, async () => {
    const visitor = newVisitorToken();
    const refine = String(NOVA.id);
    const first = await submit(visitor, "[scenario:full] make the lettering green", refine);
    const second = await submit(visitor, "[scenario:full] a serif typeface", refine);
    const group = await groupOf(first);
    expect(group).toMatch(/^revgroup_/);
    expect(await groupOf(second)).toBe(group);
    const html = await page(second, visitor);
    expect(html).toContain("Version 2 of 2");
    expect(html.match(/data-testid="conversation-entry"/g)).toHaveLength(2);
    // A change of one of them joins the same versions.
    const third = await submit(visitor, "[scenario:full] make the text darker", second);
    expect(await groupOf(third)).toBe(group);
    expect(await page(third, visitor)).toContain("Version 3 of 3");
    // Another visitor's change of the same catalogue logo starts versions of their own.
    const stranger = newVisitorToken();
    const theirs = await submit(stranger, "[scenario:full] make it blue", refine);
    expect(await groupOf(theirs)).not.toBe(group);
    expect(await page(theirs, stranger)).not.toContain("Version 2 of");
  });
});
