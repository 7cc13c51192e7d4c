/**
 * Sample data is sample data: the seed marks the bundled catalogue's designers and logos
 * as sample, the logo page says so beside the designer's name, and `npm run deploy`
 * (scripts/publish.ts) and `node scripts/seed.ts --remote` refuse to publish them unless
 * the operator passes --with-sample-catalogue.
 */
import { env, SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import packageJson from "../../package.json";
import publishScript from "../../scripts/publish.ts?raw";
import seedScript from "../../scripts/seed.ts?raw";
import { SAMPLE_CATALOGUE_COUNT_SQL, sampleCatalogueRefusal, sampleCountsOfWranglerJson, type SampleCounts } from "#app/lib/sample-catalogue.ts";
import { seedCatalogue } from "./fixtures.ts";

async function sampleCounts(): Promise<SampleCounts> {
  return (await env.DB.prepare(SAMPLE_CATALOGUE_COUNT_SQL).first<SampleCounts>())!;
}

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM logo_tags"), env.DB.prepare("DELETE FROM logos"), env.DB.prepare("DELETE FROM designers")]);
  await seedCatalogue();
});

describe("the seeded catalogue", () => {
  it("marks its designers and its logos as sample", async () => {
    expect(await sampleCounts()).toEqual({ designers: 1, logos: 7 });
    const designers = await env.DB.prepare("SELECT name, is_sample FROM designers").all();
    expect(designers.results).toEqual([{ name: "Test Designer", is_sample: 1 }]);
  });

  it("says 'Sample' beside a sample designer's name on the logo page, and not beside a real one's", async () => {
    const credit = async (id: number) => {
      const html = await (await SELF.fetch(`http://localhost/logo/${id}`)).text();
      return /<dt[^>]*>Designer<\/dt><dd[^>]*>(.*?)<\/dd>/s.exec(html)?.[1]?.replace(/<!-- -->|<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
    };
    expect(await credit(1)).toBe("Test Designer Sample");
    await env.DB.batch([
      env.DB.prepare("INSERT INTO designers (id, name, created_at, is_sample) VALUES ('ana-real', 'Ana Real', 0, 0)"),
      env.DB.prepare("UPDATE logos SET designer = 'Ana Real', designer_id = 'ana-real', is_sample = 0 WHERE id = 2"),
    ]);
    // Another logo's page: the first is kept at the edge a while (docs/decisions/0019).
    expect(await credit(2)).toBe("Ana Real");
  });
});

describe("publishing sample data", () => {
  it("is refused while the database holds any, naming how many and the flag that allows it", async () => {
    const refusal = sampleCatalogueRefusal(await sampleCounts(), false, "deploying");
    expect(refusal).toBe(
      "Not deploying: the remote database would hold 1 sample designer and 7 sample logos from the bundled catalogue, which buyers would take for real designers and their work.\n" +
        'Run it again with --with-sample-catalogue to publish them on purpose (the site labels each "Sample").',
    );
    expect(sampleCatalogueRefusal(await sampleCounts(), true, "deploying")).toBeNull();
  });

  it("goes on once only real designers' logos are left", async () => {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO designers (id, name, created_at, is_sample) VALUES ('ana-real', 'Ana Real', 0, 0)"),
      env.DB.prepare("UPDATE logos SET designer_id = 'ana-real', is_sample = 0 WHERE id = 1"),
      env.DB.prepare("DELETE FROM logos WHERE is_sample = 1"),
      env.DB.prepare("DELETE FROM designers WHERE is_sample = 1"),
    ]);
    expect(await sampleCounts()).toEqual({ designers: 0, logos: 0 });
    expect(sampleCatalogueRefusal(await sampleCounts(), false, "deploying")).toBeNull();
  });

  it("reads the counts from wrangler d1 execute --json", () => {
    const output = JSON.stringify([{ results: [{ designers: 7, logos: 521 }], success: true, meta: { duration: 0.2 } }]);
    expect(sampleCountsOfWranglerJson(output)).toEqual({ designers: 7, logos: 521 });
    expect(() => sampleCountsOfWranglerJson("[]")).toThrow(/Unexpected answer/);
  });

  it("is checked by npm run deploy before the Workers are deployed, and by the remote seed", () => {
    expect(packageJson.scripts.deploy).toBe("node scripts/check-identity.ts && npm run build && node scripts/publish.ts");
    const check = publishScript.indexOf("sampleCatalogueRefusal(");
    expect(check).toBeGreaterThan(publishScript.indexOf('"migrations", "apply"'));
    expect(check).toBeLessThan(publishScript.indexOf('run(bin("wrangler"), ["deploy"'));
    expect(publishScript).toContain("process.exit(1)");
    expect(seedScript).toMatch(/if \(values\.remote\) \{\s*const refusal = sampleCatalogueRefusal\(/);
  });
});
