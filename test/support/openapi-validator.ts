import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { errorStatuses, openApiDocument } from '../../services/gateway/openapi/document';
import { OPERATIONS } from '../../services/gateway/openapi/operations';

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(openApiDocument('http://127.0.0.1'), 'openapi.json');

const templates = OPERATIONS.map((operation) => ({
  operation,
  pattern: new RegExp(`^${operation.path.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

/**
 * Checks one response against the OpenAPI document: the status must be documented for the operation
 * and the body must match its schema. Answers null when it does, or when the route is not an API
 * operation at all (an unknown path answering 404).
 */
export const responseProblem = (method: string, url: string, status: number, body: unknown): string | null => {
  const path = new URL(url, 'http://x').pathname;
  const match = templates.find(
    ({ operation, pattern }) => operation.method === method.toLowerCase() && pattern.test(path),
  );
  if (match === undefined) return null;
  const { operation } = match;
  const documented = operation.responses[status];
  const schemaName = documented?.schema ?? (errorStatuses(operation).includes(status) ? 'ErrorResponse' : undefined);
  if (documented === undefined && schemaName === undefined)
    return `${method} ${operation.path} answered ${status}, which the document does not list`;
  if (schemaName === undefined) return null;
  const validate = ajv.getSchema(`openapi.json#/components/schemas/${schemaName}`);
  if (validate === undefined) return `no schema ${schemaName}`;
  if (validate(body)) return null;
  return `${method} ${operation.path} ${status} does not match ${schemaName}: ${ajv.errorsText(validate.errors)}`;
};
