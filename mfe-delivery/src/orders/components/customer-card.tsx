import type { Order } from '@haat/contracts';
import { firstNameOf } from '@haat/contracts/delivery-rules';
import { withTags } from '@haat/web-kit';
import { useId } from 'react';
import { mapsLinkOf, telLinkOf } from '../../common/delivery-order.ts';
import commonMessages from '../../common/messages.json';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** The words only a screen reader says, inside a translated sentence. */
const tags = { hidden: (text: string) => <span className="visually-hidden">{text}</span> };

/**
 * Who gets the order and where: the address opens in Google Maps, the phone dials with one tap.
 * A delivery for a store the rider no longer delivers for comes without the customer: it says so.
 */
export function CustomerCard({ order }: { order: Order }) {
  const t = useT(messages);
  const tc = useT(commonMessages);
  const titleId = useId();
  if (order.delivery?.historyOnly) {
    return (
      <section className="card delivery-section" aria-labelledby={titleId}>
        <h2 id={titleId} className="delivery-section__title">{tc('common.customer')}</h2>
        <p className="muted">{t('orders.formerStore')}</p>
      </section>
    );
  }
  const address = order.shippingAddress;
  const maps = mapsLinkOf(address);
  const tel = telLinkOf(address?.phone);
  const name = address?.name?.trim() || tc('common.customer');
  return (
    <section className="card delivery-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="delivery-section__title">{tc('common.customer')}</h2>
      <p className="delivery-customer__name">{name}</p>
      <address className="delivery-customer__address">
        {address?.address}
        {address?.city || address?.postalCode ? <><br />{[address.city, address.postalCode].filter(Boolean).join(' ')}</> : null}
      </address>
      {address?.phone ? <p className="muted delivery-customer__phone">{address.phone}</p> : null}
      <div className="delivery-customer__actions">
        {tel ? <a className="btn btn--primary delivery-big-button" href={tel}>{t('orders.call', { name: firstNameOf(name) })}</a> : null}
        {maps ? (
          <a className="btn btn--secondary delivery-big-button" href={maps} target="_blank" rel="noopener noreferrer">
            {withTags(t('orders.openMaps'), tags)}
          </a>
        ) : null}
      </div>
    </section>
  );
}
