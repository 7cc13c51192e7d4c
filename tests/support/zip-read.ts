/**
 * Reads a ZIP archive back as an unzip tool does, for the tests: the end record, the central
 * directory, each local header and its stored data, and each entry's CRC-32 checked.
 * Stored entries only (what the kit's ZIP writes); anything else fails the test.
 */
import { crc32 } from "#protocol/crc32.ts";

export interface ZipFile {
  name: string;
  bytes: Uint8Array;
}

export function readZip(archive: Uint8Array): ZipFile[] {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  const endAt = archive.length - 22;
  if (view.getUint32(endAt, true) !== 0x06054b50) throw new Error("no end of central directory record where it belongs");
  const count = view.getUint16(endAt + 10, true);
  let at = view.getUint32(endAt + 16, true);
  const decoder = new TextDecoder();
  const files: ZipFile[] = [];
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error(`central directory entry ${i} is broken`);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true);
    const comment = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(archive.subarray(at + 46, at + 46 + nameLength));
    if (method !== 0) throw new Error(`${name} is compressed (method ${method})`);
    if (view.getUint32(local, true) !== 0x04034b50) throw new Error(`${name}: no local header at ${local}`);
    const dataAt = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const bytes = archive.subarray(dataAt, dataAt + size);
    if (crc32(bytes) !== crc) throw new Error(`${name}: CRC-32 does not match`);
    files.push({ name, bytes });
    at += 46 + nameLength + extra + comment;
  }
  return files;
}
