/**
 * The design engine as one object: LogoSpec -> Design -> files. What differs between the
 * Worker and Node scripts (where fonts, icon data and the two WASM modules come from) is
 * handed in as EngineRuntime; everything else is the same code.
 */
import { composeLogo, designLogo, type ComposedLogo, type Design, type DesignOptions, type Layer } from "./design.ts";
import { markFingerprint } from "./fingerprint.ts";
import { FontBook, type FontBytes, type FontFace } from "./fonts.ts";
import { fontKey } from "./font-key.ts";
import { IconLibrary } from "./icons.ts";
import type { LogoSpec } from "./logo-spec.ts";
import { initRasterizer } from "#protocol/resvg.ts";
import { renderFiles, renderWebp, type LogoFileBytes, type StageListener } from "./files.ts";
import { PARTIAL_SIZE, PREVIEW_SIZE, renderPreview, renderPreviews, type Previews } from "./preview.ts";
import { watermark, watermarkMask, type Watermark, type WatermarkMask } from "./watermark.ts";
import { initWebpEncoder } from "./webp.ts";

export interface EngineRuntime {
  fonts: FontBytes;
  /** The text of icon-paths.generated.txt. */
  iconPaths: string;
  resvgWasm: WebAssembly.Module;
  webpEncoderWasm: WebAssembly.Module;
}

export class LogoEngine {
  readonly book: FontBook;
  readonly icons: IconLibrary;
  readonly #runtime: EngineRuntime;
  #watermark: Watermark | null = null;
  readonly #masks = new Map<number, WatermarkMask>();

  constructor(runtime: EngineRuntime) {
    this.#runtime = runtime;
    this.book = new FontBook(runtime.fonts);
    this.icons = new IconLibrary(runtime.iconPaths);
  }

  /** Instantiates the WASM modules (once per isolate). */
  async ready(): Promise<void> {
    await Promise.all([initRasterizer(this.#runtime.resvgWasm), initWebpEncoder(this.#runtime.webpEncoderWasm)]);
  }

  design(spec: LogoSpec, options?: DesignOptions): Design {
    return designLogo(spec, { book: this.book, icons: this.icons }, options);
  }

  /** The fingerprint of the design's mark alone (null: a wordmark has none). Needs ready(). */
  markFingerprint(spec: LogoSpec): string | null {
    return markFingerprint(spec, { book: this.book, icons: this.icons });
  }

  /** The design composed another way, not yet on a canvas (a brand kit's lockups). */
  compose(spec: LogoSpec, options?: DesignOptions): ComposedLogo {
    return composeLogo(spec, { book: this.book, icons: this.icons }, options);
  }

  /** A bundled font file, as a PDF embeds it. */
  fontFile(face: FontFace): ArrayBuffer {
    const bytes = this.#runtime.fonts(fontKey(face.id, face.weight, face.italic));
    if (!bytes) throw new Error(`font ${fontKey(face.id, face.weight, face.italic)} is not bundled`);
    return bytes;
  }

  watermark(): Watermark {
    this.#watermark ??= watermark(this.book);
    return this.#watermark;
  }

  /** The watermark at one size, rendered the first time that size is asked for. */
  watermarkMask(size: number): WatermarkMask {
    let mask = this.#masks.get(size);
    if (!mask) {
      mask = watermarkMask(this.watermark(), size);
      this.#masks.set(size, mask);
    }
    return mask;
  }

  /** The watermarked preview a browser sees (PREVIEW_SIZE). */
  async preview(design: Design): Promise<Uint8Array> {
    return (await this.previews(design)).preview;
  }

  /** The watermarked preview and the same without its background, from one render (what a generation hands over). */
  previews(design: Design): Promise<Previews> {
    return renderPreviews(design, this.watermarkMask(PREVIEW_SIZE));
  }

  /** A partial image: the logo built up to some layers, small and watermarked. */
  partial(design: Design, layers: readonly Layer[]): Promise<Uint8Array> {
    return renderPreview(design, this.watermarkMask(PARTIAL_SIZE), layers);
  }

  webp(design: Design, size: number, options: { background: boolean }): Promise<Uint8Array> {
    return renderWebp(design, size, options);
  }

  /** The files a buyer receives: made when the logo is bought, never for a preview. */
  files(design: Design, onStage?: StageListener): Promise<LogoFileBytes> {
    return renderFiles(design, onStage);
  }
}
