export type { RemoteRoute, RemoteRoutesModule, RouteAccess } from './remote-routes.ts';
export { decideAccess, unknownPathTarget, loginPathFor, type AccessSubject } from './route-access.ts';
export { isChunkLoadError, shouldReloadForChunkError, chunkReloadMark, CHUNK_RELOAD_MARK_KEY } from './chunk-reload.ts';
export { Link, NavLink, type LinkProps, type NavLinkProps } from './link.tsx';
