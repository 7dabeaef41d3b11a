import { grievanceCategories, type GrievanceStatus } from '@haat/contracts/grievance-rules';
import type { Translate } from '@haat/web-kit';
import commonMessages from '../common/messages.json';
import messages from './messages.json';

/** The grievance pages' words: the console's shared ones and their own. */
export const grievanceMessages = { ...commonMessages, ...messages };
export type GrievanceT = Translate<typeof grievanceMessages>;

export const GRIEVANCE_STATUS_LABEL: Record<GrievanceStatus, keyof typeof messages> = {
  Open: 'grievances.statusOpen',
  Acknowledged: 'grievances.statusAcknowledged',
  Resolved: 'grievances.statusResolved',
  Rejected: 'grievances.statusRejected',
};

type GrievanceCategory = (typeof grievanceCategories)[number];

/** Contracts' grievanceCategories, as the buyer chose one, and their words. */
export const GRIEVANCE_CATEGORY_LABEL: Record<GrievanceCategory, keyof typeof messages> = {
  'Item not delivered': 'grievances.categoryNotDelivered',
  'Wrong or damaged item': 'grievances.categoryWrongItem',
  'Refund or return': 'grievances.categoryRefund',
  'Payment problem': 'grievances.categoryPayment',
  'Seller behaviour': 'grievances.categorySeller',
  'Misleading listing': 'grievances.categoryListing',
  'Account or privacy': 'grievances.categoryAccount',
  Other: 'grievances.categoryOther',
};

/** A grievance's category in the words of the language shown; an unknown one as it came. */
export function categoryText(category: string, t: GrievanceT): string {
  const label = GRIEVANCE_CATEGORY_LABEL[category as GrievanceCategory];
  return label ? t(label) : category;
}
