import type { AdminUser } from '@haat/contracts';
import { ACTIONS_COLUMN, AdminTable, RowActions } from '../../common/admin-table.tsx';
import { StatusBadge } from '../../common/status-badge.tsx';
import { TimeText } from '../../common/time-text.tsx';
import { ROLE_LABELS } from '../user-roles.ts';

/** The accounts: who, role, phone, city, since when, banned or not, and the ban button (never on one's own account). */
export function UserTable({ users, meId, onBan }: { users: AdminUser[]; meId: string; onBan: (user: AdminUser) => void }) {
  return (
    <AdminTable caption="Users" columns={['User', 'Role', 'Phone', 'City', 'Joined (IST)', 'Status', ACTIONS_COLUMN]}>
      {users.map((user) => (
        <tr key={user.id} className={user.isBanned ? 'admin-row--alert' : undefined}>
          <td data-label="User">
            <span className="admin-cell-title">{user.name}</span>
            {/* Cut to the card's width with an ellipsis (a long address spilled out at 390 px); the whole address in its title. */}
            {user.email
              ? <span className="admin-cell-sub admin-cell-email" title={user.email}>{user.email}</span>
              : <span className="admin-cell-sub">No e-mail: signs in by phone</span>}
          </td>
          <td data-label="Role"><StatusBadge tone={user.role === 'superadmin' ? 'info' : 'neutral'}>{ROLE_LABELS[user.role] ?? user.role}</StatusBadge></td>
          <td data-label="Phone" className="nowrap">
            {user.phone ?? <span className="muted">—</span>}
            {user.phone ? <span className="admin-cell-sub">{user.phoneVerified ? 'Verified' : 'Not verified'}</span> : null}
          </td>
          <td data-label="City">{user.currentCity ?? <span className="muted">—</span>}</td>
          <td data-label="Joined" className="nowrap"><TimeText value={user.createdAt} /></td>
          <td data-label="Status">
            {user.isBanned ? <StatusBadge tone="danger">Banned</StatusBadge> : <StatusBadge tone="success">Active</StatusBadge>}
            {user.isBanned && user.banReason ? <span className="admin-cell-sub admin-clip" title={user.banReason}>{user.banReason}</span> : null}
          </td>
          <RowActions>
            {user.id === meId ? <span className="muted small">You</span> : (
              <button type="button" className={`btn btn--small ${user.isBanned ? 'btn--secondary' : 'btn--danger'}`} onClick={() => onBan(user)}>
                {user.isBanned ? 'Unban' : 'Ban'}
              </button>
            )}
          </RowActions>
        </tr>
      ))}
    </AdminTable>
  );
}
