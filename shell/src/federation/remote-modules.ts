import type { RemoteRoutesModule } from '@haat/web-kit';

/** A remote's `./routes` as the shell loads it; a published module of another shape fails the constraint. */
type LoadedAs<Module extends RemoteRoutesModule> = Module;

/**
 * What each remote exposes, as its own build published it (Module Federation 2's dts, unpacked
 * into shell/@mf-types by scripts/web/federated-types.ts). The remotes are found at run time, so
 * nothing else in the shell names them: these lines are what make `npm run typecheck` fail when a
 * remote stops exposing its route list.
 */
export type RemoteModules = {
  mfe_buyer: LoadedAs<typeof import('mfe_buyer/routes')>;
  mfe_seller: LoadedAs<typeof import('mfe_seller/routes')>;
  mfe_delivery: LoadedAs<typeof import('mfe_delivery/routes')>;
  mfe_admin: LoadedAs<typeof import('mfe_admin/routes')>;
};
