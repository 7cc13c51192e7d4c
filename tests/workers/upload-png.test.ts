import { describe, expect, it } from "vitest";
import { checkPngUpload, PNG_MAX_BYTES } from "#app/server/uploads/png-upload.server.ts";
import { concat, pngChunk, readPngChunks } from "#protocol/image-chunks.ts";
import { decodePng } from "#tests/support/png-decode.ts";

const SIGNATURE = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

async function deflate(pieces: Iterable<Uint8Array>): Promise<Uint8Array> {
  const stream = new CompressionStream("deflate");
  const done = new Response(stream.readable).arrayBuffer();
  const writer = stream.writable.getWriter();
  for (const piece of pieces) await writer.write(piece as Uint8Array<ArrayBuffer>);
  await writer.close();
  return new Uint8Array(await done);
}

function header(width: number, height: number, colourType: number, depth = 8, interlace = 0): Uint8Array {
  const data = new Uint8Array(13);
  const view = new DataView(data.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  data.set([depth, colourType, 0, 0, interlace], 8);
  return data;
}

function png(ihdr: Uint8Array, idat: Uint8Array, extra: { type: string; data: Uint8Array }[] = []): Uint8Array {
  return concat([SIGNATURE, pngChunk("IHDR", ihdr), ...extra.map((c) => pngChunk(c.type, c.data)), pngChunk("IDAT", idat), pngChunk("IEND", new Uint8Array())]);
}

/** Each row filtered with a different filter (0-4 in turn), so the decoder's every filter is used. */
function filterRows(rows: Uint8Array[], bpp: number): Uint8Array[] {
  return rows.map((row, y) => {
    const above = y > 0 ? rows[y - 1]! : new Uint8Array(row.length);
    const filter = y % 5;
    const out = new Uint8Array(row.length + 1);
    out[0] = filter;
    for (let i = 0; i < row.length; i++) {
      const a = i >= bpp ? row[i - bpp]! : 0;
      const b = above[i]!;
      const c = i >= bpp ? above[i - bpp]! : 0;
      const p = a + b - c;
      const paeth = Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter]!;
      out[i + 1] = (row[i]! - predictor) & 0xff;
    }
    return out;
  });
}

/** A 1000 x 1000 logo: a coloured disc on a transparent background, as RGBA rows. */
function discRows(size = 1000, background = [0, 0, 0, 0]): Uint8Array[] {
  const rows: Uint8Array[] = [];
  for (let y = 0; y < size; y++) {
    const row = new Uint8Array(size * 4);
    for (let x = 0; x < size; x++) {
      const inside = (x - size / 2) ** 2 + (y - size / 2) ** 2 < (size / 3) ** 2;
      row.set(inside ? [(x * 7) & 0xff, (y * 3) & 0xff, 120, 200 + (x % 56)] : background, x * 4);
    }
    rows.push(row);
  }
  return rows;
}

async function refusal(bytes: Uint8Array) {
  const result = await checkPngUpload(bytes);
  expect(result.ok).toBe(false);
  return result.ok ? null : { status: result.status, message: result.message };
}

// Megapixel images decoded and written again: seconds on a shared machine.
describe("PNG uploads", { timeout: 30_000 }, () => {
  it("decodes a transparent logo and writes it again: the same pixels, none of the file's other chunks", async () => {
    const rows = discRows();
    const file = png(header(1000, 1000, 6), await deflate(filterRows(rows, 4)), [{ type: "tEXt", data: new TextEncoder().encode("Comment\0<script>alert(1)</script>") }]);
    const result = await checkPngUpload(file);
    expect(result).toMatchObject({ ok: true, width: 1000, height: 1000 });
    if (!result.ok) return;
    expect(readPngChunks(result.png).map((c) => c.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    expect(new TextDecoder().decode(result.png)).not.toContain("script");
    const decoded = await decodePng(result.png);
    expect(decoded.channels).toBe(4);
    const expected = concat(rows);
    expect(decoded.pixels.length).toBe(expected.length);
    let differing = 0;
    for (let i = 0; i < expected.length; i++) if (decoded.pixels[i] !== expected[i]) differing++;
    expect(differing, "pixel bytes that differ").toBe(0);
  });

  it("takes a palette PNG whose background is transparent through tRNS", async () => {
    const size = 1000;
    const rows = Array.from({ length: size }, (_, y) => Uint8Array.from({ length: size }, (_, x) => (Math.abs(x - 500) + Math.abs(y - 500) < 300 ? 1 : 0)));
    const file = png(header(size, size, 3), await deflate(filterRows(rows, 1)), [
      { type: "PLTE", data: new Uint8Array([0, 0, 0, 200, 30, 60]) },
      { type: "tRNS", data: new Uint8Array([0]) },
    ]);
    const result = await checkPngUpload(file);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { pixels } = await decodePng(result.png);
    expect([...pixels.subarray(0, 4)]).toEqual([0, 0, 0, 0]);
    const centre = (500 * size + 500) * 4;
    expect([...pixels.subarray(centre, centre + 4)]).toEqual([200, 30, 60, 255]);
  });

  it("refuses a tiny file that declares a gigantic image, without inflating it", async () => {
    const file = png(header(100_000, 100_000, 6), await deflate([new Uint8Array(1000)]));
    expect(file.length).toBeLessThan(200);
    expect(await refusal(file)).toEqual({ status: 413, message: "The PNG is 100000 x 100000 px; the largest accepted is 2048 x 2048 px. Export it smaller and upload again." });
    expect(await refusal(png(header(5000, 1200, 6), new Uint8Array(10)))).toMatchObject({ status: 413 });
    // The buyer's files are 2048 px: a larger PNG would only cost more memory to draw (docs/decisions/3401).
    expect(await refusal(png(header(2049, 1200, 6), new Uint8Array(10)))).toMatchObject({ status: 413, message: expect.stringMatching(/2049 x 1200 px; the largest accepted is 2048 x 2048/) });
  });

  it("refuses image data that inflates past what the header says (a decompression bomb)", async () => {
    const zeros = new Uint8Array(1024 * 1024);
    // 64 MB of zeros, deflated to some 64 KB, behind a header that announces 1000 x 1000 (4 MB).
    const bomb = await deflate(Array.from({ length: 64 }, () => zeros));
    expect(bomb.length).toBeLessThan(200_000);
    expect(await refusal(png(header(1000, 1000, 6), bomb))).toEqual({ status: 400, message: "The PNG's image data is damaged. Export it again and upload the new file." });
  });

  it("refuses image data that stops short, or that isn't deflate at all", async () => {
    const rows = filterRows(discRows(), 4);
    expect(await refusal(png(header(1000, 1000, 6), await deflate(rows.slice(0, 600))))).toMatchObject({ status: 400, message: expect.stringMatching(/damaged/) });
    expect(await refusal(png(header(1000, 1000, 6), new Uint8Array(5000).fill(0xab)))).toMatchObject({ status: 400, message: expect.stringMatching(/damaged/) });
    // A sound zlib header, then damage: the inflate itself fails.
    const damaged = await deflate(rows);
    damaged.fill(0xff, 100, 400);
    expect(await refusal(png(header(1000, 1000, 6), damaged))).toMatchObject({ status: 400, message: expect.stringMatching(/damaged/) });
  });

  it("refuses an image smaller than 1000 x 1000", async () => {
    const rows = filterRows(discRows(999), 4);
    expect(await refusal(png(header(999, 999, 6), await deflate(rows)))).toEqual({
      status: 400,
      message: "The PNG is 999 x 999 px; a logo needs at least 1000 x 1000 px. Export it larger (or upload an SVG).",
    });
  });

  it("refuses a PNG without transparency, and one whose background is opaque", async () => {
    const rgb = discRows().map((row) => row.filter((_, i) => i % 4 !== 3));
    expect(await refusal(png(header(1000, 1000, 2), await deflate(filterRows(rgb, 3))))).toEqual({
      status: 400,
      message: "The PNG has no transparency. Export it with a transparent background and upload again.",
    });
    const white = discRows(1000, [255, 255, 255, 255]);
    expect(await refusal(png(header(1000, 1000, 6), await deflate(filterRows(white, 4))))).toMatchObject({ status: 400, message: expect.stringMatching(/background isn't transparent/) });
  });

  it("refuses what isn't a PNG, an interlaced PNG, and a file over 1 MB", async () => {
    expect(await refusal(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({ status: 415, message: "The file isn't a PNG. Upload an SVG or a PNG." });
    expect(await refusal(new TextEncoder().encode("GIF89a...."))).toMatchObject({ status: 415 });
    expect(await refusal(png(header(1000, 1000, 6, 8, 1), new Uint8Array(10)))).toMatchObject({ status: 415, message: expect.stringMatching(/Interlaced/) });
    const big = new Uint8Array(PNG_MAX_BYTES + 1);
    big.set(SIGNATURE);
    expect(await refusal(big)).toMatchObject({ status: 413, message: expect.stringMatching(/larger than 1 MB/) });
  });
});
