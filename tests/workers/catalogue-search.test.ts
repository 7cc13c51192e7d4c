import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { getCatalogueLogo, getCatalogueLogos, listNewestLogos, listPopularTags, searchCatalogue } from "#app/server/catalogue/catalogue.server.ts";
import { readFilters, type CatalogueFilters } from "#app/catalogue/filters.ts";
import { createDb } from "#app/server/db/client.server.ts";
import { seedCatalogue } from "./fixtures.ts";

const db = createDb(env.DB);
const ALL = { offset: 0, limit: 100 };

async function namesFor(filters: Partial<CatalogueFilters>) {
  const result = await searchCatalogue(db, { search: "", category: null, tags: [], ...filters }, ALL);
  return { names: result.logos.map((logo) => logo.name), total: result.total };
}

beforeAll(async () => {
  await seedCatalogue();
});

describe("catalogue search (marketplace spec, sections 3 and 5)", () => {
  it("returns every logo in id order without filters", async () => {
    const { names, total } = await namesFor({});
    expect(total).toBe(7);
    expect(names[0]).toBe("Summit Coffee");
  });

  it("matches text case-insensitively in name, description, tags or category", async () => {
    expect((await namesFor({ search: "SUMMIT" })).names).toEqual(["Summit Coffee"]);
    expect((await namesFor({ search: "anvil" })).names).toEqual(["Byte Forge"]); // description
    expect((await namesFor({ search: "Organic" })).names).toEqual(["Green Leaf Studio"]); // tag
    expect((await namesFor({ search: "fantasy" })).names).toEqual(["Dragon Gate"]); // category
    expect((await namesFor({ search: "coffee" })).names).toEqual(["Summit Coffee", "Coffee Cat"]);
  });

  it("takes % and _ literally", async () => {
    expect((await namesFor({ search: "100%" })).names).toEqual(["100% Pure_Water"]);
    expect((await namesFor({ search: "e_w" })).names).toEqual(["100% Pure_Water"]);
    expect((await namesFor({ search: "%" })).total).toBe(1);
  });

  it("answers any query, however long or strange, with a page (D1 refuses LIKE patterns over 50 bytes)", async () => {
    expect((await namesFor({ search: "coffee ".repeat(20) })).total).toBe(0);
    for (const query of ["x".repeat(49), "é".repeat(40), "🦊".repeat(300), "%_\\'\"".repeat(30), "a".repeat(5000)]) {
      const response = await SELF.fetch(`http://localhost/browse?search=${encodeURIComponent(query)}`);
      expect(response.status, query.slice(0, 20)).toBe(200);
      await response.arrayBuffer();
    }
  });

  it("filters by one category", async () => {
    expect((await namesFor({ category: "Animals" })).names).toEqual(["Lion Crest", "Coffee Cat"]);
  });

  it("matches any of the selected tags", async () => {
    expect((await namesFor({ tags: ["lion", "leaf"] })).names).toEqual(["Lion Crest", "Green Leaf Studio"]);
  });

  it("combines search, category and tags with AND", async () => {
    expect((await namesFor({ search: "coffee", category: "Animals" })).names).toEqual(["Coffee Cat"]);
    expect((await namesFor({ category: "Animals", tags: ["bold"] })).names).toEqual(["Lion Crest"]);
    expect((await namesFor({ search: "gate", category: "Animals", tags: ["bold"] })).total).toBe(0);
    expect((await namesFor({ search: "cup", tags: ["coffee", "lion"] })).names).toEqual(["Coffee Cat"]);
  });

  it("pages results and still counts them all", async () => {
    const page = await searchCatalogue(db, { search: "", category: null, tags: [] }, { offset: 2, limit: 2 });
    expect(page.total).toBe(7);
    expect(page.logos.map((logo) => logo.id)).toEqual([3, 4]);
  });

  it("reads filters from the URL and ignores junk", () => {
    const filters = readFilters(
      new URLSearchParams("search=%20coffee%20&category=Nope&tags=Lion,leaf&tags=lion&tags="),
    );
    expect(filters).toEqual({ search: "coffee", category: null, tags: ["lion", "leaf"] });
    expect(readFilters(new URLSearchParams("category=Human%20Figures")).category).toBe("Human Figures");
  });
});

describe("catalogue lookups", () => {
  it("finds one logo with every spec field, whether it is sold and whether it is sample data, or null", async () => {
    expect(await getCatalogueLogo(db, 2)).toEqual({
      id: 2,
      name: "Lion Crest",
      image: "/logos/fixture-2.webp",
      bgColor: "bg-gray-100",
      category: "Animals",
      tags: ["lion", "emblem", "bold"],
      description: "A proud lion in a shield.",
      designer: "Test Designer",
      sold: false,
      sample: true,
    });
    expect(await getCatalogueLogo(db, 999)).toBeNull();
  });

  it("returns logos by id in the order asked, skipping unknown ids", async () => {
    const logos = await getCatalogueLogos(db, [6, 999, 1]);
    expect(logos.map((logo) => logo.id)).toEqual([6, 1]);
  });

  it("lists the newest strip and the most used tags", async () => {
    expect((await listNewestLogos(db, 3)).map((logo) => logo.id)).toEqual([1, 2, 3]);
    const tags = await listPopularTags(db, 4);
    expect(tags.slice(0, 4)).toEqual(["bold", "coffee", "emblem", "minimal"]);
  });
});
