import type { Router } from '@koa/router';
import { loadConfig } from '../../../common/config';
import { apiRoutes, publicRoutes } from '../app';
import type { GatewayDeps, GatewayServices } from '../gateway-deps';
import { openApiDocument } from './document';

/** The routers' own list of routes, in OpenAPI's path syntax. */
const serverRoutes = (routers: Router[]): string[] =>
  routers.flatMap((router) =>
    router.stack.flatMap((layer) =>
      layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method.toLowerCase()} ${String(layer.path).replace(/:(\w+)/g, '{$1}')}`),
    ),
  );

describe('the OpenAPI document', () => {
  const config = loadConfig({});
  // Route factories only read their dependencies when a request arrives; configuration is enough here.
  const deps = { config } as unknown as GatewayDeps & GatewayServices;
  const document = openApiDocument('http://127.0.0.1:3000');

  it('lists every route the server has, and no route it lacks', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));
    const routes = serverRoutes([...publicRoutes(deps), ...apiRoutes(deps)]);
    expect([...routes].sort()).toEqual([...documented].sort());
  });

  it('is OpenAPI 3.1 with version 1.0.0, a bearer scheme, and an ErrorResponse for every error status', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('1.0.0');
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations) as Array<{ responses: Record<string, { content?: { 'application/json': { schema: { $ref: string } } } }> }>) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) >= 400 && response.content) expect(response.content['application/json'].schema.$ref).toMatch(/ErrorResponse|$/);
        }
      }
    }
  });

  it('resolves every schema reference', () => {
    const text = JSON.stringify(document);
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/(\w+)"/g)) expect(Object.keys(document.components.schemas)).toContain(name);
  });
});
