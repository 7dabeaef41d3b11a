import type { ReportTarget } from '@haat/contracts';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n.ts';
import { itemActions as itemActionsOf, personActions as personActionsOf, responsiblePerson, type ResponsiblePerson } from './allowed-actions.ts';
import { reportMessages, type ReportT } from './report-labels.ts';

const t: ReportT = (id, values) => translate(reportMessages, id, values);
const itemActions = (current: ReportTarget | null) => itemActionsOf(current, t);
const personActions = (person: ResponsiblePerson | null, banned: boolean | null) => personActionsOf(person, banned, t);

const item = (type: ReportTarget['type'], visible: boolean, extra: Partial<ReportTarget> = {}): ReportTarget => ({
  type, id: `${type}-1`, title: 'T', text: '', images: [], rating: null, storeId: 'store-1', storeName: 'Sharma Kirana',
  storeOwnerId: 'seller-1', authorId: type === 'review' ? 'author-1' : null, authorName: type === 'review' ? 'Ravi' : null,
  visible, createdAt: '2026-11-20T10:00:00Z', ...extra,
});
const names = (list: { action: string }[]) => list.map((a) => a.action);

describe('the actions a reported item offers', () => {
  it('hides a shown review and restores a hidden one', () => {
    expect(itemActions(item('review', true))).toEqual([{ action: 'hide_review', targetId: 'review-1', label: 'Hide review' }]);
    expect(names(itemActions(item('review', false)))).toEqual(['restore_review']);
  });

  it('deactivates a live offer; an inactive one has nothing to undo', () => {
    expect(names(itemActions(item('broadcast', true)))).toEqual(['deactivate_broadcast']);
    expect(itemActions(item('broadcast', false))).toEqual([]);
  });

  it('closes an open store and reopens a closed one', () => {
    expect(names(itemActions(item('store', true)))).toEqual(['close_store']);
    expect(names(itemActions(item('store', false)))).toEqual(['reopen_store']);
  });

  it('offers nothing on an item that no longer exists', () => {
    expect(itemActions(null)).toEqual([]);
  });
});

describe('banning the person behind the item', () => {
  it('is the review\'s author for a review, the seller for a store or an offer', () => {
    expect(responsiblePerson(item('review', true))).toEqual({ id: 'author-1', role: 'author', name: 'Ravi' });
    expect(responsiblePerson(item('store', true))).toEqual({ id: 'seller-1', role: 'seller', name: 'Sharma Kirana' });
    expect(responsiblePerson(item('broadcast', true))?.id).toBe('seller-1');
    expect(responsiblePerson(item('review', true, { authorId: null }))).toBeNull();
  });

  it('warns or bans someone not banned, and unbans someone banned', () => {
    const author = responsiblePerson(item('review', true));
    expect(personActions(author, false)).toEqual([
      { action: 'warn_user', targetId: 'author-1', label: 'Warn author' },
      { action: 'ban_user', targetId: 'author-1', label: 'Ban author' },
    ]);
    expect(personActions(author, true)).toEqual([{ action: 'unban_user', targetId: 'author-1', label: 'Unban author' }]);
    expect(personActions(responsiblePerson(item('store', true)), false).map((a) => a.label)).toEqual(['Warn seller', 'Ban seller']);
  });

  it('offers both when the account could not be read, and nothing without a person', () => {
    expect(names(personActions(responsiblePerson(item('store', true)), null))).toEqual(['warn_user', 'ban_user', 'unban_user']);
    expect(personActions(null, false)).toEqual([]);
  });
});
