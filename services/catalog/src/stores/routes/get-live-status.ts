import type { Context } from 'hono';
import type { AppEnv } from '@haat/server-kit';
import type { CatalogContext } from '../../context.ts';
import { liveStatus } from '../live-status.ts';
import { findVisibleStore } from '../store-access.ts';

/** GET /api/stores/:id/live-status → { success, data: { isOpen, isOperational, timestamp } } as of now in Asia/Kolkata. */
export function getLiveStatus(ctx: CatalogContext) {
  return async (c: Context<AppEnv>) => {
    const store = await findVisibleStore(c, ctx);
    const data = liveStatus({ isActive: store.is_active, isOpen: store.is_open, businessHours: store.business_hours }, new Date());
    return c.json({ success: true, data });
  };
}
