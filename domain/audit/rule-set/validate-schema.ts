import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { RuleSetPatchSchema, RuleSetSchema, type RuleSet, type RuleSetPatch } from './schema';
import { RuleSetLoadError } from './load-error';
import { ruleIdAt } from './json-pointer';

const ajv = new Ajv({ allErrors: true, strict: true });
addFormats(ajv);

let fullValidator: ValidateFunction<RuleSet> | undefined;
let patchValidator: ValidateFunction<RuleSetPatch> | undefined;

function describe(error: ErrorObject): string {
  if (error.keyword === 'additionalProperties') {
    return `unknown property "${(error.params as { additionalProperty: string }).additionalProperty}"`;
  }
  if (error.keyword === 'required') {
    return `missing property "${(error.params as { missingProperty: string }).missingProperty}"`;
  }
  return error.message ?? error.keyword;
}

// Of ajv's errors, the deepest is the one that says what is wrong (a union reports every branch).
function firstError(errors: readonly ErrorObject[]): ErrorObject {
  return [...errors].sort((a, b) => b.instancePath.length - a.instancePath.length)[0] as ErrorObject;
}

function check<T>(validate: ValidateFunction<T>, data: unknown, file: string): T {
  if (validate(data)) return data;
  const error = firstError(validate.errors ?? []);
  throw new RuleSetLoadError(file, error.instancePath, ruleIdAt(data, error.instancePath), describe(error));
}

export function validateFullRuleSet(data: unknown, file: string): RuleSet {
  fullValidator ??= ajv.compile<RuleSet>(RuleSetSchema);
  return check(fullValidator, data, file);
}

export function validateRuleSetPatch(data: unknown, file: string): RuleSetPatch {
  patchValidator ??= ajv.compile<RuleSetPatch>(RuleSetPatchSchema);
  return check(patchValidator, data, file);
}
