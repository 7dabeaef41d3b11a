import { plainText } from '@haat/contracts';
import type { CatalogContext } from '../../context.ts';
import { broadcastListHandler } from '../broadcast-list.ts';

const cityParamSchema = plainText({ label: 'City', max: 100 });

/** GET /api/broadcasts/city/:city — broadcasts that reach the city (from a store there, or targeted at it). */
export const listCityBroadcasts = (ctx: CatalogContext) =>
  broadcastListHandler(ctx, (c) => ({ city: cityParamSchema.parse((c.req.param('city') ?? '').trim().slice(0, 100)) }));
