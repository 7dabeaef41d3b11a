import type { CatalogContext } from '../../context.ts';
import { broadcastListHandler } from '../broadcast-list.ts';

/** GET /api/broadcasts/store/:id */
export const listStoreBroadcasts = (ctx: CatalogContext) => broadcastListHandler(ctx, (c) => ({ storeId: c.req.param('id') ?? '' }));
