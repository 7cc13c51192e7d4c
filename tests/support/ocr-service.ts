/**
 * Reading pictures back with Debian's `tesseract-ocr`, for the lettering tests: a small
 * loopback service that Vitest's config process starts (the Workers tests run in workerd,
 * which cannot start a program). POST /read with `{ images: [{ width, height, rgb }] }`
 * (`rgb`: base64 of the opaque pixels, three bytes each) answers `{ texts }`, one per
 * image, in order.
 *
 * How it reads: as sparse text (`--psm 11`: a logo is words scattered over a picture, not
 * a page), twice, and the two readings together are the picture's text: once scaled up
 * twice (bilinear, adding no detail: tesseract reads best with capitals of 20 px or more,
 * as its documentation says, and a logo's lettering at 512 px is often smaller) with
 * tesseract's global threshold, and once as it is with its local (Sauvola) threshold,
 * which finds light lettering on a dark frame that a global threshold loses. Each pass is
 * split over two tesseract processes, each reading its share in one call (a list file),
 * single-threaded. A request may ask for one reading only (`readings: ["local"]`), so that a
 * test can read every picture the quick way and only the ones it missed the slow way.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listenOnLoopback } from "./loopback.ts";

export interface OcrImage {
  width: number;
  height: number;
  /** Base64 of width x height x 3 bytes (RGB, opaque). */
  rgb: string;
}

/** The two readings: how much each scales the picture up, and tesseract's threshold. */
const READINGS = {
  scaled: { scale: 2, threshold: "0" },
  local: { scale: 1, threshold: "2" },
} as const;
type OcrReading = keyof typeof READINGS;
const PROCESSES = 2;

/** RGB pixels scaled up (bilinear), as a binary PPM (which tesseract reads through leptonica). */
function scaledPpm(image: OcrImage, SCALE: number): Buffer {
  const source = Buffer.from(image.rgb, "base64");
  const { width: w, height: h } = image;
  if (source.length !== w * h * 3) throw new Error(`an image of ${w} x ${h} needs ${w * h * 3} bytes, not ${source.length}`);
  const W = w * SCALE;
  const H = h * SCALE;
  const header = Buffer.from(`P6\n${W} ${H}\n255\n`, "latin1");
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    const sy = Math.min(h - 1, Math.max(0, (y + 0.5) / SCALE - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(h - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < W; x++) {
      const sx = Math.min(w - 1, Math.max(0, (x + 0.5) / SCALE - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(w - 1, x0 + 1);
      const fx = sx - x0;
      for (let c = 0; c < 3; c++) {
        const top = source[(y0 * w + x0) * 3 + c]! * (1 - fx) + source[(y0 * w + x1) * 3 + c]! * fx;
        const bottom = source[(y1 * w + x0) * 3 + c]! * (1 - fx) + source[(y1 * w + x1) * 3 + c]! * fx;
        out[(y * W + x) * 3 + c] = Math.round(top * (1 - fy) + bottom * fy);
      }
    }
  }
  return Buffer.concat([header, out]);
}

function tesseract(listFile: string, count: number, threshold: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    execFile(
      "tesseract",
      [listFile, "stdout", "--psm", "11", "-l", "eng", "-c", `thresholding_method=${threshold}`],
      { env: { ...process.env, OMP_THREAD_LIMIT: "1" }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => {
        if (error) reject(new Error(`tesseract failed (is Debian's tesseract-ocr installed? npm test installs it): ${error.message}`));
        else {
          // One page of text per picture, separated by form feeds (the last may end with one).
          const pages = stdout.split("\f");
          resolve(pages.length > count ? pages.slice(0, count) : pages);
        }
      },
    );
  });
}

/** One reading of every picture, split over the processes. */
async function pass(dir: string, images: readonly OcrImage[], scale: number, threshold: string): Promise<string[]> {
  const files = images.map((image, index) => {
    const file = join(dir, `${index}-${scale}.ppm`);
    writeFileSync(file, scaledPpm(image, scale));
    return file;
  });
  const share = Math.ceil(files.length / PROCESSES);
  const batches = Array.from({ length: PROCESSES }, (_, index) => files.slice(index * share, (index + 1) * share)).filter((batch) => batch.length > 0);
  const texts = await Promise.all(
    batches.map((batch, index) => {
      const list = join(dir, `list-${scale}-${index}.txt`);
      writeFileSync(list, batch.join("\n"));
      return tesseract(list, batch.length, threshold);
    }),
  );
  const all = texts.flat();
  if (all.length !== images.length) throw new Error(`tesseract read ${all.length} pages for ${images.length} pictures`);
  return all;
}

/** Reads each picture's text, in order: the readings asked for (both by default), one after the other. */
export async function readPictures(images: readonly OcrImage[], which: readonly OcrReading[] = ["scaled", "local"]): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), "ocr-"));
  try {
    const readings: string[][] = [];
    for (const { scale, threshold } of which.map((name) => READINGS[name])) readings.push(await pass(dir, images, scale, threshold));
    return images.map((_, index) => readings.map((reading) => reading[index]!.trim()).join("\n"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startOcrService(): Promise<{ url: string }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      void (async () => {
        try {
          if (request.method !== "POST" || request.url !== "/read") throw Object.assign(new Error("POST /read"), { status: 404 });
          const { images, readings } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { images: OcrImage[]; readings?: OcrReading[] };
          if (readings?.some((name) => !Object.hasOwn(READINGS, name))) throw Object.assign(new Error(`readings: ${Object.keys(READINGS).join(", ")}`), { status: 400 });
          const texts = await readPictures(images, readings);
          response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ texts }));
        } catch (error) {
          const status = (error as { status?: number }).status ?? 500;
          response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
        }
      })();
    });
  });
  return { url: await listenOnLoopback(server) };
}
