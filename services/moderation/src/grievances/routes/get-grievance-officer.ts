import type { Context } from 'hono';
import type { GrievanceOfficer } from '@haat/contracts';
import type { ModerationContext } from '../../context.ts';

/** GET /api/grievances/officer (public): the grievance officer /contact-us publishes, from configuration (GRIEVANCE_OFFICER_*). */
export function getGrievanceOfficer({ config }: ModerationContext) {
  const officer: GrievanceOfficer = {
    name: config.GRIEVANCE_OFFICER_NAME,
    designation: config.GRIEVANCE_OFFICER_DESIGNATION,
    email: config.GRIEVANCE_OFFICER_EMAIL,
    phone: config.GRIEVANCE_OFFICER_PHONE,
    address: config.GRIEVANCE_OFFICER_ADDRESS,
    hours: config.GRIEVANCE_OFFICER_HOURS,
  };
  return (c: Context) => c.json({ success: true, data: officer });
}
