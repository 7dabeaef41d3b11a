import type { Role } from '@haat/contracts';
import { EmptyState, ErrorState, LoadingState, toast, useDebounced, useSession } from '@haat/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { AdminPage } from '../common/admin-page.tsx';
import { ACTION_EFFECTS } from '../common/moderation-actions.ts';
import { Pager } from '../common/pager.tsx';
import { ReasonDialog } from '../common/reason-dialog.tsx';
import { readChoice, readPage, useSearchState } from '../common/search-params.ts';
import { useConfirmedAction } from '../common/use-confirmed-action.ts';
import { UserTable } from './components/user-table.tsx';
import { ROLE_LABELS, userRoles } from './user-roles.ts';
import { setUserBan, type AdminUser } from './users-api.ts';
import { USERS_KEY, useUsers } from './use-users.ts';

const SEARCH_DELAY_MS = 300;

/** /admin/users: every account, newest first; search by name or e-mail, filter by role, ban with a reason or unban. */
export function UsersPage() {
  const id = useId();
  const [params, update] = useSearchState();
  const role = readChoice(params.get('role'), userRoles);
  const page = readPage(params.get('page'));
  const searchParam = params.get('q') ?? '';
  const [searchText, setSearchText] = useState(searchParam);
  const search = useDebounced(searchText.trim(), SEARCH_DELAY_MS);
  useEffect(() => {
    if (search !== searchParam) update({ q: search, page: '1' });
  }, [search, searchParam, update]);

  const users = useUsers({ search: searchParam || undefined, role, page });
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
      <form className="admin-filters" role="search" aria-label="Find users" onSubmit={(e) => e.preventDefault()}>
        <div className="field field--wide">
          <label className="field__label" htmlFor={`${id}-q`}>Search</label>
          <input id={`${id}-q`} className="field__input" type="search" value={searchText} maxLength={100} placeholder="Name or e-mail" onChange={(e) => setSearchText(e.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-role`}>Role</label>
          <select id={`${id}-role`} className="field__input" value={role ?? ''} onChange={(e) => update({ role: e.target.value, page: '1' })}>
            <option value="">All roles</option>
            {userRoles.map((r: Role) => <option key={r} value={r}>{ROLE_LABELS[r]}</option>)}
          </select>
        </div>
      </form>
      {users.isPending ? <LoadingState label="Loading users..." /> : null}
      {users.isError && !users.data ? <ErrorState message="Failed to load users. Please try again." onRetry={() => void users.refetch()} /> : null}
      {users.data ? (
        users.data.items.length === 0 ? (
          <EmptyState title="No users match">Try another name, e-mail or role.</EmptyState>
        ) : (
          <>
            <UserTable users={users.data.items} meId={me?.id ?? ''} onBan={ban.open} />
            <Pager info={users.data.info} page={page} busy={users.isFetching} label="User pages" onPage={(p) => { update({ page: String(p) }); window.scrollTo({ top: 0 }); }} />
          </>
        )
      ) : null}
      <ReasonDialog
        open={chosen !== null}
        title={chosen ? `${chosen.isBanned ? 'Unban' : 'Ban'} ${chosen.name}?` : ''}
        text={chosen ? <><p>{ACTION_EFFECTS[chosen.isBanned ? 'unban_user' : 'ban_user']}</p><p className="small">{chosen.email} · {ROLE_LABELS[chosen.role] ?? chosen.role}</p></> : ''}
        askReason={chosen ? !chosen.isBanned : true}
        reasonLabel="Reason for the ban"
        reasonHint="Shown to the user when they try to sign in."
        confirmLabel={chosen?.isBanned ? 'Unban' : 'Ban'}
        busyLabel="Saving..."
        danger={chosen ? !chosen.isBanned : false}
        busy={ban.busy}
        error={ban.error}
        onConfirm={ban.confirm}
        onCancel={ban.close}
      />
    </AdminPage>
  );
}
