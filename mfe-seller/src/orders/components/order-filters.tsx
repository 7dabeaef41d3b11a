import type { OrderStatus } from '@haat/contracts';
import { SearchField, SelectField } from '@haat/web-kit/forms';
import { useId } from 'react';
import { ORDER_STATUS_LABEL, ORDER_STATUSES } from '../order-statuses.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** The list's status filter and search box (order id, customer name or phone). */
export function OrderFilters({ status, search, onStatus, onSearch }: {
  status: OrderStatus | '';
  search: string;
  onStatus: (status: OrderStatus | '') => void;
  onSearch: (text: string) => void;
}) {
  const t = useT(messages);
  const id = useId();
  return (
    <form className="order-filters" role="search" onSubmit={(e) => e.preventDefault()}>
      <SearchField
        id={`${id}-search`} label={t('orders.searchLabel')} className="order-filters__search" value={search} maxLength={100}
        placeholder={t('orders.searchPlaceholder')} hint={t('orders.searchHint')} onValueChange={onSearch}
      />
      <SelectField id={`${id}-status`} label={t('orders.statusFilter')} className="order-filters__status" value={status} onValueChange={(value) => onStatus(value as OrderStatus | '')}>
        <option value="">{t('orders.allStatuses')}</option>
        {ORDER_STATUSES.map((s) => <option key={s} value={s}>{t(ORDER_STATUS_LABEL[s])}</option>)}
      </SelectField>
    </form>
  );
}
