import type { AdminUser, Role } from '@haat/contracts';
import { EmptyState, toast, useSession } from '@haat/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { SearchField, SelectField } from '@haat/web-kit/forms';
import { AdminPage } from '../common/admin-page.tsx';
import { ACTION_EFFECT } from '../common/labels.ts';
import { PagedList } from '@haat/web-kit/query-states';
import { CONSOLE_PAGER } from '../common/paged.ts';
import { ReasonDialog } from '../common/reason-dialog.tsx';
import { SearchForm } from '../common/search-form.tsx';
import { pageTurner, readChoice, readPage, useSearchState } from '../common/search-params.ts';
import { useAddressSearch } from '../common/use-address-search.ts';
import { useConfirmedAction } from '../common/use-confirmed-action.ts';
import { UserTable } from './components/user-table.tsx';
import { translate, useT } from '../i18n.ts';
import { ROLE_LABEL, userMessages, userRoles } from './user-roles.ts';
import { setUserBan } from './users-api.ts';
import { USERS_KEY, useUsers } from './use-users.ts';

/** /admin/users: every account, newest first; search by name or e-mail, filter by role, ban with a reason or unban. */
export function UsersPage() {
  const t = useT(userMessages);
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
    fallback: t('users.banError'),
    onSuccess: (user) => { toast.success(translate(userMessages, user.isBanned ? 'users.nowUnbanned' : 'users.nowBanned', { name: user.name })); refresh(); },
    onConflict: refresh,
  });
  const chosen = ban.target;

  return (
    <AdminPage title={t('users.title')} subtitle={t('users.subtitle')}>
      <SearchForm label={t('users.find')}>
        <SearchField wide maxLength={100} value={text} onValueChange={setText} placeholder={t('users.searchPlaceholder')} />
        <SelectField label={t('users.role')} value={role ?? ''} onValueChange={(value) => update({ role: value, page: '1' })}>
          <option value="">{t('users.allRoles')}</option>
          {userRoles.map((r: Role) => <option key={r} value={r}>{t(ROLE_LABEL[r])}</option>)}
        </SelectField>
      </SearchForm>
      <PagedList
        query={users}
        loading={t('users.loading')}
        error={t('users.error')}
        empty={<EmptyState title={t('users.noMatch')}>{t('users.noMatchText')}</EmptyState>}
        pager={{ ...CONSOLE_PAGER, page, label: t('users.pages'), onPage: pageTurner(update) }}
      >
        {(items) => <UserTable users={items} meId={me?.id ?? ''} onBan={ban.open} />}
      </PagedList>
      <ReasonDialog
        action={ban}
        title={chosen ? t(chosen.isBanned ? 'users.unbanTitle' : 'users.banTitle', { name: chosen.name }) : ''}
        text={chosen ? (
          <>
            <p>{t(ACTION_EFFECT[chosen.isBanned ? 'unban_user' : 'ban_user'])}</p>
            <p className="small">{chosen.email} · {ROLE_LABEL[chosen.role] ? t(ROLE_LABEL[chosen.role]) : chosen.role}</p>
          </>
        ) : ''}
        askReason={chosen ? !chosen.isBanned : true}
        reasonLabel={t('users.banReason')}
        reasonHint={t('users.banHint')}
        confirmLabel={t(chosen?.isBanned ? 'users.unban' : 'users.ban')}
        busyLabel={t('common.saving')}
        danger={chosen ? !chosen.isBanned : false}
      />
    </AdminPage>
  );
}
