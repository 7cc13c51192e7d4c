/**
 * Logos designers submit (docs/decisions/3400). An upload is untrusted: the SVG is
 * rebuilt by the upload check (app/server/uploads) and that rebuild is the master; a PNG
 * is kept as sent once checked. Every picture anyone sees is drawn by us from the master
 * (raster.server.ts) and served with our Content-Type (submission-files.server.ts).
 *
 * R2, under `submissions/{id}/`: `original.svg` or `original.png` (the master),
 * `preview.png` (512 px, transparent, watermarked: what browse and the logo page show) and, once
 * approved, the files a buyer receives: `logo-2048.png` (on its background) and
 * `logo-transparent.png`.
 */
import { and, desc, eq, isNotNull, max } from "drizzle-orm";
import { newId } from "#protocol/ids.ts";
import { isPng } from "#protocol/image-chunks.ts";
import { markSimilarity, MARK_SIMILARITY_LIMIT } from "#protocol/mark-fingerprint.ts";
import { SUBMISSION_LIMITS } from "#app/forms/designer-limits.ts";
import { fieldErrorsOf, formFields, submissionFieldsSchema } from "#app/forms/designer-forms.ts";
import { searchTextOf } from "#app/catalogue/seed-sql.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { adminAudit, designerSubmissions, designers, generations, logos, logoTags, users, type SubmissionRow } from "#app/server/db/schema.ts";
import { auditEntry } from "#app/server/admin/audit.server.ts";
import type { Operator } from "#app/server/admin/operators.server.ts";
import type { Mailer } from "#app/server/mail/mailer.server.ts";
import { PNG_MIN_SIDE, SUBMISSION_BODY_LIMIT_BYTES } from "#app/forms/upload-limits.ts";
import { checkPngUpload } from "#app/server/uploads/png-upload.server.ts";
import { checkSvgUpload } from "#app/server/uploads/svg-upload.server.ts";
import { readUploadForm } from "#app/server/uploads/upload-body.server.ts";
import type { DesignerRow } from "./designer-accounts.server.ts";
import { hasTransparentCorners, inkFingerprint } from "./ink-fingerprint.server.ts";
import { squareSvg, svgOfPng, type Raster } from "./raster.server.ts";
import { backgroundHex, drawableMaster, drawDeliverables, drawingRefusal } from "./submission-drawing.server.ts";

export const SUBMISSION_FILES = ["original.svg", "original.png", "preview.png", "logo-2048.png", "logo-transparent.png"] as const;
export type SubmissionFile = (typeof SUBMISSION_FILES)[number];
export const submissionFileKey = (id: string, file: SubmissionFile) => `submissions/${id}/${file}`;
export const submissionFileUrl = (id: string, file: SubmissionFile) => `/submission-files/${id}/${file}`;

/** Catalogue ids of designers' logos start here, clear of the seeded catalogue's. */
export const FIRST_UPLOADED_LOGO_ID = 100_001;
export const PREVIEW_SIZE = 512;
const LIMITS = SUBMISSION_LIMITS;

export type SubmissionField = "file" | "name" | "category" | "tags" | "description" | "bgColor";
/** The form's text fields: what a refused form is given back with. */
const TEXT_FIELDS: ReadonlySet<string> = new Set<SubmissionField>(["name", "category", "tags", "description", "bgColor"]);
/** The designer's own words, to fill the form in again when it comes back refused. */
export type SubmissionValues = Partial<Record<SubmissionField, string>>;
type Refused = { ok: false; status: 400 | 413 | 415; errors: Partial<Record<SubmissionField, string>>; values: SubmissionValues };
export type SubmitResult = { ok: true; submission: SubmissionRow } | Refused;

export interface SubmissionEnv {
  LOGO_FILES: R2Bucket;
}

function valuesOf(read: (key: string) => string | undefined): SubmissionValues {
  const values: SubmissionValues = {};
  for (const key of TEXT_FIELDS) {
    const value = read(key);
    if (value !== undefined) values[key as SubmissionField] = value.slice(0, 2000);
  }
  return values;
}

type Upload = { ok: true; format: "svg" | "png"; master: Uint8Array; drawn: string; width: number; height: number } | { ok: false; status: 400 | 413 | 415; message: string };

/** The uploaded file, checked: the master to keep and the SVG we draw it from. */
async function readUpload(file: FormDataEntryValue | null): Promise<Upload> {
  const bytes = file && typeof file !== "string" ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
  if (bytes.byteLength === 0) return { ok: false, status: 400, message: `Choose the logo file to upload: an SVG (preferred) or a PNG of at least ${PNG_MIN_SIDE} x ${PNG_MIN_SIDE} px.` };
  if (isPng(bytes)) {
    const png = await checkPngUpload(bytes);
    if (!png.ok) return png;
    return { ok: true, format: "png", master: png.png, drawn: svgOfPng(png.png, png.width, png.height), width: png.width, height: png.height };
  }
  const svg = checkSvgUpload(bytes);
  if (!svg.ok) return svg;
  return { ok: true, format: "svg", master: new TextEncoder().encode(svg.svg), drawn: svg.svg, width: svg.width, height: svg.height };
}

/**
 * A designer's submission from the form's request: its body read once within the upload's
 * limit (a body over it is refused before the file is read), then checked as `submitLogo`.
 */
export async function submitLogoRequest(db: Database, env: SubmissionEnv, raster: () => Promise<Raster>, designer: DesignerRow, request: Request): Promise<SubmitResult> {
  const read = await readUploadForm(request, SUBMISSION_BODY_LIMIT_BYTES, TEXT_FIELDS);
  if (!read.ok) return { ok: false, status: read.status, errors: { file: read.message }, values: valuesOf((key) => read.fields.get(key)) };
  return submitLogo(db, env, await raster(), designer, read.form);
}

/** A designer's new submission: checked, drawn, stored and put in the review queue. */
export async function submitLogo(db: Database, env: SubmissionEnv, raster: Raster, designer: DesignerRow, form: FormData, now = new Date()): Promise<SubmitResult> {
  const values = valuesOf((key) => {
    const value = form.get(key);
    return typeof value === "string" ? value : undefined;
  });
  const refused = (status: Refused["status"], errors: Refused["errors"]): Refused => ({ ok: false, status, errors, values });
  const parsed = submissionFieldsSchema.safeParse(formFields(form, [...TEXT_FIELDS]));
  const errors = parsed.success ? {} : fieldErrorsOf<SubmissionField>(parsed.error);
  const upload = await readUpload(form.get("file"));
  if (!upload.ok) return refused(upload.status, { ...errors, file: upload.message });
  if (!parsed.success) return refused(400, errors);
  const fields = parsed.data;
  const square = squareSvg(upload.drawn, upload.width, upload.height);
  let preview: Uint8Array;
  let fingerprint: string | null;
  try {
    // Before anything is drawn: a drawing far outside its canvas is drawn on layers far larger than it.
    const outside = drawingRefusal(raster, square, upload.width, upload.height);
    if (outside) return refused(400, { file: outside });
    if (!hasTransparentCorners(raster, upload.drawn)) return refused(400, { file: "The logo needs a transparent background: export it without a background colour or shape behind it." });
    preview = raster.png(squareSvg(upload.drawn, upload.width, upload.height, { watermark: true }), PREVIEW_SIZE);
    fingerprint = inkFingerprint(raster, square);
  } catch {
    return refused(400, { file: "This file could not be drawn. Export it again as a plain SVG or PNG." });
  }
  if (!fingerprint) return refused(400, { file: "The logo is empty: nothing in it is drawn." });
  const id = newId("sub");
  await Promise.all([
    env.LOGO_FILES.put(submissionFileKey(id, upload.format === "svg" ? "original.svg" : "original.png"), upload.master, { httpMetadata: { contentType: upload.format === "svg" ? "image/svg+xml" : "image/png" } }),
    env.LOGO_FILES.put(submissionFileKey(id, "preview.png"), preview, { httpMetadata: { contentType: "image/png" } }),
  ]);
  const row: SubmissionRow = {
    id,
    designerId: designer.id,
    status: "review",
    name: fields.name,
    category: fields.category,
    tags: fields.tags,
    description: fields.description,
    bgColor: fields.bgColor,
    format: upload.format,
    width: Math.round(upload.width),
    height: Math.round(upload.height),
    markFingerprint: fingerprint,
    rejectReason: null,
    logoId: null,
    reviewedBy: null,
    reviewedAt: null,
    createdAt: now,
  };
  await db.insert(designerSubmissions).values(row);
  return { ok: true, submission: row };
}

export type SubmissionStatusView = "review" | "live" | "sold" | "rejected";

/** A designer's own submissions, newest first, with where each stands. */
export async function submissionsOf(db: Database, designerId: string) {
  const rows = await db
    .select({ submission: designerSubmissions, soldOrderId: logos.soldOrderId })
    .from(designerSubmissions)
    .leftJoin(logos, eq(logos.id, designerSubmissions.logoId))
    .where(eq(designerSubmissions.designerId, designerId))
    .orderBy(desc(designerSubmissions.createdAt));
  return rows.map(({ submission, soldOrderId }) => ({
    id: submission.id,
    name: submission.name,
    category: submission.category,
    createdAt: submission.createdAt.toISOString(),
    status: (submission.status === "live" && soldOrderId ? "sold" : submission.status) as SubmissionStatusView,
    rejectReason: submission.rejectReason,
    logoId: submission.logoId,
    bgColor: submission.bgColor,
    preview: submissionFileUrl(submission.id, "preview.png"),
  }));
}

/** The console's queue: in review first by age, or the decided ones newest first. */
export async function reviewQueue(db: Database, status: "review" | "live" | "rejected") {
  const rows = await db
    .select({ submission: designerSubmissions, designer: designers.name })
    .from(designerSubmissions)
    .innerJoin(designers, eq(designers.id, designerSubmissions.designerId))
    .where(eq(designerSubmissions.status, status))
    .orderBy(status === "review" ? designerSubmissions.createdAt : desc(designerSubmissions.reviewedAt))
    .limit(200);
  const marks = rows.some((row) => row.submission.markFingerprint) ? await knownMarks(db) : [];
  return rows.map(({ submission, designer }) => ({
    id: submission.id,
    name: submission.name,
    designer,
    designerId: submission.designerId,
    category: submission.category,
    format: submission.format,
    bgColor: submission.bgColor,
    createdAt: submission.createdAt.toISOString(),
    preview: submissionFileUrl(submission.id, "preview.png"),
    nearest: nearDuplicates(submission, marks)[0] ?? null,
  }));
}

interface KnownMark {
  label: string;
  href: string;
  fingerprint: string;
  logoId: number | null;
}

/** Every mark a new logo must not copy: the catalogue's (for sale and sold) and every sold generated logo's. */
async function knownMarks(db: Database): Promise<KnownMark[]> {
  const [catalogue, sold] = await Promise.all([
    db.select({ id: logos.id, name: logos.name, designer: logos.designer, fingerprint: logos.markFingerprint, soldOrderId: logos.soldOrderId }).from(logos).where(isNotNull(logos.markFingerprint)),
    db.select({ id: generations.id, logoId: generations.logoId, fingerprint: generations.markFingerprint }).from(generations).where(and(isNotNull(generations.soldOrderId), isNotNull(generations.markFingerprint))),
  ]);
  return [
    ...catalogue.map((row) => ({ label: `${row.name} by ${row.designer}${row.soldOrderId ? " (sold)" : ""}`, href: `/logo/${row.id}`, fingerprint: row.fingerprint!, logoId: row.id })),
    ...sold.map((row) => ({ label: `A sold generated logo (${row.id})`, href: row.logoId ? `/logo/${row.logoId}` : "", fingerprint: row.fingerprint!, logoId: null })),
  ];
}

function nearDuplicates(submission: Pick<SubmissionRow, "markFingerprint" | "logoId">, marks: KnownMark[]) {
  if (!submission.markFingerprint) return [];
  return marks
    .filter((mark) => mark.logoId === null || mark.logoId !== submission.logoId)
    .map((mark) => ({ label: mark.label, href: mark.href, similarity: markSimilarity(submission.markFingerprint!, mark.fingerprint) }))
    .filter((match) => match.similarity >= MARK_SIMILARITY_LIMIT)
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, 5);
}

/** One submission for the console's review page, with its designer and near-duplicates. */
export async function submissionForReview(db: Database, id: string) {
  const [row] = await db
    .select({ submission: designerSubmissions, designer: designers })
    .from(designerSubmissions)
    .innerJoin(designers, eq(designers.id, designerSubmissions.designerId))
    .where(eq(designerSubmissions.id, id))
    .limit(1);
  if (!row) return null;
  const duplicates = nearDuplicates(row.submission, await knownMarks(db));
  return { submission: row.submission, designer: row.designer, duplicates };
}

/** Who may see a submission's files before it is live: its designer and operators. */
export async function submissionOwner(db: Database, id: string) {
  const [row] = await db
    .select({ status: designerSubmissions.status, format: designerSubmissions.format, name: designerSubmissions.name, userId: designers.userId })
    .from(designerSubmissions)
    .innerJoin(designers, eq(designers.id, designerSubmissions.designerId))
    .where(eq(designerSubmissions.id, id))
    .limit(1);
  return row ?? null;
}

export type ReviewResult = { ok: true; message: string } | { ok: false; status: 400 | 403 | 404 | 409; error: string };

async function decidable(db: Database, operator: Operator, id: string) {
  const found = await submissionForReview(db, id);
  if (!found) return { ok: false as const, status: 404 as const, error: "There is no such submission." };
  if (found.designer.userId === operator.id) return { ok: false as const, status: 403 as const, error: "This is your own submission: another operator must review it." };
  if (found.submission.status !== "review") return { ok: false as const, status: 409 as const, error: `This submission was already ${found.submission.status === "live" ? "approved" : "rejected"} by ${found.submission.reviewedBy ?? "another operator"}.` };
  return { ok: true as const, ...found };
}

/**
 * Approves a submission: the files a buyer receives are drawn, and it becomes a catalogue
 * logo credited to its designer (their public name in browse, their ledger on a sale).
 */
export async function approveSubmission(db: Database, env: SubmissionEnv, raster: Raster, mailer: Mailer, operator: Operator, id: string, now = new Date()): Promise<ReviewResult & { logoId?: number }> {
  const found = await decidable(db, operator, id);
  if (!found.ok) return found;
  const { submission, designer } = found;
  const stored = await env.LOGO_FILES.get(submissionFileKey(id, submission.format === "svg" ? "original.svg" : "original.png"));
  if (!stored) return { ok: false, status: 409, error: "The submission's file is missing from storage; ask the designer to submit it again." };
  // The buyer's files are drawn within the bound of docs/decisions/3401: a master kept before it is checked against it again.
  const master = drawableMaster(submission.format, new Uint8Array(await stored.arrayBuffer()), submission.width, submission.height);
  if (!master.ok) return { ok: false, status: 409, error: `This submission can't be drawn as the buyer's files: ${master.reason} Reject it and ask the designer to submit it again.` };
  const square = squareSvg(master.drawn, submission.width, submission.height);
  const outside = drawingRefusal(raster, square, submission.width, submission.height);
  if (outside) return { ok: false, status: 409, error: `This submission can't be drawn as the buyer's files: ${outside} Reject it and ask the designer to submit it again.` };
  await drawDeliverables(raster, square, backgroundHex(submission.bgColor), (file, png) => env.LOGO_FILES.put(submissionFileKey(id, file), png, { httpMetadata: { contentType: "image/png" } }));
  const [top] = await db.select({ id: max(logos.id) }).from(logos);
  const logoId = Math.max(FIRST_UPLOADED_LOGO_ID, (top?.id ?? 0) + 1);
  const logo = {
    id: logoId,
    name: submission.name,
    image: submissionFileUrl(id, "preview.png"),
    bgColor: submission.bgColor,
    category: submission.category,
    tags: submission.tags,
    description: submission.description,
    designer: designer.name,
    designerId: designer.id,
    originalPath: submissionFileKey(id, submission.format === "svg" ? "original.svg" : "original.png"),
    searchText: searchTextOf(submission),
    spec: null,
    markFingerprint: submission.markFingerprint,
  };
  const decided = db
    .update(designerSubmissions)
    .set({ status: "live", logoId, reviewedBy: operator.email, reviewedAt: now })
    .where(and(eq(designerSubmissions.id, id), eq(designerSubmissions.status, "review")))
    .returning({ id: designerSubmissions.id });
  const [updated] = await db.batch([
    decided,
    db.insert(logos).values(logo),
    db.insert(logoTags).values(submission.tags.map((tag) => ({ tag, logoId }))),
    db.insert(adminAudit).values(auditEntry(operator, "submission.approve", id, `Approved "${submission.name}" by ${designer.name}: catalogue logo ${logoId}.`, now)),
  ]);
  if (updated.length === 0) return { ok: false, status: 409, error: "Another operator decided on this submission meanwhile." };
  await mailDesigner(db, mailer, designer.userId, {
    subject: `Your logo "${submission.name}" is live`,
    text: `Good news: "${submission.name}" passed review and is now for sale in the catalogue under your name.\n\nYou earn $3.00 when it sells, and $3.00 each time an AI variation of it sells. Your designer area shows your sales and earnings.`,
    kind: "designer-approved",
  });
  return { ok: true, message: `"${submission.name}" is live as catalogue logo ${logoId}.`, logoId };
}

/** Rejects a submission with a reason the designer reads (in their area and by mail). */
export async function rejectSubmission(db: Database, mailer: Mailer, operator: Operator, id: string, reasonValue: string, now = new Date()): Promise<ReviewResult> {
  const reason = reasonValue.trim();
  if (reason.length < 5 || reason.length > LIMITS.reason) return { ok: false, status: 400, error: `Give the designer a reason of 5 to ${LIMITS.reason} characters.` };
  const found = await decidable(db, operator, id);
  if (!found.ok) return found;
  const { submission, designer } = found;
  const [updated] = await db.batch([
    db
      .update(designerSubmissions)
      .set({ status: "rejected", rejectReason: reason, reviewedBy: operator.email, reviewedAt: now })
      .where(and(eq(designerSubmissions.id, id), eq(designerSubmissions.status, "review")))
      .returning({ id: designerSubmissions.id }),
    db.insert(adminAudit).values(auditEntry(operator, "submission.reject", id, `Rejected "${submission.name}" by ${designer.name}: ${reason}`, now)),
  ]);
  if (updated.length === 0) return { ok: false, status: 409, error: "Another operator decided on this submission meanwhile." };
  await mailDesigner(db, mailer, designer.userId, {
    subject: `Your logo "${submission.name}" was not accepted`,
    text: `Thank you for submitting "${submission.name}". We did not accept it for the catalogue, for this reason:\n\n${reason}\n\nYou are welcome to submit it again with the changes, or another logo.`,
    kind: "designer-rejected",
  });
  return { ok: true, message: `"${submission.name}" was rejected; ${designer.name} was mailed the reason.` };
}

async function mailDesigner(db: Database, mailer: Mailer, userId: string | null, message: { subject: string; text: string; kind: string }) {
  if (!userId) return;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return;
  // The decision stands whether or not the mail goes out; a failure is logged for an operator.
  await mailer.send({ to: user.email, ...message }).catch((error: unknown) => console.error(`mail to the designer of a submission failed`, error));
}

/** The submission a catalogue logo came from (an uploaded logo has no design for the agent). */
export async function submissionOfLogo(db: Database, logoId: number) {
  const [row] = await db.select().from(designerSubmissions).where(eq(designerSubmissions.logoId, logoId)).limit(1);
  return row ?? null;
}
