/**
 * An upload's request, read once and never past its limit (app/forms/upload-limits.ts).
 * The request guard hands an upload's body on unread (app/server/http/request-guard.ts), so
 * a body over the limit is refused here, where the form can come back with the message:
 *
 * - a Content-Length over the limit is refused before the file is read;
 * - a body without one (or with a false one) is counted as it streams in and cut off at
 *   the limit, so at most the limit (and one network chunk) is ever held;
 * - otherwise the multipart body is parsed once, into the FormData the action reads.
 *
 * A refused body still gives back what the designer typed: the form puts its text fields
 * before the file, and they are read from the body's first bytes only. The rest of a
 * refused body is read and let go, never kept: a browser still sending the file waits for
 * the upload to end before it reads the answer (with the body left unread, a 40 MB file
 * never got one).
 */
import { uploadTooLargeMessage, type UploadKind } from "#app/forms/upload-limits.ts";

/** How much of a refused body is read for the text fields before the file. */
const FIELDS_PREFIX_BYTES = 16 * 1024;
/** The longest value a refused form is given back with. */
const FIELD_VALUE_MAX = 2000;
/** Past this much (Cloudflare's request limit on most plans), a refused body is no longer read to its end. */
const DRAIN_MAX_BYTES = 100 * 1024 * 1024;

export const UNREADABLE_UPLOAD = "The upload could not be read. Choose the file again and send the form.";

export type UploadForm = { ok: true; form: FormData } | { ok: false; status: 400 | 413; message: string; fields: ReadonlyMap<string, string> };

export async function readUploadForm(request: Request, limit: number, textFields: ReadonlySet<string>): Promise<UploadForm> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const declared = request.headers.get("Content-Length");
  if (declared !== null && !(/^\d+$/.test(declared) && Number(declared) <= limit)) {
    const prefix = await readPrefix(request.body, FIELDS_PREFIX_BYTES);
    return tooLarge(prefix, contentType, textFields);
  }
  const read = await readWithin(request.body, limit);
  if (!read.ok) return tooLarge(read.prefix, contentType, textFields);
  try {
    const form = await new Response(read.bytes as Uint8Array<ArrayBuffer>, { headers: { "Content-Type": contentType } }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, status: 400, message: UNREADABLE_UPLOAD, fields: new Map() };
  }
}

function tooLarge(prefix: Uint8Array, contentType: string, textFields: ReadonlySet<string>): UploadForm {
  const { fields, kind } = leadingFields(prefix, contentType, textFields);
  return { ok: false, status: 413, message: uploadTooLargeMessage(kind), fields };
}

type Within = { ok: true; bytes: Uint8Array } | { ok: false; prefix: Uint8Array };

/** The body's bytes, or (once past `limit`) its first bytes, the rest left unread. */
async function readWithin(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Within> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (body) {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
      if (size > limit) {
        const prefix = joined(chunks, FIELDS_PREFIX_BYTES);
        chunks.length = 0;
        await drain(reader, size);
        return { ok: false, prefix };
      }
    }
  }
  return { ok: true, bytes: joined(chunks, size) };
}

/** The first `bytes` of the body, the rest left unread. */
async function readPrefix(body: ReadableStream<Uint8Array> | null, bytes: number): Promise<Uint8Array> {
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  while (size < bytes) {
    const { done, value } = await reader.read();
    if (done) return joined(chunks, size);
    chunks.push(value);
    size += value.byteLength;
  }
  const prefix = joined(chunks, bytes);
  await drain(reader, size);
  return prefix;
}

/** Reads the rest of a refused body and lets each piece go, up to DRAIN_MAX_BYTES. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, read: number): Promise<void> {
  try {
    for (let size = read; size <= DRAIN_MAX_BYTES; ) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The sender went away: there is no one left to answer, and nothing was kept.
  }
}

function joined(chunks: Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(Math.min(length, chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0)));
  let offset = 0;
  for (const chunk of chunks) {
    if (offset >= out.length) break;
    const part = chunk.subarray(0, out.length - offset);
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * The text fields whose parts are whole within the first bytes of a multipart body, and
 * the kind of file the body goes on with (from its part's name or type), if it starts there.
 * Only the names asked for are kept: a name in the body is never a key of anything else.
 */
function leadingFields(prefix: Uint8Array, contentType: string, textFields: ReadonlySet<string>): { fields: Map<string, string>; kind?: UploadKind } {
  const fields = new Map<string, string>();
  const boundary = /^multipart\/form-data\b.*?;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) return { fields };
  const text = new TextDecoder("utf-8", { fatal: false }).decode(prefix);
  const parts = text.split(`--${boundary[1] ?? boundary[2]}`).slice(1);
  let kind: UploadKind | undefined;
  parts.forEach((part, index) => {
    const headerEnd = part.indexOf("\r\n\r\n");
    if (headerEnd < 0) return;
    const headers = part.slice(0, headerEnd);
    const disposition = /^content-disposition:\s*form-data(.*)$/im.exec(headers)?.[1] ?? "";
    const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1];
    const fileName = /;\s*filename="([^"]*)"/i.exec(disposition)?.[1];
    if (fileName !== undefined) {
      const type = /^content-type:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase() ?? "";
      kind ??= /\.svg$/i.test(fileName) || type === "image/svg+xml" ? "svg" : /\.png$/i.test(fileName) || type === "image/png" ? "png" : undefined;
      return;
    }
    // The last part may be cut short: only a part followed by the next delimiter is whole.
    const whole = index < parts.length - 1 && part.endsWith("\r\n");
    if (whole && name !== undefined && textFields.has(name) && !fields.has(name)) fields.set(name, part.slice(headerEnd + 4, -2).slice(0, FIELD_VALUE_MAX));
  });
  return { fields, kind };
}
