/** Stylesheets are imported for their side effect; rspack bundles them as native CSS. */
declare module '*.css';
