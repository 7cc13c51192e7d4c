/**
 * A mark's fingerprint: the mark alone (no frame, no lettering), its ink fitted into a
 * square and sampled as a 32 x 32 mask of inked cells. The agent makes one for every
 * generation; the app keeps it, reserves a sold logo's, and sends the reserved ones back
 * with each request so no later mark comes within the limit of one already sold
 * (docs/decisions/0106). Both sides read the same format, so it lives in the contract.
 *
 * Written as `m1:` and the mask's 128 bytes in base64 (row by row, most significant bit
 * first), 175 characters.
 */
export const FINGERPRINT_SIDE = 32;
const BYTES = (FINGERPRINT_SIDE * FINGERPRINT_SIDE) / 8;
const PREFIX = "m1:";

/**
 * Two marks whose inked masks overlap this much (intersection over union) count as the
 * same mark. 0.6 is where two marks stop reading as different ideas: the same initial cut
 * at another angle, or the same figure with one more petal, scores 0.65 to 0.9; different
 * letters or different figures score under 0.45 (docs/decisions/0106 has the measurements).
 */
export const MARK_SIMILARITY_LIMIT = 0.6;

/** At most this many reserved marks travel with one request. */
export const AVOID_MARKS_MAX = 20_000;

export const MARK_FINGERPRINT = /^m1:[A-Za-z0-9+/]{171}=$/;

export function encodeFingerprint(cells: ArrayLike<boolean>): string {
  const bytes = new Uint8Array(BYTES);
  for (let i = 0; i < FINGERPRINT_SIDE * FINGERPRINT_SIDE; i++) if (cells[i]) bytes[i >> 3]! |= 0x80 >> (i & 7);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return PREFIX + btoa(binary);
}

export function decodeFingerprint(fingerprint: string): Uint8Array | null {
  if (!MARK_FINGERPRINT.test(fingerprint)) return null;
  const binary = atob(fingerprint.slice(PREFIX.length));
  const bytes = new Uint8Array(BYTES);
  for (let i = 0; i < BYTES; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** How many bits each byte value has set: a comparison is 256 look-ups, not 2,048 loop turns. */
const BITS_SET = Uint8Array.from({ length: 256 }, (_, byte) => {
  let count = 0;
  for (let b = byte; b; b &= b - 1) count++;
  return count;
});

/** Intersection over union of two fingerprints' inked cells (0 when either is unreadable or empty). */
export function markSimilarity(a: string | Uint8Array, b: string | Uint8Array): number {
  const x = typeof a === "string" ? decodeFingerprint(a) : a;
  const y = typeof b === "string" ? decodeFingerprint(b) : b;
  if (!x || !y) return 0;
  let both = 0;
  let either = 0;
  for (let i = 0; i < BYTES; i++) {
    both += BITS_SET[x[i]! & y[i]!]!;
    either += BITS_SET[x[i]! | y[i]!]!;
  }
  return either === 0 ? 0 : both / either;
}

/**
 * Marks to keep clear of, decoded once: a request may carry up to AVOID_MARKS_MAX of them,
 * and the agent checks each idea it draws against all of them (decoding is most of a
 * comparison's cost).
 */
export function markSet(fingerprints: readonly string[]): { near: (fingerprint: string) => string | null } {
  const decoded = fingerprints.flatMap((fingerprint) => {
    const bytes = decodeFingerprint(fingerprint);
    return bytes ? [{ fingerprint, bytes }] : [];
  });
  return {
    near(fingerprint) {
      const own = decodeFingerprint(fingerprint);
      if (!own) return null;
      return decoded.find(({ bytes }) => markSimilarity(own, bytes) >= MARK_SIMILARITY_LIMIT)?.fingerprint ?? null;
    },
  };
}

/** The first of `others` the fingerprint comes within the limit of, or null. */
export function tooLike(fingerprint: string, others: readonly string[]): string | null {
  return markSet(others).near(fingerprint);
}
