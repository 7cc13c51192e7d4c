/**
 * Google, played locally by oauth2-mock-server: a real OpenID Connect provider (discovery,
 * /authorize with PKCE, /token issuing signed ID tokens) on loopback, for the Workers
 * tests (vitest.config.ts) and the browser tests (scripts/serve-test.ts).
 *
 * Who signs in is chosen by the authorize request's `login_hint` (an email address; the
 * Workers tests add it as a browser would after choosing an account), else the default
 * person below. An address starting with "unverified" comes with email_verified false.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { OAuth2Issuer, OAuth2Service } from "oauth2-mock-server";

export const DEFAULT_GOOGLE_PERSON = { email: "grace.google@example.com", name: "Grace Google" };
export const GOOGLE_TEST_CLIENT = { id: "logo-market-test-client", secret: "logo-market-test-secret" };

interface Person {
  email: string;
  name: string;
}

export async function startIdentityProvider(port = 0): Promise<{ issuer: string; close: () => Promise<void> }> {
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate("RS256");
  const service = new OAuth2Service(issuer);
  const personByCode = new Map<string, Person>();

  service.on("beforeAuthorizeRedirect", (redirect: { url: URL }, req: { url?: string }) => {
    const hint = new URL(req.url ?? "/", "http://localhost").searchParams.get("login_hint");
    const code = redirect.url.searchParams.get("code");
    if (code) personByCode.set(code, hint ? { email: hint, name: nameOf(hint) } : DEFAULT_GOOGLE_PERSON);
  });
  service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }, req: { body?: Record<string, unknown> }) => {
    const code = typeof req.body?.code === "string" ? req.body.code : "";
    const person = personByCode.get(code) ?? DEFAULT_GOOGLE_PERSON;
    Object.assign(token.payload, {
      sub: `google-${person.email}`,
      email: person.email,
      email_verified: !person.email.startsWith("unverified"),
      name: person.name,
      picture: "https://lh3.googleusercontent.example/photo.png",
    });
  });

  // Our own HTTP server around the package's handler, so it can be unref'd: it never keeps
  // a finished test run alive.
  const server = createServer(service.requestHandler);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  server.unref();
  issuer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { issuer: issuer.url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function nameOf(email: string): string {
  const local = email.split("@")[0] ?? email;
  return local.replace(/[._-]+/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase());
}
