/**
 * A bought logo's brand kit, made once from its design (the agent's `POST /render`): the
 * logo files, its one-colour and greyscale variants, its lockups, the website's icons, the
 * social pictures, the brand guide, the design tokens and, with the app's words and the
 * typefaces the design is set in, the licence certificate. Files are made one after
 * another and each raster in bands, so the largest picture in memory at once is a band
 * (docs/decisions/0100); what is kept until the answer is sent is the encoded files, a
 * few megabytes.
 */
import { PDFDocument } from "pdf-lib";
import type { LogoEngine } from "#agent/design/engine.ts";
import { hasMark, type Arrangement } from "#agent/design/layouts.ts";
import type { LogoSpec } from "#agent/design/logo-spec.ts";
import type { CertificateText, KitFileEntry, KitFileId, KitManifest } from "#protocol/render.ts";
import { artworkDocument, pixelSize, pngOf, svgArtwork } from "./artwork.ts";
import { certificatePdf } from "./certificate.ts";
import { typefaceCredits, withTypefaces } from "./credits.ts";
import { brandGuide } from "./guide.ts";
import { arrangementsOf, lockup } from "./lockups.ts";
import { darkInk, lightInk } from "./palette.ts";
import { drawForm, vectorForm } from "./pdf-vector.ts";
import { socialPictures } from "./social.ts";
import { designTokens } from "./tokens.ts";
import { greyscaleSvg, inkFromCoverage, oneColour } from "./variants.ts";
import { webFiles } from "./web.ts";

export interface KitFile extends KitFileEntry {
  id: KitFileId;
  bytes: Uint8Array;
}

export interface Kit {
  manifest: KitManifest;
  files: KitFile[];
}

export type KitStage = "logo" | "variants" | "lockups" | "web" | "social" | "documents";

const RASTER = 2048;
/** A logo PDF's page: the square canvas at 7 inches, its vector art scaling to any size. */
const PDF_PAGE = 504;

const LOCKUP_FILES: Record<Arrangement, { name: string; svg: KitFileId; png: KitFileId }> = {
  mark: { name: "Mark alone", svg: "lockups/mark.svg", png: "lockups/mark.png" },
  wordmark: { name: "Wordmark alone", svg: "lockups/wordmark.svg", png: "lockups/wordmark.png" },
  horizontal: { name: "Horizontal", svg: "lockups/logo-horizontal.svg", png: "lockups/logo-horizontal.png" },
  stacked: { name: "Stacked", svg: "lockups/logo-stacked.svg", png: "lockups/logo-stacked.png" },
};

/** What the kit page says of a design without a mark. */
export const NO_MARK_NOTE =
  "This logo is a wordmark: it has no separate mark, so the kit has no mark-only, horizontal or stacked lockup. Its web and profile icons show its initials.";

async function vectorPdf(svg: string, title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  const form = vectorForm(doc, svg);
  const page = doc.addPage([PDF_PAGE, (PDF_PAGE * form.height) / form.width]);
  drawForm(page, form, { x: 0, y: 0, width: PDF_PAGE });
  return doc.save();
}

const text = (value: string) => new TextEncoder().encode(value);

/** The square logo at 2048 px from a drawing in the design's 1024 canvas units. */
function at2048(svg: string): string {
  return artworkDocument(svgArtwork(svg), RASTER, RASTER, null);
}

export async function renderKit(engine: LogoEngine, input: LogoSpec, certificate?: CertificateText, onStage: (stage: KitStage, ms: number) => void = () => {}): Promise<Kit> {
  const files: KitFile[] = [];
  const add = (id: KitFileId, bytes: Uint8Array | string, extra: Omit<KitFileEntry, "id"> = {}) => files.push({ id, bytes: typeof bytes === "string" ? text(bytes) : bytes, ...extra });
  let clock = performance.now();
  const stage = (name: KitStage) => {
    const now = performance.now();
    onStage(name, now - clock);
    clock = now;
  };

  const design = engine.design(input);
  const spec = design.spec;
  const title = spec.brand;
  const square = { width: RASTER, height: RASTER };

  // The logo: the engine's one banded render gives the two PNGs and the WebP.
  const main = await engine.files(design);
  add("logo/logo.svg", main.svg);
  add("logo/logo.pdf", await vectorPdf(main.svg, `${title} logo`));
  add("logo/logo-2048.png", main.png, square);
  add("logo/logo-transparent.png", main.pngTransparent, square);
  add("logo/logo.webp", main.webp, { width: 1024, height: 1024 });
  stage("logo");

  const inks = { dark: darkInk(spec.palette), light: lightInk(spec.palette) };
  const dark = oneColour(engine, spec, inks.dark);
  const light = { svg: dark.svg.replaceAll(`"${inks.dark}"`, `"${inks.light}"`), coverage: dark.coverage };
  const grey = greyscaleSvg(engine, spec);
  for (const [name, ink, drawn, shownOn] of [
    ["one-colour-dark", inks.dark, dark, "light"],
    ["one-colour-light", inks.light, light, "dark"],
  ] as const) {
    add(`variants/logo-${name}.svg`, drawn.svg, { shownOn });
    add(`variants/logo-${name}.pdf`, await vectorPdf(drawn.svg, `${title} logo, ${name.replaceAll("-", " ")}`));
    add(`variants/logo-${name}.png`, await pngOf(at2048(drawn.coverage), RASTER, RASTER, true, inkFromCoverage(ink)), { ...square, shownOn });
  }
  add("variants/logo-greyscale.svg", grey);
  add("variants/logo-greyscale.pdf", await vectorPdf(grey, `${title} logo, greyscale`));
  add("variants/logo-greyscale.png", await pngOf(at2048(grey), RASTER, RASTER, design.ink.background === null), square);
  stage("variants");

  const lockups: { name: string; svg: string }[] = [];
  for (const arrangement of arrangementsOf(spec)) {
    const drawn = lockup(engine, spec, arrangement);
    const files = LOCKUP_FILES[arrangement];
    const size = pixelSize(drawn.framed, 1024);
    const svg = artworkDocument(drawn.framed, size.width, size.height, drawn.background);
    lockups.push({ name: files.name, svg });
    add(files.svg, svg);
    const raster = pixelSize(drawn.framed, RASTER);
    add(files.png, await pngOf(artworkDocument(drawn.framed, raster.width, raster.height, drawn.background), raster.width, raster.height, drawn.background === null), raster);
  }
  stage("lockups");

  const web = await webFiles(engine, spec);
  for (const [id, bytes] of Object.entries(web) as [keyof typeof web, Uint8Array | string][]) {
    const size = /-(\d+)\.png$/.exec(id)?.[1] ?? (id === "web/apple-touch-icon.png" ? "180" : null);
    add(id, bytes, size ? { width: Number(size), height: Number(size) } : {});
  }
  stage("web");

  for await (const picture of socialPictures(engine, spec)) add(picture.id as KitFileId, picture.png, { width: picture.width, height: picture.height });
  stage("social");

  const transparent = design.svg({ background: false });
  add(
    "brand/brand-guide.pdf",
    await brandGuide(engine, { design, fullColour: main.svg, transparent, oneColourDark: dark.svg, oneColourLight: light.svg, greyscale: grey, lockups, hasMark: hasMark(spec) }),
  );
  const tokens = designTokens(design);
  add("brand/design-tokens.css", tokens.css);
  add("brand/design-tokens.json", tokens.json);
  const words = certificate && withTypefaces(certificate, typefaceCredits(design));
  if (words) add("licence/licence-certificate.pdf", await certificatePdf(engine, main.svg, words));
  stage("documents");

  const manifest: KitManifest = {
    files: files.map(({ bytes: _bytes, ...entry }) => entry),
    notes: hasMark(spec) ? [] : [NO_MARK_NOTE],
    ...(words ? { certificate: words } : {}),
  };
  return { manifest, files };
}
