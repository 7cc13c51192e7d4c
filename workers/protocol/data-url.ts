/**
 * Base64 data URLs: how images travel in the agent protocol (reference logos and the
 * logo being refined in `messages[].images`, files in `final_image`).
 */
const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,(.*)$/is;

/** The bytes of a base64 data URL; null when it is not one or its base64 is broken. */
export function dataUrlBytes(dataUrl: string): { mime: string; bytes: Uint8Array } | null {
  const match = DATA_URL.exec(dataUrl);
  if (!match) return null;
  const base64 = match[2]!;
  if (base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return null;
  try {
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return { mime: match[1]!.toLowerCase(), bytes };
  } catch {
    return null;
  }
}

/** Bytes as a base64 data URL. */
export function toDataUrl(bytes: Uint8Array, mime: string): string {
  let binary = "";
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) binary += String.fromCharCode(...bytes.subarray(i, i + step));
  return `data:${mime};base64,${btoa(binary)}`;
}
