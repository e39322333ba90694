/** Where the page loads the renderer from: served by docsAssets from the npm package, never from a CDN. */
export const RENDERER_PATH = '/docs/assets/api-reference.js';

/**
 * Scalar's settings: both documents (the HTTP API and the event catalogue) in one reference, and nothing
 * that reaches beyond this server: no web fonts, no request proxy, no links to Scalar's hosted client.
 */
const CONFIGURATION = {
  sources: [
    { title: 'HTTP API', slug: 'api', url: '/v1/openapi.json', default: true },
    { title: 'Event catalogue', slug: 'events', url: '/v1/asyncapi.json' },
  ],
  withDefaultFonts: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
  hiddenClients: false,
};

/**
 * The API reference at /docs, rendered by Scalar (@scalar/api-reference) from the documents the
 * gateway serves. Its content security policy allows only this origin, so an offline or firewalled
 * reader sees the same page and nothing is fetched from elsewhere.
 */
export const REFERENCE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Receipt audit API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body>
<script id="api-reference" type="application/json" data-configuration='${JSON.stringify(CONFIGURATION).replace(/'/g, '&#39;')}'></script>
<script src="${RENDERER_PATH}"></script>
</body></html>`;

export const REFERENCE_PAGE_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; frame-ancestors 'none'";
