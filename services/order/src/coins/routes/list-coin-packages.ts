import type { Context } from 'hono';
import { COIN_PACKAGES } from '@haat/contracts';
import type { AppEnv } from '@haat/server-kit';

/** GET /api/coins/packages: the packs on sale (public, like the pricing on the home page). */
export function listCoinPackages() {
  return (c: Context<AppEnv>) => c.json({ success: true, data: COIN_PACKAGES });
}
