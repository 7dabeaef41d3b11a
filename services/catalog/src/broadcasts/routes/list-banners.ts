import type { CatalogContext } from '../../context.ts';
import { broadcastListHandler } from '../broadcast-list.ts';

/** GET /api/broadcasts/banners?city=&targetCity= */
export const listBanners = (ctx: CatalogContext) => broadcastListHandler(ctx, () => ({ broadcastType: 'banner' }));
