/**
 * `POST /render`: a bought logo's brand kit, made once from the design the app holds (a
 * catalogue logo's, or a generated logo's `final_image.spec`). The request carries the
 * LogoSpec and the licence certificate's words (the app's: the agent only sets them in
 * type); the answer is `multipart/form-data`: a part `manifest` (JSON, `kitManifest`) and
 * one part per file, named by its id (`logo/logo.svg`), with its content type. Every id is
 * one of KIT_FILES; a design without a mark has no mark, horizontal or stacked lockup, and
 * the manifest says why (`notes`). The app stores the files under the order
 * (docs/decisions/0702, 0703-brand-kit).
 */
import { z } from "zod";
import { logoSpecShape } from "./logo-spec.ts";

/** The kit's folders, in the order a buyer meets them (the download page, the ZIP). */
export const KIT_GROUPS = ["logo", "variants", "lockups", "web", "social", "brand", "licence"] as const;
export type KitGroup = (typeof KIT_GROUPS)[number];

interface KitFileSpec {
  label: string;
  type: string;
}

const SVG = "image/svg+xml";
const PNG = "image/png";
const PDF = "application/pdf";

/** Every file a kit may hold, by id (its folder and its name without the brand). */
export const KIT_FILES = {
  "logo/logo.svg": { label: "SVG (vector)", type: SVG },
  "logo/logo.pdf": { label: "PDF (vector, for print)", type: PDF },
  "logo/logo-2048.png": { label: "PNG 2048 × 2048", type: PNG },
  "logo/logo-transparent.png": { label: "Transparent PNG", type: PNG },
  "logo/logo.webp": { label: "WebP", type: "image/webp" },
  "variants/logo-one-colour-dark.svg": { label: "One colour, dark · SVG", type: SVG },
  "variants/logo-one-colour-dark.pdf": { label: "One colour, dark · PDF", type: PDF },
  "variants/logo-one-colour-dark.png": { label: "One colour, dark · PNG", type: PNG },
  "variants/logo-one-colour-light.svg": { label: "One colour, light · SVG", type: SVG },
  "variants/logo-one-colour-light.pdf": { label: "One colour, light · PDF", type: PDF },
  "variants/logo-one-colour-light.png": { label: "One colour, light · PNG", type: PNG },
  "variants/logo-greyscale.svg": { label: "Greyscale · SVG", type: SVG },
  "variants/logo-greyscale.pdf": { label: "Greyscale · PDF", type: PDF },
  "variants/logo-greyscale.png": { label: "Greyscale · PNG", type: PNG },
  "lockups/mark.svg": { label: "Mark alone · SVG", type: SVG },
  "lockups/mark.png": { label: "Mark alone · PNG", type: PNG },
  "lockups/wordmark.svg": { label: "Wordmark alone · SVG", type: SVG },
  "lockups/wordmark.png": { label: "Wordmark alone · PNG", type: PNG },
  "lockups/logo-horizontal.svg": { label: "Horizontal · SVG", type: SVG },
  "lockups/logo-horizontal.png": { label: "Horizontal · PNG", type: PNG },
  "lockups/logo-stacked.svg": { label: "Stacked · SVG", type: SVG },
  "lockups/logo-stacked.png": { label: "Stacked · PNG", type: PNG },
  "web/favicon.ico": { label: "favicon.ico (16, 32, 48)", type: "image/vnd.microsoft.icon" },
  "web/favicon.svg": { label: "favicon.svg", type: SVG },
  "web/apple-touch-icon.png": { label: "Apple touch icon 180 × 180", type: PNG },
  "web/icon-192.png": { label: "App icon 192 × 192", type: PNG },
  "web/icon-512.png": { label: "App icon 512 × 512", type: PNG },
  "web/icon-maskable-512.png": { label: "Maskable icon 512 × 512", type: PNG },
  "web/site.webmanifest": { label: "site.webmanifest", type: "application/manifest+json" },
  "web/head-tags.html": { label: "<link> tags to paste", type: "text/html; charset=utf-8" },
  "social/link-preview-1200x630.png": { label: "Link preview 1200 × 630", type: PNG },
  "social/x-profile-400x400.png": { label: "X profile 400 × 400", type: PNG },
  "social/x-header-1500x500.png": { label: "X header 1500 × 500", type: PNG },
  "social/linkedin-logo-400x400.png": { label: "LinkedIn logo 400 × 400", type: PNG },
  "social/linkedin-cover-1128x191.png": { label: "LinkedIn cover 1128 × 191", type: PNG },
  "social/youtube-banner-2560x1440.png": { label: "YouTube banner 2560 × 1440", type: PNG },
  "social/instagram-1080x1080.png": { label: "Instagram 1080 × 1080", type: PNG },
  "brand/brand-guide.pdf": { label: "Brand guide (PDF)", type: PDF },
  "brand/design-tokens.css": { label: "Design tokens · CSS", type: "text/css; charset=utf-8" },
  "brand/design-tokens.json": { label: "Design tokens · JSON", type: "application/json" },
  "licence/licence-certificate.pdf": { label: "Licence certificate · PDF", type: PDF },
} as const satisfies Record<string, KitFileSpec>;
export type KitFileId = keyof typeof KIT_FILES;

export function isKitFileId(value: string): value is KitFileId {
  return Object.hasOwn(KIT_FILES, value);
}

/**
 * The words of the licence certificate, written by the app (the buyer, the order, what is
 * owned: workers/protocol/ownership.ts); the agent adds the typefaces the design is set
 * in, which only it knows, sets them in a PDF and sends them back in the manifest.
 */
export const certificateText = z.object({
  title: z.string().min(1).max(120),
  /** Label and value pairs: the buyer, the order, the logo, the date... */
  fields: z.array(z.tuple([z.string().max(40), z.string().max(200)])).max(12),
  paragraphs: z.array(z.string().max(1200)).max(8),
});
export type CertificateText = z.infer<typeof certificateText>;

export const renderRequest = z.object({ spec: logoSpecShape, certificate: certificateText.optional() });

export const kitFileEntry = z.object({
  id: z.string().refine(isKitFileId, "not a file of the kit"),
  /** Pixels, for the raster files. */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  /** The one-colour light variant shows on dark: how a page previews it. */
  shownOn: z.enum(["light", "dark"]).optional(),
});
export type KitFileEntry = z.infer<typeof kitFileEntry>;

export const kitManifest = z.object({
  files: z.array(kitFileEntry).min(1),
  /** What a buyer should know about the kit ("This design has no mark..."). */
  notes: z.array(z.string()),
  /** The certificate's words as set in its PDF (the app's, with the typefaces): the app's text copy repeats them. */
  certificate: certificateText.optional(),
});
export type KitManifest = z.infer<typeof kitManifest>;

/** The files the download page, the dashboard and the pictures of an order have always offered. */
export const CLASSIC_FILES = {
  png: "logo/logo-2048.png",
  "transparent-png": "logo/logo-transparent.png",
  webp: "logo/logo.webp",
  svg: "logo/logo.svg",
} as const satisfies Record<string, KitFileId>;
