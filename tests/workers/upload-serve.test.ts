import { env } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { edgePolicy } from "#app/server/http/edge-policy.ts";
import type { AppBindings } from "#app/server/http/env.ts";
import { checkSvgUpload } from "#app/server/uploads/svg-upload.server.ts";
import { uploadFileName, uploadResponse } from "#app/server/uploads/serve.server.ts";

const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#123456"/></svg>');

describe("serving an upload", () => {
  it("sends our bytes with our Content-Type, no sniffing, a sandbox and a safe inline file name", async () => {
    const checked = checkSvgUpload(SVG);
    if (!checked.ok) throw new Error(checked.message);
    const response = uploadResponse(new TextEncoder().encode(checked.svg), "svg", { name: "Summit Coffee" });
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/svg+xml",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "x-content-type-options": "nosniff",
      "content-disposition": 'inline; filename="summit-coffee.svg"',
      "cache-control": "private, no-store",
    });
    expect(await response.text()).toBe(checked.svg);
    const png = uploadResponse(new Uint8Array([137, 80, 78, 71]), "png", { name: "x", cacheControl: "public, max-age=60" });
    expect(png.headers.get("Content-Type")).toBe("image/png");
    expect(png.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(new Uint8Array(await png.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it("names the file with letters, digits and dashes only, whatever the logo is called", () => {
    expect(uploadFileName('../../etc/"passwd"\r\nSet-Cookie: a=b', "png")).toBe("etc-passwd-set-cookie-a-b.png");
    expect(uploadFileName("Café Öl", "svg")).toBe("cafe-ol.svg");
    expect(uploadFileName("«»", "svg")).toBe("logo.svg");
    expect(uploadFileName("a".repeat(200), "svg")).toBe(`${"a".repeat(60)}.svg`);
  });

  it("keeps its sandbox through the app's edge policy, which still adds its other headers", async () => {
    const app = new Hono<AppBindings>().use(edgePolicy);
    app.get("/upload", () => uploadResponse(SVG, "svg"));
    // A response that only loosens the policy does not keep its own.
    app.get("/loose", (c) => c.text("hi", 200, { "Content-Security-Policy": "script-src *" }));
    const upload = await app.request("/upload", {}, env);
    expect(upload.headers.get("Content-Security-Policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(upload.headers.get("X-Frame-Options")).toBe("DENY");
    expect(upload.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const loose = await app.request("/loose", {}, env);
    expect(loose.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
    expect(loose.headers.get("Content-Security-Policy")).not.toContain("sandbox");
  });
});
