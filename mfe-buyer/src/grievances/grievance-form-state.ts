import type { GrievanceSubject } from '@haat/contracts/grievance-rules';
import { translate } from '../i18n.ts';
import messages from './messages.json';

/** The complaint form as typed; ids are '' until chosen. */
export type GrievanceForm = { subject: GrievanceSubject; orderId: string; storeId: string; category: string; description: string };
export type GrievanceBody = { subject: GrievanceSubject; orderId?: string; storeId?: string; category: string; description: string };

export const emptyGrievanceForm = (subject: GrievanceSubject = 'order'): GrievanceForm => ({ subject, orderId: '', storeId: '', category: '', description: '' });

/** The first thing missing (the contract's GRIEVANCE_TEXTS, in the visitor's language), or null when the form can be sent. */
export function grievanceFormError(form: GrievanceForm): string | null {
  if (form.subject === 'order' && !form.orderId) return translate(messages, 'grievances.orderRequired');
  if (form.subject === 'store' && !form.storeId) return translate(messages, 'grievances.storeRequired');
  if (!form.category) return translate(messages, 'grievances.categoryRequired');
  if (!form.description.trim()) return translate(messages, 'grievances.descriptionRequired');
  return null;
}

/** POST /grievances' body: only the id the subject names, the description trimmed. */
export function grievanceBody(form: GrievanceForm): GrievanceBody {
  return {
    subject: form.subject,
    ...(form.subject === 'order' ? { orderId: form.orderId } : {}),
    ...(form.subject === 'store' ? { storeId: form.storeId } : {}),
    category: form.category,
    description: form.description.trim(),
  };
}
