import type { ReportTarget } from '@haat/contracts';
import type { ModerationActionName } from '@haat/contracts/moderation-rules';
import { ACTION_LABEL } from '../common/labels.ts';
import type { ReportT } from './report-labels.ts';

/** One button of the report's action panel, its label in the language shown. */
export type ItemAction = { action: ModerationActionName; targetId: string; label: string };

/**
 * What can be done to the reported item as it is now: hide or restore a review, deactivate an offer
 * (there is no moderation action to bring one back: the seller publishes a new one), close or reopen
 * a store. Nothing when the item is gone.
 */
export function itemActions(current: ReportTarget | null, t: ReportT): ItemAction[] {
  if (!current) return [];
  const one = (action: ModerationActionName): ItemAction[] => [{ action, targetId: current.id, label: t(ACTION_LABEL[action]) }];
  switch (current.type) {
    case 'review':
      return one(current.visible ? 'hide_review' : 'restore_review');
    case 'broadcast':
      return current.visible ? one('deactivate_broadcast') : [];
    case 'store':
      return one(current.visible ? 'close_store' : 'reopen_store');
  }
}

/** The person behind the item, who can be banned: a review's author, a store's or an offer's seller ('' when the author's name is unknown). */
export type ResponsiblePerson = { id: string; role: 'author' | 'seller'; name: string };

export function responsiblePerson(snapshot: ReportTarget): ResponsiblePerson | null {
  if (snapshot.type === 'review') return snapshot.authorId ? { id: snapshot.authorId, role: 'author', name: snapshot.authorName ?? '' } : null;
  return snapshot.storeOwnerId ? { id: snapshot.storeOwnerId, role: 'seller', name: snapshot.storeName } : null;
}

/**
 * Warn that person (short of a takedown: they are told the reason), and ban or unban them as their
 * account stands (`banned`: null when it could not be read: both are offered, and the server's 409
 * tells which one is already in force). A banned person is not warned.
 */
export function personActions(person: ResponsiblePerson | null, banned: boolean | null, t: ReportT): ItemAction[] {
  if (!person) return [];
  const author = person.role === 'author';
  const warn: ItemAction = { action: 'warn_user', targetId: person.id, label: t(author ? 'reports.warnAuthor' : 'reports.warnSeller') };
  const ban: ItemAction = { action: 'ban_user', targetId: person.id, label: t(author ? 'reports.banAuthor' : 'reports.banSeller') };
  const unban: ItemAction = { action: 'unban_user', targetId: person.id, label: t(author ? 'reports.unbanAuthor' : 'reports.unbanSeller') };
  if (banned === null) return [warn, ban, unban];
  return banned ? [unban] : [warn, ban];
}
