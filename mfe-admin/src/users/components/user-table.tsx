import type { AdminUser } from '@haat/contracts';
import { ACTIONS_COLUMN, AdminTable, RowActions } from '../../common/admin-table.tsx';
import { StatusBadge } from '../../common/status-badge.tsx';
import { TimeText } from '../../common/time-text.tsx';
import { useT } from '../../i18n.ts';
import { ROLE_LABEL, userMessages } from '../user-roles.ts';

/** The accounts: who, role, phone, city, since when, banned or not, and the ban button (never on one's own account). */
export function UserTable({ users, meId, onBan }: { users: AdminUser[]; meId: string; onBan: (user: AdminUser) => void }) {
  const t = useT(userMessages);
  return (
    <AdminTable
      caption={t('users.title')}
      columns={[t('users.user'), t('users.role'), t('common.phone'), t('users.city'), t('users.joinedIst'), t('common.status'), ACTIONS_COLUMN]}
    >
      {users.map((user) => (
        <tr key={user.id} className={user.isBanned ? 'admin-row--alert' : undefined}>
          <td data-label={t('users.user')}>
            <span className="admin-cell-title">{user.name}</span>
            {/* Cut to the card's width with an ellipsis (a long address spilled out at 390 px); the whole address in its title. */}
            {user.email
              ? <span className="admin-cell-sub admin-cell-email" title={user.email}>{user.email}</span>
              : <span className="admin-cell-sub">{t('users.noEmail')}</span>}
          </td>
          <td data-label={t('users.role')}><StatusBadge tone={user.role === 'superadmin' ? 'info' : 'neutral'}>{ROLE_LABEL[user.role] ? t(ROLE_LABEL[user.role]) : user.role}</StatusBadge></td>
          <td data-label={t('common.phone')} className="nowrap">
            {user.phone ?? <span className="muted">—</span>}
            {user.phone ? <span className="admin-cell-sub">{t(user.phoneVerified ? 'common.verified' : 'common.notVerified')}</span> : null}
          </td>
          <td data-label={t('users.city')}>{user.currentCity ?? <span className="muted">—</span>}</td>
          <td data-label={t('users.joined')} className="nowrap"><TimeText value={user.createdAt} /></td>
          <td data-label={t('common.status')}>
            {user.isBanned ? <StatusBadge tone="danger">{t('users.banned')}</StatusBadge> : <StatusBadge tone="success">{t('common.active')}</StatusBadge>}
            {user.isBanned && user.banReason ? <span className="admin-cell-sub admin-clip" title={user.banReason}>{user.banReason}</span> : null}
          </td>
          <RowActions>
            {user.id === meId ? <span className="muted small">{t('users.you')}</span> : (
              <button type="button" className={`btn btn--small ${user.isBanned ? 'btn--secondary' : 'btn--danger'}`} onClick={() => onBan(user)}>
                {t(user.isBanned ? 'users.unban' : 'users.ban')}
              </button>
            )}
          </RowActions>
        </tr>
      ))}
    </AdminTable>
  );
}
