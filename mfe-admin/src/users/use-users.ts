import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchUser, fetchUsers, type UsersQuery } from './users-api.ts';

/** Every users query starts with this key: a ban anywhere refreshes the list and the report pages' ban buttons. */
export const USERS_KEY = ['admin', 'users'] as const;

export function useUsers(query: UsersQuery) {
  return useQuery({ queryKey: [...USERS_KEY, 'list', query], queryFn: ({ signal }) => fetchUsers(query, signal), placeholderData: keepPreviousData });
}

/** One account (null id: none asked). */
export function useUser(id: string | null) {
  return useQuery({ queryKey: [...USERS_KEY, 'one', id], queryFn: ({ signal }) => fetchUser(id!, signal), enabled: id !== null });
}
