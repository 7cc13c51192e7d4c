/**
 * One size limit per kind of upload (app/forms/upload-limits.ts): the form says it, the
 * request is refused over it before the file is read (by its Content-Length, or counted as
 * it streams in), and a refused file brings the form back (4xx, the page, the message under
 * the focused file field, the other fields filled in again), never a page of plain text.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SUBMISSION_BODY_LIMIT_BYTES, UPLOAD_LIMITS, uploadTooLargeMessage } from "#app/forms/upload-limits.ts";
import { getPage, SITE } from "./admin-helpers.ts";
import { CLEAN_SVG, expectFormBack, FIELDS, multipart, newDesigner, pngLike, submissionParts, submit } from "./upload-helpers.ts";

const MB = 1024 * 1024;

describe("upload limits", { timeout: 60_000 }, () => {
  it("the form says each kind's limit with the numbers the checks use", async () => {
    const designer = await newDesigner("Gus Lind");
    const html = await (await getPage("/designer/submit", designer.cookie)).text();
    expect(UPLOAD_LIMITS).toEqual({ svg: { bytes: 512 * 1024, label: "512 KB" }, png: { bytes: MB, label: "1 MB" } });
    expect(html).toContain(`at most ${UPLOAD_LIMITS.svg.label}`);
    expect(html).toContain(`at most ${UPLOAD_LIMITS.png.label}`);
    expect(html).toContain("1000 to 2048 px a side");
    // The text fields come before the file, so a refused file's request still carries them.
    expect(html.indexOf('id="description"')).toBeLessThan(html.indexOf('id="file"'));
  });

  it("a file over the request's limit, by its Content-Length, brings the form back (413): the file is let go unkept, read to its end so the sender gets the answer", async () => {
    const designer = await newDesigner("Hal Moss");
    const parts = submissionParts({ name: "huge.png", type: "image/png", body: pngLike(3 * MB) });
    // Streamed with its length declared: what the app reads of it is counted.
    const { body, contentType } = multipart(parts);
    let read = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (read >= body.length) return controller.close();
        controller.enqueue(body.slice(read, read + 16 * 1024));
        read += 16 * 1024;
      },
    });
    const response = await SELF.fetch(`${SITE}/designer/submit`, {
      method: "POST",
      headers: { Cookie: designer.cookie, Origin: SITE, "Content-Type": contentType, "Content-Length": String(body.length) },
      body: stream,
      redirect: "manual",
    });
    await expectFormBack(response, 413, uploadTooLargeMessage("png"));
    // Refused by its length, then read to its end and let go: a browser still sending waits for that before it reads the answer.
    expect(read, "bytes of the 3 MB body read").toBeGreaterThanOrEqual(body.length);
  });

  it("a body without a Content-Length is counted, refused at the limit, and brings the form back (413)", async () => {
    const designer = await newDesigner("Ida Roth");
    const { response, read } = await submit(designer.cookie, submissionParts({ name: "huge.svg", type: "image/svg+xml", body: " ".repeat(4 * MB) }), { stream: true });
    await expectFormBack(response, 413, uploadTooLargeMessage("svg"));
    expect(read(), "bytes of the 4 MB body read").toBeGreaterThan(SUBMISSION_BODY_LIMIT_BYTES);
  });

  it("a file over its kind's limit within the request's is refused by its kind, with the form back (413)", async () => {
    const designer = await newDesigner("Jon Vik");
    const svg = CLEAN_SVG.replace("</svg>", `${" ".repeat(UPLOAD_LIMITS.svg.bytes)}</svg>`);
    const tooBigSvg = await submit(designer.cookie, submissionParts({ name: "ring.svg", type: "image/svg+xml", body: svg }));
    await expectFormBack(tooBigSvg.response, 413, "The SVG is larger than 512 KB");
    const tooBigPng = await submit(designer.cookie, submissionParts({ name: "ring.png", type: "image/png", body: pngLike(UPLOAD_LIMITS.png.bytes + 1) }));
    await expectFormBack(tooBigPng.response, 413, "The PNG is larger than 1 MB");
  });

  it("the guard leaves an upload's body to the route: a damaged multipart body is the form's message, not plain text", async () => {
    const designer = await newDesigner("Kai Berg");
    const response = await SELF.fetch(`${SITE}/designer/submit`, {
      method: "POST",
      headers: { Cookie: designer.cookie, Origin: SITE, "Content-Type": "multipart/form-data; boundary=nothing-here" },
      body: "this is not a multipart body",
      redirect: "manual",
    });
    await expectFormBack(response, 400, "The upload could not be read", { kept: {} });
  });

  it("with JavaScript (Remix posts to the .data address) an oversized file is the same 413 and message", async () => {
    const designer = await newDesigner("Lea Falk");
    const { response } = await submit(designer.cookie, submissionParts({ name: "huge.png", type: "image/png", body: pngLike(2 * MB) }), { path: "/designer/submit.data" });
    expect(response.status).toBe(413);
    const text = await response.text();
    expect(text).toContain(uploadTooLargeMessage("png"));
    expect(text).toContain(FIELDS.description);
  });

  it("every other form keeps the request guard's limit", async () => {
    const designer = await newDesigner("Mia Holt");
    const response = await SELF.fetch(`${SITE}/designer/profile`, {
      method: "POST",
      headers: { Cookie: designer.cookie, Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
      body: `bio=${"a".repeat(2 * MB)}`,
      redirect: "manual",
    });
    expect(response.status).toBe(413);
  });
});
