/**
 * Reading a request body within a size limit, as both sides of the contract do: the app's
 * relay before it forwards a chat, and the agent before it parses one. Reading stops at
 * the limit, so an oversized body costs no more than the limit in memory.
 */

/** The body's bytes, or null once they pass `maxBytes`. A missing body is empty. */
export async function readBytesWithin(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
