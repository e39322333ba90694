import { claimsOverview, decisionsCsv } from '.';

describe('the overview and the decisions export', () => {
  it('counts claims per day by outcome, every day of the range present, and the most frequent flags', () => {
    const overview = claimsOverview(
      [
        { completedAt: '2026-11-20T10:00:00Z', outcome: 'review', flags: ['RECEIPT_NO_DATE', 'CAP_EXCEEDED'] },
        { completedAt: '2026-11-20T11:00:00Z', outcome: 'pass', flags: [] },
        { completedAt: '2026-11-22T09:00:00Z', outcome: 'fail', flags: ['CAP_EXCEEDED'] },
        { completedAt: '2026-11-22T09:30:00Z', outcome: null, flags: [] },
      ],
      '2026-11-20T00:00:00.000Z',
      '2026-11-23T00:00:00.000Z',
    );
    expect(overview.days).toEqual([
      { day: '2026-11-20', pass: 1, review: 1, fail: 0, none: 0 },
      { day: '2026-11-21', pass: 0, review: 0, fail: 0, none: 0 },
      { day: '2026-11-22', pass: 0, review: 0, fail: 1, none: 1 },
    ]);
    expect(overview.flags).toEqual([
      { flag: 'CAP_EXCEEDED', count: 2 },
      { flag: 'RECEIPT_NO_DATE', count: 1 },
    ]);
  });

  it('writes decisions as CSV with quoting, and defuses text a spreadsheet would run as a formula', () => {
    const csv = decisionsCsv([
      {
        reviewedAt: '2026-11-22T09:00:00Z',
        tenantId: 't',
        jobId: 'job_1',
        type: 'receipt_extraction',
        programKey: null,
        vendor: '=HYPERLINK("x")',
        studentName: 'Noah, Jr.',
        amount: 12.5,
        outcome: 'review',
        decision: 'approve',
        reviewerName: 'Dana',
        reviewNote: 'said "ok"',
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'reviewedAt,tenantId,jobId,type,programKey,vendor,studentName,amount,outcome,decision,reviewerName,reviewNote',
      `2026-11-22T09:00:00Z,t,job_1,receipt_extraction,,"'=HYPERLINK(""x"")","Noah, Jr.",12.5,review,approve,Dana,"said ""ok"""`,
      '',
    ]);
  });
});
