/**
 * Password hashing (issue 12): PBKDF2-SHA256 through WebCrypto, 100,000 iterations (the
 * most Workers allow in production) and a 16-byte salt per user. The stored string names
 * its algorithm and iterations, so a later change can still verify old hashes and
 * re-hash them at sign-in.
 */
const ALGORITHM = "pbkdf2-sha256";
export const PASSWORD_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

export async function hashPassword(password: string, iterations = PASSWORD_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return `${ALGORITHM}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** True when `password` matches `stored`; compares in constant time; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [algorithm, iterationText, salt, hash, ...rest] = stored?.split("$") ?? [];
  if (algorithm !== ALGORITHM || salt === undefined || hash === undefined || rest.length > 0) return false;
  const iterations = Number(iterationText);
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PASSWORD_ITERATIONS) return false;
  const expected = fromBase64(hash);
  const actual = await derive(password, fromBase64(salt), iterations);
  // timingSafeEqual throws on unequal lengths; a stored hash's length is no secret.
  return actual.byteLength === expected.byteLength && crypto.subtle.timingSafeEqual(actual, expected);
}

/**
 * Spends the same time as a real check when there is no account (or no password) to
 * check against, so the answer's timing does not tell which addresses have accounts.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  await derive(password, new Uint8Array(SALT_BYTES), PASSWORD_ITERATIONS);
  return false;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return new Uint8Array(0);
  }
}
