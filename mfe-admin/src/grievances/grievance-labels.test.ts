import { GRIEVANCE_TEXTS, grievanceCategories, grievanceStatuses } from '@haat/contracts/grievance-rules';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n.ts';
import { categoryText, GRIEVANCE_CATEGORY_LABEL, GRIEVANCE_STATUS_LABEL, grievanceMessages, type GrievanceT } from './grievance-labels.ts';
import messages from './messages.json';

const t: GrievanceT = (id, values) => translate(grievanceMessages, id, values);

describe('a grievance in words', () => {
  it('names its statuses and categories as the server sends them, in the language shown', () => {
    expect(grievanceStatuses.map((status) => messages[GRIEVANCE_STATUS_LABEL[status]])).toEqual([...grievanceStatuses]);
    expect(grievanceCategories.map((category) => messages[GRIEVANCE_CATEGORY_LABEL[category]])).toEqual([...grievanceCategories]);
    expect(categoryText('Lost parcel', t)).toBe('Lost parcel');
  });

  it('says what the server says when a complaint is missing or a response is', () => {
    expect(messages['grievances.notFound']).toBe(GRIEVANCE_TEXTS.notFound);
    expect(messages['grievances.responseRequired']).toBe(GRIEVANCE_TEXTS.responseRequired);
  });
});
