import type { StoreSort } from '@haat/contracts/store-reply';
import type { StoreListFilters } from './store-list-query.ts';
import { useT } from '../i18n.ts';
import messages from './messages.json';

const SORT_LABELS: Record<StoreSort, keyof typeof messages> = { recommended: 'catalog.recommended', nearest: 'catalog.nearest', rating: 'catalog.topRated', newest: 'catalog.newest' };

/** The /stores sort select: Recommended, Nearest (the page asks for the buyer's position), Top rated, Newest. */
export function StoreSortSelect({ value, onChange }: { value: StoreSort; onChange: (sort: StoreSort) => void }) {
  const t = useT(messages);
  return (
    <div className="field store-list__sort">
      <label className="field__label" htmlFor="store-sort">{t('catalog.sortBy')}</label>
      <select id="store-sort" className="field__input" value={value} onChange={(e) => onChange(e.target.value as StoreSort)}>
        {(Object.keys(SORT_LABELS) as StoreSort[]).map((sort) => <option key={sort} value={sort}>{t(SORT_LABELS[sort])}</option>)}
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
  const t = useT(messages);
  const chosen = filters.category?.toLowerCase() ?? null;
  const top = categories.slice(0, MAX_CATEGORY_CHIPS).map((c) => c.name);
  // The chosen category always shows (from the address, or beyond the first few), so it can be switched off.
  const names = chosen && !top.some((name) => name.toLowerCase() === chosen) ? [filters.category!, ...top] : top;
  return (
    <div className="chips store-list__chips" role="group" aria-label={t('catalog.filterStores')}>
      {chip(t('catalog.openNow'), filters.openNow, () => onChange({ ...filters, openNow: !filters.openNow }))}
      {chip(t('catalog.all'), chosen === null, () => onChange({ ...filters, category: null }))}
      {names.map((name) => chip(name, name.toLowerCase() === chosen, () => onChange({ ...filters, category: name.toLowerCase() === chosen ? null : name })))}
    </div>
  );
}
