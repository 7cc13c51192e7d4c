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
  originalPath: string;
  /** Set on the logo page: someone bought it, and it is sold only once. */
  sold?: boolean;
  /** Set on the logo page: part of the bundled sample catalogue, by a made-up designer. */
  sample?: boolean;
}
