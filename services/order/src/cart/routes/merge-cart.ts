import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { CART_TEXTS, MAX_CART_LINES, mergeCartBodySchema, type MergeCartReply } from '@haat/contracts';
import { isUuid, readJson, type AppEnv } from '@haat/server-kit';
import type { OrderContext } from '../../context.ts';
import { lineKey } from '../add-line.ts';
import { addToLine, linesOf, lockCart, setLineQuantity, type LineKey } from '../cart-repository.ts';
import { loadCart } from '../cart-view.ts';
import { lineLimit, offerFor, productsById, snapshotOf, type LineOffer } from '../line-offer.ts';

type Skipped = MergeCartReply['skipped'][number];
type Wanted = { key: LineKey; quantity: number };

const keyText = (key: LineKey) => `${key.productId}|${key.storeId}|${key.variant ?? ''}`;

/**
 * POST /api/cart {items} (buyer): merges a guest's local cart at login. Each line's quantity is
 * added to the server's line and capped at the stock (and the line cap); an existing line never
 * shrinks. Lines of unknown, foreign-store or off-market products and unknown variants are skipped
 * ('not-found'), as are sold-out ones ('out-of-stock') and new lines past the cart's size
 * ('cart-full'). Additive, so a repeated merge adds again, but never beyond stock. One transaction.
 */
export function mergeCart(ctx: OrderContext) {
  const { db, catalog } = ctx;
  return async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const { items } = await readJson(c, mergeCartBodySchema);
    const skipped: Skipped[] = [];
    const wanted = new Map<string, Wanted>();
    for (const item of items) {
      if (!isUuid(item.productId) || !isUuid(item.storeId)) {
        skipped.push({ productId: item.productId, storeId: item.storeId, reason: 'not-found' });
        continue;
      }
      const key = lineKey(item);
      const same = wanted.get(keyText(key));
      if (same) same.quantity += item.quantity;
      else wanted.set(keyText(key), { key, quantity: item.quantity });
    }

    const products = productsById(await catalog.cartProducts([...wanted.values()].map((w) => w.key.productId)));
    const takeable: (Wanted & { offer: LineOffer })[] = [];
    for (const w of wanted.values()) {
      const lookup = offerFor(products, w.key);
      if (!lookup.ok) skipped.push({ productId: w.key.productId, storeId: w.key.storeId, reason: 'not-found' });
      else if (lineLimit(lookup.offer) <= 0) skipped.push({ productId: w.key.productId, storeId: w.key.storeId, reason: 'out-of-stock' });
      else takeable.push({ ...w, offer: lookup.offer });
    }

    if (takeable.length > 0) {
      await db.transaction().execute(async (trx) => {
        await lockCart(trx, user.id);
        const lines = await linesOf(trx, user.id);
        const existing = new Map(lines.map((row) => [keyText({ productId: row.product_id, storeId: row.store_id, variant: row.variant }), row]));
        let count = lines.length;
        for (const { key, quantity, offer } of takeable) {
          const limit = lineLimit(offer);
          const line = existing.get(keyText(key));
          if (line) {
            const merged = Math.max(line.quantity, Math.min(line.quantity + quantity, limit));
            if (merged !== line.quantity) await setLineQuantity(trx, user.id, line.id, merged, snapshotOf(offer));
            continue;
          }
          if (count >= MAX_CART_LINES) {
            skipped.push({ productId: key.productId, storeId: key.storeId, reason: 'cart-full' });
            continue;
          }
          await addToLine(trx, {
            id: randomUUID(), user_id: user.id, product_id: key.productId, store_id: key.storeId, variant: key.variant,
            quantity: Math.min(quantity, limit), ...snapshotOf(offer),
          }, limit);
          count += 1;
        }
      });
    }
    return c.json({ success: true, message: CART_TEXTS.merged, data: await loadCart(ctx, user.id), skipped } satisfies MergeCartReply);
  };
}
