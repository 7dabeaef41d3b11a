import type { OrderStatus } from '@haat/contracts';
import { SearchField, SelectField } from '@haat/web-kit/forms';
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
      <SearchField
        id={`${id}-search`} label="Search orders" className="order-filters__search" value={search} maxLength={100}
        placeholder="Order ID, customer name or phone" hint="For example #1A2B3C4D, Sharma or 98765 43210" onValueChange={onSearch}
      />
      <SelectField id={`${id}-status`} label="Status" className="order-filters__status" value={status} onValueChange={(value) => onStatus(value as OrderStatus | '')}>
        <option value="">All statuses</option>
        {ORDER_STATUSES.map((s) => <option key={s} value={s}>{s}</option>)}
      </SelectField>
    </form>
  );
}
