import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Pager } from './pager.tsx';
import { PagedList, QueryStates, type ShownQuery } from './query-states.tsx';
import { PageFrame } from './index.ts';

const html = (node: ReactNode) => renderToStaticMarkup(createElement('div', null, node));

/** The buttons of a rendered tree (the Pager is a plain function, so its element tree can be walked). */
function buttonsOf(node: ReactNode): ReactElement<{ children: ReactNode; disabled: boolean; onClick: () => void }>[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) return Array.isArray(node) ? node.flatMap(buttonsOf) : [];
  const own = node.type === 'button' ? [node as ReactElement<{ children: ReactNode; disabled: boolean; onClick: () => void }>] : [];
  const children = node.props.children;
  return [...own, ...(Array.isArray(children) ? children.flatMap(buttonsOf) : buttonsOf(children))];
}

const pager = (props: Partial<Parameters<typeof Pager>[0]> = {}) => Pager({ page: 1, totalPages: 3, onPage: () => {}, label: 'Order pages', ...props });

describe('Pager', () => {
  it('shows nothing when the list fits on one page', () => {
    expect(pager({ totalPages: 1 })).toBeNull();
    expect(pager({ totalPages: 0 })).toBeNull();
  });

  it('names its navigation and says where the reader is', () => {
    const markup = html(pager({ page: 2 }));
    expect(markup).toContain('<nav class="pager" aria-label="Order pages">');
    expect(markup).toContain('<span class="pager__where" aria-live="polite">Page 2 of 3</span>');
    expect(markup).toContain('class="btn btn--ghost btn--small"');
  });

  it('moves one page back or on, and not past either end', () => {
    const moves: number[] = [];
    const [previous, next] = buttonsOf(pager({ page: 2, onPage: (p) => moves.push(p) }));
    previous!.props.onClick();
    next!.props.onClick();
    expect(moves).toEqual([1, 3]);
    expect(buttonsOf(pager({ page: 1 })).map((b) => b.props.disabled)).toEqual([true, false]);
    expect(buttonsOf(pager({ page: 3 })).map((b) => b.props.disabled)).toEqual([false, true]);
  });

  it('waits while a page is on its way', () => {
    expect(buttonsOf(pager({ page: 2, busy: true })).map((b) => b.props.disabled)).toEqual([true, true]);
  });

  it('keeps a way back from a page past the end (the list shrank)', () => {
    const markup = html(pager({ page: 4, totalPages: 2 }));
    expect(markup).toContain('Page 4 of 4');
    expect(buttonsOf(pager({ page: 4, totalPages: 2 })).map((b) => b.props.disabled)).toEqual([false, true]);
  });

  it('shows a count even on one page, and tap-sized buttons when asked', () => {
    expect(html(pager({ totalPages: 1, count: '7 in all', className: 'admin-pager' })))
      .toBe('<div><nav class="pager admin-pager" aria-label="Order pages"><span class="pager__count muted small">7 in all</span></nav></div>');
    const markup = html(pager({ count: '70 in all', small: false }));
    expect(markup).toContain('<span class="pager__moves"><button type="button" class="btn btn--ghost" disabled="">Previous</button>');
  });
});

const query = <D,>(state: Partial<ShownQuery<D>>): ShownQuery<D> => ({ data: undefined, isPending: false, isError: false, isFetching: false, refetch: () => {}, ...state });
const states = <D,>(q: ShownQuery<D>, extra: { empty?: ReactNode; isEmpty?: (d: D) => boolean } = {}) =>
  // oxlint-disable-next-line react/no-children-prop -- a render function, in a test without JSX
  html(createElement(QueryStates<D>, { query: q, loading: 'Loading orders...', error: 'Failed to load orders.', ...extra, children: (d: D) => `data: ${String(d)}` }));

describe('QueryStates', () => {
  it('says it is loading while the query is pending', () => {
    const markup = states(query({ isPending: true }));
    expect(markup).toContain('role="status"');
    expect(markup).toContain('Loading orders...');
    expect(markup).not.toContain('data:');
  });

  it('shows the failure with a retry while nothing is on screen', () => {
    const markup = states(query({ isError: true }));
    expect(markup).toContain('<div class="state state--error" role="alert"><p class="state__text">Failed to load orders.</p><button type="button" class="btn btn--secondary">Try Again</button></div>');
  });

  it('keeps the data on screen when a refetch fails', () => {
    const markup = states(query({ isError: true, data: 'three orders' }));
    expect(markup).toBe('<div>data: three orders</div>');
  });

  it('shows `empty` when there is nothing to draw', () => {
    expect(states(query({ data: '' }), { empty: 'No orders yet', isEmpty: (d: string) => d === '' })).toBe('<div>No orders yet</div>');
  });
});

const list = (items: string[], totalPages: number) => html(createElement(PagedList<string>, {
  query: query({ data: { items, info: { totalCount: items.length * totalPages, totalPages } } }),
  loading: 'Loading users...',
  error: 'Failed to load users.',
  empty: 'No users',
  pager: { page: 1, label: 'User pages', onPage: () => {}, count: (n: number) => `${n} in all` },
  // oxlint-disable-next-line react/no-children-prop -- a render function, in a test without JSX
  children: (shown: string[]) => shown.join(', '),
}));

describe('PagedList', () => {
  it('draws the items and the pager under them', () => {
    const markup = list(['Asha', 'Ravi'], 2);
    expect(markup).toMatch(/^<div>Asha, Ravi<nav class="pager" aria-label="User pages"><span class="pager__count muted small">4 in all<\/span>/);
    expect(markup).toContain('Page 1 of 2');
  });

  it('shows only `empty` for an empty page', () => {
    expect(list([], 0)).toBe('<div>No users</div>');
  });
});

describe('PageFrame', () => {
  it('is a section named by its heading, with the line under it and the page\'s buttons', () => {
    const markup = html(createElement(PageFrame, {
      title: 'Orders', subtitle: 'Newest first.', className: 'orders', actions: createElement('button', { type: 'button' }, 'Export'),
    }, 'the list'));
    const id = /aria-labelledby="([^"]+)"/.exec(markup)?.[1];
    expect(markup).toBe(`<div><section class="page orders" aria-labelledby="${id}"><div class="page__header"><div><h1 id="${id}" class="page__title">Orders</h1><p class="page__subtitle">Newest first.</p></div><button type="button">Export</button></div>the list</section></div>`);
  });

  it('may head the page with more than the tab says, and put a way back above it', () => {
    const markup = html(createElement(PageFrame, {
      title: 'Order', heading: 'Order #AB12CD34', tabTitle: null, top: createElement('a', { href: '/orders' }, 'Back'), headerClassName: 'admin-page__header',
    }));
    expect(markup).toContain('<a href="/orders">Back</a><div class="page__header admin-page__header"><div><h1');
    expect(markup).toContain('class="page__title">Order #AB12CD34</h1></div></div></section>');
  });
});
