/** Shared by the agent's Workers tests: reading SSE, decoding PNGs, building specs. */
import { agentEvent, type AgentEvent } from "#protocol/agent-protocol.ts";
import { logoSpec, type LogoSpec } from "#agent/design/logo-spec.ts";
import { dataUrlBytes } from "#protocol/data-url.ts";
import { readSseData } from "#protocol/sse.ts";
import { textChunkTypes } from "#protocol/image-chunks.ts";
import { expect } from "vitest";

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

export function testSpec(overrides: Partial<LogoSpec> = {}): LogoSpec {
  return logoSpec.parse({
    version: 1,
    brand: "Summit Coffee",
    tagline: "Roasted in the hills",
    icon: { set: "phosphor", name: "coffee" },
    iconStyle: "duotone",
    iconScale: 1,
    layout: "icon-above",
    container: "none",
    palette: { background: "#fffbeb", primary: "#7c2d12", text: "#451a03", accent: "#fcd34d" },
    typeface: { id: "montserrat", weight: 700, italic: false },
    taglineTypeface: null,
    textCase: "as-typed",
    letterSpacing: 0,
    styles: ["Modern"],
    colorScheme: null,
    seed: 42,
    ...overrides,
  });
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
