import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalogue } from "./fixtures.ts";

beforeAll(async () => {
  await seedCatalogue();
});

describe("GET /api/logos", () => {
  it("returns the asked-for catalogue logos in order", async () => {
    const response = await SELF.fetch("http://localhost/api/logos?ids=3,1");
    expect(response.status).toBe(200);
    const body = await response.json<{ logos: { id: number; name: string }[] }>();
    expect(body.logos.map((logo) => logo.id)).toEqual([3, 1]);
  });

  it("marks a sold logo as sold (a favourite kept from before its sale says so)", async () => {
    await env.DB.prepare("UPDATE logos SET sold_order_id = 'order_sold_fixture' WHERE id = 2").run();
    const response = await SELF.fetch("http://localhost/api/logos?ids=1,2");
    const body = await response.json<{ logos: { id: number; sold: boolean }[] }>();
    expect(body.logos.map(({ id, sold }) => ({ id, sold }))).toEqual([
      { id: 1, sold: false },
      { id: 2, sold: true },
    ]);
  });

  it("answers an empty list for no ids", async () => {
    const response = await SELF.fetch("http://localhost/api/logos");
    expect(await response.json()).toEqual({ logos: [] });
  });

  it.each(["abc", "1,-2", "1.5", Array.from({ length: 201 }, (_, i) => i + 1).join(",")])(
    "rejects ids=%s with a 400 and a clear message",
    async (ids) => {
      const response = await SELF.fetch(`http://localhost/api/logos?ids=${ids}`);
      expect(response.status).toBe(400);
      const body = await response.json<{ error: string }>();
      expect(body.error).toMatch(/logo/);
    },
  );

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await SELF.fetch("http://localhost/api/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found" });
  });
});
