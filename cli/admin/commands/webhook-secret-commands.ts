import { rotateWebhookSecret } from '../../../common/tenants';
import { MAX_SECRET_OVERLAP_HOURS } from '../../../domain/tenants';
import { positiveInt, required, type AdminCommand } from './command';

export const webhookSecretRotate: AdminCommand = {
  name: 'webhook-secret:rotate',
  usage: `webhook-secret:rotate --tenant <tenantId> [--overlap-hours <n>]\n      Gives the tenant a new webhook signing secret and prints it once; the previous one keeps signing beside it for n hours (and the one before it, when the last rotation's overlap had not ended) (at most ${MAX_SECRET_OVERLAP_HOURS}; default WEBHOOK_SECRET_OVERLAP_HOURS, as for the admin API).`,
  options: ['tenant', 'overlap-hours'],
  run: async ({ tenants, options, now, secretOverlapMs }) => {
    const tenantId = required(options, 'tenant', 'webhook-secret:rotate');
    const hours = positiveInt(options['overlap-hours'], 'overlap-hours');
    if (hours !== undefined && hours > MAX_SECRET_OVERLAP_HOURS)
      throw new Error(`--overlap-hours must be at most ${MAX_SECRET_OVERLAP_HOURS} (90 days)`);
    return rotateWebhookSecret(tenants, tenantId, now, hours === undefined ? secretOverlapMs : hours * 3_600_000);
  },
};
