import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { OrderContext } from '../context.ts';
import { acceptInvitation } from './routes/accept-invitation.ts';
import { getDeliveryPartner } from './routes/get-delivery-partner.ts';
import { getDeliveryProfile } from './routes/get-delivery-profile.ts';
import { getInvitation } from './routes/get-invitation.ts';
import { inviteDeliveryPartner } from './routes/invite-delivery-partner.ts';
import { listDeliveryPartners } from './routes/list-delivery-partners.ts';
import { receivePartnerCash } from './routes/receive-partner-cash.ts';
import { registerDeliveryPartner } from './routes/register-delivery-partner.ts';
import { removeDeliveryPartner } from './routes/remove-delivery-partner.ts';
import { updateDeliveryPartner } from './routes/update-delivery-partner.ts';
import { updateDeliveryProfile } from './routes/update-delivery-profile.ts';

/**
 * A store's delivery partners (memberships made by invitation), the invitation link's public calls
 * and the rider's own profile. Assignment and delivery statuses live in src/deliveries.
 */
export function mountDeliveryPartnerRoutes(app: App, ctx: OrderContext): void {
  const auth = requireAuth(ctx.verifyToken);
  const storeManager = requireRole('seller', 'superadmin');
  const rider = requireRole('deliveryPartner');
  app.get('/api/delivery-partners', auth, storeManager, listDeliveryPartners(ctx));
  app.post('/api/delivery-partners', auth, storeManager, inviteDeliveryPartner(ctx));
  // Literal paths before '/api/delivery-partners/:id': Hono tries routes in the order they were registered.
  app.post('/api/delivery-partners/register', registerDeliveryPartner(ctx));
  app.get('/api/delivery-partners/invitations/:code', getInvitation(ctx));
  app.post('/api/delivery-partners/invitations/:code/accept', auth, rider, acceptInvitation(ctx));
  app.get('/api/delivery-partners/:id', auth, storeManager, getDeliveryPartner(ctx));
  app.put('/api/delivery-partners/:id', auth, storeManager, updateDeliveryPartner(ctx));
  app.delete('/api/delivery-partners/:id', auth, storeManager, removeDeliveryPartner(ctx));
  app.post('/api/delivery-partners/:id/cash-handover', auth, storeManager, receivePartnerCash(ctx));
  app.get('/api/delivery/profile', auth, rider, getDeliveryProfile(ctx));
  app.put('/api/delivery/profile', auth, rider, updateDeliveryProfile(ctx));
}
