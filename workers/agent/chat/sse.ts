/**
 * The chat's server-sent event stream. Each event is written the moment it happens, and
 * the isolate yields right after it so the runtime can put it on the wire before the next
 * piece of (CPU-bound) rendering starts; without the yield a whole render would arrive
 * in one burst at the end. A keep-alive comment every 15 s holds idle proxies open.
 */
import type { AgentEvent } from "#protocol/agent-protocol.ts";
import { encodeEvent, KEEP_ALIVE, SSE_HEADERS } from "#protocol/sse.ts";
import type { Emit } from "./generate.ts";

const KEEP_ALIVE_MS = 15_000;

/** Lets queued output flush (a macrotask turn), not a delay. */
function yieldToRuntime(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function eventStream(run: (emit: Emit) => Promise<unknown>, waitUntil: (promise: Promise<unknown>) => void): Response {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const encoder = new TextEncoder();
  let open = true;
  const write = async (text: string) => {
    if (!open) return;
    try {
      await writer.write(encoder.encode(text));
    } catch {
      open = false; // the client went away; the work finishes quietly
    }
  };
  const emit: Emit = async (event: AgentEvent) => {
    await write(encodeEvent(event));
    await yieldToRuntime();
  };
  const keepAlive = setInterval(() => void write(KEEP_ALIVE), KEEP_ALIVE_MS);
  const work = run(emit)
    .catch((error: unknown) => emit({ type: "error", error: error instanceof Error ? error.message : String(error) }))
    .finally(async () => {
      clearInterval(keepAlive);
      if (open) await writer.close().catch(() => {});
    });
  waitUntil(work);
  return new Response(readable, { headers: SSE_HEADERS });
}
