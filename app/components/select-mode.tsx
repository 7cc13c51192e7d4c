import { lazy, Suspense, useState } from "react";

/** Only in select mode with something to buy chosen (Favorites, My Logos): loaded then. */
const PurchaseButton = lazy(() => import("#app/components/purchase/purchase-button.tsx").then((module) => ({ default: module.PurchaseButton })));

/**
 * Select mode of browse, favourites and my logos (marketplace spec, section 4): on or
 * off; leaving it clears the selection; Personalize sends the chosen logos and leaves.
 */
export function useSelectMode<Id extends string | number>() {
  const [active, setActive] = useState(false);
  const [selected, setSelected] = useState<Id[]>([]);
  return {
    active,
    selected,
    isSelected: (id: Id) => selected.includes(id),
    toggle: (id: Id) =>
      setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id])),
    setActive: (on: boolean) => {
      setActive(on);
      if (!on) setSelected([]);
    },
  };
}

interface SelectToolbarProps {
  active: boolean;
  selectedCount: number;
  onToggle: () => void;
  onPersonalize: () => void;
  /** The checkout identifiers of the selected logos that can be bought (My Logos, Favorites). */
  purchaseIds?: string[];
}

function SelectToolbar({ active, selectedCount, onToggle, onPersonalize, purchaseIds }: SelectToolbarProps) {
  return (
    <div className="flex flex-wrap items-start gap-2">
      {active && purchaseIds && purchaseIds.length > 0 ? (
        <Suspense fallback={null}>
          <PurchaseButton purchaseIds={purchaseIds} label={`Purchase selected (${purchaseIds.length})`} compact />
        </Suspense>
      ) : null}
      {active ? (
        <button
          type="button"
          onClick={onPersonalize}
          disabled={selectedCount === 0}
          className="rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 disabled:cursor-not-allowed disabled:bg-indigo-300 disabled:text-indigo-950"
        >
          Personalize ({selectedCount})
        </button>
      ) : null}
      <button
        type="button"
        aria-pressed={active}
        onClick={onToggle}
        className={`rounded-lg border px-4 py-2 text-sm font-semibold ${
          active ? "border-indigo-600 bg-indigo-50 text-indigo-800" : "border-gray-300 bg-white text-gray-900 hover:bg-gray-50"
        }`}
      >
        Select
      </button>
    </div>
  );
}

/** The 1-4 column grid every logo list uses (spec: 1, 2, 3 or 4 columns by width). */
export const LOGO_GRID_CLASS = "grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

interface GridHeaderProps {
  countText: string;
  selection: ReturnType<typeof useSelectMode<string>> | ReturnType<typeof useSelectMode<number>>;
  /** Whether there is anything to select (no toolbar otherwise). */
  selectable: boolean;
  onPersonalize: () => void;
  /** Where the selection can be bought: the selected logos' checkout identifiers. */
  purchaseIds?: string[];
}

/** Above a logo grid: how many are shown, and the Select / Personalize toolbar. */
export function GridHeader({ countText, selection, selectable, onPersonalize, purchaseIds }: GridHeaderProps) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-gray-700" role="status">
        {countText}
      </p>
      {selectable ? (
        <SelectToolbar
          active={selection.active}
          selectedCount={selection.selected.length}
          onToggle={() => selection.setActive(!selection.active)}
          onPersonalize={onPersonalize}
          purchaseIds={purchaseIds}
        />
      ) : null}
    </div>
  );
}
