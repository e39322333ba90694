import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { ERROR_CODES } from '../../../common/errors';
import { openApiDocument } from './document';
import { OPERATION_EXAMPLES } from './examples/operation-examples';
import { referenceDocument } from './reference-document';

type Media = { schema?: Record<string, unknown>; example?: unknown };
type Operation = {
  operationId: string;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
};

const reference = referenceDocument('http://127.0.0.1:3000');
const operations = Object.entries(reference.paths).flatMap(([path, byMethod]) =>
  Object.entries(byMethod as Record<string, Operation>).map(([method, operation]) => ({ path, method, operation })),
);
// The tests' own validator's setup: the plain document, whose schemas the examples must satisfy.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(openApiDocument('http://127.0.0.1'), 'openapi.json');

const problems = (media: Media | undefined, where: string): string[] => {
  if (media?.schema === undefined) return [];
  if (media.example === undefined) return [`${where}: no example`];
  const ref = media.schema.$ref;
  const validate =
    typeof ref === 'string'
      ? ajv.getSchema(`openapi.json${ref}`)
      : ajv.compile({ ...media.schema, $id: `inline:${where}` });
  if (validate === undefined) return [`${where}: no schema ${String(ref)}`];
  return validate(media.example) ? [] : [`${where}: ${ajv.errorsText(validate.errors)}`];
};

describe('the published API reference', () => {
  it('has an example request body and an example answer for every status of every operation, each valid for its schema', () => {
    const found = operations.flatMap(({ path, method, operation }) => [
      ...problems(operation.requestBody?.content['application/json'], `${method} ${path} request`),
      ...Object.entries(operation.responses).flatMap(([status, response]) =>
        problems(response.content?.['application/json'], `${method} ${path} ${status}`),
      ),
    ]);
    expect(found).toEqual([]);
    const withBodies = operations.filter(({ operation }) => operation.requestBody !== undefined);
    expect(withBodies.length).toBeGreaterThan(5);
  });

  it('shows every error status with the code that answers it, and the default answer as the 500 a bug gives', () => {
    const errorExamples = operations.flatMap(({ operation }) =>
      Object.entries(operation.responses)
        .filter(
          ([status, response]) => (status === 'default' || Number(status) >= 400) && response.content !== undefined,
        )
        .map(([status, response]) => ({ status, example: response.content?.['application/json']?.example })),
    );
    for (const { status, example } of errorExamples)
      expect(example).toMatchObject({ error: { status: status === 'default' ? 500 : Number(status) } });
    expect(errorExamples.filter(({ status }) => status === 'default').map(({ example }) => example)).toContainEqual({
      error: { code: 'INTERNAL', message: 'An internal error occurred', status: 500 },
    });
  });

  it('keys every hand-written example by an operationId the document has', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(Object.keys(OPERATION_EXAMPLES).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('changes no schema of the document the tests validate answers against', () => {
    const strip = (value: unknown): unknown =>
      JSON.parse(JSON.stringify(value, (key, inner: unknown) => (key === 'example' ? undefined : inner)));
    const plain = openApiDocument('http://127.0.0.1:3000');
    expect(strip(reference.paths)).toEqual(strip(plain.paths));
    expect(reference.components).toEqual(plain.components);
  });

  it('explains authentication and lists every public error code with its status', () => {
    const description = reference.info.description;
    expect(description).toContain('## Authentication');
    expect(description).toContain('Authorization: Bearer');
    for (const [code, entry] of Object.entries(ERROR_CODES))
      if (entry.public) expect(description).toContain(`| \`${code}\` | ${entry.status} |`);
      else expect(description).not.toContain(`\`${code}\``);
  });
});
