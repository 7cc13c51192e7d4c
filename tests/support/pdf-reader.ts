/**
 * Reading PDFs back as a buyer's PDF viewer does, with Debian's poppler-utils (the library
 * behind Evince, Okular and most Linux viewers): page count and size (pdfinfo), the text
 * (pdftotext), the embedded fonts (pdffonts) and the raster images (pdfimages). A PDF that
 * poppler cannot open fails the test. The Workers tests reach it over loopback
 * (vitest.config.ts starts it: workerd cannot run a program); browser tests call it directly.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listenOnLoopback } from "./loopback.ts";

export interface PdfReading {
  pages: number;
  /** Points, of the first page. */
  width: number;
  height: number;
  text: string;
  fonts: string[];
  images: number;
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} could not read the PDF (is Debian's poppler-utils installed? npm test installs it): ${stderr || error.message}`));
      else resolve(stdout);
    });
  });
}

export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  const dir = mkdtempSync(join(tmpdir(), "pdf-"));
  try {
    const file = join(dir, "file.pdf");
    writeFileSync(file, bytes);
    const [info, text, fonts, images] = await Promise.all([run("pdfinfo", [file]), run("pdftotext", ["-layout", file, "-"]), run("pdffonts", [file]), run("pdfimages", ["-list", file])]);
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
    return {
      pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0),
      width: Number(size?.[1] ?? 0),
      height: Number(size?.[2] ?? 0),
      text,
      // pdffonts: two header lines, then one font per line, its name first.
      fonts: fonts.split("\n").slice(2).filter(Boolean).map((line) => line.split(/\s+/)[0]!),
      images: images.split("\n").slice(2).filter(Boolean).length,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** POST /read with the PDF as the body answers its PdfReading. */
export async function startPdfService(): Promise<{ url: string }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      void (async () => {
        try {
          if (request.method !== "POST" || request.url !== "/read") throw Object.assign(new Error("POST /read"), { status: 404 });
          const reading = await readPdf(new Uint8Array(Buffer.concat(chunks)));
          response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(reading));
        } catch (error) {
          const status = (error as { status?: number }).status ?? 422;
          response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
        }
      })();
    });
  });
  return { url: await listenOnLoopback(server) };
}
