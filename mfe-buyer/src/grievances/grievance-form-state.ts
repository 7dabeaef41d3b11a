import { GRIEVANCE_TEXTS, type GrievanceSubject } from '@haat/contracts/grievance-rules';

/** The complaint form as typed; ids are '' until chosen. */
export type GrievanceForm = { subject: GrievanceSubject; orderId: string; storeId: string; category: string; description: string };
export type GrievanceBody = { subject: GrievanceSubject; orderId?: string; storeId?: string; category: string; description: string };

export const emptyGrievanceForm = (subject: GrievanceSubject = 'order'): GrievanceForm => ({ subject, orderId: '', storeId: '', category: '', description: '' });

export const CATEGORY_REQUIRED_TEXT = 'Please choose what the complaint is about';

/** The first thing missing (the contract's texts), or null when the form can be sent. */
export function grievanceFormError(form: GrievanceForm): string | null {
  if (form.subject === 'order' && !form.orderId) return GRIEVANCE_TEXTS.orderRequired;
  if (form.subject === 'store' && !form.storeId) return GRIEVANCE_TEXTS.storeRequired;
  if (!form.category) return CATEGORY_REQUIRED_TEXT;
  if (!form.description.trim()) return GRIEVANCE_TEXTS.descriptionRequired;
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
