/** Search engines and link previews: robots.txt, sitemap.xml and store pages with their details in the HTML. */
export { createSeoRoutes, type SeoOptions, type SeoRoutes } from './seo-routes.ts';
export { createCatalogClient, type CatalogClient } from './catalog-client.ts';
