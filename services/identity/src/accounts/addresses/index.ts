import { requireAuth, type App } from '@haat/server-kit';
import type { IdentityContext } from '../../context.ts';
import { removeAddress } from './routes/delete-address.ts';
import { getAddresses } from './routes/list-addresses.ts';
import { saveAddress } from './routes/save-address.ts';

/** The caller's address book: list, add or edit, delete. */
export function mountAddressRoutes(app: App, ctx: IdentityContext): void {
  const auth = requireAuth(ctx.verifyToken);
  app
    .get('/api/users/addresses', auth, getAddresses(ctx))
    .put('/api/users/addresses', auth, saveAddress(ctx))
    .delete('/api/users/addresses/:id', auth, removeAddress(ctx));
}
