import type { Operation } from './operation';
import { receiptsOperations } from '../routes/receipts';
import { auditsOperations } from '../routes/audits';
import { jobsOperations } from '../routes/jobs';
import { reviewsOperations } from '../routes/reviews';
import { adminTenantsOperations } from '../routes/admin-tenants';
import { adminRuleSetsOperations } from '../routes/admin-rule-sets';
import { batchesOperations } from '../routes/batches';
import { webhooksOperations } from '../routes/webhooks';
import { adminWebhookSecretsOperations } from '../routes/admin-webhook-secrets';
import { usageOperations } from '../routes/usage';
import { healthOperations } from '../routes/health';
import { openapiOperations } from '../routes/openapi';

export type { Operation, QueryParam } from './operation';

/**
 * The API's operations in the document's order, each declared by its own route module next to the
 * route it describes (read when the document is built: the route modules load this module's users).
 */
export const operations = (): readonly Operation[] => [
  ...Object.values(receiptsOperations),
  ...Object.values(auditsOperations),
  ...Object.values(jobsOperations),
  ...Object.values(reviewsOperations),
  ...Object.values(adminTenantsOperations),
  ...Object.values(adminRuleSetsOperations),
  ...Object.values(batchesOperations),
  ...Object.values(webhooksOperations),
  ...Object.values(adminWebhookSecretsOperations),
  ...Object.values(usageOperations),
  ...Object.values(healthOperations),
  ...Object.values(openapiOperations),
];
