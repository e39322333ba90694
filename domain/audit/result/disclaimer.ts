export const AUDIT_DISCLAIMER =
  'This audit is advisory: it applies published program rules to the data submitted and may miss context. ' +
  'Final reimbursement decisions belong to the program administrators.';
