/** Shared by the upload tests: designers made through the app's own pages, and submission forms sent the way a browser sends them. */
import { SELF } from "cloudflare:test";
import { expect } from "vitest";
import { signUp } from "./account-helpers.ts";
import { postForm, SITE } from "./admin-helpers.ts";

export const CLEAN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><path fill="#1e3a8a" fill-rule="evenodd" d="M100 20a80 80 0 1 1 0 160a80 80 0 1 1 0-160zm0 30a50 50 0 1 0 0 100a50 50 0 1 0 0-100z"/></svg>`;

/** The form's text fields, in the form's order (before the file). */
export const FIELDS = { name: "Blue Ring", category: "Abstract", tags: "ring, blue", description: "A deep blue ring for a calm studio.", bgColor: "bg-white" };

export async function newDesigner(name: string): Promise<{ email: string; cookie: string }> {
  const account = await signUp({ email: `${name.toLowerCase().replace(/\W+/g, ".")}.${crypto.randomUUID().slice(0, 6)}@example.com` });
  const response = await postForm("/designer/start", { name: `${name} ${crypto.randomUUID().slice(0, 4)}`, bio: "", payoutEmail: "" }, account.cookie);
  expect(response.status).toBe(303);
  return account;
}

export interface FilePart {
  name: string;
  type: string;
  body: string | Uint8Array;
}

/** A multipart body as a browser writes it: each part in order, the file where it stands. */
export function multipart(parts: [name: string, value: string | FilePart][]): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = `----upload${crypto.randomUUID().replace(/-/g, "")}`;
  const encoder = new TextEncoder();
  const pieces: Uint8Array[] = [];
  for (const [name, value] of parts) {
    if (typeof value === "string") {
      pieces.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      pieces.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type}\r\n\r\n`));
      pieces.push(typeof value.body === "string" ? encoder.encode(value.body) : value.body);
      pieces.push(encoder.encode("\r\n"));
    }
  }
  pieces.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    body.set(piece, offset);
    offset += piece.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The submission form's parts: its text fields (overridden by `fields`), then the file. */
export function submissionParts(file: FilePart, fields: Record<string, string> = {}): [string, string | FilePart][] {
  return [...Object.entries({ ...FIELDS, ...fields }), ["file", file]];
}

/**
 * Posts the submission form. `stream` sends the body as a stream without a Content-Length
 * (as chunked), and counts the bytes the app read of it.
 */
export async function submit(cookie: string, parts: [string, string | FilePart][], options: { stream?: boolean; path?: string } = {}): Promise<{ response: Response; read: () => number }> {
  const { body, contentType } = multipart(parts);
  const headers = { Cookie: cookie, Origin: SITE, "Content-Type": contentType };
  let read = body.length;
  let sent: BodyInit = body as Uint8Array<ArrayBuffer>;
  if (options.stream) {
    read = 0;
    const chunk = 16 * 1024;
    sent = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (read >= body.length) return controller.close();
        controller.enqueue(body.slice(read, read + chunk));
        read += chunk;
      },
    });
  }
  const response = await SELF.fetch(`${SITE}${options.path ?? "/designer/submit"}`, { method: "POST", headers, body: sent, redirect: "manual" });
  return { response, read: () => read };
}

/** A file of `bytes` bytes that starts as a PNG does. */
export function pngLike(bytes: number): Uint8Array {
  const file = new Uint8Array(bytes);
  file.set([137, 80, 78, 71, 13, 10, 26, 10]);
  return file;
}

/** The page comes back with the file's message under its field, the first field in error focused (the file, unless said), and the typed fields filled in again. */
export async function expectFormBack(response: Response, status: number, message: RegExp | string, { kept = FIELDS, focused = "file" }: { kept?: Partial<typeof FIELDS>; focused?: string } = {}) {
  expect(response.status).toBe(status);
  expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
  const html = await response.text();
  expect(html).toMatch(/<form[^>]*enctype="multipart\/form-data"/i);
  const error = /<p id="file-error"[^>]*role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? "";
  expect(unescape(error)).toMatch(message);
  const input = /<input[^>]*id="file"[^>]*>/.exec(html)?.[0] ?? "";
  expect(html.match(/autofocus=""/g), "one field is focused").toHaveLength(1);
  expect(html).toMatch(new RegExp(`<(input|select|textarea)[^>]*id="${focused}"[^>]*autofocus=""`));
  expect(input).toMatch(/aria-invalid="true"/);
  expect(input).toMatch(/aria-describedby="file-hint file-error"/);
  if (kept.name) expect(html).toMatch(new RegExp(`<input[^>]*id="name"[^>]*value="${kept.name}"`));
  if (kept.tags) expect(html).toMatch(new RegExp(`<input[^>]*id="tags"[^>]*value="${kept.tags}"`));
  if (kept.description) expect(html).toMatch(new RegExp(`<textarea[^>]*id="description"[^>]*>${kept.description}</textarea>`));
  return html;
}

function unescape(html: string): string {
  return html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}
