/**
 * Google, played locally by oauth2-mock-server: a real OpenID Connect provider (discovery,
 * /authorize with PKCE and nonce, /token issuing ID tokens signed with the keys its JWKS
 * publishes) on loopback, for the Workers tests (vitest.config.ts) and the browser tests
 * (scripts/serve-test.ts).
 *
 * Who signs in is chosen by the authorize request's `login_hint` (an email address; the
 * Workers tests add it as a browser would after choosing an account), else the default
 * person below. An address starting with "unverified" comes with email_verified false.
 * More authorize parameters exist for the Workers tests only: `test_name` gives the
 * person another name, `test_fault` makes the ID token one the app must refuse,
 * `test_subject` gives the person another `sub` (the same Google account after its
 * address changed), and `test_email_verified` says how the token carries an address
 * Google has not verified: `false` (Google's boolean), `string-false` (the string "false",
 * as Google's tokeninfo writes it) or `missing` (no claim at all).
 */
import { createServer } from "node:http";
import { OAuth2Issuer, OAuth2Service } from "oauth2-mock-server";
import { listenOnLoopback } from "./loopback.ts";

export const DEFAULT_GOOGLE_PERSON = { email: "grace.google@example.com", name: "Grace Google" };
export const GOOGLE_TEST_CLIENT = { id: "logo-market-test-client", secret: "logo-market-test-secret" };

/** How an unverified address can be written in the token, as `test_email_verified` names them. */
const UNVERIFIED_SHAPES = { false: false, "string-false": "false", missing: undefined } as const;
export type UnverifiedShape = keyof typeof UNVERIFIED_SHAPES;

/** The ways an ID token can be wrong, as `test_fault` names them. */
const ID_TOKEN_FAULTS = ["forged", "foreign-audience", "foreign-issuer", "expired", "wrong-nonce"] as const;
export type IdTokenFault = (typeof ID_TOKEN_FAULTS)[number];

interface Person {
  email: string;
  name: string;
  fault?: IdTokenFault;
  subject?: string;
  unverified?: UnverifiedShape;
}

export async function startIdentityProvider(port = 0): Promise<{ issuer: string; close: () => Promise<void> }> {
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate("RS256");
  const service = new OAuth2Service(issuer);
  const personByCode = new Map<string, Person>();

  service.on("beforeAuthorizeRedirect", (redirect: { url: URL }, req: { url?: string }) => {
    const query = new URL(req.url ?? "/", "http://localhost").searchParams;
    const hint = query.get("login_hint");
    const code = redirect.url.searchParams.get("code");
    const fault = ID_TOKEN_FAULTS.find((name) => name === query.get("test_fault"));
    const unverified = Object.keys(UNVERIFIED_SHAPES).find((shape): shape is UnverifiedShape => shape === query.get("test_email_verified"));
    const person = hint ? { email: hint, name: query.get("test_name") ?? nameOf(hint) } : DEFAULT_GOOGLE_PERSON;
    if (code) personByCode.set(code, { ...person, fault, unverified, subject: query.get("test_subject") ?? undefined });
  });
  service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }, req: { body?: Record<string, unknown> }) => {
    const person = personOf(req);
    const now = Math.floor(Date.now() / 1000);
    Object.assign(token.payload, {
      sub: person.subject ?? `google-${person.email}`,
      email: person.email,
      email_verified: person.unverified ? UNVERIFIED_SHAPES[person.unverified] : !person.email.startsWith("unverified"),
      name: person.name,
      picture: "https://lh3.googleusercontent.example/photo.png",
      ...(person.fault === "foreign-audience" && { aud: "another-sites-client" }),
      ...(person.fault === "foreign-issuer" && { iss: "https://accounts.another-provider.example" }),
      ...(person.fault === "expired" && { iat: now - 7200, nbf: now - 7200, exp: now - 3600 }),
      ...(person.fault === "wrong-nonce" && { nonce: "a-nonce-from-another-attempt" }),
    });
    if (person.unverified === "missing") delete token.payload.email_verified;
  });
  // A forged token: someone else's address written into a token the issuer signed, so the
  // signature no longer matches.
  service.on("beforeResponse", (response: { body: Record<string, unknown> }, req: { body?: Record<string, unknown> }) => {
    const idToken = response.body.id_token;
    if (personOf(req).fault !== "forged" || typeof idToken !== "string") return;
    const [header, payload, signature] = idToken.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString("utf8")) as Record<string, unknown>;
    const forged = { ...claims, email: `forged.${String(claims.email)}`, sub: `google-forged.${String(claims.email)}` };
    response.body.id_token = [header, Buffer.from(JSON.stringify(forged)).toString("base64url"), signature].join(".");
  });

  function personOf(req: { body?: Record<string, unknown> }): Person {
    const code = typeof req.body?.code === "string" ? req.body.code : "";
    return personByCode.get(code) ?? DEFAULT_GOOGLE_PERSON;
  }

  // Our own HTTP server around the package's handler, so it can be unref'd: it never keeps
  // a finished test run alive.
  const server = createServer(service.requestHandler);
  issuer.url = await listenOnLoopback(server, port);
  return { issuer: issuer.url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function nameOf(email: string): string {
  const local = email.split("@")[0] ?? email;
  return local.replace(/[._-]+/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase());
}
