/**
 * My Logos from D1 (issue 14): the visitor's generations, newest first, one entry per
 * revision group with its number of versions; nobody else's.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "#app/server/db/client.server.ts";
import { recordCompleted, recordStarted } from "#app/server/generations/records.server.ts";
import { listOwnerLogos } from "#app/server/generations/my-logos.server.ts";

const db = createDb(env.DB);
const metadata = (name: string) => ({ name, description: "", tags: [], category: "Custom", bgColor: "bg-blue-100" });

async function made(visitor: string, n: number, group: string | null, at: number, done = true) {
  const id = `gen_${at}_mylogos${n}`;
  await recordStarted(db, { id, logoId: `logo_${at}_mylogos${n}`, prompt: `Prompt ${n}`, parentGenerationId: null, revisionGroupId: group, ownerVisitorId: visitor, at: new Date(at) });
  if (done) await recordCompleted(db, id, { spec: null, metadata: metadata(`Logo ${n}`), at: new Date(at + 1), narration: [`Said ${n}`] });
}

describe("listOwnerLogos", () => {
  it("lists one card per revision group (its newest version, with the count), newest first, only the visitor's", async () => {
    const visitor = `v_${"a".repeat(64)}`;
    await made(visitor, 1, "revgroup_1_g", 1_700_000_000_000);
    await made(visitor, 2, "revgroup_1_g", 1_700_000_001_000);
    await made(visitor, 3, "revgroup_1_g", 1_700_000_002_000);
    await made(visitor, 4, null, 1_700_000_003_000, false);
    await made(`v_${"b".repeat(64)}`, 5, null, 1_700_000_004_000);

    const entries = await listOwnerLogos(db, { visitorId: visitor, userId: null });
    expect(entries).toEqual([
      { logoId: "logo_1700000003000_mylogos4", name: "Prompt 4", bgColor: "bg-white", image: "", status: "generating", versions: 1 },
      {
        logoId: "logo_1700000002000_mylogos3",
        name: "Logo 3",
        bgColor: "bg-blue-100",
        image: "/api/generations/gen_1700000002000_mylogos3/preview.png",
        status: "completed",
        versions: 3,
      },
    ]);
  });
});
