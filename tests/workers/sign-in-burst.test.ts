import { describe, expect, it } from "vitest";
import { INVALID_CREDENTIALS } from "#app/server/auth/authenticator.server.ts";
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP } from "#app/server/auth/throttle.server.ts";
import { PASSWORD, signIn, signUp, uniqueEmail } from "./account-helpers.ts";

/**
 * Wrong passwords sent all at once. An attempt is counted before its password is checked
 * (app/server/auth/throttle.server.ts), so a burst checks no more passwords than the limit
 * allows: each checked password answers "Invalid email or password.", each refused attempt
 * the throttle's sentence, and a refused attempt is not left counted against the address.
 */
const THROTTLED = "Too many sign-in attempts. Please wait 15 minutes and try again.";

async function answers(responses: Response[]) {
  const texts = await Promise.all(responses.map((response) => response.text()));
  return {
    checked: responses.filter((response, index) => response.status === 401 && texts[index]!.includes(INVALID_CREDENTIALS)).length,
    throttled: responses.filter((response, index) => response.status === 429 && texts[index]!.includes(THROTTLED)).length,
  };
}

describe("a burst of sign-ins", () => {
  it(`checks at most ${MAX_FAILURES_PER_ACCOUNT} of twenty wrong passwords sent at once, then refuses the right one`, { timeout: 30_000 }, async () => {
    const { email } = await signUp();
    const ip = "198.51.100.150";
    const burst = await Promise.all(Array.from({ length: 20 }, (_, attempt) => signIn(email, `wrong ${attempt}`, "", ip)));
    expect(await answers(burst)).toEqual({ checked: MAX_FAILURES_PER_ACCOUNT, throttled: 20 - MAX_FAILURES_PER_ACCOUNT });
    const refused = await signIn(email, PASSWORD, "", ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain(THROTTLED);
    // The address holds only the failures that were checked: another account signs in from it.
    const other = await signUp();
    expect((await signIn(other.email, PASSWORD, "", ip)).status).toBe(303);
  });

  it(`checks at most ${MAX_FAILURES_PER_IP} wrong passwords from one address sent at once across accounts`, { timeout: 60_000 }, async () => {
    const ip = "198.51.100.151";
    const burst = await Promise.all(Array.from({ length: MAX_FAILURES_PER_IP + 10 }, () => signIn(uniqueEmail("guess"), "guess", "", ip)));
    expect(await answers(burst)).toEqual({ checked: MAX_FAILURES_PER_IP, throttled: 10 });
    // None of the accounts refused at the address was counted: each may still try its own.
    const { email } = await signUp();
    expect((await signIn(email, PASSWORD, "", "198.51.100.152")).status).toBe(303);
  });

  it("a success gives back what it counted at the address", { timeout: 30_000 }, async () => {
    const ip = "198.51.100.153";
    const { email } = await signUp();
    for (let attempt = 0; attempt < MAX_FAILURES_PER_IP + 5; attempt++) expect((await signIn(email, PASSWORD, "", ip)).status).toBe(303);
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT; attempt++) expect((await signIn(email, "wrong", "", ip)).status).toBe(401);
    expect((await signIn(email, PASSWORD, "", ip)).status).toBe(429);
  });
});
