/**
 * Reading a store's bans of customers out of a reply, zod-free for the browser
 * (`@haat/contracts/store-ban-reply`); StoreBan is the type replies/order-replies.ts describes.
 */
import type { StoreBan } from './store-ban.ts';
import { asRecord, readText, readTextOrNumber } from './reply-fields.ts';

/** One ban (POST /stores/:id/ban-customer's data, a row of the banned-customers list). */
export function readStoreBan(value: unknown): StoreBan {
  const ban = asRecord(value);
  return {
    storeId: readText(ban['storeId']),
    phone: readTextOrNumber(ban['phone']),
    reason: readText(ban['reason']),
    bannedBy: readText(ban['bannedBy']),
    createdAt: readText(ban['createdAt']),
  };
}

/** GET /stores/:id/banned-customers's data: the bans that name a phone (each row's key and unban target); [] when it is no list. */
export const readStoreBans = (value: unknown): StoreBan[] =>
  (Array.isArray(value) ? value : []).map(readStoreBan).filter((ban) => ban.phone !== '');
