import type { Plan } from '../tenants';

export type Limits = Readonly<{
  /** Requests per second per tenant, over all gateway processes. */
  requestsPerSecond: number;
  /** Jobs queued or processing at once per tenant (a 1,000-item batch must fit). */
  maxOpenJobs: number;
  /** Whether `priority=high` is allowed. */
  highPriority: boolean;
}>;

/** The limits of each plan; a tenant's own `limits` override them field by field. */
export const PLAN_LIMITS: Readonly<Record<Plan, Limits>> = {
  standard: { requestsPerSecond: 50, maxOpenJobs: 2_000, highPriority: false },
  enterprise: { requestsPerSecond: 500, maxOpenJobs: 20_000, highPriority: true },
};

export const limitsFor = (plan: Plan, overrides: Partial<Limits> | null | undefined): Limits => ({
  ...PLAN_LIMITS[plan],
  ...(overrides ?? {}),
});
