import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@haat/web-kit';
import { Pager } from './pager.tsx';

/** What a page shows of a react-query result (a `useQuery` return fits). */
export type ShownQuery<D> = { data: D | undefined; isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };

/**
 * A query on a page: the loading line, the failure with a retry (only while nothing is on screen:
 * a failed refetch keeps the data shown), then the data as `children` draws it, or `empty` when
 * `isEmpty` says there is nothing to draw.
 */
export function QueryStates<D>({ query, loading, error, empty, isEmpty, children }: {
  query: ShownQuery<D>;
  loading: string;
  error: string;
  empty?: ReactNode;
  isEmpty?: (data: D) => boolean;
  children: (data: D) => ReactNode;
}) {
  const { data } = query;
  return (
    <>
      {query.isPending ? <LoadingState label={loading} /> : null}
      {query.isError && data === undefined ? <ErrorState message={error} onRetry={() => void query.refetch()} /> : null}
      {data === undefined ? null : isEmpty?.(data) ? empty : children(data)}
    </>
  );
}

/** One page of a list and where it stands. */
export type PageOf<T> = { items: T[]; info: { totalCount: number; totalPages: number } };

/** A paged list's query: its states, `empty` when the page has no items, else the items and the Pager under them. */
export function PagedList<T>({ query, loading, error, empty, pager, children }: {
  query: ShownQuery<PageOf<T>>;
  loading: string;
  error: string;
  empty: ReactNode;
  pager: { page: number; label: string; onPage: (page: number) => void; count?: (totalCount: number) => ReactNode; className?: string };
  children: (items: T[]) => ReactNode;
}) {
  return (
    <QueryStates query={query} loading={loading} error={error} empty={empty} isEmpty={(data) => data.items.length === 0}>
      {(data) => (
        <>
          {children(data.items)}
          <Pager
            page={pager.page}
            totalPages={data.info.totalPages}
            busy={query.isFetching}
            label={pager.label}
            count={pager.count?.(data.info.totalCount)}
            className={pager.className}
            onPage={pager.onPage}
          />
        </>
      )}
    </QueryStates>
  );
}
