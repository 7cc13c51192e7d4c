import type { ReactNode } from "react";
import type { CatalogueCard } from "#app/catalogue/types.ts";
import { LogoCard } from "#app/components/logo-card.tsx";
import { GridHeader, LOGO_GRID_CLASS, useSelectMode } from "#app/components/select-mode.tsx";
import { catalogueBaseline, personalizeWith } from "#app/lib/personalization.ts";
import { cataloguePurchaseId } from "#app/lib/purchase.ts";
import { DRAWN_WHEN_NEAR, WIDTH_CONTAINER } from "#app/lib/ui.ts";

/** The widest grid shows four logos a row. */
const FIRST_ROW = 4;

interface CatalogueGridProps {
  logos: CatalogueCard[];
  countText: string;
  /** Appended to each card's link, e.g. '?source=browse'. */
  linkSuffix?: string;
  /** What to show when there are no logos. */
  empty: ReactNode;
  /** Select mode may buy the selection ('Purchase selected': Favorites). */
  purchasable?: boolean;
}

/** The 1–4 column grid with select mode and Personalize, shared by browse and favourites. */
export function CatalogueGrid({ logos, countText, linkSuffix = "", empty, purchasable = false }: CatalogueGridProps) {
  const selection = useSelectMode<number>();

  function personalize() {
    personalizeWith(logos.filter((logo) => selection.isSelected(logo.id)).map(catalogueBaseline));
    selection.setActive(false);
  }

  return (
    <section aria-label="Logos">
      <GridHeader
        countText={countText}
        selection={selection}
        selectable={logos.length > 0}
        onPersonalize={personalize}
        purchaseIds={purchasable ? logos.filter((logo) => selection.isSelected(logo.id) && !logo.sold).map((logo) => cataloguePurchaseId(logo.id)) : undefined}
      />
      {logos.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-gray-300 px-6 py-16 text-center">{empty}</div>
      ) : (
        <ul className={LOGO_GRID_CLASS}>
          {logos.map((logo, index) => (
            <li key={logo.id} className={WIDTH_CONTAINER}>
              <div className={index < FIRST_ROW ? undefined : DRAWN_WHEN_NEAR.card}>
                <LogoCard
                  logo={logo}
                  href={`/logo/${logo.id}${linkSuffix}`}
                  selectMode={selection.active}
                  selected={selection.isSelected(logo.id)}
                  onToggleSelected={() => selection.toggle(logo.id)}
                  // The first card is the page's largest picture on a phone: it comes first.
                  loading={index === 0 ? "priority" : index < FIRST_ROW ? "eager" : "lazy"}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
