import { requireAuth, requireRole, type App } from '@haat/server-kit';
import type { ModerationContext } from '../context.ts';
import { missingOfficerSettings } from './grievance-config.ts';
import { createGrievance } from './routes/create-grievance.ts';
import { getGrievance } from './routes/get-grievance.ts';
import { getGrievanceOfficer } from './routes/get-grievance-officer.ts';
import { listGrievances } from './routes/list-grievances.ts';
import { listMyGrievances } from './routes/list-my-grievances.ts';
import { updateGrievance } from './routes/update-grievance.ts';

export { grievanceConfigShape } from './grievance-config.ts';

/**
 * Grievances (Consumer Protection (E-Commerce) Rules, 2020): buyers file and follow complaints,
 * the superadmin works the queue against the 48-hour and 30-day clocks, /contact-us shows the officer.
 */
export function mountGrievanceRoutes(app: App, ctx: ModerationContext): void {
  const missing = missingOfficerSettings(ctx.config);
  if (missing.length > 0 && ctx.config.NODE_ENV === 'production') {
    ctx.logger.warn({ settings: missing }, 'the grievance officer shown on /contact-us is missing details: set these variables');
  }
  const auth = requireAuth(ctx.verifyToken);
  const superadmin = requireRole('superadmin');
  // The fixed paths before /:ticketNumber, which would otherwise take them.
  app.get('/api/grievances/officer', getGrievanceOfficer(ctx));
  app.get('/api/grievances/mine', auth, listMyGrievances(ctx));
  app.post('/api/grievances', auth, requireRole('buyer'), createGrievance(ctx));
  app.get('/api/grievances/:ticketNumber', auth, getGrievance(ctx));
  app.get('/api/admin/grievances', auth, superadmin, listGrievances(ctx));
  app.put('/api/admin/grievances/:id', auth, superadmin, updateGrievance(ctx));
}
