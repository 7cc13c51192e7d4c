/**
 * Bytes written as lowercase hex, two digits a byte: digests and random ids, on the server
 * and in the browser alike.
 */
export function hexOf(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
