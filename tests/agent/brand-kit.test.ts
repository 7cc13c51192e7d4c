/**
 * POST /render: a bought logo's brand kit, from the real engine, rendered once for this
 * file (a badge in a filled circle with a duotone icon: the hardest case for one-colour
 * files) and checked by content: every file of the contract with its type; the pixel
 * sizes of every raster; the images inside the ICO; one ink in the one-colour files and
 * nothing but greys in the greyscale; the YouTube banner's logo inside its safe area; the
 * PDFs opened by poppler (pages, vector only, the guide's text naming the palette and the
 * typefaces, what the buyer owns, the certificate's words with the typeface added); the
 * manifest, tags and tokens.
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { KIT_FILES, kitManifest, type KitFileId, type KitManifest } from "#protocol/render.ts";
import { contrast, parseHex, toHex } from "#agent/design/color.ts";
import { pngSize } from "#protocol/png.ts";
import { cmykOf } from "#agent/kit/palette.ts";
import { YOUTUBE_SAFE_AREA } from "#agent/kit/social.ts";
import { icoImages, webpSize } from "#tests/support/image-files.ts";
import type { PdfReading } from "#tests/support/pdf-reader.ts";
import { decodePng, expectPixelsOnly, testSpec } from "./helpers.ts";

const spec = testSpec({
  brand: "Summit Coffee",
  tagline: "Roasted in the hills",
  layout: "badge",
  container: "circle",
  iconStyle: "duotone",
  palette: { background: "#fffbeb", primary: "#7c2d12", text: "#451a03", accent: "#7c2d12" },
  typeface: { id: "oswald", weight: 500, italic: false },
});
const certificate = {
  title: "Certificate of exclusive licence",
  fields: [["Licensee", "ana@example.com"], ["Order", "order_kit_test"], ["Logo", "Summit Coffee (original_7)"]],
  paragraphs: ["With this purchase the licensee holds the exclusive rights to the logo above."],
};

let manifest: KitManifest;
const files = new Map<string, { bytes: Uint8Array; type: string }>();
const bytes = (id: KitFileId) => files.get(id)!.bytes;
const text = (id: KitFileId) => new TextDecoder().decode(bytes(id));

async function readPdf(id: KitFileId): Promise<PdfReading> {
  const url = (env as { PDF_URL?: string }).PDF_URL;
  if (!url) throw new Error("PDF_URL is not set: vitest.config.ts starts the PDF reader");
  const response = await fetch(`${url}/read`, { method: "POST", body: bytes(id) as Uint8Array<ArrayBuffer> });
  if (!response.ok) throw new Error(`poppler could not open ${id}: ${await response.text()}`);
  return response.json();
}

beforeAll(async () => {
  const response = await SELF.fetch("https://agent.test/render", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ spec, certificate }) });
  expect(response.status).toBe(200);
  const form = await response.formData();
  manifest = kitManifest.parse(JSON.parse(String(form.get("manifest"))));
  for (const [name, value] of form.entries()) {
    if (name !== "manifest" && typeof value !== "string") files.set(name, { bytes: new Uint8Array(await value.arrayBuffer()), type: value.type });
  }
}, 60_000);

describe("POST /render: the brand kit", () => {
  it("holds every file of the kit, each with its type, and nothing that gives the design away", () => {
    expect(manifest.files.map((file) => file.id).sort()).toEqual(Object.keys(KIT_FILES).sort());
    expect([...files.keys()].sort()).toEqual(Object.keys(KIT_FILES).sort());
    for (const [id, file] of files) {
      expect(file.type, id).toBe(KIT_FILES[id as KitFileId].type);
      expect(file.bytes.length, id).toBeGreaterThan(0);
      if (/\.(png|webp|svg)$/.test(id)) expectPixelsOnly(file.bytes, spec, id);
    }
    expect(manifest.notes).toEqual([]);
  });

  it("gives every raster the size its name and platform ask for", () => {
    const sizes: [KitFileId, number, number][] = [
      ["logo/logo-2048.png", 2048, 2048],
      ["logo/logo-transparent.png", 2048, 2048],
      ["variants/logo-one-colour-dark.png", 2048, 2048],
      ["variants/logo-greyscale.png", 2048, 2048],
      ["web/apple-touch-icon.png", 180, 180],
      ["web/icon-192.png", 192, 192],
      ["web/icon-512.png", 512, 512],
      ["web/icon-maskable-512.png", 512, 512],
      ["social/link-preview-1200x630.png", 1200, 630],
      ["social/x-profile-400x400.png", 400, 400],
      ["social/x-header-1500x500.png", 1500, 500],
      ["social/linkedin-logo-400x400.png", 400, 400],
      ["social/linkedin-cover-1128x191.png", 1128, 191],
      ["social/youtube-banner-2560x1440.png", 2560, 1440],
      ["social/instagram-1080x1080.png", 1080, 1080],
    ];
    for (const [id, width, height] of sizes) expect(pngSize(bytes(id)), id).toEqual({ width, height });
    for (const lockup of ["mark", "wordmark", "logo-horizontal", "logo-stacked"]) {
      const size = pngSize(bytes(`lockups/${lockup}.png` as KitFileId))!;
      expect(Math.max(size.width, size.height), lockup).toBe(2048);
    }
    // A horizontal lockup is wide, a stacked one is not.
    expect(pngSize(bytes("lockups/logo-horizontal.png"))!.width).toBeGreaterThan(pngSize(bytes("lockups/logo-horizontal.png"))!.height * 1.6);
    expect(webpSize(bytes("logo/logo.webp"))).toEqual({ width: 1024, height: 1024 });
    for (const entry of manifest.files.filter((file) => file.id.endsWith(".png"))) {
      expect({ width: entry.width, height: entry.height }, entry.id).toEqual(pngSize(bytes(entry.id as KitFileId)));
    }
  });

  it("puts 16, 32 and 48 pixel images in favicon.ico, drawn, with transparent corners", () => {
    const images = icoImages(bytes("web/favicon.ico"));
    expect(images.map((image) => [image.width, image.height, image.bitsPerPixel, image.format])).toEqual([
      [16, 16, 32, "bmp"],
      [32, 32, 32, "bmp"],
      [48, 48, 32, "bmp"],
    ]);
    for (const image of images) {
      const alphaAt = (x: number, y: number) => image.rgba![(y * image.width + x) * 4 + 3]!;
      expect(alphaAt(0, 0)).toBe(0);
      expect(alphaAt(image.width / 2, image.height / 2)).toBe(255);
    }
    expect(text("web/favicon.svg")).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it("draws each one-colour file in a single ink, cut out where the badge's lettering was, and greyscale in greys", async () => {
    for (const [id, lightInk] of [["variants/logo-one-colour-dark.png", false], ["variants/logo-one-colour-light.png", true]] as const) {
      const png = await decodePng(bytes(id));
      expect(png.channels).toBe(4);
      const inks = new Set<string>();
      let cut = 0;
      const [cx, cy] = [png.width / 2, png.height / 2];
      for (let i = 0; i < png.pixels.length; i += 4) {
        if (png.pixels[i + 3] === 255) inks.add(toHex([png.pixels[i]!, png.pixels[i + 1]!, png.pixels[i + 2]!]));
        // Inside the badge's circle, the lettering and the icon are cut out: transparent.
        const p = i / 4;
        if (png.pixels[i + 3] === 0 && Math.hypot((p % png.width) - cx, Math.floor(p / png.width) - cy) < png.width * 0.2) cut++;
      }
      expect([...inks], id).toHaveLength(1);
      const ink = [...inks][0]!;
      expect(contrast(ink, lightInk ? "#111111" : "#ffffff"), id).toBeGreaterThanOrEqual(7);
      expect(cut, id).toBeGreaterThan(1000);
      // The SVG is the same single ink (through its mask).
      const svg = text(id.replace(".png", ".svg") as KitFileId);
      const outsideMask = svg.replace(/<mask[\s\S]*<\/mask>/, "");
      expect(new Set(outsideMask.match(/#[0-9a-f]{6}/g)), id).toEqual(new Set([ink]));
    }
    const grey = await decodePng(bytes("variants/logo-greyscale.png"));
    for (let i = 0; i < grey.pixels.length; i += grey.channels) {
      if (grey.pixels[i] !== grey.pixels[i + 1] || grey.pixels[i] !== grey.pixels[i + 2]) throw new Error(`a colour in the greyscale logo at ${i / grey.channels}`);
    }
  });

  it("composes the social pictures on the palette, the YouTube banner's logo inside its safe area", async () => {
    const banner = await decodePng(bytes("social/youtube-banner-2560x1440.png"));
    const at = (x: number, y: number) => toHex([0, 1, 2].map((c) => banner.pixels[(y * banner.width + x) * banner.channels + c]!) as [number, number, number]);
    // On the logo's canvas colour, not on white.
    expect(at(40, 40)).toBe(spec.palette.background);
    const bar = Math.round(1440 * 0.022);
    let outside = 0;
    let inside = 0;
    for (let y = 0; y < 1440 - bar; y += 2) {
      for (let x = 0; x < 2560; x += 2) {
        if (contrast(at(x, y), spec.palette.background as string) < 2) continue;
        const within = x >= YOUTUBE_SAFE_AREA.x && x < YOUTUBE_SAFE_AREA.x + YOUTUBE_SAFE_AREA.w && y >= YOUTUBE_SAFE_AREA.y && y < YOUTUBE_SAFE_AREA.y + YOUTUBE_SAFE_AREA.h;
        if (within) inside++;
        else outside++;
      }
    }
    expect(inside).toBeGreaterThan(5000);
    expect(outside).toBe(0);
    for (const id of ["social/link-preview-1200x630.png", "social/x-profile-400x400.png", "social/instagram-1080x1080.png"] as const) {
      const picture = await decodePng(bytes(id));
      expect(toHex([picture.pixels[0]!, picture.pixels[1]!, picture.pixels[2]!]), id).toBe(spec.palette.background);
    }
  });

  it("makes PDFs a viewer opens: the logo in vector, the guide naming palette, typefaces and rules, the certificate's words", async () => {
    const logo = await readPdf("logo/logo.pdf");
    expect(logo).toMatchObject({ pages: 1, images: 0, fonts: [] });
    for (const id of ["variants/logo-one-colour-dark.pdf", "variants/logo-one-colour-light.pdf", "variants/logo-greyscale.pdf"] as const) expect(await readPdf(id), id).toMatchObject({ pages: 1, images: 0 });

    const guide = await readPdf("brand/brand-guide.pdf");
    expect(guide.pages).toBe(2);
    expect(guide.images).toBe(0);
    expect(Math.round(guide.width)).toBe(595);
    for (const hex of ["#FFFBEB", "#7C2D12", "#451A03"]) expect(guide.text, hex).toContain(`HEX ${hex}`);
    const [r, g, b] = parseHex("#7c2d12");
    expect(guide.text).toContain(`RGB ${r}, ${g}, ${b}`);
    expect(guide.text).toContain(`CMYK ${cmykOf("#7c2d12").join(", ")}`);
    expect(guide.text).toContain("Oswald");
    expect(guide.text).toContain("SIL Open Font License");
    expect(guide.text).toContain("fonts.google.com/specimen/Oswald");
    expect(guide.text).toMatch(/CLEAR SPACE AND MINIMUM SIZE[\s\S]*Minimum size: \d+ mm wide in print and \d+ px on\s+screen/);
    expect(guide.text).toMatch(/One colour, dark[\s\S]*One colour, light[\s\S]*Greyscale/);
    expect(guide.text).toMatch(/Do: use it as it is[\s\S]*Don't: stretch/);
    expect(guide.fonts.some((font) => font.includes("Oswald"))).toBe(true);

    const licence = await readPdf("licence/licence-certificate.pdf");
    expect(licence.pages).toBe(1);
    expect(licence.text).toContain("Certificate of exclusive licence");
    expect(licence.text).toMatch(/Licensee\s+ana@example\.com/);
    expect(licence.text).toMatch(/Order\s+order_kit_test/);

    // What the buyer owns: the agent adds the typeface it set the name in; the design's
    // drawing (Phosphor's cup, as drawn) is named in the guide as the ingredient anyone may use.
    expect(licence.text).toMatch(/Typeface\s+Oswald \(name\), SIL Open Font License 1\.1/);
    expect(manifest.certificate).toEqual({ ...certificate, fields: [...certificate.fields, ["Typeface", "Oswald (name), SIL Open Font License 1.1"]] });
    expect(guide.text.replace(/\s+/g, " ")).toContain("is not exclusive: Phosphor Icons 'coffee', MIT License");
  });

  it("writes the manifest, the tags to paste and the design tokens with the palette", () => {
    const webManifest = JSON.parse(text("web/site.webmanifest")) as { name: string; icons: { src: string; sizes: string; purpose?: string }[]; theme_color: string };
    expect(webManifest.name).toBe("Summit Coffee");
    expect(webManifest.icons).toEqual([
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ]);
    const tags = text("web/head-tags.html");
    for (const tag of ['<link rel="icon" href="/favicon.ico" sizes="48x48">', '<link rel="icon" href="/favicon.svg" type="image/svg+xml">', '<link rel="apple-touch-icon" href="/apple-touch-icon.png">', '<link rel="manifest" href="/site.webmanifest">']) {
      expect(tags).toContain(tag);
    }
    const css = text("brand/design-tokens.css");
    for (const hex of ["#fffbeb", "#7c2d12", "#451a03"]) expect(css).toContain(hex);
    expect(css).toContain('--brand-font-name: "Oswald", sans-serif;');
    const tokens = JSON.parse(text("brand/design-tokens.json")) as { brand: { color: Record<string, { $type: string; $value: string }> } };
    expect(tokens.brand.color.primary).toMatchObject({ $type: "color", $value: "#7c2d12" });
  });

  it("refuses what is not a design it can draw, with a 400 that says so", async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /design/],
      [{ spec: { brand: "x" } }, /design/],
      [{ spec: { ...testSpec(), icon: { set: "phosphor", name: "no-such-icon" } } }, /design/],
      [{ spec: testSpec(), certificate: { title: "" } }, /certificate/],
    ];
    for (const [body, error] of cases) {
      const response = await SELF.fetch("https://agent.test/render", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(error);
    }
  });
});
