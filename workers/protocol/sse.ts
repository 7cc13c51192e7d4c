/**
 * Server-sent events, both ways and for everyone: the agent writes its stream with
 * encodeEvent, the relay reads it and writes its own to browsers, and the browser reads
 * that, all with the one parser below (CRLF, LF and CR line ends, multi-line data,
 * comments).
 */

/**
 * The `data` of each SSE message in `body`, as text, in order. Follows the SSE
 * parsing rules that matter here: lines end in \n, \r\n or \r; a message ends at a blank
 * line; several `data:` lines join with \n; comments (`:`) and other fields are ignored.
 *
 * A final image arrives as one data line of several megabytes, so pieces of a line are
 * collected in a list and joined once, instead of re-scanning a growing string.
 */
export async function* readSseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  // workerd rejects `closed` when the stream errors, and reports it as unhandled unless
  // someone listens; the error itself reaches the caller through read().
  reader.closed.catch(() => {});
  const decoder = new TextDecoder();
  let pieces: string[] = [];
  let data: string[] = [];
  let skipLeadingNewline = false;

  function endLine(line: string): string | null {
    if (line === "") {
      if (data.length === 0) return null;
      const message = data.join("\n");
      data = [];
      return message;
    }
    if (line.startsWith(":")) return null;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field !== "data") return null;
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    data.push(value);
    return null;
  }

  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        break;
      }
      // `stream: true` keeps a character split across two chunks whole.
      let text = decoder.decode(value, { stream: true });
      if (skipLeadingNewline && text.startsWith("\n")) text = text.slice(1);
      skipLeadingNewline = false;
      let start = 0;
      for (let index = 0; index < text.length; index++) {
        const char = text.charCodeAt(index);
        if (char !== 10 && char !== 13) continue;
        pieces.push(text.slice(start, index));
        const message = endLine(pieces.join(""));
        pieces = [];
        if (message !== null) yield message;
        if (char === 13) {
          if (index + 1 < text.length) {
            if (text.charCodeAt(index + 1) === 10) index++;
          } else {
            skipLeadingNewline = true;
          }
        }
        start = index + 1;
      }
      if (start < text.length) pieces.push(text.slice(start));
    }
    // A stream that ends without the closing blank line: the spec drops the unfinished message.
  } finally {
    // The reader stopped early (the consumer returned or threw): let the sender know.
    if (!finished) await reader.cancel().catch(() => {});
  }
}

/** One event as an SSE message. */
export function encodeEvent<T extends { type: string }>(event: T): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/** The headers of every event stream, the agent's and the app's. */
export const SSE_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-transform",
  // Tells nginx-style proxies in front of a deployment not to buffer.
  "X-Accel-Buffering": "no",
} as const;

/** An SSE comment: keeps proxies from closing an idle stream; readers ignore it. */
export const KEEP_ALIVE = ": keep-alive\n\n";

/**
 * The events of an agent stream as the browser reads them from its own origin: each
 * message's JSON with a string `type`; junk is skipped. No schema check here, which keeps
 * zod out of the browser bundle; servers reading a stream they do not trust check each
 * message with parseAgentEvent (agent-protocol.ts).
 */
export async function* readEventData<T extends { type: string }>(body: ReadableStream<Uint8Array>): AsyncGenerator<T> {
  for await (const data of readSseData(body)) {
    try {
      const event = JSON.parse(data) as T;
      if (typeof event?.type === "string") yield event;
    } catch {
      // not JSON: skipped
    }
  }
}
