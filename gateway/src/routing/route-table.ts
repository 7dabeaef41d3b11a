import type { Owner } from '@haat/contracts';

/**
 * Who answers which /api path (docs/architecture.md §2). Read top to bottom; the first match wins, so the
 * order-owned ban endpoints under /stores come before the catalog's /stores.
 */
const routeTable: { match: RegExp; owner: Owner }[] = [
  { match: /^\/api\/ping$/, owner: 'gateway' },

  { match: /^\/api\/(auth|users|verification)(\/|$)/, owner: 'identity' },

  { match: /^\/api\/stores\/[^/]+\/(ban-customer|unban-customer|banned-customers|check-ban)(\/|$)/, owner: 'order' },
  { match: /^\/api\/stores\/banned-check$/, owner: 'order' },
  { match: /^\/api\/(stores|products|reviews|wishlist|cities|locations|broadcasts|images|stats)(\/|$)/, owner: 'catalog' },

  { match: /^\/api\/(cart|orders|coins|payments|delivery-partners|delivery)(\/|$)/, owner: 'order' },
  { match: /^\/api\/chats(\/|$)/, owner: 'chat' },
  { match: /^\/api\/notifications(\/|$)/, owner: 'notification' },
  { match: /^\/api\/reports(\/|$)/, owner: 'moderation' },
];

export function ownerOf(path: string): Owner | null {
  for (const route of routeTable) if (route.match.test(path)) return route.owner;
  return null;
}
