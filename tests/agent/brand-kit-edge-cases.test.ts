/**
 * The brand kit of a hard design, rendered once for this file: a wordmark (no mark) with
 * a long name (58 characters), light lettering on a dark canvas. It has no mark-only, horizontal or stacked
 * lockup and says so; its icons show its initials; and its variants and pictures stay
 * legible: OCR (Debian's tesseract, tests/support/ocr-service.ts) reads the name on the
 * one-colour dark file on white, the one-colour light file on black, the wordmark lockup
 * and the link preview.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { KIT_FILES, kitManifest, type KitFileId, type KitManifest } from "#protocol/render.ts";
import { contrast, toHex } from "#agent/design/color.ts";
import { NO_MARK_NOTE } from "#agent/kit/kit.ts";
import { icoImages } from "#tests/support/image-files.ts";
import { decodePng, ocrPicture, readWithOcr, testSpec, type DecodedPng, type OcrPicture } from "./helpers.ts";

// 58 characters: a name this long is set on three lines everywhere the kit draws it (issue 32).
const BRAND = "Northern Lights Photography & Film Co of the Arctic Circle";
const spec = testSpec({
  brand: BRAND,
  tagline: "Weddings, portraits and stories",
  icon: null,
  layout: "wordmark",
  container: "none",
  palette: { background: "#0f172a", primary: "#38bdf8", text: "#f8fafc", accent: "#38bdf8" },
  typeface: { id: "playfair-display", weight: 700, italic: false },
});

let manifest: KitManifest;
const files = new Map<string, Uint8Array>();

beforeAll(async () => {
  const response = await SELF.fetch("https://agent.test/render", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ spec }) });
  expect(response.status).toBe(200);
  const form = await response.formData();
  manifest = kitManifest.parse(JSON.parse(String(form.get("manifest"))));
  for (const [name, value] of form.entries()) if (typeof value !== "string") files.set(name, new Uint8Array(await value.arrayBuffer()));
}, 60_000);

/** A decoded picture as OCR reads it: over `ground`, scaled down by `step` (a box filter), RGB. */
function forOcr(png: DecodedPng, ground: [number, number, number], step: number): OcrPicture {
  const width = Math.floor(png.width / step);
  const height = Math.floor(png.height / step);
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sum = [0, 0, 0];
      for (let dy = 0; dy < step; dy++) {
        for (let dx = 0; dx < step; dx++) {
          const i = ((y * step + dy) * png.width + x * step + dx) * png.channels;
          const alpha = png.channels === 4 ? png.pixels[i + 3]! / 255 : 1;
          for (let c = 0; c < 3; c++) sum[c]! += png.pixels[i + c]! * alpha + ground[c]! * (1 - alpha);
        }
      }
      for (let c = 0; c < 3; c++) rgb[(y * width + x) * 3 + c] = Math.round(sum[c]! / (step * step));
    }
  }
  return ocrPicture(rgb, width, height);
}

describe("the brand kit of a long light-on-dark wordmark", () => {
  it("has no mark-only, horizontal or stacked lockup, says why, and keeps everything else", () => {
    const ids = manifest.files.map((file) => file.id);
    const without = ["lockups/mark.svg", "lockups/mark.png", "lockups/logo-horizontal.svg", "lockups/logo-horizontal.png", "lockups/logo-stacked.svg", "lockups/logo-stacked.png", "licence/licence-certificate.pdf"];
    expect(ids.sort()).toEqual(Object.keys(KIT_FILES).filter((id) => !without.includes(id)).sort());
    expect([...files.keys()].sort()).toEqual(ids);
    expect(manifest.notes).toEqual([NO_MARK_NOTE]);
  });

  it("draws its icons from its initials, on a frame that reads at 16 pixels", () => {
    const [small] = icoImages(files.get("web/favicon.ico")!);
    const colours = new Set<string>();
    for (let i = 0; i < small!.rgba!.length; i += 4) if (small!.rgba![i + 3] === 255) colours.add(toHex([small!.rgba![i]!, small!.rgba![i + 1]!, small!.rgba![i + 2]!]));
    // The frame and the initials: at least two colours far apart.
    const list = [...colours];
    expect(list.some((a) => list.some((b) => contrast(a, b) >= 3))).toBe(true);
    expect(new TextDecoder().decode(files.get("web/favicon.svg")!)).toContain("<path");
  });

  it("stays legible: OCR reads the name on every variant and picture", async () => {
    const pictures = [
      forOcr(await decodePng(files.get("variants/logo-one-colour-dark.png" satisfies KitFileId)!), [255, 255, 255], 4),
      forOcr(await decodePng(files.get("variants/logo-one-colour-light.png" satisfies KitFileId)!), [17, 17, 17], 4),
      forOcr(await decodePng(files.get("lockups/wordmark.png" satisfies KitFileId)!), [255, 255, 255], 4),
      forOcr(await decodePng(files.get("social/link-preview-1200x630.png" satisfies KitFileId)!), [255, 255, 255], 2),
    ];
    const texts = await readWithOcr(pictures);
    const names = ["one colour dark", "one colour light", "wordmark lockup", "link preview"];
    texts.forEach((read, i) => {
      for (const word of ["NORTHERN", "LIGHTS", "PHOTOGRAPHY", "ARCTIC", "CIRCLE"]) expect(read.toUpperCase(), `${names[i]}: ${read}`).toContain(word);
    });
  });
});
