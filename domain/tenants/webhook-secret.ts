import { randomBytes } from 'node:crypto';

/** A Standard Webhooks secret: `whsec_` and base64 of 32 random bytes. */
export const generateWebhookSecret = (random: (size: number) => Buffer = randomBytes): string =>
  `whsec_${random(32).toString('base64')}`;

/**
 * The longest a rotated-out secret may keep signing beside the new one: long enough for any receiver to
 * deploy the new secret, short enough that a rotation still retires the old one.
 */
export const MAX_SECRET_OVERLAP_HOURS = 24 * 90;
