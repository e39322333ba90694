import { createTenant, existingTenant, issueApiKey, tenantView } from '../../../common/tenants';
import { validator } from '../../../common/validation';
import type { Plan } from '../../../domain/tenants';
import { TenantCreateSchema, TenantUpdateSchema } from '../../../contracts';
import { positiveInt, required, trueOrFalse, withApiRules, type AdminCommand } from './command';

const validateCreate = validator(TenantCreateSchema);
const validateUpdate = validator(TenantUpdateSchema);

/** The admin API's field behind each option, to name the option in an error about the field. */
const OPTION_OF = {
  tenantId: 'id',
  name: 'name',
  plan: 'plan',
  defaultProgramKey: 'program',
  programKey: 'program',
  retentionDays: 'retention-days',
  'limits.requestsPerSecond': 'rps',
  'limits.maxOpenJobs': 'max-open-jobs',
  'limits.highPriority': 'high-priority',
};
/** The options that set a tenant's fields: every one above but its id. */
const FIELD_OPTIONS = [...new Set(Object.values(OPTION_OF))].filter((option) => option !== 'id');

const plan = (value: string | undefined): Plan | undefined => {
  if (value === undefined) return undefined;
  if (value !== 'standard' && value !== 'enterprise') throw new Error('--plan must be standard or enterprise');
  return value;
};

/** The options as the admin API's tenant fields, before its schema checks them. */
const tenantFields = (options: Readonly<Record<string, string>>) => {
  const chosenPlan = plan(options.plan);
  const retentionDays = positiveInt(options['retention-days'], 'retention-days');
  const requestsPerSecond = positiveInt(options['rps'], 'rps');
  const maxOpenJobs = positiveInt(options['max-open-jobs'], 'max-open-jobs');
  const highPriority = trueOrFalse(options['high-priority'], 'high-priority');
  const limits = {
    ...(requestsPerSecond === undefined ? {} : { requestsPerSecond }),
    ...(maxOpenJobs === undefined ? {} : { maxOpenJobs }),
    ...(highPriority === undefined ? {} : { highPriority }),
  };
  return {
    ...(options.name === undefined ? {} : { name: options.name }),
    ...(chosenPlan === undefined ? {} : { plan: chosenPlan }),
    ...(options.program === undefined ? {} : { defaultProgramKey: options.program }),
    ...(retentionDays === undefined ? {} : { retentionDays }),
    ...(Object.keys(limits).length === 0 ? {} : { limits }),
  };
};

export const tenantCreate: AdminCommand = {
  name: 'tenant:create',
  usage:
    'tenant:create --id <tenantId> [--name <name>] [--plan standard|enterprise] [--program <programKey>] [--retention-days <n>] [--rps <n>] [--max-open-jobs <n>] [--high-priority true|false]\n      Creates a tenant and prints it with its webhook secret and a first API key (both shown once).',
  options: ['id', ...FIELD_OPTIONS],
  run: async ({ tenants, catalog, options, now }) => {
    const tenantId = required(options, 'id', 'tenant:create');
    const body = await withApiRules(OPTION_OF, async () => {
      const checked = validateCreate({ tenantId, ...tenantFields(options) });
      await catalog.checkDefaultProgram(tenantId, checked.defaultProgramKey);
      return checked;
    });
    const tenant = await createTenant(tenants, body, now);
    const key = await issueApiKey(tenants, { tenantId, name: 'initial key' }, now);
    return {
      tenant: tenantView(tenant),
      webhookSecret: tenant.webhookSecrets[0],
      apiKey: key.apiKey,
      keyId: key.keyId,
    };
  },
};

export const tenantShow: AdminCommand = {
  name: 'tenant:show',
  usage: 'tenant:show --id <tenantId>\n      Prints a tenant (plan, effective limits, retention, default program).',
  options: ['id'],
  run: async ({ tenants, options }) => {
    return tenantView(await existingTenant(tenants, required(options, 'id', 'tenant:show')));
  },
};

export const tenantUpdate: AdminCommand = {
  name: 'tenant:update',
  usage:
    "tenant:update --id <tenantId> [--name <name>] [--plan standard|enterprise] [--program <programKey>] [--retention-days <n>] [--rps <n>] [--max-open-jobs <n>] [--high-priority true|false]\n      Changes a tenant; limits override the plan's.",
  options: ['id', ...FIELD_OPTIONS],
  run: async ({ tenants, catalog, options }) => {
    const tenantId = required(options, 'id', 'tenant:update');
    await existingTenant(tenants, tenantId);
    const fields = tenantFields(options);
    if (Object.keys(fields).length === 0)
      throw new Error(`tenant:update needs something to change: --${FIELD_OPTIONS.join(', --')}`);
    const changes = await withApiRules(OPTION_OF, async () => {
      const checked = validateUpdate(fields);
      await catalog.checkDefaultProgram(tenantId, checked.defaultProgramKey);
      return checked;
    });
    return tenantView((await tenants.updateTenant(tenantId, changes))!);
  },
};
