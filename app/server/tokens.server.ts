/**
 * Secrets the server hands out (visitor cookies, session cookies, reset links) and how it
 * keeps them: the browser or the mail gets the random token, D1 only its SHA-256, so
 * reading the database never yields a value that works.
 */
import { hexOf } from "#app/lib/hex.ts";

const TOKEN_BYTES = 32;
/** 32 bytes in unpadded base64url. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function randomToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
}

export async function sha256Hex(text: string): Promise<string> {
  return hexOf(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
