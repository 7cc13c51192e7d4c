/**
 * What a designer may upload, per kind, in one place: the form says these numbers, the
 * request's reader refuses a body over them before reading it (app/server/uploads/
 * upload-body.server.ts), and each kind's check refuses a file over its own
 * (svg-upload.server.ts, png-upload.server.ts). The logo submission is the app's only
 * upload; a new kind adds its line here.
 */
import { SUBMISSION_MIN_SIZE_PX } from "#app/lib/business.ts";

const KB = 1024;
const MB = 1024 * KB;

export type UploadKind = "svg" | "png";

export const UPLOAD_LIMITS: Readonly<Record<UploadKind, { readonly bytes: number; readonly label: string }>> = Object.freeze({
  svg: Object.freeze({ bytes: 512 * KB, label: "512 KB" }),
  png: Object.freeze({ bytes: 1 * MB, label: "1 MB" }),
});

/** A PNG's sides, in pixels: at least the smallest a logo may be, at most the buyer's 2048 px file (a larger one is only drawn smaller, at a larger cost in memory). */
export const PNG_MIN_SIDE = SUBMISSION_MIN_SIZE_PX;
export const PNG_MAX_SIDE = 2048;

/** The form's text fields and the multipart framing, beside the largest file. */
const FIELDS_ALLOWANCE_BYTES = 64 * KB;
/** The most a logo submission's request body may be: the largest kind's file and the fields. */
export const SUBMISSION_BODY_LIMIT_BYTES = Math.max(...Object.values(UPLOAD_LIMITS).map((limit) => limit.bytes)) + FIELDS_ALLOWANCE_BYTES;

/** The sentence a designer reads when the file is over its limit (or, unknown kind, over the largest). */
export function uploadTooLargeMessage(kind?: UploadKind): string {
  if (kind === "svg") return `The SVG is larger than ${UPLOAD_LIMITS.svg.label}. Simplify it (or save it without embedded pictures and editor data) and upload again.`;
  if (kind === "png") return `The PNG is larger than ${UPLOAD_LIMITS.png.label}. Export it smaller (or as an SVG) and upload again.`;
  return `The file is too large: an SVG may be at most ${UPLOAD_LIMITS.svg.label}, a PNG at most ${UPLOAD_LIMITS.png.label}. Choose a smaller file and send the form again.`;
}

/** The upload field's hint on the form. */
export const UPLOAD_HINT = `SVG preferred: plain paths and shapes, text converted to outlines, no scripts, styles or linked images, at most ${UPLOAD_LIMITS.svg.label}. Or PNG of ${PNG_MIN_SIDE} to ${PNG_MAX_SIDE} px a side with a transparent background, at most ${UPLOAD_LIMITS.png.label}.`;
