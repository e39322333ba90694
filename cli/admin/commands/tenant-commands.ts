import { createTenant, issueApiKey, tenantView } from '../../../common/tenants';
import type { Plan } from '../../../domain/tenants';
import { positiveInt, required, type AdminCommand } from './command';

const plan = (value: string | undefined): Plan | undefined => {
  if (value === undefined) return undefined;
  if (value !== 'standard' && value !== 'enterprise') throw new Error('--plan must be standard or enterprise');
  return value;
};

const limitOptions = (options: Readonly<Record<string, string>>) => {
  const requestsPerSecond = positiveInt(options['rps'], 'rps');
  const maxOpenJobs = positiveInt(options['max-open-jobs'], 'max-open-jobs');
  const highPriority = options['high-priority'] === undefined ? undefined : options['high-priority'] === 'true';
  if (requestsPerSecond === undefined && maxOpenJobs === undefined && highPriority === undefined) return undefined;
  return {
    ...(requestsPerSecond ? { requestsPerSecond } : {}),
    ...(maxOpenJobs ? { maxOpenJobs } : {}),
    ...(highPriority === undefined ? {} : { highPriority }),
  };
};

export const tenantCreate: AdminCommand = {
  name: 'tenant:create',
  usage:
    'tenant:create --id <tenantId> [--name <name>] [--plan standard|enterprise] [--program <programKey>] [--retention-days <n>]\n      Creates a tenant and prints it with its webhook secret and a first API key (both shown once).',
  run: async ({ tenants, options, now }) => {
    const tenantId = required(options, 'id', 'tenant:create');
    const retentionDays = positiveInt(options['retention-days'], 'retention-days');
    const chosenPlan = plan(options.plan);
    const tenant = await createTenant(
      tenants,
      {
        tenantId,
        ...(chosenPlan ? { plan: chosenPlan } : {}),
        ...(options.name ? { name: options.name } : {}),
        ...(options.program ? { defaultProgramKey: options.program } : {}),
        ...(retentionDays ? { retentionDays } : {}),
      },
      now,
    );
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
  run: async ({ tenants, options }) => {
    const tenant = await tenants.getTenant(required(options, 'id', 'tenant:show'));
    if (tenant === null) throw new Error(`No tenant '${options.id}'`);
    return tenantView(tenant);
  },
};

export const tenantUpdate: AdminCommand = {
  name: 'tenant:update',
  usage:
    "tenant:update --id <tenantId> [--name <name>] [--plan standard|enterprise] [--program <programKey>] [--retention-days <n>] [--rps <n>] [--max-open-jobs <n>] [--high-priority true|false]\n      Changes a tenant; limits override the plan's.",
  run: async ({ tenants, options }) => {
    const tenantId = required(options, 'id', 'tenant:update');
    const retentionDays = positiveInt(options['retention-days'], 'retention-days');
    const chosenPlan = plan(options.plan);
    const limits = limitOptions(options);
    const updated = await tenants.updateTenant(tenantId, {
      ...(options.name ? { name: options.name } : {}),
      ...(chosenPlan ? { plan: chosenPlan } : {}),
      ...(options.program ? { defaultProgramKey: options.program } : {}),
      ...(retentionDays ? { retentionDays } : {}),
      ...(limits ? { limits } : {}),
    });
    if (updated === null) throw new Error(`No tenant '${tenantId}'`);
    return tenantView(updated);
  },
};
