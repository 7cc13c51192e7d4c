/**
 * remix-auth wired to our accounts (issue 12). remix-auth v4 authenticates and returns the
 * user; the session is ours (session.server.ts). Strategies: "password" (sign in),
 * "signup" (a new account), and Google (google.server.ts), made per request because
 * they need the request's database and origin.
 */
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { ZodError } from "zod";
import { firstError, formValues, signInSchema, signUpSchema } from "#app/forms/auth-forms.ts";
import type { Database } from "#app/server/db/client.server.ts";
import type { UserRow } from "#app/server/db/schema.ts";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "./password.server.ts";
import { releaseSignInAttempt, reserveSignInAttempt, signInCounters, signInSucceeded, tooManyAttemptsMessage } from "./throttle.server.ts";
import { createUser, findUserByEmail, updateUser } from "./users.server.ts";

export const INVALID_CREDENTIALS = "Invalid email or password.";
export const EMAIL_TAKEN = "An account with this email already exists. Sign in instead, or reset your password.";

/** A refusal the person reads, with the status the response carries. */
export class AuthFailure extends Error {
  constructor(
    message: string,
    readonly status = 400,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** `limiters`: the rate limiter's namespace, which counts failed sign-ins. */
export function authenticatorFor(db: Database, limiters: Env["RATE_LIMITER"]): Authenticator<UserRow> {
  return new Authenticator<UserRow>()
    .use(new FormStrategy(({ form, request }) => verifySignIn(db, limiters, form, request)), "password")
    .use(new FormStrategy(({ form }) => verifySignUp(db, form)), "signup");
}

async function verifySignIn(db: Database, limiters: Env["RATE_LIMITER"], form: FormData, request: Request): Promise<UserRow> {
  const parsed = signInSchema.safeParse(formValues(form));
  if (!parsed.success) throw invalid(parsed.error);
  const counters = await signInCounters(limiters, parsed.data.email, request);
  // Counted before the password is checked, so attempts sent at once cannot pass the limit together.
  const wait = await reserveSignInAttempt(counters);
  if (wait > 0) throw new AuthFailure(tooManyAttemptsMessage(wait), 429, wait);
  let user: UserRow | null;
  let matches: boolean;
  try {
    user = await findUserByEmail(db, parsed.data.email);
    matches = user?.passwordHash ? await verifyPassword(parsed.data.password, user.passwordHash) : await verifyAgainstNothing(parsed.data.password);
  } catch (error) {
    await releaseSignInAttempt(counters).catch(() => undefined);
    throw error;
  }
  // A wrong password or an unknown address: what was counted for the attempt is its failure.
  if (!user || !matches) throw new AuthFailure(INVALID_CREDENTIALS, 401);
  await signInSucceeded(counters);
  const now = new Date();
  await updateUser(db, user.id, { lastLoginAt: now });
  return { ...user, lastLoginAt: now };
}

async function verifySignUp(db: Database, form: FormData): Promise<UserRow> {
  const parsed = signUpSchema.safeParse(formValues(form));
  if (!parsed.success) throw invalid(parsed.error);
  if (await findUserByEmail(db, parsed.data.email)) throw new AuthFailure(EMAIL_TAKEN, 409);
  const user = await createUser(db, {
    email: parsed.data.email,
    displayName: parsed.data.displayName,
    passwordHash: await hashPassword(parsed.data.password),
  });
  // Two sign-ups for one address at once: the unique index let one through.
  if (!user) throw new AuthFailure(EMAIL_TAKEN, 409);
  return user;
}

function invalid(error: ZodError): AuthFailure {
  return new AuthFailure(firstError(error), 422);
}
