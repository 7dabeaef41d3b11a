import type { ApiSuccess, Cart, CartLine as ServerCartLine } from '@haat/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client/index.ts';

// The server side of these calls is covered by the order service's integration tests.
vi.mock('./cart-api.ts', () => ({
  cartApi: { fetch: vi.fn(), add: vi.fn(), setQuantity: vi.fn(), remove: vi.fn(), clear: vi.fn(), merge: vi.fn() },
}));

const { cartApi } = await import('./cart-api.ts');
const { useCartStore } = await import('./cart-store.ts');
const api = vi.mocked(cartApi);

const serverLine = (n: number, storeId: string, extra: Partial<ServerCartLine> = {}): ServerCartLine => ({
  _id: `c${n}`, id: `c${n}`, productId: `p${n}`, storeId, storeName: `Store ${storeId}`, name: `Item ${n}`,
  price: 100, discountPrice: null, image: '', quantity: 1, variant: null, stock: 5, ...extra,
});
const reply = (...items: ServerCartLine[]): ApiSuccess<Cart> => ({ success: true, data: { items, totalItems: items.length, totalPrice: 0 } });
/** Lets queued cart writes run to the end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const shown = () => useCartStore.getState().lines.map((l) => l.id);

let user = 0;
async function signInBuyer(...items: ServerCartLine[]) {
  api.fetch.mockResolvedValueOnce(reply(...items));
  useCartStore.getState().switchOwner(`buyer-${++user}`, { serverCart: true });
  await settle();
  vi.clearAllMocks();
}

beforeEach(() => {
  vi.clearAllMocks();
  useCartStore.getState().switchOwner(null);
});

describe('cart store with a server cart', () => {
  it('shows the server cart once loaded', async () => {
    await signInBuyer(serverLine(1, 's1'), serverLine(2, 's2'));
    expect(useCartStore.getState()).toMatchObject({ source: 'server', syncStatus: 'ready' });
    expect(shown()).toEqual(['p1|s1|', 'p2|s2|']);
  });

  it("drops an ordered store's lines at once and reads the cart back with one request", async () => {
    await signInBuyer(serverLine(1, 's1'), serverLine(2, 's1'), serverLine(3, 's2'));
    api.fetch.mockResolvedValueOnce(reply(serverLine(3, 's2')));
    useCartStore.getState().clearStore('s1');
    expect(shown()).toEqual(['p3|s2|']);
    await settle();
    expect(api.fetch).toHaveBeenCalledTimes(1);
    expect(api.remove).not.toHaveBeenCalled();
    expect(shown()).toEqual(['p3|s2|']);
  });

  it('sends a change and shows what the server answered', async () => {
    await signInBuyer(serverLine(1, 's1'));
    api.setQuantity.mockResolvedValueOnce(reply(serverLine(1, 's1', { quantity: 3 })));
    useCartStore.getState().setQuantity('p1|s1|', 3);
    await settle();
    expect(api.setQuantity).toHaveBeenCalledWith('c1', 3);
    expect(useCartStore.getState().lines[0]?.quantity).toBe(3);
  });

  it('rolls a refused add back to the cart the server last confirmed', async () => {
    await signInBuyer(serverLine(1, 's1'));
    api.add.mockRejectedValueOnce(new ApiError({ message: 'Only 1 unit of Item 2 is available.', status: 400, path: '/cart/item' }));
    useCartStore.getState().add({ productId: 'p2', storeId: 's1', name: 'Item 2', price: 50 });
    expect(shown()).toEqual(['p1|s1|', 'p2|s1|']);
    await settle();
    expect(api.add).toHaveBeenCalledWith({ productId: 'p2', quantity: 1, storeId: 's1' });
    expect(shown()).toEqual(['p1|s1|']);
  });

  it('reads the cart when a removed line was already gone (404)', async () => {
    await signInBuyer(serverLine(1, 's1'), serverLine(2, 's1'));
    api.remove.mockRejectedValueOnce(new ApiError({ message: 'Cart item not found', status: 404, path: '/cart/item/c1' }));
    api.fetch.mockResolvedValueOnce(reply(serverLine(2, 's1')));
    useCartStore.getState().remove('p1|s1|');
    await settle();
    expect(api.fetch).toHaveBeenCalledTimes(1);
    expect(shown()).toEqual(['p2|s1|']);
  });
});

describe('cart store with a local cart', () => {
  it('never calls the server', async () => {
    useCartStore.getState().add({ productId: 'p1', storeId: 's1', name: 'Item 1', price: 100 });
    useCartStore.getState().clearStore('s1');
    await useCartStore.getState().reload();
    expect(shown()).toEqual([]);
    expect(Object.values(api).every((fn) => fn.mock.calls.length === 0)).toBe(true);
  });
});
