/**
 * Designers who sell here: an account (app/server/auth) with a designer profile, its
 * public name, a short bio and the PayPal address the designer manages themselves
 * (docs/decisions/3400). Only the account a profile belongs to reads or changes it.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { designerProfileChangeSchema, designerProfileSchema, fieldErrorsOf, formFields } from "#app/forms/designer-forms.ts";
import { designerIdOf } from "#app/catalogue/seed-sql.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { adminAudit, designers, type UserRow } from "#app/server/db/schema.ts";
import { userOfRequest } from "#app/server/auth/session.server.ts";

export type DesignerRow = typeof designers.$inferSelect;

export async function designerOfUser(db: Database, userId: string): Promise<DesignerRow | null> {
  const [row] = await db.select().from(designers).where(eq(designers.userId, userId)).limit(1);
  return row ?? null;
}

/** The signed-in designer and their account; a signed-out visitor goes to sign in, an account without a profile to "Start selling". */
export async function requireDesigner(context: Pick<AppLoadContext, "db">, request: Request): Promise<{ user: UserRow; designer: DesignerRow }> {
  const user = await userOfRequest(context.db, request);
  const back = new URL(request.url).pathname;
  if (!user) throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`, { status: 303 });
  const designer = await designerOfUser(context.db, user.id);
  if (!designer) throw redirect("/designer/start", { status: 303 });
  return { user, designer };
}

export type FieldErrors = Partial<Record<"name" | "bio" | "payoutEmail", string>>;
export type ProfileResult = { ok: true; designer: DesignerRow; message: string } | { ok: false; errors: FieldErrors };

const PROFILE_FIELDS = ["name", "bio", "payoutEmail"] as const;

/** Makes the account a designer profile: once per account, with a public name no one else has. */
export async function startSelling(db: Database, user: UserRow, form: FormData): Promise<ProfileResult> {
  const existing = await designerOfUser(db, user.id);
  if (existing) return { ok: true, designer: existing, message: "You already sell here." };
  const parsed = designerProfileSchema.safeParse(formFields(form, PROFILE_FIELDS));
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf<keyof FieldErrors>(parsed.error) };
  const fields = parsed.data;
  const base = designerIdOf(fields.name) || "designer";
  const [taken] = await db.select({ id: designers.id }).from(designers).where(eq(designers.name, fields.name)).limit(1);
  if (taken) return { ok: false, errors: { name: "Another designer already sells under this name. Choose another, for example with your surname or studio." } };
  // The id is the name as a slug, as the catalogue's designers have; a slug already used gets a suffix.
  let id = base.slice(0, 40);
  for (let n = 2; (await db.select({ id: designers.id }).from(designers).where(eq(designers.id, id)).limit(1)).length > 0; n++) id = `${base.slice(0, 36)}-${n}`;
  const now = new Date();
  const row = { id, name: fields.name, bio: fields.bio || null, payoutEmail: fields.payoutEmail || null, userId: user.id, createdAt: now, isSample: false };
  try {
    await db.batch([
      db.insert(designers).values(row),
      db.insert(adminAudit).values({ at: now, actorUserId: user.id, actor: user.email, action: "designer.start", target: id, detail: `${user.email} started selling as ${fields.name}.` }),
    ]);
  } catch {
    // The same name or account at the same moment: the unique keys let one through.
    const again = await designerOfUser(db, user.id);
    if (again) return { ok: true, designer: again, message: "You already sell here." };
    return { ok: false, errors: { name: "Another designer already sells under this name. Choose another." } };
  }
  return { ok: true, designer: { ...row }, message: `Welcome, ${fields.name}. Submit your first logo.` };
}

/** The designer changes their bio or PayPal address; a new address is recorded in the audit trail. */
export async function updateProfile(db: Database, user: UserRow, designer: DesignerRow, form: FormData): Promise<ProfileResult> {
  const parsed = designerProfileChangeSchema.safeParse(formFields(form, PROFILE_FIELDS));
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf<keyof FieldErrors>(parsed.error) };
  const fields = parsed.data;
  const payoutEmail = fields.payoutEmail || null;
  const changes = db.update(designers).set({ bio: fields.bio || null, payoutEmail }).where(eq(designers.id, designer.id));
  if (payoutEmail !== designer.payoutEmail) {
    const detail = payoutEmail ? `PayPal address set to ${payoutEmail} by the designer${designer.payoutEmail ? ` (was ${designer.payoutEmail})` : ""}.` : `PayPal address removed by the designer (was ${designer.payoutEmail}).`;
    await db.batch([changes, db.insert(adminAudit).values({ at: new Date(), actorUserId: user.id, actor: user.email, action: "designer.payout-address", target: designer.id, detail })]);
  } else {
    await changes;
  }
  return { ok: true, designer: { ...designer, bio: fields.bio || null, payoutEmail }, message: payoutEmail ? `Saved. Payouts go to ${payoutEmail}.` : "Saved. Add a PayPal address to be paid: until then your earnings stay due." };
}
