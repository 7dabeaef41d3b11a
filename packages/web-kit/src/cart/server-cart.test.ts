import type { CartLine as ServerCartLine } from '@haat/contracts';
import { describe, expect, it } from 'vitest';
import { addLine, type CartLine } from './cart-lines.ts';
import { linesOfCartReply, mergeBodyOf, serverIdFor, skippedText, toCartLine } from './server-cart.ts';

const serverLine: ServerCartLine = {
  id: 'c1', _id: 'c1', productId: 'p1', storeId: 's1', storeName: 'Sharma Kirana', name: 'Atta 5 kg',
  price: 285, discountPrice: 259, image: '/img/atta.jpg', quantity: 2, variant: null, stock: 7,
};

function guest(...inputs: Parameters<typeof addLine>[1][]): CartLine[] {
  return inputs.reduce<CartLine[]>((lines, input) => {
    const r = addLine(lines, input);
    if (!r.ok) throw new Error(r.message);
    return r.lines;
  }, []);
}

describe('reading the server cart', () => {
  it('maps a GET /cart reply to lines keyed like local lines, keeping the server id', () => {
    const lines = linesOfCartReply({ data: { items: [serverLine], totalItems: 2, totalPrice: 518 } });
    expect(lines).toEqual([{
      id: 'p1|s1|', serverId: 'c1', productId: 'p1', storeId: 's1', storeName: 'Sharma Kirana', name: 'Atta 5 kg',
      price: 285, discountPrice: 259, image: '/img/atta.jpg', quantity: 2, variant: null, stock: 7,
    }]);
  });

  it('keeps variants apart and treats a zero or missing discount as none', () => {
    const line = toCartLine({ ...serverLine, variant: '10 kg', discountPrice: 0 });
    expect(line.id).toBe('p1|s1|10 kg');
    expect(line.discountPrice).toBeNull();
    expect(toCartLine({ ...serverLine, discountPrice: null }).discountPrice).toBeNull();
  });

  it('reads an empty cart (DELETE /cart) as no lines', () => {
    expect(linesOfCartReply({ data: { items: [], totalItems: 0, totalPrice: 0 } })).toEqual([]);
  });

  it("finds a line's server id in the confirmed cart only", () => {
    const confirmed = linesOfCartReply({ data: { items: [serverLine], totalItems: 2, totalPrice: 518 } });
    expect(serverIdFor(confirmed, 'p1|s1|')).toBe('c1');
    expect(serverIdFor(confirmed, 'p2|s1|')).toBeNull();
  });
});

describe('merging a visitor cart at sign-in', () => {
  const lines = guest(
    { productId: 'p1', storeId: 's1', storeName: 'Sharma Kirana', name: 'Atta 5 kg', price: 285, quantity: 2 },
    { productId: 'p2', storeId: 's2', storeName: 'Patil Fresh', name: 'Alphonso Mango Box', price: 450, variant: 'Dozen' },
  );

  it('sends every line with its quantity, the variant only when there is one', () => {
    expect(mergeBodyOf(lines)).toEqual({
      items: [
        { productId: 'p1', storeId: 's1', quantity: 2 },
        { productId: 'p2', storeId: 's2', quantity: 1, variant: 'Dozen' },
      ],
    });
  });

  it('names each skipped line and its reason, or says nothing when all were taken', () => {
    expect(skippedText([], lines)).toBeNull();
    expect(skippedText([{ productId: 'p2', storeId: 's2', reason: 'out-of-stock' }], lines))
      .toBe('1 item from before you signed in could not be added to your cart: Alphonso Mango Box (out of stock).');
    expect(skippedText([{ productId: 'p1', storeId: 's1', reason: 'not-found' }, { productId: 'p9', storeId: 's9', reason: 'cart-full' }], lines))
      .toBe('2 items from before you signed in could not be added to your cart: Atta 5 kg (no longer available); An item (your cart is full).');
  });
});
