/**
 * The bundled typefaces, parsed on first use and kept for the isolate's life: parsing a
 * TTF costs milliseconds, and a logo needs two or three.
 */
import opentype from "opentype.js";
import { fontKey } from "./font-key.ts";
import type { TypefaceId } from "./typefaces.ts";

/** The bytes of a bundled font file by key (Data modules in the Worker, files in Node). */
export type FontBytes = (key: string) => ArrayBuffer | undefined;

export interface FontFace {
  id: TypefaceId;
  weight: number;
  italic: boolean;
}

export class FontBook {
  readonly #bytes: FontBytes;
  readonly #parsed = new Map<string, opentype.Font>();

  constructor(bytes: FontBytes) {
    this.#bytes = bytes;
  }

  get(face: FontFace): opentype.Font {
    const key = fontKey(face.id, face.weight, face.italic);
    const cached = this.#parsed.get(key);
    if (cached) return cached;
    const bytes = this.#bytes(key);
    if (!bytes) throw new Error(`font ${key} is not bundled`);
    const font = opentype.parse(bytes);
    this.#parsed.set(key, font);
    return font;
  }
}


/** Cap height as a fraction of the font size (from OS/2, else measured on 'H'). */
export function capRatio(font: opentype.Font): number {
  const os2 = font.tables.os2 as { sCapHeight?: number } | undefined;
  if (os2?.sCapHeight) return os2.sCapHeight / font.unitsPerEm;
  const box = font.getPath("H", 0, 0, font.unitsPerEm).getBoundingBox();
  return (box.y2 - box.y1) / font.unitsPerEm;
}
