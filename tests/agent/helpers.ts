/** Shared by the agent's Workers tests: reading SSE, decoding PNGs, building specs, reading lettering back. */
import { env } from "cloudflare:test";
import { agentEvent, type AgentEvent } from "#protocol/agent-protocol.ts";
import { logoSpec, type LogoSpec } from "#agent/design/logo-spec.ts";
import { logoSpecFixture } from "#tests/support/logo-specs.ts";
import { dataUrlBytes } from "#protocol/data-url.ts";
import { readSseData } from "#protocol/sse.ts";
import { textChunkTypes } from "#protocol/image-chunks.ts";
import { expect } from "vitest";
import { describeMark } from "#agent/planner/mark-construction.ts";

/** Every event of an SSE response (read with the contract's parser), each checked against the protocol's schema. */
export async function readEvents(response: Response): Promise<AgentEvent[]> {
  const events: AgentEvent[] = [];
  for await (const data of readSseData(response.body!)) events.push(agentEvent.parse(JSON.parse(data)));
  return events;
}

export function chatRequest(body: unknown, init: RequestInit = {}): Request {
  return new Request("https://agent.test/agent/chat", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });
}

export function userMessage(content: string, images?: string[]) {
  return { messages: [{ role: "user", content, ...(images ? { images } : {}) }] };
}

export { decodePng, type DecodedPng } from "#tests/support/png-decode.ts";

export function bytesOf(dataUrl: string): Uint8Array {
  const decoded = dataUrlBytes(dataUrl);
  if (!decoded) throw new Error("not a base64 data URL");
  return decoded.bytes;
}

/** A design the agent draws, from the tests' one design fixture (tests/support/logo-specs.ts). */
export function testSpec(overrides: Partial<LogoSpec> = {}): LogoSpec {
  return logoSpec.parse(logoSpecFixture(overrides));
}

/** Pieces of a design's JSON that no public picture may hold. */
function specPieces(spec: LogoSpec): string[] {
  const json = JSON.stringify(spec);
  return [json, json.slice(0, 40), `"brand":${JSON.stringify(spec.brand)}`, '"palette":', '"typeface":', "LogoSpec", "urn:logomarket"];
}

/** A picture (PNG, WebP or SVG bytes) holds its pixels only: no text chunk, no metadata, no piece of the design. */
export function expectPixelsOnly(bytes: Uint8Array, spec: LogoSpec, name: string): void {
  expect(textChunkTypes(bytes), name).toEqual([]);
  // Latin-1 keeps every byte: a design in any chunk, compressed or not, would show here uncompressed.
  const text = Array.from(bytes, (byte) => String.fromCharCode(byte)).join("");
  expect(text, name).not.toMatch(/<metadata|xmpmeta|<rdf:/);
  for (const piece of specPieces(spec)) expect(text.includes(piece), `${name} holds ${piece.slice(0, 30)}`).toBe(false);
}

export { withTextChunk } from "#tests/support/png-text.ts";

/** The bundled drawings a design's mark uses: an emblem's ingredient and its second idea (docs/decisions/0107). */
export function drawnIdeas(spec: Pick<LogoSpec, "icon" | "mark">): string[] {
  return [spec.icon?.name, spec.mark?.kind === "emblem" ? spec.mark.second?.name : undefined].filter((name): name is string => !!name);
}

/**
 * The thing an emblem's drawing is, as the logo's words call it when it is drawn alone, by
 * its first word ('dog' for 'a dog face'): two drawings with the same one show one thing.
 */
export function thingDrawn(spec: LogoSpec, icon: NonNullable<LogoSpec["icon"]>): string {
  const mark = spec.mark?.kind === "emblem" ? { ...spec.mark, second: null } : spec.mark;
  return describeMark({ ...spec, icon, mark }).replace(/^an? /, "").split(" ")[0]!;
}

/** A picture as the OCR service reads it (tests/support/ocr-service.ts): opaque RGB pixels, base64. */
export interface OcrPicture {
  width: number;
  height: number;
  rgb: string;
}

/** Opaque RGB pixels (three bytes each) as the OCR service takes them. */
export function ocrPicture(rgb: Uint8Array, width: number, height: number): OcrPicture {
  let binary = "";
  for (let i = 0; i < rgb.length; i += 0x8000) binary += String.fromCharCode(...rgb.subarray(i, i + 0x8000));
  return { width, height, rgb: btoa(binary) };
}

/**
 * Each picture's text, read by Debian's tesseract through the OCR service vitest.config.ts
 * starts: both of its readings together (the default), or the one asked for.
 */
export async function readWithOcr(pictures: OcrPicture[], reading?: "scaled" | "local"): Promise<string[]> {
  if (pictures.length === 0) return [];
  const url = (env as { OCR_URL?: string }).OCR_URL;
  if (!url) throw new Error("OCR_URL is not set: vitest.config.ts starts the OCR service");
  const response = await fetch(`${url}/read`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ images: pictures, readings: reading ? [reading] : undefined }) });
  const body = (await response.json()) as { texts?: string[]; error?: string };
  if (!response.ok || !body.texts) throw new Error(body.error ?? `the OCR service answered ${response.status}`);
  return body.texts;
}
