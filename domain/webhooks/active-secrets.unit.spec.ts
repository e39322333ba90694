import { activeWebhookSecrets, rotatedWebhookSecrets } from './active-secrets';

describe('webhook secrets through rotations', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const overlapUntil = '2026-11-22T10:00:00Z';

  it('puts the new secret first and keeps the one it replaces', () => {
    expect(rotatedWebhookSecrets({ webhookSecrets: ['whsec_1'] }, 'whsec_2', now)).toEqual(['whsec_2', 'whsec_1']);
  });

  it('keeps the secret receivers ran when a second rotation comes before the overlap ends', () => {
    const afterFirst = { webhookSecrets: ['whsec_2', 'whsec_1'], webhookSecretsOverlapUntil: overlapUntil };
    const secrets = rotatedWebhookSecrets(afterFirst, 'whsec_3', now);
    expect(secrets).toEqual(['whsec_3', 'whsec_2', 'whsec_1']);
    expect(activeWebhookSecrets({ webhookSecrets: secrets, webhookSecretsOverlapUntil: overlapUntil }, now)).toEqual(
      secrets,
    );
  });

  it('signs with at most three: the new, the one it replaces, the oldest still signing', () => {
    const afterSecond = { webhookSecrets: ['whsec_3', 'whsec_2', 'whsec_1'], webhookSecretsOverlapUntil: overlapUntil };
    expect(rotatedWebhookSecrets(afterSecond, 'whsec_4', now)).toEqual(['whsec_4', 'whsec_3', 'whsec_1']);
  });

  it('drops the secrets whose overlap has ended', () => {
    const ended = { webhookSecrets: ['whsec_3', 'whsec_2', 'whsec_1'], webhookSecretsOverlapUntil: overlapUntil };
    expect(rotatedWebhookSecrets(ended, 'whsec_4', new Date('2026-11-23T00:00:00Z'))).toEqual(['whsec_4', 'whsec_3']);
  });
});
