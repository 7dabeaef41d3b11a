import type { Context } from 'hono';
import { PAYMENT_TEXTS, toRupees } from '@haat/contracts';
import { notFound, type AppEnv } from '@haat/server-kit';
import type { PaymentsContext } from '../purchases.ts';
import { findPayment } from '../payment-repository.ts';
import { devCheckoutPath } from '../providers/development-provider.ts';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/**
 * GET /api/payments/dev/checkout/:providerOrderId (development provider only, no login: the
 * unguessable order id is the key, as on Razorpay's hosted page). A plain page with Pay and Cancel:
 * no script and no style (API replies get `default-src 'none'` from the gateway), forms only.
 */
export function devCheckoutPage({ db }: PaymentsContext) {
  return async (c: Context<AppEnv>) => {
    const row = await findPayment(db, { providerOrderId: c.req.param('providerOrderId') ?? '' });
    if (!row || row.provider !== 'development') throw notFound(PAYMENT_TEXTS.orderNotFound);
    const action = devCheckoutPath(row.provider_order_id);
    const price = `₹${toRupees(row.amount_paise).toLocaleString('en-IN')}`;
    const state = row.status === 'paid' ? '<p><strong>This purchase is already paid.</strong></p>' : row.status === 'failed' ? '<p>This purchase was cancelled; you may still pay it.</p>' : '';
    const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(PAYMENT_TEXTS.devPageTitle)}</title></head>
<body>
<main>
<h1>${escapeHtml(PAYMENT_TEXTS.devPageTitle)}</h1>
<p>This is Haat's <strong>development payment provider</strong>: it stands in for Razorpay on a developer's machine. Nothing is charged.</p>
<p>${row.coins} coins for ${escapeHtml(price)} (purchase ${escapeHtml(row.id)}, order ${escapeHtml(row.provider_order_id)}).</p>
${state}
<form method="post" action="${escapeHtml(action)}/pay"><button type="submit">Pay ${escapeHtml(price)} (development)</button></form>
<form method="post" action="${escapeHtml(action)}/cancel"><button type="submit">Cancel</button></form>
</main>
</body>
</html>`;
    return c.html(html, 200, { 'cache-control': 'no-store' });
  };
}
