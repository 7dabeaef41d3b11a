import type { Context } from 'hono';
import type { ModerationContext } from '../../context.ts';
import { grievanceOfficerOf } from '../grievance-config.ts';

/** GET /api/grievances/officer (public): the grievance officer /contact-us publishes, from configuration (GRIEVANCE_OFFICER_*); null where unset. */
export function getGrievanceOfficer({ config }: ModerationContext) {
  const officer = grievanceOfficerOf(config);
  return (c: Context) => c.json({ success: true, data: officer });
}
