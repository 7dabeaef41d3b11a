/** What an order's lines need for repricing: paise, quantity, and whether the line is already cancelled. */
export type PricedLine = { id: string; unit_price_paise: number; quantity: number; cancelled: boolean };

type Repriced = { itemsPaise: number; shippingPaise: number; totalPaise: number; whole: boolean };

/**
 * An order's price after cancelling `cancel` (ids of lines not yet cancelled): total = non-cancelled
 * price × quantity + shipping (spec §9). The shipping fee stays as quoted while any line is left (a
 * buyer is never charged more afterwards); when none is left the order owes nothing.
 */
export function repriceAfterCancelling(items: readonly PricedLine[], cancel: ReadonlySet<string>, shippingPaise: number): Repriced {
  const remaining = items.filter((item) => !item.cancelled && !cancel.has(item.id));
  const whole = remaining.length === 0;
  const itemsPaise = remaining.reduce((sum, item) => sum + item.unit_price_paise * item.quantity, 0);
  const shipping = whole ? 0 : shippingPaise;
  return { itemsPaise, shippingPaise: shipping, totalPaise: itemsPaise + shipping, whole };
}
