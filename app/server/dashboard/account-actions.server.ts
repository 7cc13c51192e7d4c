/**
 * What the dashboard's forms do (issue 12): delete a logo, make it public or private,
 * rename the profile, change the password, and delete the account. Each is checked on
 * the server against the signed-in user; each answers a sentence for the red banner
 * (accounts spec, section 8) or a success note.
 */
import { and, eq } from "drizzle-orm";
import { changePasswordSchema, firstError, formValues, profileSchema } from "#app/forms/auth-forms.ts";
import { NOT_AUTHORIZED, deleteOwnedGeneration } from "#app/server/generations/deletion.server.ts";
import { GENERATION_ID } from "#protocol/ids.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { generations, orders, users, type UserRow } from "#app/server/db/schema.ts";
import { hashPassword, verifyPassword } from "#app/server/auth/password.server.ts";
import { purgeContextOf, purgeLogoPages, type PurgeContext } from "#app/server/cache/purge.server.ts";
import { clearedSessionCookie, endAllSessions, startSession } from "#app/server/auth/session.server.ts";
import { readVisitor } from "#app/server/visitor.server.ts";

export const DASHBOARD_ERRORS = {
  load: "Failed to load user data",
  delete: "Failed to delete logo",
  download: "Failed to download logo",
  notAuthorized: NOT_AUTHORIZED,
  noUser: "No user logged in",
} as const;

export interface ActionContext {
  db: Database;
  env: Env;
  ctx?: { waitUntil(promise: Promise<unknown>): void };
}

export type DashboardActionResult =
  | { ok: true; notice: string; headers?: Headers; redirectTo?: string }
  | { ok: false; status: number; error: string; headers?: Headers };

export async function runDashboardAction(context: ActionContext, request: Request, user: UserRow | null): Promise<DashboardActionResult> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, status: 415, error: "We could not read this form. Please try again." };
  }
  const intent = form.get("intent");
  if (!user) return { ok: false, status: 401, error: intent === "profile" ? DASHBOARD_ERRORS.noUser : "Please sign in to access your dashboard." };
  switch (intent) {
    case "delete-logo":
      return deleteLogo(context, request, user, form.get("generationId"));
    case "visibility":
      return setVisibility(purgeContextOf(request, context), user, form.get("generationId"), form.get("public") === "true");
    case "profile":
      return renameProfile(context.db, user, form);
    case "password":
      return changePassword(context.db, request, user, form);
    case "delete-account":
      return deleteAccount(context, request, user, form);
    default:
      return { ok: false, status: 400, error: "That action is not known." };
  }
}

async function deleteLogo(context: ActionContext, request: Request, user: UserRow, id: FormDataEntryValue | null): Promise<DashboardActionResult> {
  if (typeof id !== "string" || !GENERATION_ID.test(id)) return { ok: false, status: 400, error: DASHBOARD_ERRORS.delete };
  const visitor = await readVisitor(request);
  const outcome = await deleteOwnedGeneration({ ...purgeContextOf(request, context), env: context.env }, id, { visitorId: visitor?.id ?? null, userId: user.id });
  if (outcome.ok) return { ok: true, notice: "The logo was deleted." };
  return { ok: false, status: outcome.status, error: outcome.status === 403 ? DASHBOARD_ERRORS.notAuthorized : `${DASHBOARD_ERRORS.delete}: ${outcome.error}` };
}

async function setVisibility(purge: PurgeContext, user: UserRow, id: FormDataEntryValue | null, isPublic: boolean): Promise<DashboardActionResult> {
  if (typeof id !== "string" || !GENERATION_ID.test(id)) return { ok: false, status: 400, error: "That is not a logo's id." };
  const changed = await purge.db
    .update(generations)
    .set({ isPublic, updatedAt: new Date() })
    .where(and(eq(generations.id, id), eq(generations.ownerUserId, user.id), eq(generations.status, "completed")))
    .returning({ id: generations.id });
  if (!changed.length) return { ok: false, status: 403, error: "Not authorized to change this logo" };
  await purgeLogoPages(purge, [{ kind: "generation", generationId: id }]);
  return { ok: true, notice: isPublic ? "The logo is public: it is listed in the gallery." : "The logo is private." };
}

async function renameProfile(db: Database, user: UserRow, form: FormData): Promise<DashboardActionResult> {
  const parsed = profileSchema.safeParse(formValues(form));
  if (!parsed.success) return { ok: false, status: 422, error: firstError(parsed.error) };
  await db.update(users).set({ displayName: parsed.data.displayName }).where(eq(users.id, user.id));
  return { ok: true, notice: "Your display name was saved." };
}

/** A new password ends every session, this one included, and starts a fresh one here. */
async function changePassword(db: Database, request: Request, user: UserRow, form: FormData): Promise<DashboardActionResult> {
  const values = formValues(form);
  // An account made with Google has no password yet: it may set one without the old.
  const parsed = user.passwordHash ? changePasswordSchema.safeParse(values) : changePasswordSchema.safeParse({ ...values, currentPassword: "-" });
  if (!parsed.success) return { ok: false, status: 422, error: firstError(parsed.error) };
  if (user.passwordHash && !(await verifyPassword(parsed.data.currentPassword, user.passwordHash))) {
    return { ok: false, status: 403, error: "Your current password is not correct." };
  }
  await db.update(users).set({ passwordHash: await hashPassword(parsed.data.password) }).where(eq(users.id, user.id));
  await endAllSessions(db, user.id);
  const headers = new Headers({ "Set-Cookie": await startSession(db, request, user.id) });
  return { ok: true, notice: "Your password was changed. Other devices were signed out.", headers };
}

/**
 * Deletes the account and what it made: every logo (records, files, rooms) and the
 * account itself with its sessions and reset links. Orders stay, as the law asks of sales
 * records, but no longer name the account.
 */
async function deleteAccount(context: ActionContext, request: Request, user: UserRow, form: FormData): Promise<DashboardActionResult> {
  const confirmation = form.get("confirmEmail");
  if (typeof confirmation !== "string" || confirmation.trim().toLowerCase() !== user.email) {
    return { ok: false, status: 422, error: "Type your email address to confirm that the account should be deleted." };
  }
  const owned = await context.db.select({ id: generations.id }).from(generations).where(eq(generations.ownerUserId, user.id));
  const visitor = await readVisitor(request);
  for (const { id } of owned) {
    const outcome = await deleteOwnedGeneration({ ...purgeContextOf(request, context), env: context.env }, id, { visitorId: visitor?.id ?? null, userId: user.id });
    if (!outcome.ok && outcome.status !== 404) {
      return { ok: false, status: 409, error: "A logo is still being designed. Please delete your account once it is finished." };
    }
  }
  await context.db.update(orders).set({ ownerUserId: null }).where(eq(orders.ownerUserId, user.id));
  await context.db.delete(users).where(eq(users.id, user.id));
  return { ok: true, notice: "Your account and its logos were deleted.", headers: new Headers({ "Set-Cookie": clearedSessionCookie(request) }), redirectTo: "/" };
}
