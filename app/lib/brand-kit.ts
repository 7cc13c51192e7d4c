/**
 * What a purchase delivers, in a buyer's words: the brand kit's groups as the download
 * page and the ZIP's README present them, and the short list the logo page, the buy-logos
 * page and the FAQ give of what $9.99 includes. The files themselves are listed once, in
 * the contract (workers/protocol/render.ts).
 */
import type { KitGroup } from "#protocol/render.ts";

export const KIT_GROUP_COPY: Record<KitGroup, { title: string; text: string }> = {
  logo: { title: "Logo files", text: "Full colour: SVG and PDF (vector, any size, print), PNG 2048 × 2048 on its background and transparent, WebP for the web." },
  variants: { title: "Colour variants", text: "One colour dark (one ink, for light backgrounds, stamps and engraving), one colour light (for dark backgrounds and photos) and greyscale." },
  lockups: { title: "Lockups", text: "The same logo arranged for other spaces, trimmed with clear space around it." },
  web: { title: "Website icons", text: "Favicons, app icons and a web app manifest: put them at the root of your site and paste the tags from head-tags.html." },
  social: { title: "Social media", text: "Profile pictures, headers and a link preview at each platform's size, on your logo's colours." },
  brand: { title: "Brand guide and design tokens", text: "A two-page guide (variants, clear space, minimum size, palette in HEX, RGB and CMYK, typefaces) and your colours as CSS and JSON." },
  licence: { title: "Licence certificate", text: "Your exclusive commercial licence, as PDF and text: what you own, and the typefaces (and any icon drawing) that stay under their own open licences." },
};

/** What $9.99 includes, per logo: said on the logo page, /buy-logos and the FAQ. */
export const KIT_INCLUDES = [
  "Logo files: SVG, PDF, PNG 2048 × 2048, transparent PNG and WebP",
  "One-colour (dark and light) and greyscale versions",
  "Lockups: mark alone, wordmark, horizontal and stacked (where the design has a mark)",
  "Website icons: favicon.ico, favicon.svg, Apple touch and app icons, web manifest",
  "Social media pictures: link preview, X, LinkedIn, YouTube and Instagram",
  "Brand guide (PDF) with palette and typefaces, design tokens (CSS and JSON)",
  "Licence certificate with exclusive commercial rights",
] as const;

/** What one item of the kit is called on the download page (its files share a name and differ by format). */
const ITEM_TITLES: Record<string, string> = {
  "logo/logo": "Full-colour logo",
  "variants/logo-one-colour-dark": "One colour, dark",
  "variants/logo-one-colour-light": "One colour, light",
  "variants/logo-greyscale": "Greyscale",
  "lockups/mark": "Mark alone",
  "lockups/wordmark": "Wordmark alone",
  "lockups/logo-horizontal": "Horizontal",
  "lockups/logo-stacked": "Stacked",
  "web/favicon": "Favicon (16, 32 and 48 in the .ico)",
  "web/apple-touch-icon": "Apple touch icon, 180 × 180",
  "web/icon-192": "App icon, 192 × 192",
  "web/icon-512": "App icon, 512 × 512",
  "web/icon-maskable-512": "Maskable app icon, 512 × 512",
  "web/site": "Web app manifest",
  "web/head-tags": "Tags for your site's <head>",
  "social/link-preview-1200x630": "Link preview (Open Graph), 1200 × 630",
  "social/x-profile-400x400": "X profile picture, 400 × 400",
  "social/x-header-1500x500": "X header, 1500 × 500",
  "social/linkedin-logo-400x400": "LinkedIn logo, 400 × 400",
  "social/linkedin-cover-1128x191": "LinkedIn cover, 1128 × 191",
  "social/youtube-banner-2560x1440": "YouTube banner, 2560 × 1440",
  "social/instagram-1080x1080": "Instagram post, 1080 × 1080",
  "brand/brand-guide": "Brand guide",
  "brand/design-tokens": "Design tokens",
  "licence/licence-certificate": "Licence certificate",
};

/** A kit file as the order's page shows it: its download and, for an image, its picture. */
export interface KitFileView {
  id: string;
  label: string;
  /** The name it downloads under. */
  name: string;
  url: string;
  /** Where a page shows it (images only). */
  picture: string | null;
  width?: number;
  height?: number;
  shownOn?: "light" | "dark";
}

/** One group of the kit (logo files, variants, web...) with its files. */
export interface KitGroupView {
  group: KitGroup;
  files: KitFileView[];
}

interface KitFileLike {
  id: string;
  label: string;
}

export interface KitItem<F extends KitFileLike> {
  key: string;
  title: string;
  files: F[];
}

/** The item a file belongs to: its id without its format (and, for the logo, its size or background). */
export function kitItemKey(id: string): string {
  return id.replace(/\.[a-z]+$/, "").replace(/^logo\/logo-(2048|transparent)$/, "logo/logo");
}

/** A group's files gathered into items, in the order they come. */
export function kitItems<F extends KitFileLike>(files: F[]): KitItem<F>[] {
  const items = new Map<string, KitItem<F>>();
  for (const file of files) {
    const key = kitItemKey(file.id);
    const item = items.get(key) ?? { key, title: ITEM_TITLES[key] ?? file.label, files: [] };
    item.files.push(file);
    items.set(key, item);
  }
  return [...items.values()];
}

/** The button of one file of an item: its format, or for the logo its full label. */
export function kitFileButton(file: KitFileLike): string {
  if (file.id.startsWith("logo/")) return file.label;
  if (file.id === "web/site.webmanifest") return "WEBMANIFEST";
  return (/\.([a-z]+)$/.exec(file.id)?.[1] ?? "file").toUpperCase();
}
