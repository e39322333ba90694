/** A tenant's own rule-set file, kept as uploaded (it is validated on upload and again when used). */
export type TenantRuleSetRecord = Readonly<{
  tenantId: string;
  programKey: string;
  ruleSetJson: string;
  updatedAt: string;
}>;

export interface TenantRuleSetStore {
  put(record: TenantRuleSetRecord): Promise<void>;
  list(tenantId: string): Promise<TenantRuleSetRecord[]>;
  remove(tenantId: string, programKey: string): Promise<boolean>;
}
