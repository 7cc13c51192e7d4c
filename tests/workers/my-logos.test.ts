/**
 * My Logos from D1 (issue 14): the visitor's generations, newest first, one entry per
 * revision group with its number of versions; nobody else's.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "#app/server/db/client.server.ts";
import { recordCompleted, recordStarted } from "#app/server/generations/records.server.ts";
import { groupOwnedLogos, listOwnedLogos } from "#app/server/generations/my-logos.server.ts";

const db = createDb(env.DB);
const metadata = (name: string) => ({ name, description: "", tags: [], category: "Custom", bgColor: "bg-blue-100" });

async function made(visitor: string, n: number, group: string | null, at: number, done = true) {
  const id = `gen_${at}_mylogos${n}`;
  await recordStarted(db, { id, logoId: `logo_${at}_mylogos${n}`, prompt: `Prompt ${n}`, parentGenerationId: null, revisionGroupId: group, ownerVisitorId: visitor, at: new Date(at) });
  if (done) await recordCompleted(db, id, { spec: null, metadata: metadata(`Logo ${n}`), at: new Date(at + 1), narration: [`Said ${n}`] });
}

describe("My Logos from the server", () => {
  it("lists one card per revision group (its newest version, with the count), newest first, only the visitor's", async () => {
    const visitor = `v_${"a".repeat(64)}`;
    await made(visitor, 1, "revgroup_1_g", 1_700_000_000_000);
    await made(visitor, 2, "revgroup_1_g", 1_700_000_001_000);
    await made(visitor, 3, "revgroup_1_g", 1_700_000_002_000);
    await made(visitor, 4, null, 1_700_000_003_000, false);
    await made(`v_${"b".repeat(64)}`, 5, null, 1_700_000_004_000);

    const entries = groupOwnedLogos(await listOwnedLogos(db, { visitorId: visitor, userId: null }));
    expect(entries).toEqual([
      { logoId: "logo_1700000003000_mylogos4", name: "Prompt 4", bgColor: "bg-white", image: "", status: "generating", versions: 1, purchased: null },
      {
        logoId: "logo_1700000002000_mylogos3",
        name: "Logo 3",
        bgColor: "bg-blue-100",
        image: "/api/generations/gen_1700000002000_mylogos3/preview.png",
        status: "completed",
        versions: 3,
        purchased: null,
      },
    ]);
  });

  it("counts a catalogue logo's refinements with the catalogue logo as their first version, as the logo page and the browser's My Logos do", async () => {
    const visitor = `v_${"d".repeat(64)}`;
    for (const [n, at] of [[21, 1_700_000_020_000], [22, 1_700_000_021_000]] as const) {
      const id = `gen_${at}_mylogos${n}`;
      await recordStarted(db, { id, logoId: `logo_${at}_mylogos${n}`, prompt: "Modify this logo: warmer", parentGenerationId: null, parentCatalogueId: 7, revisionGroupId: "revgroup_3_g", ownerVisitorId: visitor, at: new Date(at) });
      await recordCompleted(db, id, { spec: null, metadata: metadata(`Logo ${n}`), at: new Date(at + 1) });
    }
    // A refinement alone (no group recorded yet) is still two versions: the catalogue logo and it.
    await recordStarted(db, { id: "gen_1700000022000_mylogos23", logoId: "logo_1700000022000_mylogos23", prompt: "Modify this logo: bolder", parentGenerationId: null, parentCatalogueId: 9, revisionGroupId: null, ownerVisitorId: visitor, at: new Date(1_700_000_022_000) });
    await recordCompleted(db, "gen_1700000022000_mylogos23", { spec: null, metadata: metadata("Logo 23"), at: new Date(1_700_000_022_001) });
    const entries = groupOwnedLogos(await listOwnedLogos(db, { visitorId: visitor, userId: null }));
    expect(entries.map(({ logoId, versions }) => ({ logoId, versions }))).toEqual([
      { logoId: "logo_1700000022000_mylogos23", versions: 2 },
      { logoId: "logo_1700000021000_mylogos22", versions: 3 },
    ]);
  });

  it("lists every version for the browser's cache, with its group and the version it refines", async () => {
    const visitor = `v_${"c".repeat(64)}`;
    await made(visitor, 11, "revgroup_2_g", 1_700_000_010_000);
    const parent = "gen_1700000010000_mylogos11";
    await recordStarted(db, { id: "gen_1700000011000_mylogos12", logoId: "logo_1700000011000_mylogos12", prompt: "Modify this logo: blue", parentGenerationId: parent, revisionGroupId: "revgroup_2_g", ownerVisitorId: visitor, at: new Date(1_700_000_011_000) });
    await recordCompleted(db, "gen_1700000011000_mylogos12", { spec: null, metadata: metadata("Logo 12"), at: new Date(1_700_000_011_001) });

    const owned = await listOwnedLogos(db, { visitorId: visitor, userId: null });
    expect(owned.map(({ logoId, generationId, revisionGroupId, parentLogoId, status }) => ({ logoId, generationId, revisionGroupId, parentLogoId, status }))).toEqual([
      { logoId: "logo_1700000011000_mylogos12", generationId: "gen_1700000011000_mylogos12", revisionGroupId: "revgroup_2_g", parentLogoId: "logo_1700000010000_mylogos11", status: "completed" },
      { logoId: "logo_1700000010000_mylogos11", generationId: parent, revisionGroupId: "revgroup_2_g", parentLogoId: null, status: "completed" },
    ]);
    expect(owned[0]).toMatchObject({ name: "Logo 12", prompt: "Modify this logo: blue", image: "/api/generations/gen_1700000011000_mylogos12/preview.png", error: null });
    // Nobody's logos for a request with neither a visitor nor an account.
    expect(await listOwnedLogos(db, { visitorId: null, userId: null })).toEqual([]);
  });
});
