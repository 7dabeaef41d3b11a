import { ErrorState, LoadingState } from '@haat/web-kit';
import type { ReactNode } from 'react';
import type { Paged } from './paged.ts';
import { Pager } from './pager.tsx';

/** What the console shows of a react-query result (a `useQuery` return fits). */
type ShownQuery<D> = { data: D | undefined; isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };

/**
 * A query on a page: the loading line, the failure with a retry (only while nothing is on screen:
 * a failed refetch keeps the data shown), then the data as `children` draws it.
 */
export function QueryStates<D>({ query, loading, error, children }: {
  query: ShownQuery<D>;
  loading: string;
  error: string;
  children: (data: D) => ReactNode;
}) {
  return (
    <>
      {query.isPending ? <LoadingState label={loading} /> : null}
      {query.isError && !query.data ? <ErrorState message={error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? children(query.data) : null}
    </>
  );
}

/** A paged list's query: its states, `empty` when the page has no items, else the items and the Pager under them. */
export function PagedList<T>({ query, loading, error, empty, pager, children }: {
  query: ShownQuery<Paged<T>>;
  loading: string;
  error: string;
  empty: ReactNode;
  pager: { page: number; label: string; onPage: (page: number) => void };
  children: (items: T[]) => ReactNode;
}) {
  return (
    <QueryStates query={query} loading={loading} error={error}>
      {(data) => (data.items.length === 0 ? empty : (
        <>
          {children(data.items)}
          <Pager info={data.info} page={pager.page} busy={query.isFetching} label={pager.label} onPage={pager.onPage} />
        </>
      ))}
    </QueryStates>
  );
}
