import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web apps read replies through the contracts readers (issue 38), never by casting them to
 * `ApiSuccess<…>`. The files below still hold such casts; each one converted leaves the list, and no
 * file may gain one.
 */
const STILL_CASTING = [
  'mfe-admin/src/broadcast/broadcast-api.ts', 'mfe-admin/src/cities/cities-api.ts', 'mfe-admin/src/common/moderation-actions.ts',
  'mfe-admin/src/grievances/grievances-api.ts', 'mfe-admin/src/jobs/jobs-api.ts', 'mfe-admin/src/orders/orders-api.ts',
  'mfe-admin/src/outbox/outbox-api.ts', 'mfe-admin/src/overview/overview-api.ts', 'mfe-admin/src/reports/reports-api.ts',
  'mfe-admin/src/superadmin-setup/superadmin-api.ts', 'mfe-admin/src/users/users-api.ts', 'mfe-admin/src/verifications/verifications-api.ts',
  'mfe-seller/src/banned-customers/banned-customers-api.ts', 'mfe-seller/src/coins/coins-api.ts', 'mfe-seller/src/common/my-stores.ts',
  'mfe-seller/src/dashboard/dashboard-api.ts', 'mfe-seller/src/delivery-partners/delivery-partners-api.ts',
  'mfe-seller/src/messages/messages-api.ts', 'mfe-seller/src/orders/orders-api.ts', 'mfe-seller/src/products/products-api.ts',
  'mfe-seller/src/store-settings/store-settings-api.ts', 'mfe-seller/src/verification/verification-api.ts',
  'packages/web-kit/src/session/session-store.ts',
  'shell/src/nav/open-reports-badge.tsx', 'shell/src/nav/unread-messages.tsx', 'shell/src/profile/profile-api.ts',
];

const root = path.resolve(import.meta.dirname, '..');
const APP_SOURCES = ['shell/src', 'mfe-buyer/src', 'mfe-seller/src', 'mfe-delivery/src', 'mfe-admin/src', 'packages/web-kit/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe('the web apps read replies through readers', () => {
  it('no app file casts a reply to ApiSuccess beyond those still to convert, and each converted one has left the list', () => {
    const casting = APP_SOURCES.flatMap(sourceFiles).filter((file) => readFileSync(path.join(root, file), 'utf8').includes('<ApiSuccess<'));
    expect(casting.toSorted()).toEqual(STILL_CASTING.toSorted());
  });
});
