import type { Owner } from '@haat/contracts';

/**
 * Who answers which /api path (docs/architecture.md §2). Read top to bottom; the first match wins, so the
 * order-owned ban endpoints under /stores come before the catalog's /stores.
 */
const routeTable: { match: RegExp; owner: Owner }[] = [
  // The gateway's own: liveness, the OpenAPI document and the API reference page with its files.
  { match: /^\/api\/(ping|openapi\.json)$/, owner: 'gateway' },
  { match: /^\/api\/docs(\/|$)/, owner: 'gateway' },

  { match: /^\/api\/(auth|users|verification)(\/|$)/, owner: 'identity' },

  { match: /^\/api\/stores\/[^/]+\/(ban-customer|unban-customer|banned-customers|check-ban)(\/|$)/, owner: 'order' },
  { match: /^\/api\/stores\/banned-check$/, owner: 'order' },
  // A review report joins the moderation queue with the other reports.
  { match: /^\/api\/reviews\/[^/]+\/report$/, owner: 'moderation' },
  { match: /^\/api\/(stores|products|reviews|wishlist|cities|locations|broadcasts|images|stats)(\/|$)/, owner: 'catalog' },

  { match: /^\/api\/(cart|orders|coins|payments|delivery-partners|delivery)(\/|$)/, owner: 'order' },
  { match: /^\/api\/chats(\/|$)/, owner: 'chat' },
  { match: /^\/api\/notifications(\/|$)/, owner: 'notification' },
  { match: /^\/api\/(reports|moderation|grievances)(\/|$)/, owner: 'moderation' },

  // The superadmin console's calls, each answered by the service that owns the data.
  { match: /^\/api\/admin\/(verifications|stores|cities)(\/|$)/, owner: 'catalog' },
  { match: /^\/api\/admin\/orders(\/|$)/, owner: 'order' },
  { match: /^\/api\/admin\/broadcasts(\/|$)/, owner: 'notification' },
  { match: /^\/api\/admin\/(jobs|grievances)(\/|$)/, owner: 'moderation' },
];

export function ownerOf(path: string): Owner | null {
  for (const route of routeTable) if (route.match.test(path)) return route.owner;
  return null;
}
