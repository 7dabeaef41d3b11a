/** Search engines and link previews: robots.txt, sitemap.xml and store pages with their details in the HTML. */
export { createSeoRoutes, type SeoRoutes } from './seo-routes.ts';
export { createCatalogClient } from './catalog-client.ts';
