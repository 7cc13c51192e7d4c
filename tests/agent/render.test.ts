/** POST /render: the files a buyer receives, from a design the app holds (a bought logo, at fulfilment). */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pngSize } from "#agent/design/png.ts";
import { renderResponse } from "#protocol/render.ts";
import { bytesOf, testSpec } from "./helpers.ts";

const render = (body: unknown) =>
  SELF.fetch("https://agent.test/render", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

describe("POST /render", () => {
  it("answers every file of the design: PNG and transparent PNG at 2048 px, WebP, SVG", async () => {
    const response = await render({ spec: testSpec({ brand: "Summit Coffee" }) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { files: Record<string, string> };
    const { files } = renderResponse.parse(body);
    expect(pngSize(bytesOf(files.png))).toEqual({ width: 2048, height: 2048 });
    expect(pngSize(bytesOf(files.pngTransparent))).toEqual({ width: 2048, height: 2048 });
    expect(files.webp).toMatch(/^data:image\/webp;base64,/);
    expect(new TextDecoder().decode(bytesOf(files.svg))).toMatch(/^<svg/);
    // A buyer gets the logo, not its watermarked preview.
    expect(Object.keys(body.files).sort()).toEqual(["png", "pngTransparent", "svg", "webp"]);
  });

  it("refuses what is not a design it can draw, with a 400 that says so", async () => {
    for (const body of [{}, { spec: { brand: "x" } }, { spec: { ...testSpec(), icon: { set: "phosphor", name: "no-such-icon" } } }]) {
      const response = await render(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/design/);
    }
  });
});
