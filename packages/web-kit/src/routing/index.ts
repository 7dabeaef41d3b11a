export type { RemoteRoute, RemoteRoutesModule, RouteAccess } from './remote-routes.ts';
