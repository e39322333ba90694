import { Type, type TOptional, type TNull, type TProperties, type TSchema, type TUnion } from '@sinclair/typebox';

/**
 * A schema that an event shares with an HTTP body, named for the event's Avro form (a record or enum
 * needs a name there), without adding the name to the HTTP body's schema.
 */
export const Named = <T extends TSchema>(name: string, schema: T): T => ({ ...schema, title: name });

export const Nullable = <T extends TSchema>(schema: T): TUnion<[T, TNull]> => Type.Union([schema, Type.Null()]);

/**
 * A shape has two forms: the HTTP body, where a client may leave a field out, and the event, where
 * every field is present and an absent one is null (Avro has no "missing"). Both are built from one
 * field list, so a field added to one form is in the other.
 */
export const optionalFields = <T extends TProperties>(fields: T): { [K in keyof T]: TOptional<T[K]> } =>
  Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, Type.Optional(schema)])) as {
    [K in keyof T]: TOptional<T[K]>;
  };

export const nullableFields = <T extends TProperties>(fields: T): { [K in keyof T]: TUnion<[T[K], TNull]> } =>
  Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, Nullable(schema)])) as {
    [K in keyof T]: TUnion<[T[K], TNull]>;
  };

export const HttpUrl = (maxLength: number, description?: string) =>
  Type.String({
    format: 'uri',
    pattern: '^[Hh][Tt][Tt][Pp][Ss]?://',
    maxLength,
    ...(description === undefined ? {} : { description }),
  });
