import type { OrderStatus } from '@haat/contracts';
import { useId } from 'react';
import { ORDER_STATUSES } from '../order-statuses.ts';

/** The list's status filter and search box (order id, customer name or phone). */
export function OrderFilters({ status, search, onStatus, onSearch }: {
  status: OrderStatus | '';
  search: string;
  onStatus: (status: OrderStatus | '') => void;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  return (
    <form className="order-filters" role="search" onSubmit={(e) => e.preventDefault()}>
      <div className="field order-filters__search">
        <label className="field__label" htmlFor={`${id}-search`}>Search orders</label>
        <input
          id={`${id}-search`}
          className="field__input"
          type="search"
          value={search}
          maxLength={100}
          placeholder="Order ID, customer name or phone"
          aria-describedby={`${id}-hint`}
          onChange={(e) => onSearch(e.target.value)}
        />
        <span id={`${id}-hint`} className="field__hint">For example #1A2B3C4D, Sharma or 98765 43210</span>
      </div>
      <div className="field order-filters__status">
        <label className="field__label" htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} className="field__input" value={status} onChange={(e) => onStatus(e.target.value as OrderStatus | '')}>
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((s) => <option key={s} value={s}>{s}</option>)}
        </select>
      </div>
    </form>
  );
}
