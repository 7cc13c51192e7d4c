/** "Summit Coffee Co." -> "summit-coffee-co": a catalogue logo's file name. */
export function catalogueSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Where `npm run catalogue:build` writes the logo's picture (served from public/). */
export function catalogueImagePath(name: string): string {
  return `/logos/${catalogueSlug(name)}.webp`;
}

/**
 * The R2 key of the logo's source SVG. The SVGs are not kept in the repository (the spec
 * embedded in every WebP rebuilds them exactly); `npm run catalogue:build` writes them to
 * .cache/catalogue-originals/ for an operator to upload under these keys.
 */
export function catalogueOriginalPath(name: string): string {
  return `originals/${catalogueSlug(name)}.svg`;
}
