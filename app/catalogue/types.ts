/** A catalogue logo as the spec describes it (marketplace section 3). */
export interface CatalogueLogo {
  id: number;
  name: string;
  price: number;
  image: string;
  bgColor: string;
  category: string;
  tags: string[];
  description: string;
  designer: string;
  originalPath: string;
}
