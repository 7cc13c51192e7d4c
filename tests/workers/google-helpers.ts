/** The browser's part of "Continue with Google" and of linking Google, against the local identity provider. */
import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { IdTokenFault, UnverifiedShape } from "#tests/support/identity-provider.ts";
import { cookiesOf, get, post } from "./account-helpers.ts";

export interface GoogleChoice {
  /** Another name for the person. */
  name?: string;
  /** A token the app must refuse. */
  fault?: IdTokenFault;
  /** The Google account's `sub`, when it is not the one its address gives. */
  subject?: string;
  /** The address is one Google has not verified, written in the token this way. */
  unverified?: UnverifiedShape;
}

/**
 * Follows `start` (the app's redirect to the provider) as a browser: the provider's page,
 * where the person is chosen by `login_hint`, then back to the callback with the cookies
 * the start set beside `cookie`.
 */
export async function throughProvider(start: Response, email: string, choice: GoogleChoice = {}, cookie = "") {
  expect([302, 303]).toContain(start.status);
  const authorize = new URL(start.headers.get("Location")!);
  expect(authorize.origin).toBe(new URL(env.GOOGLE_ISSUER!).origin);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("scope")).toBe("openid email profile");
  expect(authorize.searchParams.get("nonce")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  authorize.searchParams.set("login_hint", email);
  if (choice.name) authorize.searchParams.set("test_name", choice.name);
  if (choice.fault) authorize.searchParams.set("test_fault", choice.fault);
  if (choice.subject) authorize.searchParams.set("test_subject", choice.subject);
  if (choice.unverified) authorize.searchParams.set("test_email_verified", choice.unverified);
  const consent = await fetch(authorize, { redirect: "manual" });
  const callback = new URL(consent.headers.get("Location")!);
  expect(callback.pathname).toBe("/auth/google/callback");
  const jar = cookiesOf(start);
  const cookies = [cookie, ...Object.entries(jar).map(([name, value]) => `${name}=${value}`)].filter(Boolean).join("; ");
  return get(`${callback.pathname}${callback.search}`, cookies);
}

/** "Continue with Google" from a sign-in page. */
export async function continueWithGoogle(email: string, options: GoogleChoice & { redirectTo?: string; cookie?: string } = {}) {
  const start = await get(`/auth/google${options.redirectTo ? `?redirectTo=${encodeURIComponent(options.redirectTo)}` : ""}`, options.cookie ?? "");
  return throughProvider(start, email, options, options.cookie ?? "");
}

/** "Link Google Account" in the settings of the account signed in with `cookie`. */
export async function linkGoogle(cookie: string, email: string, choice: GoogleChoice = {}) {
  const start = await post("/settings", { intent: "link-google" }, cookie);
  return throughProvider(start, email, choice, cookie);
}
