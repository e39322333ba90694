import { rotateWebhookSecret } from '../../../common/tenants';
import { positiveInt, required, type AdminCommand } from './command';

const DEFAULT_OVERLAP_HOURS = 24;

export const webhookSecretRotate: AdminCommand = {
  name: 'webhook-secret:rotate',
  usage: `webhook-secret:rotate --tenant <tenantId> [--overlap-hours <n>]\n      Gives the tenant a new webhook signing secret and prints it once; the previous one keeps signing beside it for n hours (default ${DEFAULT_OVERLAP_HOURS}).`,
  options: ['tenant', 'overlap-hours'],
  run: async ({ tenants, options, now }) => {
    const tenantId = required(options, 'tenant', 'webhook-secret:rotate');
    const hours = positiveInt(options['overlap-hours'], 'overlap-hours') ?? DEFAULT_OVERLAP_HOURS;
    return rotateWebhookSecret(tenants, tenantId, now, hours * 3_600_000);
  },
};
