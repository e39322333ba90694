import type { PurgeReport } from '../../services/retention';

const pad = (value: string | number, width: number): string => String(value).padStart(width);

/** The report as operators read it: one line per tenant, then what is purged for everyone. */
export const formatReport = (report: PurgeReport): string => {
  const lines = [
    `Retention purge at ${report.at}`,
    '',
    `${'tenant'.padEnd(24)} ${pad('days', 5)} ${pad('jobs', 8)} ${pad('batches', 8)} ${pad('items', 8)} ${pad('webhooks', 9)}  finished before`,
  ];
  for (const tenant of report.tenants) {
    lines.push(
      `${tenant.tenantId.padEnd(24)} ${pad(tenant.retentionDays, 5)} ${pad(tenant.jobs, 8)} ${pad(tenant.batches, 8)} ${pad(tenant.batchItems, 8)} ${pad(tenant.webhookDeliveries, 9)}  ${tenant.before}`,
    );
  }
  if (report.tenants.length === 0) lines.push('(no tenant purged)');
  lines.push(
    '',
    `idempotency records past the replay window: ${report.idempotencyRecords}`,
    `usage before ${report.usage.before}: ${report.usage.records} records, ${report.usage.jobs} job entries`,
  );
  for (const failure of report.failed) lines.push(`FAILED ${failure.scope}: ${failure.error}`);
  return `${lines.join('\n')}\n`;
};
