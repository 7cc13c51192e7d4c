/**
 * Whose generated logos the browser's cache holds (logo-cache.ts reconciles it with the
 * server on My Logos). Every page follows the account: when the browser was signed in and
 * is now signed out, or signed in as someone else, the cache is emptied, so nobody sees
 * another person's logos in it. A guest signing in keeps theirs: signing in made them the
 * account's. Small on purpose: the root runs it on every page.
 */
import { readJson, removeKey, SESSION_KEYS, writeJson } from "./browser-storage.ts";
import { hexOf } from "./hex.ts";

/** Whose logos the cache holds: 'guest', or a digest of the signed-in address. */
const CACHE_OWNER_KEY = "generatedLogosOwner";
const GUEST = "guest";

async function ownerKey(email: string | null): Promise<string> {
  if (!email) return GUEST;
  // No digest outside a secure context (plain http on a network address): the address itself.
  if (typeof crypto === "undefined" || !crypto.subtle) return email.trim().toLowerCase();
  return hexOf(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(email.trim().toLowerCase())));
}

/** Keeps the cache to the person now using the browser (see above). */
export async function followAccount(email: string | null): Promise<void> {
  const now = await ownerKey(email);
  const before = readJson("local", CACHE_OWNER_KEY, GUEST, (value): value is string => typeof value === "string");
  if (before === now) return;
  if (before !== GUEST) {
    // Loaded only then: the root runs this on every page.
    const { writeGeneratedLogos, writeRevisionGroups } = await import("./generated-logos.ts");
    writeGeneratedLogos([]);
    writeRevisionGroups([]);
    for (const key of [SESSION_KEYS.generatedLogo, SESSION_KEYS.activeGenerationId, SESSION_KEYS.personalizationLogos]) removeKey("session", key);
  }
  writeJson("local", CACHE_OWNER_KEY, now);
}
