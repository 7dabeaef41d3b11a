import { forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { Link as RouterLink, UNSAFE_NavigationContext, useLocation } from 'react-router';
import { isActivePath } from './active-path.ts';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** Where it goes: an absolute path inside the app, with its query and hash. */
  to: string;
  /** Replace the current history entry instead of adding one (the default when `to` is where the user already is). */
  replace?: boolean;
  /** The history state the page that opens reads (`useLocation().state`). */
  state?: unknown;
};

/** A click the browser should handle itself: another button, a modifier key (new tab, download), another frame. */
const leftToBrowser = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.defaultPrevented || event.button !== 0 || (!!target && target !== '_self') || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * A link inside the app. react-router's `Link` resolves its `to` against the matched routes on every
 * render (seven hooks, the matches turned to JSON and back) so that relative paths work; every link
 * in these apps is an absolute path, and a store's product grid renders a hundred of them, which a
 * phone's first render of the page paid for. This one writes `to` as the anchor's href and, on a plain
 * left click, hands it to the router's navigator as react-router's would (replacing the entry when it
 * is the current address). A relative `to` is still resolved by react-router's own `Link`.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, onClick, target, ...anchor }, ref) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  if (!to.startsWith('/')) return <RouterLink ref={ref} to={to} replace={replace} state={state} onClick={onClick} target={target} {...anchor} />;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (leftToBrowser(event, target)) return;
    event.preventDefault();
    const here = window.location.pathname + window.location.search + window.location.hash;
    if (replace ?? here === to) navigator.replace(to, state);
    else navigator.push(to, state);
  };
  return <a ref={ref} href={to} target={target} onClick={follow} {...anchor} />;
});

export type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on `to` itself, not on the paths below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/** A Link that knows when it is the current page (`aria-current="page"` and `isActive` for its class), as react-router's NavLink. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, end, className, ...link }, ref) {
  const isActive = isActivePath(useLocation().pathname, to, end);
  return (
    <Link
      ref={ref}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...link}
    />
  );
});
