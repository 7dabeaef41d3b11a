import type { Context } from 'hono';
import { z } from 'zod';
import { badRequest, isUuid, notFound, readJson, type AppEnv } from '@haat/server-kit';
import type { IdentityContext } from '../../../context.ts';
import { lockUser } from '../../../users/user-repository.ts';
import { addressChangesSchema, newAddressSchema } from '../address-fields.ts';
import { checkAddressPincode } from '../address-pincode.ts';
import { clearDefaultAddress, countAddresses, insertAddress, listAddresses, updateOwnAddress } from '../address-repository.ts';
import { addressNotFound, toAddress } from '../address-view.ts';

const MAX_ADDRESSES = 20;

const anyObject = z.record(z.string(), z.unknown());

/**
 * PUT /api/users/addresses: adds an address, or, with `id` (or `_id`) of one of the caller's,
 * changes it. The book keeps exactly one default while it is not empty: the first address is it,
 * and `isDefault: true` moves it (false alone is ignored: there must be one). The user's row is
 * locked for the transaction, so parallel saves cannot break the count or the default. The pincode
 * must be a real one of the address's city (400 with the shared text, nothing saved).
 */
export function saveAddress(ctx: IdentityContext) {
  return async (c: Context<AppEnv>) => {
    const userId = c.get('user').id;
    const raw = await readJson(c, anyObject);
    const id = raw['id'] ?? raw['_id'];
    if (id !== undefined && id !== null && id !== '') {
      if (typeof id !== 'string' || !isUuid(id)) throw addressNotFound();
      const changes = addressChangesSchema.parse(raw);
      const saved = await ctx.db.transaction().execute(async (trx) => {
        if (!(await lockUser(trx, userId))) throw notFound('User not found', 'This account no longer exists.');
        if (changes.isDefault) await clearDefaultAddress(trx, userId, id);
        const row = await updateOwnAddress(trx, userId, id, {
          label: changes.label,
          name: changes.name,
          address: changes.address,
          city: changes.city,
          postal_code: changes.postalCode,
          phone: changes.phone,
          email: changes.email,
          is_default: changes.isDefault ? true : undefined,
        });
        if (!row) throw addressNotFound();
        // Checked on the saved row, so a new city is checked against the kept pincode and the
        // other way round; throwing here rolls the change back. Untouched places are not re-judged.
        if (changes.city !== undefined || changes.postalCode !== undefined) checkAddressPincode(row.postal_code, row.city);
        return { row, book: await listAddresses(trx, userId) };
      });
      return c.json({ success: true as const, message: 'Address updated', address: toAddress(saved.row), data: saved.book.map(toAddress) });
    }

    const fields = newAddressSchema.parse(raw);
    checkAddressPincode(fields.postalCode, fields.city);
    const saved = await ctx.db.transaction().execute(async (trx) => {
      if (!(await lockUser(trx, userId))) throw notFound('User not found', 'This account no longer exists.');
      const count = await countAddresses(trx, userId);
      if (count >= MAX_ADDRESSES) throw badRequest(`You can save at most ${MAX_ADDRESSES} addresses`, `You can save at most ${MAX_ADDRESSES} addresses. Delete one to add another.`);
      const isDefault = count === 0 || fields.isDefault === true;
      if (isDefault) await clearDefaultAddress(trx, userId);
      const row = await insertAddress(trx, {
        user_id: userId,
        label: fields.label ?? null,
        name: fields.name,
        address: fields.address,
        city: fields.city,
        postal_code: fields.postalCode,
        phone: fields.phone,
        email: fields.email,
        is_default: isDefault,
      });
      return { row, book: await listAddresses(trx, userId) };
    });
    return c.json({ success: true as const, message: 'Address added', address: toAddress(saved.row), data: saved.book.map(toAddress) }, 201);
  };
}
