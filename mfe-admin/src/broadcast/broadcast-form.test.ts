import { ADMIN_TEXTS } from '@haat/contracts/admin-rules';
import type { Translate } from '@haat/web-kit';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n.ts';
import { broadcastProblems as problemsOf, type BroadcastDraft } from './broadcast-form.ts';
import messages from './messages.json';

const t: Translate<typeof messages> = (id, values) => translate(messages, id, values);
const broadcastProblems = (draft: BroadcastDraft) => problemsOf(draft, t);

describe('an admin broadcast draft', () => {
  it('needs a city, a title and a message', () => {
    expect(broadcastProblems({ city: ' ', title: '', message: '\n' })).toEqual({
      city: 'Please choose a city', title: 'Title is required', message: 'Message is required',
    });
    expect(messages['broadcast.cityRequired']).toBe(ADMIN_TEXTS.broadcastCityRequired);
  });

  it('goes when all three are there and within their limits', () => {
    expect(broadcastProblems({ city: 'Pune', title: 'Diwali hours', message: 'Shops close at 8 PM.' })).toEqual({});
    expect(broadcastProblems({ city: 'Pune', title: 'x'.repeat(121), message: 'ok' }).title).toMatch(/at most 120/);
  });
});
