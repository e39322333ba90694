import type { StoreQueries } from '../storage';

/** What MongoTenantRuleSetStore asks of `tenant_rule_sets`. */
export const ruleSetQueries = (): StoreQueries => ({
  indexes: [{ collection: 'tenant_rule_sets', keys: { tenantId: 1, programKey: 1 } }],
  shapes: [
    {
      name: "a tenant's rule set stored",
      collection: 'tenant_rule_sets',
      operation: 'update',
      filter: { _id: 't1/esa' },
    },
    {
      name: "a tenant's rule sets, by program",
      collection: 'tenant_rule_sets',
      operation: 'find',
      filter: { tenantId: 't1' },
      sort: { programKey: 1 },
    },
    {
      name: "a tenant's rule set removed",
      collection: 'tenant_rule_sets',
      operation: 'delete',
      filter: { _id: 't1/esa' },
    },
  ],
});
