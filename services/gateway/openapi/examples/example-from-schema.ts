/**
 * One plausible value for a JSON schema, so that every operation of the reference shows a request and
 * an answer. Values come from the schema itself first (examples, default, const, enum, format, bounds),
 * then from what a field's name says it holds; operation-examples.ts corrects the rest, and the unit
 * test validates every result against the schema it was made from.
 */
type Schema = Readonly<Record<string, unknown>>;

const AT = '2026-11-21T14:03:12.000Z';

/** What a field's name says it holds: the ids and URLs an integrator recognises in the answers. */
const BY_NAME: Readonly<Record<string, unknown>> = {
  jobId: 'job_01JDA7Q2XKZ8M4T0',
  batchId: 'bat_01JDA7Q2Y3B1C9NR',
  tenantId: 'acme_academy',
  keyId: 'key_01JDA7R0F5',
  deliveryId: 'dlv_01JDA7S9H2',
  reviewId: 'job_01JDA7Q2XKZ8M4T0:6',
  eventId: 'job_01JDA7Q2XKZ8M4T0:3',
  programKey: 'FL_PEP',
  vendor: 'Harmony Music Studio',
  fileUrl: 'https://files.example.com/receipts/r-1001.pdf',
  webhookUrl: 'https://platform.example.com/hooks/receipts',
  pollUrl: 'https://api.example.com/v1/jobs/job_01JDA7Q2XKZ8M4T0',
  url: 'https://platform.example.com/hooks/receipts',
  transactionDate: '2026-11-02',
  currency: 'USD',
  name: 'Ana Diaz',
  note: 'Invoice checked with the provider by phone.',
  description: 'Piano lesson, 60 minutes',
  message: 'fileUrl is required',
  code: 'INVALID_REQUEST',
  error: null,
  cursor: null,
  nextCursor: null,
};

const resolve = (schema: Schema, components: Readonly<Record<string, Schema>>): Schema => {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const target = components[ref.split('/').pop()!];
  if (target === undefined) throw new Error(`no component ${ref}`);
  return resolve(target, components);
};

const isNull = (schema: Schema): boolean => schema.type === 'null';

/** Whether a named value has the schema's type (its finer rules are the unit test's to check). */
const admits = (schema: Schema, value: unknown, components: Readonly<Record<string, Schema>>): boolean => {
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(branches)) return branches.some((branch) => admits(resolve(branch, components), value, components));
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type];
  if (value === null) return types.includes('null');
  return types.includes(typeof value);
};

const stringFor = (schema: Schema, name: string | undefined): string => {
  if (schema.format === 'date-time') return AT;
  if (schema.format === 'date' || schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return '2026-11-02';
  if (schema.format === 'uri' || schema.format === 'url' || /url$/i.test(name ?? ''))
    return 'https://platform.example.com/hooks/receipts';
  if (schema.format === 'email') return 'billing@example.com';
  const text = name ?? 'text';
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  return text.length >= minLength ? text : text.padEnd(minLength, 'x');
};

const numberFor = (schema: Schema, name: string | undefined): number => {
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const maximum = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  let value = /confidence|score|progress/i.test(name ?? '')
    ? 92
    : /amount|price|total/i.test(name ?? '')
      ? 120
      : schema.type === 'integer'
        ? 1
        : 1.5;
  if (minimum !== undefined && value < minimum) value = minimum;
  if (maximum !== undefined && value > maximum) value = maximum;
  return value;
};

export const exampleFromSchema = (
  given: Schema,
  components: Readonly<Record<string, Schema>>,
  name?: string,
  depth = 0,
): unknown => {
  const schema = resolve(given, components);
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('example' in schema) return schema.example;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('default' in schema) return schema.default;
  if (name !== undefined && Object.hasOwn(BY_NAME, name) && admits(schema, BY_NAME[name], components))
    return BY_NAME[name];
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) {
      const options = branches as Schema[];
      const chosen = options.find((branch) => !isNull(resolve(branch, components))) ?? options[0]!;
      return exampleFromSchema(chosen, components, name, depth);
    }
  }
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      return Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [
          key,
          exampleFromSchema(property, components, key, depth + 1),
        ]),
      );
    }
    case 'array': {
      if (depth > 6 || schema.items === undefined) return [];
      const count = typeof schema.minItems === 'number' && schema.minItems > 1 ? schema.minItems : 1;
      return Array.from({ length: count }, () =>
        exampleFromSchema(schema.items as Schema, components, name?.replace(/s$/, ''), depth + 1),
      );
    }
    case 'string':
      return stringFor(schema, name);
    case 'integer':
    case 'number':
      return numberFor(schema, name);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return {};
  }
};
