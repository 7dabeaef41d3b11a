import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The API reference page, /api/docs: Swagger UI (`swagger-ui-dist`, served from this gateway: no CDN)
 * rendering /api/openapi.json. Only this page loads it; the buyer and seller apps never do.
 */
export const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Haat API reference</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="swagger-ui" aria-label="Haat API reference"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

/** Starts Swagger UI on the document; a file of its own, as the page's CSP allows no inline script. */
const START_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, presets: [SwaggerUIBundle.presets.apis], layout: 'BaseLayout', defaultModelsExpandDepth: 0, tryItOutEnabled: false });\n`;

/**
 * The page's CSP: scripts and styles from this origin only (Swagger UI sets inline styles, hence
 * 'unsafe-inline' for styles as on every page of the site), its calls to this origin (the document
 * and "try it out"), images from here and data: URLs (its icons).
 */
export const REFERENCE_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export type ReferenceAsset = { body: Buffer; contentType: string };

/** The renderer's files, read once at start from the installed package. */
export function loadReferenceAssets(): Map<string, ReferenceAsset> {
  const root = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const read = (name: string) => readFileSync(path.join(root, name));
  return new Map([
    ['/api/docs/swagger-ui.css', { body: read('swagger-ui.css'), contentType: 'text/css; charset=utf-8' }],
    ['/api/docs/swagger-ui-bundle.js', { body: read('swagger-ui-bundle.js'), contentType: 'text/javascript; charset=utf-8' }],
    ['/api/docs/start.js', { body: Buffer.from(START_SCRIPT), contentType: 'text/javascript; charset=utf-8' }],
  ]);
}
