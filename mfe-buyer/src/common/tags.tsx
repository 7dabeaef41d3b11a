import { Link } from '@haat/web-kit';

/**
 * withTags' renderers for the tags messages carry, made once here (a renderer written inline would be
 * a new component at each render): `withTags(t('x'), { b: bold, link: linkTo('/cart') })`; words for
 * screen readers only are hidden.tsx's.
 */

/** "Total of all orders: <b>₹345</b>". */
export const bold = (text: string) => <strong>{text}</strong>;

/** A link inside a sentence to a page of the apps: "Sold by <store>Kesar Kirana</store>". */
export const linkTo = (to: string, state?: unknown) => (text: string) => <Link to={to} state={state}>{text}</Link>;

/** A plain link (an e-mail address, a place on the page, another site). */
export const anchor = (href: string) => (text: string) => <a href={href}>{text}</a>;

/** A part of a sentence in its own element: "View cart <arrow>›</arrow>". */
export const wrapIn = (className: string | undefined, ariaHidden = false) => (text: string) => (
  <span className={className} aria-hidden={ariaHidden || undefined}>{text}</span>
);
