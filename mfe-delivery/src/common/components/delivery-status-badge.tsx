import type { DeliveryStatus } from '@haat/contracts/delivery-rules';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';
import { DELIVERY_STATUS_LABEL } from '../status-labels.ts';

/** The CSS modifier of a status: 'Out for Delivery' → 'out-for-delivery'. */
export const statusSlug = (status: string): string => status.toLowerCase().replace(/[^a-z]+/g, '-');

/**
 * A delivery's status as a badge. The rider reads the same words as on their buttons (Picked Up,
 * Out for Delivery…); the colour only repeats what the text says.
 */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const t = useT(messages);
  return <span className={`badge delivery-badge delivery-badge--${statusSlug(status)}`}>{t(DELIVERY_STATUS_LABEL[status])}</span>;
}
