import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { OrderContext } from '../context.ts';
import { getInvoice } from './routes/get-invoice.ts';

/** An order's printable invoice (tax invoice or bill of supply), its serial issued on first view; the buyer's receipt once delivered. */
export function mountInvoiceRoutes(app: App, ctx: OrderContext): void {
  app.get('/api/orders/:id/invoice', requireAuth(ctx.verifyToken), requireRole('buyer', 'seller', 'superadmin'), getInvoice(ctx));
}
