import type { App } from '@haat/server-kit';
import type { OrderContext } from '../context.ts';

/** Store bans by phone: ban-customer, unban-customer, banned-customers, check-ban, banned-check. */
export function mountStoreBanRoutes(_app: App, _ctx: OrderContext): void {}
