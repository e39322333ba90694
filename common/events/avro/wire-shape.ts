import { Kind, OptionalKind, type TSchema } from '@sinclair/typebox';

/**
 * One notation for a field's shape, so an Avro schema and a TypeBox schema can be compared field by
 * field: `string`, `integer`, `number`, `boolean`, `enum(a|b)`, `array<…>`, `nullable<…>`,
 * `{name: …, other?: …}` (fields in name order:
 * Avro's order is the encoding's business, not the shape's). Integer widths (int, long) and string constraints are not part of it.
 */
export type WireShape = string;

type AvroType = string | AvroType[] | { type: string; fields?: AvroField[]; items?: AvroType; symbols?: string[] };
type AvroField = { name: string; type: AvroType };

const AVRO_PRIMITIVES: Readonly<Record<string, string>> = {
  string: 'string',
  int: 'integer',
  long: 'integer',
  float: 'number',
  double: 'number',
  boolean: 'boolean',
};

export const avroShape = (type: AvroType): WireShape => {
  if (typeof type === 'string') return AVRO_PRIMITIVES[type] ?? `unknown(${type})`;
  if (Array.isArray(type)) {
    const inner = type.filter((member) => member !== 'null');
    const shape = inner.length === 1 ? avroShape(inner[0]!) : `union(${inner.map(avroShape).join('|')})`;
    return inner.length < type.length ? `nullable<${shape}>` : shape;
  }
  if (type.type === 'record')
    return `{${(type.fields ?? [])
      .map((field) => `${field.name}: ${avroShape(field.type)}`)
      .sort()
      .join(', ')}}`;
  if (type.type === 'array') return `array<${avroShape(type.items!)}>`;
  if (type.type === 'enum') return `enum(${[...(type.symbols ?? [])].sort().join('|')})`;
  return avroShape(type.type);
};

export const typeboxShape = (schema: TSchema): WireShape => {
  const optional = (inner: TSchema) => (OptionalKind in inner ? '?' : '');
  switch (schema[Kind]) {
    case 'String':
      return 'string';
    case 'Integer':
      return 'integer';
    case 'Number':
      return 'number';
    case 'Boolean':
      return 'boolean';
    case 'Array':
      return `array<${typeboxShape(schema.items as TSchema)}>`;
    case 'Object':
      return `{${Object.entries(schema.properties as Record<string, TSchema>)
        .map(([name, inner]) => `${name}${optional(inner)}: ${typeboxShape(inner)}`)
        .sort()
        .join(', ')}}`;
    case 'Union': {
      const members = schema.anyOf as TSchema[];
      const inner = members.filter((member) => member[Kind] !== 'Null');
      const literals = inner.every((member) => member[Kind] === 'Literal');
      const shape = literals
        ? `enum(${inner
            .map((member) => member.const as string)
            .sort()
            .join('|')})`
        : inner.length === 1
          ? typeboxShape(inner[0]!)
          : `union(${inner.map(typeboxShape).join('|')})`;
      return inner.length < members.length ? `nullable<${shape}>` : shape;
    }
    default:
      return `unknown(${schema[Kind]})`;
  }
};
