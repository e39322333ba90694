import type { Logger } from '../../../common/logging';
import type { Tenant } from '../../../domain/tenants';
import {
  activeWebhookSecrets,
  afterAttempt,
  judgeResponse,
  type Delivery,
  type WebhookBackoff,
} from '../../../domain/webhooks';
import type { DeliveriesStore } from '../../../projections/webhook-deliveries';
import type { PostOptions, PostOutcome } from '../sending/post-webhook';
import { signWebhook } from '../signing/sign-webhook';

export type AttemptDeps = Readonly<{
  store: DeliveriesStore;
  tenant: (tenantId: string) => Promise<Tenant | null>;
  post: (
    url: string,
    body: string,
    headers: Readonly<Record<string, string>>,
    options: PostOptions,
  ) => Promise<PostOutcome>;
  postOptions: PostOptions;
  policy: WebhookBackoff;
  now: () => Date;
  random: () => number;
  logger: Logger;
}>;

/**
 * One attempt of a claimed delivery: signed with the tenant's active secrets, sent, and recorded
 * (status, latency, error) with the next attempt scheduled, or the delivery closed.
 */
export const attemptDelivery = async (deps: AttemptDeps, delivery: Delivery): Promise<Delivery> => {
  const at = deps.now();
  const record = async (
    outcome: PostOutcome,
    verdict: ReturnType<typeof judgeResponse> | 'permanent',
  ): Promise<Delivery> => {
    const next = afterAttempt(
      delivery,
      { at: at.toISOString(), statusCode: outcome.statusCode, latencyMs: outcome.latencyMs, error: outcome.error },
      verdict,
      deps.policy,
      deps.random,
    );
    await deps.store.saveAttempt(next);
    deps.logger.info(
      {
        deliveryId: delivery.deliveryId,
        tenantId: delivery.tenantId,
        type: delivery.type,
        jobId: delivery.jobId,
        batchId: delivery.batchId,
        statusCode: outcome.statusCode,
        latencyMs: outcome.latencyMs,
        status: next.status,
      },
      'webhook attempt',
    );
    return next;
  };
  /** Closes the delivery without a request: nothing that is sent could be accepted. */
  const closeUnsent = (error: string): Promise<Delivery> =>
    record({ statusCode: null, latencyMs: 0, error, permanent: true }, 'permanent');
  if (await deps.store.isUrlDisabled(delivery.tenantId, delivery.url))
    return closeUnsent('the URL answered 410 Gone before; deliveries to it are disabled');
  const tenant = await deps.tenant(delivery.tenantId);
  const secrets = tenant === null ? [] : activeWebhookSecrets(tenant, at);
  // Receivers are told to drop what they cannot verify: a message nobody can verify is never sent.
  if (secrets.length === 0)
    return closeUnsent(`tenant '${delivery.tenantId}' has no webhook secret; nothing is sent unsigned`);
  const headers = signWebhook({
    id: delivery.deliveryId,
    timestampSeconds: Math.floor(at.getTime() / 1000),
    body: delivery.body,
    secrets,
  });
  const outcome = await deps.post(delivery.url, delivery.body, headers, deps.postOptions);
  const verdict = outcome.permanent ? 'permanent' : judgeResponse(outcome.statusCode);
  if (verdict === 'gone') await deps.store.disableUrl(delivery.tenantId, delivery.url, at.toISOString());
  return record(
    verdict === 'gone'
      ? { ...outcome, error: 'the receiver answered 410 Gone; deliveries to this URL are disabled' }
      : outcome,
    verdict,
  );
};
