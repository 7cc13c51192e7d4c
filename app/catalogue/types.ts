/**
 * A catalogue logo as the spec describes it (marketplace section 3), without the per-logo
 * price of the old data: every logo costs PRICE_CENTS (app/lib/money.ts).
 */
export interface CatalogueLogo {
  id: number;
  name: string;
  image: string;
  bgColor: string;
  category: string;
  tags: string[];
  description: string;
  designer: string;
  /** Set on the logo page: someone bought it, and it is sold only once. */
  sold?: boolean;
  /** Set on the logo page: part of the bundled sample catalogue, by a made-up designer. */
  sample?: boolean;
}

/** A logo as the catalogue's data holds it: with its original's path, which stays on the server. */
export interface CatalogueEntry extends CatalogueLogo {
  originalPath: string;
}

/**
 * What the browser gets of a catalogue logo in a list (browse, the landing page, favourites,
 * a sold logo's look-alikes): what its card shows, and the tags Personalize carries. The
 * description and the designer are on the logo's own page (issue 36: a page's data is part
 * of its first load).
 */
export type CatalogueCard = Pick<CatalogueLogo, "id" | "name" | "image" | "bgColor" | "category" | "tags" | "sold">;

export function catalogueCard({ id, name, image, bgColor, category, tags, sold }: CatalogueLogo): CatalogueCard {
  return sold === undefined ? { id, name, image, bgColor, category, tags } : { id, name, image, bgColor, category, tags, sold };
}
