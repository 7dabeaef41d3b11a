import type { StoreSort } from '@haat/contracts/store-reply';
import type { StoreListFilters } from './store-list-query.ts';

const SORT_LABELS: Record<StoreSort, string> = { recommended: 'Recommended', nearest: 'Nearest', rating: 'Top rated', newest: 'Newest' };

/** The /stores sort select: Recommended, Nearest (the page asks for the buyer's position), Top rated, Newest. */
export function StoreSortSelect({ value, onChange }: { value: StoreSort; onChange: (sort: StoreSort) => void }) {
  return (
    <div className="field store-list__sort">
      <label className="field__label" htmlFor="store-sort">Sort by</label>
      <select id="store-sort" className="field__input" value={value} onChange={(e) => onChange(e.target.value as StoreSort)}>
        {(Object.keys(SORT_LABELS) as StoreSort[]).map((sort) => <option key={sort} value={sort}>{SORT_LABELS[sort]}</option>)}
      </select>
    </div>
  );
}

const chip = (label: string, pressed: boolean, onClick: () => void) => (
  <button key={label} type="button" className={`chip${pressed ? ' chip--active' : ''}`} aria-pressed={pressed} onClick={onClick}>{label}</button>
);

/** The categories most stores carry; a city lists dozens (stores name their shelves too), a row of chips holds a few. */
const MAX_CATEGORY_CHIPS = 10;

/**
 * One row of toggle chips: 'Open now', then 'All' and the city's store categories (most stores first).
 * On phones the row scrolls sideways (the .chips rule in buyer.css).
 */
export function StoreFilterChips({ filters, categories, onChange }: {
  filters: StoreListFilters;
  categories: { name: string }[];
  onChange: (next: StoreListFilters) => void;
}) {
  const chosen = filters.category?.toLowerCase() ?? null;
  const top = categories.slice(0, MAX_CATEGORY_CHIPS).map((c) => c.name);
  // The chosen category always shows (from the address, or beyond the first few), so it can be switched off.
  const names = chosen && !top.some((name) => name.toLowerCase() === chosen) ? [filters.category!, ...top] : top;
  return (
    <div className="chips store-list__chips" role="group" aria-label="Filter stores">
      {chip('Open now', filters.openNow, () => onChange({ ...filters, openNow: !filters.openNow }))}
      {chip('All', chosen === null, () => onChange({ ...filters, category: null }))}
      {names.map((name) => chip(name, name.toLowerCase() === chosen, () => onChange({ ...filters, category: name.toLowerCase() === chosen ? null : name })))}
    </div>
  );
}
