import { readDeliveryUpdatePush } from '@haat/contracts/delivery-rules';
import { shortOrderId } from '@haat/web-kit';
import { translate } from '../i18n.ts';
import messages from './messages.json';

/**
 * What a `deliveryUpdate` push tells the rider in a toast, wherever they are in the app: a new
 * order for them, one given to someone else, one the store cancelled. Their own steps say nothing
 * (they just took them). Riders have no notification bell (spec §2), so this is how they hear.
 */
export function riderNoticeOf(payload: unknown, riderId: string | null): { title: string; text: string } | null {
  const push = readDeliveryUpdatePush(payload);
  if (!push || !riderId) return null;
  // Said when the push arrives, in the language shown then.
  const ref = shortOrderId(push.orderId);
  const say = (title: keyof typeof messages, text: keyof typeof messages) => ({ title: translate(messages, title), text: translate(messages, text, { ref }) });
  if (push.partnerId !== riderId) return say('common.noticeReassignedTitle', 'common.noticeReassignedText');
  if (push.orderStatus === 'Cancelled') return say('common.orderCancelled', 'common.noticeCancelledText');
  if (push.status === 'Assigned') return say('common.noticeNewTitle', 'common.noticeNewText');
  return null;
}
