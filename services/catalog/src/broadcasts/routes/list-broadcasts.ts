import type { CatalogContext } from '../../context.ts';
import { broadcastListHandler } from '../broadcast-list.ts';

/** GET /api/broadcasts?city=&targetCity=&storeId=&broadcastType=&status=&page=&limit= */
export const listBroadcasts = (ctx: CatalogContext) => broadcastListHandler(ctx, () => ({}));
