import type { AdminUser, Role } from '@haat/contracts';
import { EmptyState, toast, useSession } from '@haat/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { SearchField, SelectField } from '@haat/web-kit/forms';
import { AdminPage } from '../common/admin-page.tsx';
import { ACTION_EFFECTS } from '../common/moderation-actions.ts';
import { PagedList } from '@haat/web-kit/query-states';
import { CONSOLE_PAGER } from '../common/paged.ts';
import { ReasonDialog } from '../common/reason-dialog.tsx';
import { SearchForm } from '../common/search-form.tsx';
import { pageTurner, readChoice, readPage, useSearchState } from '../common/search-params.ts';
import { useAddressSearch } from '../common/use-address-search.ts';
import { useConfirmedAction } from '../common/use-confirmed-action.ts';
import { UserTable } from './components/user-table.tsx';
import { ROLE_LABELS, userRoles } from './user-roles.ts';
import { setUserBan } from './users-api.ts';
import { USERS_KEY, useUsers } from './use-users.ts';

/** /admin/users: every account, newest first; search by name or e-mail, filter by role, ban with a reason or unban. */
export function UsersPage() {
  const [params, update] = useSearchState();
  const role = readChoice(params.get('role'), userRoles);
  const page = readPage(params.get('page'));
  const { search, text, setText } = useAddressSearch(params, update);

  const users = useUsers({ search: search || undefined, role, page });
  const { user: me } = useSession();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: USERS_KEY });

  const ban = useConfirmedAction<AdminUser>({
    run: (user, reason) => setUserBan(user.id, user.isBanned ? { isBanned: false } : { isBanned: true, banReason: reason }),
    fallback: 'Failed to change the ban. Please try again.',
    onSuccess: (user) => { toast.success(user.isBanned ? `${user.name} is unbanned` : `${user.name} is banned`); refresh(); },
    onConflict: refresh,
  });
  const chosen = ban.target;

  return (
    <AdminPage title="Users" subtitle="Every account, newest first. A ban signs the account out at once.">
      <SearchForm label="Find users">
        <SearchField wide maxLength={100} value={text} onValueChange={setText} placeholder="Name or e-mail" />
        <SelectField label="Role" value={role ?? ''} onValueChange={(value) => update({ role: value, page: '1' })}>
          <option value="">All roles</option>
          {userRoles.map((r: Role) => <option key={r} value={r}>{ROLE_LABELS[r]}</option>)}
        </SelectField>
      </SearchForm>
      <PagedList
        query={users}
        loading="Loading users..."
        error="Failed to load users. Please try again."
        empty={<EmptyState title="No users match">Try another name, e-mail or role.</EmptyState>}
        pager={{ ...CONSOLE_PAGER, page, label: 'User pages', onPage: pageTurner(update) }}
      >
        {(items) => <UserTable users={items} meId={me?.id ?? ''} onBan={ban.open} />}
      </PagedList>
      <ReasonDialog
        action={ban}
        title={chosen ? `${chosen.isBanned ? 'Unban' : 'Ban'} ${chosen.name}?` : ''}
        text={chosen ? <><p>{ACTION_EFFECTS[chosen.isBanned ? 'unban_user' : 'ban_user']}</p><p className="small">{chosen.email} · {ROLE_LABELS[chosen.role] ?? chosen.role}</p></> : ''}
        askReason={chosen ? !chosen.isBanned : true}
        reasonLabel="Reason for the ban"
        reasonHint="Shown to the user when they try to sign in."
        confirmLabel={chosen?.isBanned ? 'Unban' : 'Ban'}
        busyLabel="Saving..."
        danger={chosen ? !chosen.isBanned : false}
      />
    </AdminPage>
  );
}
