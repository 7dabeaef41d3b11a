import type { CartLine as ServerCartLine } from '@haat/contracts';
import { translateKit } from '../i18n/kit-i18n.ts';
import messages from './messages.json';
/**
 * A cart line (spec §3), identified by product id + store id (+ variant): the server's line
 * (contracts), kept in the browser for visitors too, where stock may be unknown.
 */
export type CartLine = Omit<ServerCartLine, '_id' | 'stock'> & {
  /** Stock known when added; bounds the quantity stepper. null = unknown. */
  stock: number | null;
  /** The line's id in the buyer's server cart (PATCH/DELETE /cart/item/:id); absent for a visitor's line. */
  serverId?: string | null;
};

export type AddToCartInput = {
  productId: string | null | undefined;
  storeId: string;
  storeName?: string;
  name: string;
  price: number;
  discountPrice?: number | null;
  image?: string;
  quantity?: number;
  variant?: string | null;
  stock?: number | null;
};

export type CartResult = { ok: true; lines: CartLine[] } | { ok: false; message: string };

/** 'Could not add to cart: Missing product ID', in the language shown. */
export const missingProductText = (): string => translateKit(messages, 'kit.cart.noProduct');

export const lineId = (productId: string, storeId: string, variant: string | null | undefined): string =>
  [productId, storeId, variant ?? ''].join('|');

export const unitPrice = (line: Pick<CartLine, 'price' | 'discountPrice'>): number =>
  line.discountPrice != null && line.discountPrice > 0 ? line.discountPrice : line.price;

/** Sum in paise then back to rupees, so 0.1 + 0.2 style drift never reaches the screen. */
export function cartTotal(lines: readonly Pick<CartLine, 'price' | 'discountPrice' | 'quantity'>[]): number {
  return lines.reduce((paise, l) => paise + Math.round(unitPrice(l) * 100) * l.quantity, 0) / 100;
}

export const cartCount = (lines: readonly Pick<CartLine, 'quantity'>[]): number => lines.reduce((n, l) => n + l.quantity, 0);

/** The stock rule of spec §5: at most the stock, with its two texts (in the language shown). */
export function stockProblem(name: string, stock: number | null | undefined, wanted: number): string | null {
  if (stock == null) return null;
  if (stock <= 0) return translateKit(messages, 'kit.cart.outOfStock', { name });
  if (wanted > stock) return translateKit(messages, 'kit.cart.onlyLeft', { stock, name });
  return null;
}

/** Adds a line, or adds to the quantity of the same product+store(+variant) line. */
export function addLine(lines: readonly CartLine[], input: AddToCartInput): CartResult {
  if (!input.productId) return { ok: false, message: missingProductText() };
  const quantity = Math.floor(input.quantity ?? 1);
  if (!(quantity >= 1)) return { ok: false, message: translateKit(messages, 'kit.cart.minQty') };
  const id = lineId(input.productId, input.storeId, input.variant);
  const existing = lines.find((l) => l.id === id);
  const stock = input.stock ?? existing?.stock ?? null;
  const problem = stockProblem(input.name, stock, (existing?.quantity ?? 0) + quantity);
  if (problem) return { ok: false, message: problem };
  if (existing) {
    return { ok: true, lines: lines.map((l) => (l.id === id ? { ...l, quantity: l.quantity + quantity, stock, price: input.price, discountPrice: input.discountPrice ?? null } : l)) };
  }
  const line: CartLine = {
    id,
    productId: input.productId,
    storeId: input.storeId,
    storeName: input.storeName ?? '',
    name: input.name,
    price: input.price,
    discountPrice: input.discountPrice ?? null,
    image: input.image ?? '',
    quantity,
    variant: input.variant ?? null,
    stock,
  };
  return { ok: true, lines: [...lines, line] };
}

/** Sets a line's quantity; below 1 is ignored (spec §4), above the stock is refused. */
export function setLineQuantity(lines: readonly CartLine[], id: string, quantity: number): CartResult {
  const line = lines.find((l) => l.id === id);
  if (!line || !Number.isFinite(quantity) || quantity < 1) return { ok: true, lines: [...lines] };
  const problem = stockProblem(line.name, line.stock, quantity);
  if (problem) return { ok: false, message: problem };
  return { ok: true, lines: lines.map((l) => (l.id === id ? { ...l, quantity: Math.floor(quantity) } : l)) };
}

/** Lines grouped by store, in the order stores were first added (one order per store at checkout). */
export function linesByStore(lines: readonly CartLine[]): { storeId: string; storeName: string; lines: CartLine[] }[] {
  const groups = new Map<string, { storeId: string; storeName: string; lines: CartLine[] }>();
  for (const line of lines) {
    const group = groups.get(line.storeId) ?? { storeId: line.storeId, storeName: line.storeName, lines: [] };
    group.lines.push(line);
    if (!group.storeName && line.storeName) group.storeName = line.storeName;
    groups.set(line.storeId, group);
  }
  return [...groups.values()];
}

/** Guards data read back from localStorage (spec: corrupt cart data is reset silently). */
export function isCartLines(value: unknown): value is CartLine[] {
  return Array.isArray(value) && value.every((l) => {
    const line = l as Partial<CartLine> | null;
    return !!line && typeof line.id === 'string' && typeof line.productId === 'string' && typeof line.storeId === 'string'
      && typeof line.name === 'string' && typeof line.price === 'number' && typeof line.quantity === 'number' && line.quantity >= 1;
  });
}
