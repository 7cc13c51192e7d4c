/**
 * The uploader names elements, attributes, style properties, CSS values and form fields:
 * names every plain object already has (`__proto__`, `constructor`, `toString`,
 * `hasOwnProperty`, `prototype`) find nothing in the allow-lists. An element or a value so
 * named is refused with the form's message (a 4xx); an attribute or a style property so
 * named is left out of the rebuilt file, as every attribute off the list is. Never a 500.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { checkSvgUpload } from "#app/server/uploads/svg-upload.server.ts";
import { CLEAN_SVG, expectFormBack, newDesigner, submissionParts, submit } from "./upload-helpers.ts";

const NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty", "prototype"];
const svg = (inner: string, rootAttributes = "") => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"${rootAttributes}>${inner}</svg>`;
const RING = `d="M100 20a80 80 0 1 1 0 160a80 80 0 1 1 0-160z" fill="#1e3a8a"`;
const check = (text: string) => checkSvgUpload(new TextEncoder().encode(text));

describe.each(NAMES)("the name %s", (name) => {
  it("as an element is refused, named as it was written", () => {
    expect(check(svg(`<${name}/><path ${RING}/>`))).toEqual({ ok: false, status: 400, message: `The SVG uses <${name}>, which isn't accepted. A logo may use paths, basic shapes, groups, gradients, clip paths and masks.` });
    expect(check(svg(`<g><${name}><path ${RING}/></${name}></g>`))).toMatchObject({ ok: false, status: 400, message: expect.stringContaining(`<${name}>`) });
  });

  it("as an attribute or a style property is left out of the rebuilt file", () => {
    for (const text of [svg(`<path ${RING} ${name}="red"/>`), svg(`<path ${RING}/>`, ` ${name}="1"`), svg(`<path ${RING} style="${name}: red; fill-opacity: .5"/>`)]) {
      const result = check(text);
      expect(result.ok, text).toBe(true);
      if (result.ok) expect(result.svg).not.toContain(name);
    }
  });

  it("as a CSS value is refused with the attribute it was given to", () => {
    for (const [text, attribute] of [
      [svg(`<path ${RING.replace('fill="#1e3a8a"', `fill="${name}"`)}/>`), "fill"],
      [svg(`<path ${RING} style="stroke: ${name}"/>`), "stroke"],
      [svg(`<path ${RING} stroke-linecap="${name}"/>`), "stroke-linecap"],
      [svg(`<path ${RING} style="stop-color: ${name}"/>`), "stop-color"],
    ]) {
      expect(check(text!), text).toEqual({ ok: false, status: 400, message: `The value of ${attribute} on <path> isn't one we accept: "${name}".` });
    }
  });
});

describe("untrusted names through the submission form", { timeout: 90_000 }, () => {
  it("an element, a CSS value or a form field so named is the form's 4xx with its message; an attribute or style property so named is dropped", async () => {
    const designer = await newDesigner("Nils Ek");
    for (const name of NAMES) {
      const element = await submit(designer.cookie, submissionParts({ name: "logo.svg", type: "image/svg+xml", body: svg(`<${name}/><path ${RING}/>`) }));
      await expectFormBack(element.response, 400, `The SVG uses <${name}>, which isn't accepted`);
      const value = await submit(designer.cookie, submissionParts({ name: "logo.svg", type: "image/svg+xml", body: svg(`<path ${RING} style="fill: ${name}"/>`) }));
      await expectFormBack(value.response, 400, `The value of fill on <path> isn't one we accept: "${name}".`);
      // Form fields of these names beside the form's own: nothing reads them, the form's own checks answer.
      const fields = await submit(designer.cookie, [[name, "x"], ...submissionParts({ name: "notes.txt", type: "text/plain", body: "hello" }, { category: name, bgColor: name }), [name, "y"]]);
      const html = await expectFormBack(fields.response, 415, "The file isn't an SVG", { focused: "category" });
      expect(html).toContain("Choose one of the categories");
      expect(html).toContain("Choose one of the preview backgrounds");
    }
    // Dropped, not refused: every attribute off the list is, as an editor's are.
    const named = NAMES.map((name) => `${name}="1"`).join(" ");
    const styled = NAMES.map((name) => `${name}: red`).join("; ");
    const accepted = await submit(designer.cookie, submissionParts({ name: "ring.svg", type: "image/svg+xml", body: CLEAN_SVG.replace("<path ", `<path ${named} style="${styled}" `) }, { name: "Named Ring" }));
    expect(accepted.response.status).toBe(303);
    const row = await env.DB.prepare("SELECT id FROM designer_submissions WHERE name = 'Named Ring'").first<{ id: string }>();
    const master = await (await env.LOGO_FILES.get(`submissions/${row!.id}/original.svg`))!.text();
    for (const name of NAMES) expect(master).not.toContain(name);
  });

  it("an oversized body's leading fields of these names are not taken for the form's", async () => {
    const designer = await newDesigner("Ola Dahl");
    const parts = [...NAMES.map((name): [string, string] => [name, "polluted"]), ...submissionParts({ name: "huge.png", type: "image/png", body: new Uint8Array(2 * 1024 * 1024) })];
    const { response } = await submit(designer.cookie, parts, { stream: true });
    const html = await expectFormBack(response, 413, /larger than 1 MB/);
    expect(html).not.toContain("polluted");
  });
});
