import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Static, TSchema } from '@sinclair/typebox';
import { ValidationError } from '../errors';

// verbose: errors carry their schema, so a pattern's description can say what was expected.
const ajv = new Ajv2020({ allErrors: false, strict: false, coerceTypes: false, verbose: true });
addFormats(ajv);

/** `/studentCandidates/0/name` → `studentCandidates[0].name`, the way a client names the field. */
const fieldPath = (instancePath: string): string =>
  instancePath
    .split('/')
    .filter((part) => part !== '')
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path === '' ? part : `${path}.${part}`), '');

const join = (parent: string, child: string): string => (parent === '' ? child : `${parent}.${child}`);

export const describeAjvError = (error: ErrorObject, root: string): string => {
  const at = fieldPath(error.instancePath);
  switch (error.keyword) {
    case 'required':
      return `${join(root, join(at, String(error.params.missingProperty)))} is required`;
    case 'additionalProperties':
      return `${join(root, join(at, String(error.params.additionalProperty)))} is not a known field`;
    case 'format':
      return `${join(root, at)} must be a valid ${String(error.params.format)}`;
    case 'pattern': {
      const description = (error.parentSchema as { description?: string } | undefined)?.description;
      return `${join(root, at)} must be ${description ?? `of the form ${String(error.params.pattern)}`}`;
    }
    case 'enum':
      return `${join(root, at)} must be one of ${(error.params.allowedValues as unknown[]).join(', ')}`;
    default:
      return `${join(root, at) || 'body'} ${error.message ?? 'is invalid'}`;
  }
};

/** Compiles a schema once and returns a checker that answers 400 naming the first bad field. */
export const validator = <S extends TSchema>(schema: S, root = '') => {
  const check = ajv.compile(schema);
  return (value: unknown): Static<S> => {
    if (check(value)) return value;
    const first = check.errors?.[0];
    throw new ValidationError(first === undefined ? 'The request is invalid' : describeAjvError(first, root));
  };
};
