import type { Router } from '@koa/router';
import { loadConfig } from '../../../common/config';
import { ERROR_CODES } from '../../../common/errors';
import { apiRoutes, publicRoutes } from '../app';
import type { GatewayDeps, GatewayServices } from '../gateway-deps';
import { errorStatuses, openApiDocument } from './document';
import { operations } from './operations';

/** The routers' own list of routes, in OpenAPI's path syntax. */
const serverRoutes = (routers: Router[]): string[] =>
  routers.flatMap((router) =>
    router.stack.flatMap((layer) =>
      layer.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method.toLowerCase()} ${String(layer.path).replace(/:(\w+)/g, '{$1}')}`),
    ),
  );

describe('the OpenAPI document', () => {
  const config = loadConfig({});
  // Route factories only read their dependencies when a request arrives; configuration is enough here.
  const deps = { config } as unknown as GatewayDeps & GatewayServices;
  const document = openApiDocument('http://127.0.0.1:3000');

  it('lists every route the server has, and no route it lacks', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    const routes = serverRoutes([...publicRoutes(deps), ...apiRoutes(deps)]);
    expect([...routes].sort()).toEqual([...documented].sort());
  });

  it('is OpenAPI 3.1 with version 1.0.0, a bearer scheme, and an ErrorResponse for every error status', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('1.0.0');
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const paths = document.paths as Record<
      string,
      Record<string, { responses: Record<string, { content?: { 'application/json': { schema: { $ref?: string } } } }> }>
    >;
    for (const operation of operations()) {
      const responses = paths[operation.path]![operation.method]!.responses;
      for (const status of errorStatuses(operation)) {
        expect({
          operation: `${operation.method} ${operation.path}`,
          status,
          schema: responses[String(status)]?.content?.['application/json'].schema.$ref,
        }).toEqual({
          operation: `${operation.method} ${operation.path}`,
          status,
          schema: '#/components/schemas/ErrorResponse',
        });
      }
    }
    expect(errorStatuses(operations()[0]!)).toEqual(expect.arrayContaining([400, 401, 409]));
    // A bug answers 500 INTERNAL on any route of the API: its default answer is the same ErrorResponse.
    for (const operation of operations().filter((op) => op.scope !== null))
      expect(
        paths[operation.path]![operation.method]!.responses.default?.content?.['application/json'].schema.$ref,
      ).toBe('#/components/schemas/ErrorResponse');
  });

  it('lists, for every operation, the status of each error code its description names', () => {
    for (const operation of operations()) {
      const described = 'description' in operation ? String(operation.description) : '';
      const named = Object.entries(ERROR_CODES).filter(([code, entry]) => entry.public && described.includes(code));
      for (const [code, entry] of named)
        expect({ operation: `${operation.method} ${operation.path}`, code, listed: errorStatuses(operation) }).toEqual(
          expect.objectContaining({ listed: expect.arrayContaining([entry.status]) }),
        );
    }
  });

  it('resolves every schema reference', () => {
    const text = JSON.stringify(document);
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/(\w+)"/g))
      expect(Object.keys(document.components.schemas)).toContain(name);
  });
});
