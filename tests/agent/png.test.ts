/**
 * The engine's PNG writer (workers/protocol/png.ts) read back by a decoder of its own
 * (tests/support/png-decode.ts): every pixel as it was given, in straight alpha, whatever
 * the bytes' differences from their neighbours (the Sub filter wraps around 256).
 */
import { describe, expect, it } from "vitest";
import { encodePng, PngEncoder } from "#protocol/png.ts";
import { decodePng } from "#tests/support/png-decode.ts";

/** Premultiplied RGBA, as resvg renders: full, empty, half-covered, and extremes side by side. */
const PIXELS: [number, number, number, number][] = [
  [255, 0, 255, 255], [0, 255, 0, 255], [0, 0, 0, 0], [255, 255, 255, 255], [1, 254, 128, 255],
  [64, 32, 0, 128], [100, 100, 100, 200], [1, 1, 1, 3], [0, 0, 0, 0], [254, 1, 0, 255], [12, 200, 77, 255], [0, 0, 0, 255],
];
const WIDTH = 4;
const band = new Uint8Array(PIXELS.flat());
const straight = ([r, g, b, a]: number[]) => (a === 0 || a === 255 ? [r!, g!, b!, a!] : [...[r!, g!, b!].map((c) => Math.min(255, Math.round((c * 255) / a!))), a!]);

describe("the PNG writer", () => {
  it("writes each pixel in straight alpha, the differences wrapping as the Sub filter's do", async () => {
    const png = await decodePng(await encodePng(band, WIDTH, 3, { alpha: true, premultiplied: true }));
    expect([png.width, png.height, png.channels]).toEqual([WIDTH, 3, 4]);
    expect([...png.pixels]).toEqual(PIXELS.flatMap(straight));
  });

  it("drops the alpha channel of an opaque picture, and reads pixels that do not start on a word's boundary", async () => {
    const shifted = new Uint8Array(band.length + 1);
    shifted.set(band, 1);
    const png = await decodePng(await encodePng(shifted.subarray(1), WIDTH, 3, { alpha: false, premultiplied: false }));
    expect(png.channels).toBe(3);
    expect([...png.pixels]).toEqual(PIXELS.flatMap(([r, g, b]) => [r, g, b]));
  });

  it("takes a picture band by band, one band's buffer reused for the next", async () => {
    const encoder = new PngEncoder(WIDTH, 6, { alpha: true, premultiplied: true });
    await encoder.writeBand(band);
    await encoder.writeBand(band.slice().reverse());
    const png = await decodePng(await encoder.finish());
    const reversed = [...band].reverse();
    const second = Array.from({ length: PIXELS.length }, (_, index) => reversed.slice(index * 4, index * 4 + 4));
    expect([...png.pixels]).toEqual([...PIXELS.flatMap(straight), ...second.flatMap(straight)]);
  });
});
