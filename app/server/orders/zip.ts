/**
 * A ZIP archive streamed as it is read: stored (uncompressed) entries, whose sizes and
 * CRC-32s are known before the first byte (kept with each file when it was stored), so the
 * headers are written up front and each file's body is piped from R2 without being held.
 * The files are PNG, WebP and PDF (already compressed) and small SVG and text files.
 * Format: PKWARE APPNOTE 4.3 (local headers, central directory, end record; UTF-8 names).
 */
export interface ZipEntry {
  name: string;
  size: number;
  crc32: number;
  body: () => Promise<ReadableStream<Uint8Array> | Uint8Array>;
}

/** DOS date and time, as ZIP headers keep them. */
function dosDateTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    date: ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

function header(signature: number, name: Uint8Array, entry: ZipEntry, when: { time: number; date: number }, offset?: number): Uint8Array {
  const central = offset !== undefined;
  const out = new Uint8Array((central ? 46 : 30) + name.length);
  const view = new DataView(out.buffer);
  let at = 0;
  view.setUint32(at, signature, true);
  at += 4;
  if (central) {
    view.setUint16(at, 20, true); // made by
    at += 2;
  }
  view.setUint16(at, 20, true); // version needed
  view.setUint16(at + 2, 0x0800, true); // UTF-8 names
  view.setUint16(at + 4, 0, true); // stored
  view.setUint16(at + 6, when.time, true);
  view.setUint16(at + 8, when.date, true);
  view.setUint32(at + 10, entry.crc32, true);
  view.setUint32(at + 14, entry.size, true);
  view.setUint32(at + 18, entry.size, true);
  view.setUint16(at + 22, name.length, true);
  if (central) view.setUint32(42, offset, true);
  out.set(name, central ? 46 : 30);
  return out;
}

export function zipStream(entries: ZipEntry[], modified = new Date()): { stream: ReadableStream<Uint8Array>; length: number } {
  const encoder = new TextEncoder();
  const when = dosDateTime(modified);
  const names = entries.map((entry) => encoder.encode(entry.name));
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  entries.forEach((entry, i) => {
    locals.push(header(0x04034b50, names[i]!, entry, when));
    centrals.push(header(0x02014b50, names[i]!, entry, when, offset));
    offset += locals[i]!.length + entry.size;
  });
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = new Uint8Array(22);
  const e = new DataView(end.buffer);
  e.setUint32(0, 0x06054b50, true);
  e.setUint16(8, entries.length, true);
  e.setUint16(10, entries.length, true);
  e.setUint32(12, centralSize, true);
  e.setUint32(16, offset, true);

  async function* parts(): AsyncGenerator<Uint8Array> {
    for (const [i, entry] of entries.entries()) {
      yield locals[i]!;
      const body = await entry.body();
      let written = 0;
      if (body instanceof Uint8Array) {
        written = body.length;
        yield body;
      } else {
        const reader = body.getReader();
        for (let read = await reader.read(); !read.done; read = await reader.read()) {
          written += read.value.length;
          yield read.value;
        }
      }
      if (written !== entry.size) throw new Error(`${entry.name}: ${written} bytes, ${entry.size} expected`);
    }
    yield* centrals;
    yield end;
  }
  const iterator = parts();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await iterator.return(undefined);
    },
  });
  return { stream, length: offset + centralSize + end.length };
}
