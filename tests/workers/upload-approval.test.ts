/**
 * Approving a submission draws the buyer's two 2048 px PNGs within a stated memory bound
 * (docs/decisions/3401): one after the other, each stored before the next is drawn, from a
 * master whose size and layers are bounded. A drawing that reaches far outside its canvas
 * (drawn on layers up to 25 times the canvas) is refused when submitted, and a master kept
 * before these bounds is checked again before it is drawn.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { drawDeliverables, OUTSIDE_CANVAS } from "#app/server/designers/submission-drawing.server.ts";
import type { Raster } from "#app/server/designers/raster.server.ts";
import { changeRole, consolePost, getPage } from "./admin-helpers.ts";
import { signUp } from "./account-helpers.ts";
import { CLEAN_SVG, expectFormBack, newDesigner, submissionParts, submit } from "./upload-helpers.ts";

/** A translucent group holding a shape ten times the canvas: 594 MB of WASM memory to draw at 2048 px. */
const FAR_OUTSIDE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><g opacity="0.9"><rect x="-1000" y="-1000" width="3000" height="3000" fill="none" stroke="#1e3a8a"/></g><circle cx="100" cy="100" r="80" fill="#1e3a8a"/></svg>`;
/** Layers three deep: more than a master may have now. */
const DEEP_LAYERS = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><g opacity=".9"><g opacity=".9"><circle cx="100" cy="100" r="80" fill="#1e3a8a" opacity=".9"/></g></g></svg>`;

async function submittedAndReviewer(name: string) {
  const designer = await newDesigner(name);
  const sent = await submit(designer.cookie, submissionParts({ name: "ring.svg", type: "image/svg+xml", body: CLEAN_SVG }, { name: `${name} Ring` }));
  expect(sent.response.status).toBe(303);
  const row = await env.DB.prepare("SELECT id FROM designer_submissions WHERE name = ?").bind(`${name} Ring`).first<{ id: string }>();
  const reviewer = await signUp({ email: `reviewer.${crypto.randomUUID().slice(0, 6)}@example.com` });
  await changeRole("grant", reviewer.email);
  return { id: row!.id, reviewer };
}

describe("approval within its memory bound", { timeout: 90_000 }, () => {
  it("draws the two 2048 px files one at a time, each stored before the next is drawn", async () => {
    const events: string[] = [];
    const raster = {
      png: (_svg: string, size: number, background?: string) => {
        events.push(`draw ${size} ${background ?? "transparent"}`);
        return new Uint8Array(8);
      },
    } as unknown as Raster;
    await drawDeliverables(raster, "<svg/>", "#ffffff", async (file) => {
      events.push(`store ${file}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`stored ${file}`);
    });
    expect(events).toEqual(["draw 2048 #ffffff", "store logo-2048.png", "stored logo-2048.png", "draw 2048 transparent", "store logo-transparent.png", "stored logo-transparent.png"]);
  });

  it("a drawing that reaches far outside its canvas is refused when submitted, with the form back", async () => {
    const designer = await newDesigner("Pia Strand");
    const { response } = await submit(designer.cookie, submissionParts({ name: "wide.svg", type: "image/svg+xml", body: FAR_OUTSIDE }));
    await expectFormBack(response, 400, OUTSIDE_CANVAS);
    // A stroke on the edge of the viewBox, into the margin, is not "far outside".
    const edge = CLEAN_SVG.replace("</svg>", '<circle cx="100" cy="100" r="100" fill="none" stroke="#1e3a8a" stroke-width="16"/></svg>');
    expect((await submit(designer.cookie, submissionParts({ name: "edge.svg", type: "image/svg+xml", body: edge }, { name: "Edge Ring" }))).response.status).toBe(303);
  });

  it("a master kept before the bounds is not drawn: the approval says why (409) and nothing is stored", async () => {
    const { id, reviewer } = await submittedAndReviewer("Rut Lager");
    await env.LOGO_FILES.put(`submissions/${id}/original.svg`, DEEP_LAYERS);
    const refused = await consolePost(`/admin/submissions/${id}`, { intent: "approve" }, reviewer.cookie);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("nests opacity, masks or clip paths more than 2 deep");
    expect(await env.LOGO_FILES.head(`submissions/${id}/logo-2048.png`)).toBeNull();
    expect(await env.DB.prepare("SELECT status FROM designer_submissions WHERE id = ?").bind(id).first()).toEqual({ status: "review" });

    // A PNG master larger than the buyer's 2048 px file, from before PNGs were held to it.
    await env.DB.prepare("UPDATE designer_submissions SET format = 'png', width = 4096, height = 4096 WHERE id = ?").bind(id).run();
    await env.LOGO_FILES.put(`submissions/${id}/original.png`, new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]));
    const large = await consolePost(`/admin/submissions/${id}`, { intent: "approve" }, reviewer.cookie);
    expect(large.status).toBe(409);
    expect(await large.text()).toContain("4096 x 4096 px, larger than the 2048 px");
    expect(await env.LOGO_FILES.head(`submissions/${id}/logo-2048.png`)).toBeNull();
  });

  it("a master within the bounds is approved and its files drawn at 2048 px", async () => {
    const { id, reviewer } = await submittedAndReviewer("Sam Olsen");
    expect((await consolePost(`/admin/submissions/${id}`, { intent: "approve" }, reviewer.cookie)).status).toBe(303);
    for (const file of ["logo-2048.png", "logo-transparent.png"]) {
      const png = new Uint8Array(await (await env.LOGO_FILES.get(`submissions/${id}/${file}`))!.arrayBuffer());
      expect(new DataView(png.buffer).getUint32(16), file).toBe(2048);
    }
    expect((await getPage(`/submission-files/${id}/preview.png`)).status).toBe(200);
  });
});
