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

/** Render size of what is fingerprinted: four pixels or more per cell across its ink. */
export const FINGERPRINT_RENDER_PX = 160;

/** A picture as RGBA bytes, row by row; only the alpha is read. */
export interface InkRaster {
  rgba: ArrayLike<number>;
  width: number;
  height: number;
}

/**
 * The fingerprint of a rendered picture's ink: the inked pixels' box fitted into a square
 * (so the fingerprint is about the shape, not where a layout put it or how large), sampled
 * as 32 x 32 cells, a cell inked when its pixels' mean alpha is over half. Null when
 * nothing is inked. The agent fingerprints a design's mark alone; the app an uploaded
 * logo's whole ink, the same way, so a copy of one scores as the other.
 */
export function fingerprintOfInk({ rgba, width, height }: InkRaster): string | null {
  const alpha = (x: number, y: number) => rgba[(y * width + x) * 4 + 3]!;
  let x1 = width;
  let y1 = height;
  let x2 = -1;
  let y2 = -1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (alpha(x, y) > 127) {
        x1 = Math.min(x1, x);
        y1 = Math.min(y1, y);
        x2 = Math.max(x2, x);
        y2 = Math.max(y2, y);
      }
  if (x2 < 0) return null;
  const side = Math.max(x2 - x1 + 1, y2 - y1 + 1);
  const left = (x1 + x2 + 1) / 2 - side / 2;
  const top = (y1 + y2 + 1) / 2 - side / 2;
  const cells = new Array<boolean>(FINGERPRINT_SIDE * FINGERPRINT_SIDE).fill(false);
  const step = side / FINGERPRINT_SIDE;
  for (let row = 0; row < FINGERPRINT_SIDE; row++)
    for (let col = 0; col < FINGERPRINT_SIDE; col++) {
      let sum = 0;
      let count = 0;
      for (let y = Math.floor(top + row * step); y < Math.ceil(top + (row + 1) * step); y++)
        for (let x = Math.floor(left + col * step); x < Math.ceil(left + (col + 1) * step); x++) {
          if (x < 0 || y < 0 || x >= width || y >= height) continue;
          sum += alpha(x, y);
          count++;
        }
      cells[row * FINGERPRINT_SIDE + col] = count > 0 && sum / count > 127;
    }
  return encodeFingerprint(cells);
}

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
