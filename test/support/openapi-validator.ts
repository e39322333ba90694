import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { openApiDocument } from '../../services/gateway/openapi/document';
import { operations } from '../../services/gateway/openapi/operations';

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const document = openApiDocument('http://127.0.0.1');
ajv.addSchema(document, 'openapi.json');

type DocumentedOperation = Readonly<{
  responses: Record<string, { content?: { 'application/json': { schema: { $ref?: string } } } }>;
}>;

const templates = operations().map((operation) => ({
  operation,
  pattern: new RegExp(`^${operation.path.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

/**
 * Checks one response against the OpenAPI document as it is served: the status must be documented for
 * the operation and the body must match the schema the document names for it. Answers null when it does, or when the route is not an API
 * operation at all (an unknown path answering 404).
 */
export const responseProblem = (method: string, url: string, status: number, body: unknown): string | null => {
  const path = new URL(url, 'http://x').pathname;
  const match = templates.find(
    ({ operation, pattern }) => operation.method === method.toLowerCase() && pattern.test(path),
  );
  if (match === undefined) return null;
  const { operation } = match;
  const responses = (document.paths as Record<string, Record<string, DocumentedOperation>>)[operation.path]![
    operation.method
  ]!.responses;
  const documented = responses[String(status)];
  if (documented === undefined)
    return `${method} ${operation.path} answered ${status}, which the document does not list`;
  const ref = documented.content?.['application/json'].schema.$ref;
  if (ref === undefined) return null;
  const schemaName = ref.replace('#/components/schemas/', '');
  const validate = ajv.getSchema(`openapi.json${ref}`);
  if (validate === undefined) return `no schema ${schemaName}`;
  if (validate(body)) return null;
  return `${method} ${operation.path} ${status} does not match ${schemaName}: ${ajv.errorsText(validate.errors)}`;
};
