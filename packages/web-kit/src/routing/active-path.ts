/** Whether the address `pathname` is at `to` or, unless `end`, below it: react-router's NavLink rule (case-insensitive). */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const here = pathname.toLowerCase();
  const target = (to.split(/[?#]/)[0] ?? '').toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return here === target || (!end && here.startsWith(target) && here.charAt(slashAt) === '/');
}
