/**
 * Stand-in for the upload checks built on branch issue34-uploads (same interface); the
 * merge replaces this file with theirs.
 */
export type UploadCheck = { ok: true; svg: string; width: number; height: number } | { ok: false; status: 400 | 413 | 415; message: string };

const MAX_BYTES = 1_000_000;

export function checkSvgUpload(bytes: Uint8Array): UploadCheck {
  if (bytes.byteLength > MAX_BYTES) return { ok: false, status: 413, message: "The SVG is larger than 1 MB." };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, status: 415, message: "This file is not an SVG." };
  }
  const start = text.indexOf("<svg");
  if (start < 0) return { ok: false, status: 415, message: "This file is not an SVG." };
  if (/<script|<foreignObject|<image|<style|<iframe|\son\w+\s*=|javascript:|<!ENTITY|(?:xlink:)?href\s*=\s*["'](?!#)/i.test(text)) {
    return { ok: false, status: 400, message: "The SVG contains scripts, styles, images or links to other files. Export it as plain paths and shapes." };
  }
  const root = /<svg\b[^>]*>/i.exec(text)?.[0] ?? "";
  const viewBox = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(root);
  const width = Number(viewBox?.[1] ?? /\swidth\s*=\s*["']([\d.]+)/i.exec(root)?.[1]);
  const height = Number(viewBox?.[2] ?? /\sheight\s*=\s*["']([\d.]+)/i.exec(root)?.[1]);
  if (!(width > 0 && height > 0)) return { ok: false, status: 400, message: "The SVG has no size: give it a viewBox." };
  return { ok: true, svg: text.slice(start), width, height };
}
