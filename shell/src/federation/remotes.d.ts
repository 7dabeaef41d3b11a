/**
 * The modules the remotes expose, declared here so the shell type-checks offline: remotes are
 * registered at run time from /mfe-manifest.json, never at build time.
 */
declare module 'mfe_buyer/routes' {
  export const routes: import('@haat/web-kit').RemoteRoute[];
}
declare module 'mfe_seller/routes' {
  export const routes: import('@haat/web-kit').RemoteRoute[];
}
declare module 'mfe_delivery/routes' {
  export const routes: import('@haat/web-kit').RemoteRoute[];
}
declare module 'mfe_admin/routes' {
  export const routes: import('@haat/web-kit').RemoteRoute[];
}
