/**
 * "Continue with Google" (issue 12): OpenID Connect on top of remix-auth-oauth2's OAuth 2.0
 * code flow (state and PKCE), with the provider's endpoints and signing keys discovered
 * from its issuer (`GOOGLE_ISSUER`, Google by default; the tests point it at a local
 * identity provider). The ID token is believed only after jose has checked it (OpenID
 * Connect Core 3.1.3.7): signed by one of the issuer's keys, issued by that issuer, for our
 * client, current, and carrying the nonce this browser's attempt sent. Without
 * GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET no Google button shows, and /auth/google says
 * in words that Google sign-in is off. Which account an identity opens, and how one is
 * linked: google-accounts.server.ts (docs/decisions/1201).
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from "jose";
import { CodeChallengeMethod, OAuth2Strategy } from "remix-auth-oauth2";
import { z } from "zod";
import { randomToken } from "#app/server/tokens.server.ts";

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
  /** Who the person is (with our one issuer): OpenID Connect Core 5.7. */
  subject: string;
  email: string;
  /** Google vouches for the address: `email_verified` true (or "true"); false, "false" or missing is not. */
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export function isGoogleConfigured(env: GoogleEnv): boolean {
  return !!env.GOOGLE_CLIENT_ID && !!env.GOOGLE_CLIENT_SECRET;
}

// Discovery is one fetch per isolate, per issuer and redirect address; jose keeps the keys.
const strategies = new Map<string, Promise<OpenIdConnectStrategy>>();

export function googleStrategy(env: GoogleEnv, origin: string): Promise<OAuth2Strategy<GoogleProfile>> {
  const issuer = env.GOOGLE_ISSUER || DEFAULT_GOOGLE_ISSUER;
  const key = `${issuer} ${origin} ${env.GOOGLE_CLIENT_ID}`;
  let strategy = strategies.get(key);
  if (!strategy) {
    strategy = discover(issuer).then(
      (provider) =>
        new OpenIdConnectStrategy(
          {
            clientId: env.GOOGLE_CLIENT_ID!,
            clientSecret: env.GOOGLE_CLIENT_SECRET!,
            authorizationEndpoint: provider.authorization_endpoint,
            tokenEndpoint: provider.token_endpoint,
            codeChallengeMethod: CodeChallengeMethod.S256,
            redirectURI: `${origin}${GOOGLE_CALLBACK_PATH}`,
            scopes: ["openid", "email", "profile"],
            cookie: { name: GOOGLE_STATE_COOKIE, path: "/auth/google", httpOnly: true, secure: true, sameSite: "Lax", maxAge: 600 },
          },
          { issuers: issuersOf(issuer), audience: env.GOOGLE_CLIENT_ID!, keys: createRemoteJWKSet(new URL(provider.jwks_uri)) },
        ),
    );
    // A failed discovery is not remembered: the next sign-in tries again.
    strategy.catch(() => strategies.delete(key));
    strategies.set(key, strategy);
  }
  return strategy;
}

const discoveryDocument = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});

async function discover(issuer: string): Promise<z.infer<typeof discoveryDocument>> {
  const response = await fetch(`${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`No OpenID Connect discovery document at ${issuer} (${response.status}).`);
  const provider = discoveryDocument.parse(await response.json());
  // OpenID Connect Discovery 4.3: a document naming another issuer is not this issuer's.
  if (provider.issuer !== issuer) throw new Error(`The discovery document of ${issuer} names another issuer, ${provider.issuer}.`);
  return provider;
}

/** Google's own ID tokens name their issuer with or without the scheme (its OpenID Connect guide). */
function issuersOf(issuer: string): string[] {
  return issuer === DEFAULT_GOOGLE_ISSUER ? [issuer, "accounts.google.com"] : [issuer];
}

interface IdTokenRules {
  issuers: string[];
  audience: string;
  keys: JWTVerifyGetKey;
}

// The ID token is fetched in the middle of the library's flow and read by the verify
// function, which the library hands the tokens alone: the checked claims go with them here.
const checkedClaims = new WeakMap<OAuth2Strategy.VerifyOptions["tokens"], JWTPayload>();

/** What OpenID Connect adds to the library's OAuth 2.0 flow: the nonce, and the ID token's checks. */
class OpenIdConnectStrategy extends OAuth2Strategy<GoogleProfile> {
  readonly #rules: IdTokenRules;

  constructor(options: OAuth2Strategy.ConstructorOptions, rules: IdTokenRules) {
    super(options, async ({ tokens }) => profileFromClaims(checkedClaims.get(tokens)));
    this.#rules = rules;
  }

  /**
   * The library keeps one value per state in this browser's state cookie, the PKCE
   * verifier; the nonce is kept beside it there, so a token is accepted only by the
   * browser, and for the attempt, that asked for it.
   */
  protected override createAuthorizationURL(): ReturnType<OAuth2Strategy<GoogleProfile>["createAuthorizationURL"]> {
    const attempt = super.createAuthorizationURL();
    const nonce = randomToken();
    attempt.url.searchParams.set("nonce", nonce);
    return { ...attempt, codeVerifier: `${attempt.codeVerifier}${KEPT_SEPARATOR}${nonce}` };
  }

  protected override async validateAuthorizationCode(code: string, kept: string): ReturnType<OAuth2Strategy<GoogleProfile>["validateAuthorizationCode"]> {
    const [codeVerifier = "", nonce = ""] = kept.split(KEPT_SEPARATOR);
    const tokens = await super.validateAuthorizationCode(code, codeVerifier);
    checkedClaims.set(tokens, await checkIdToken(tokens.idToken(), nonce, this.#rules));
    return tokens;
  }
}

/** Neither a PKCE verifier nor a nonce (both base64url) contains it. */
const KEPT_SEPARATOR = " ";

async function checkIdToken(idToken: string, nonce: string, rules: IdTokenRules): Promise<JWTPayload> {
  const { payload } = await jwtVerify(idToken, rules.keys, {
    issuer: rules.issuers,
    audience: rules.audience,
    // OpenID Connect's algorithm for a client that registered none, and Google's.
    algorithms: ["RS256"],
    requiredClaims: ["sub", "iat", "exp"],
    // Minted by the token endpoint a moment ago; the tolerance is for the two clocks.
    maxTokenAge: "10 minutes",
    clockTolerance: "1 minute",
  });
  if (!nonce || payload.nonce !== nonce) throw new Error("The ID token was not issued for this sign-in attempt (nonce).");
  // Core 3.1.3.7, points 4 and 5: a token for several audiences must name us as its holder.
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== rules.audience) throw new Error("The ID token was issued to another client (azp).");
  return payload;
}

/** The person from the checked claims of the ID token. */
function profileFromClaims(claims: JWTPayload | undefined): GoogleProfile {
  if (!claims) throw new Error("The identity provider's ID token was not checked.");
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
