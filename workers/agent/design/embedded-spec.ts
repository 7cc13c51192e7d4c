/**
 * The design travels with its files: every file the engine writes carries the LogoSpec it
 * was drawn from (SVG <metadata>, a PNG iTXt chunk, WebP XMP). A refinement sends back
 * the image the visitor sees (the watermarked PNG, or a catalogue WebP); reading the
 * spec out of it recovers the exact parent design, with no server-side lookup.
 */
import { dataUrlBytes } from "../../protocol/data-url.ts";
import { logoSpec, type LogoSpec } from "./logo-spec.ts";
import { isPng, readPngText } from "./png.ts";
import { isWebp, readWebpXmp } from "./webp-container.ts";

/** The PNG iTXt keyword, and the XML namespace of the SVG and XMP element. */
export const SPEC_KEYWORD = "LogoSpec";
export const SPEC_NAMESPACE = "urn:logomarket:logo-spec";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function unescapeXml(text: string): string {
  return text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&");
}

export function specJson(spec: LogoSpec): string {
  return JSON.stringify(spec);
}

/** The SVG's <metadata> element holding the spec. */
export function specMetadataElement(spec: LogoSpec): string {
  return `<metadata><ls:spec xmlns:ls="${SPEC_NAMESPACE}">${escapeXml(specJson(spec))}</ls:spec></metadata>`;
}

/** An XMP packet holding the spec (for WebP). */
export function specXmp(spec: LogoSpec): string {
  return (
    `<?xpacket begin="\u{feff}" id="W5M0MpCehiHzreSzNTczkc9d"?>` +
    `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
    `<rdf:Description rdf:about="" xmlns:ls="${SPEC_NAMESPACE}"><ls:spec>${escapeXml(specJson(spec))}</ls:spec></rdf:Description>` +
    `</rdf:RDF></x:xmpmeta><?xpacket end="r"?>`
  );
}

function specFromXml(xml: string): string | null {
  const match = /<ls:spec(?:\s[^>]*)?>([\s\S]*?)<\/ls:spec>/.exec(xml);
  return match ? unescapeXml(match[1]!) : null;
}

function parseSpec(json: string | null): LogoSpec | null {
  if (!json) return null;
  try {
    const parsed = logoSpec.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The design embedded in a file's bytes, or null (not ours, edited, or not a valid spec). */
export function readSpecFromBytes(bytes: Uint8Array): LogoSpec | null {
  if (isPng(bytes)) return parseSpec(readPngText(bytes, SPEC_KEYWORD));
  if (isWebp(bytes)) {
    const xmp = readWebpXmp(bytes);
    return xmp ? parseSpec(specFromXml(xmp)) : null;
  }
  const head = new TextDecoder().decode(bytes.subarray(0, 64)).trimStart();
  if (head.startsWith("<svg") || head.startsWith("<?xml")) return parseSpec(specFromXml(new TextDecoder().decode(bytes)));
  return null;
}

/** The design embedded in an image sent as a base64 data URL (PNG, WebP or SVG), or null. */
export function readSpecFromImage(dataUrl: string): LogoSpec | null {
  const decoded = dataUrlBytes(dataUrl);
  return decoded ? readSpecFromBytes(decoded.bytes) : null;
}
