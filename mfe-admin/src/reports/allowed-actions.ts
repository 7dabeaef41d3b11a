import type { ReportTarget } from '@haat/contracts';
import { MODERATION_ACTION_LABELS, type ModerationActionName } from '@haat/contracts/moderation-rules';

/** One button of the report's action panel. */
export type ItemAction = { action: ModerationActionName; targetId: string; label: string };

/**
 * What can be done to the reported item as it is now: hide or restore a review, deactivate an offer
 * (there is no moderation action to bring one back: the seller publishes a new one), close or reopen
 * a store. Nothing when the item is gone.
 */
export function itemActions(current: ReportTarget | null): ItemAction[] {
  if (!current) return [];
  const one = (action: ModerationActionName): ItemAction[] => [{ action, targetId: current.id, label: MODERATION_ACTION_LABELS[action] }];
  switch (current.type) {
    case 'review':
      return one(current.visible ? 'hide_review' : 'restore_review');
    case 'broadcast':
      return current.visible ? one('deactivate_broadcast') : [];
    case 'store':
      return one(current.visible ? 'close_store' : 'reopen_store');
  }
}

/** The person behind the item, who can be banned: a review's author, a store's or an offer's seller. */
export type ResponsiblePerson = { id: string; role: 'author' | 'seller'; name: string };

export function responsiblePerson(snapshot: ReportTarget): ResponsiblePerson | null {
  if (snapshot.type === 'review') return snapshot.authorId ? { id: snapshot.authorId, role: 'author', name: snapshot.authorName ?? 'the author' } : null;
  return snapshot.storeOwnerId ? { id: snapshot.storeOwnerId, role: 'seller', name: snapshot.storeName } : null;
}

/**
 * Warn that person (short of a takedown: they are told the reason), and ban or unban them as their
 * account stands (`banned`: null when it could not be read: both are offered, and the server's 409
 * tells which one is already in force). A banned person is not warned.
 */
export function personActions(person: ResponsiblePerson | null, banned: boolean | null): ItemAction[] {
  if (!person) return [];
  const whom = person.role === 'author' ? 'author' : 'seller';
  const warn: ItemAction = { action: 'warn_user', targetId: person.id, label: `Warn ${whom}` };
  const ban: ItemAction = { action: 'ban_user', targetId: person.id, label: `Ban ${whom}` };
  const unban: ItemAction = { action: 'unban_user', targetId: person.id, label: `Unban ${whom}` };
  if (banned === null) return [warn, ban, unban];
  return banned ? [unban] : [warn, ban];
}
