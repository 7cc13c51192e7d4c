/**
 * "Continue with Google" (issue 12): OpenID Connect through remix-auth-oauth2, with the
 * provider's endpoints discovered from its issuer (`GOOGLE_ISSUER`, Google by default;
 * the tests point it at a local identity provider). Without GOOGLE_CLIENT_ID and
 * GOOGLE_CLIENT_SECRET the button says in words that Google sign-in is off.
 */
import { OAuth2Strategy } from "remix-auth-oauth2";

export interface GoogleEnv {
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  GOOGLE_ISSUER?: string;
}

export const DEFAULT_GOOGLE_ISSUER = "https://accounts.google.com";
export const GOOGLE_CALLBACK_PATH = "/auth/google/callback";
export const GOOGLE_STATE_COOKIE = "oauth2_state";

/** What the identity provider says of the person (the ID token's claims we use). */
export interface GoogleProfile {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export function isGoogleConfigured(env: GoogleEnv): boolean {
  return !!env.GOOGLE_CLIENT_ID && !!env.GOOGLE_CLIENT_SECRET;
}

// Discovery is one fetch per isolate, per issuer and redirect address.
const strategies = new Map<string, Promise<OAuth2Strategy<GoogleProfile>>>();

export function googleStrategy(env: GoogleEnv, origin: string): Promise<OAuth2Strategy<GoogleProfile>> {
  const issuer = env.GOOGLE_ISSUER || DEFAULT_GOOGLE_ISSUER;
  const key = `${issuer} ${origin} ${env.GOOGLE_CLIENT_ID}`;
  let strategy = strategies.get(key);
  if (!strategy) {
    strategy = OAuth2Strategy.discover<GoogleProfile>(
      issuer,
      {
        clientId: env.GOOGLE_CLIENT_ID!,
        clientSecret: env.GOOGLE_CLIENT_SECRET!,
        redirectURI: `${origin}${GOOGLE_CALLBACK_PATH}`,
        scopes: ["openid", "email", "profile"],
        cookie: { name: GOOGLE_STATE_COOKIE, path: "/auth/google", httpOnly: true, secure: true, sameSite: "Lax", maxAge: 600 },
      },
      async ({ tokens }) => profileFromIdToken(tokens.idToken()),
    );
    // A failed discovery is not remembered: the next sign-in tries again.
    strategy.catch(() => strategies.delete(key));
    strategies.set(key, strategy);
  }
  return strategy;
}

/**
 * The ID token came straight from the provider's token endpoint over TLS, in exchange for
 * a code bound to this browser (state and PKCE), so its claims are read without checking
 * its signature (OpenID Connect Core 3.1.3.7, point 6).
 */
export function profileFromIdToken(idToken: string): GoogleProfile {
  const payload = idToken.split(".")[1];
  if (!payload) throw new Error("The identity provider sent no ID token.");
  const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as Record<string, unknown>;
  if (typeof claims.sub !== "string" || !claims.sub) throw new Error("The identity provider did not say who you are.");
  if (typeof claims.email !== "string" || !claims.email) throw new Error("Your Google account did not share an email address.");
  return {
    subject: claims.sub,
    email: claims.email,
    emailVerified: claims.email_verified === true || claims.email_verified === "true",
    name: typeof claims.name === "string" ? claims.name : null,
    picture: typeof claims.picture === "string" && /^https:\/\//.test(claims.picture) ? claims.picture : null,
  };
}
