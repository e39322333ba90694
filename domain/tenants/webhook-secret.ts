import { randomBytes } from 'node:crypto';

/** A Standard Webhooks secret: `whsec_` and base64 of 32 random bytes. */
export const generateWebhookSecret = (random: (size: number) => Buffer = randomBytes): string =>
  `whsec_${random(32).toString('base64')}`;
