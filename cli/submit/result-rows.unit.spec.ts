import { rowFromJob, toCsv, unreadableRow } from './result-rows';

describe('result rows', () => {
  it('turns a completed job into a row with what the receipt lacks as flags, and quotes CSV cells', () => {
    const row = rowFromJob('in/a, b.pdf', {
      status: 'completed',
      error: null,
      result: {
        vendor: 'Harmony "Music" Studio',
        amount: 120.5,
        transactionDate: '2026-11-02',
        confidence: 88,
        auditResult: { missingElements: ['proofOfPayment'], isValidReceipt: false },
      },
    });
    expect(row).toEqual({
      file: 'in/a, b.pdf',
      status: 'completed',
      vendor: 'Harmony "Music" Studio',
      date: '2026-11-02',
      total: 120.5,
      confidence: 88,
      flags: ['RECEIPT_NO_PROOF_OF_PAYMENT'],
      error: null,
    });
    expect(toCsv([row, unreadableRow('x.pdf', 'EACCES: permission denied')])).toBe(
      'file,status,vendor,date,total,confidence,flags,error\r\n' +
        '"in/a, b.pdf",completed,"Harmony ""Music"" Studio",2026-11-02,120.5,88,RECEIPT_NO_PROOF_OF_PAYMENT,\r\n' +
        'x.pdf,unreadable,,,,,,cannot read the file: EACCES: permission denied\r\n',
    );
  });

  it('keeps a failed job with its error', () => {
    expect(rowFromJob('y.pdf', { status: 'failed', error: 'FILE_UNREADABLE: no text' })).toMatchObject({
      status: 'failed',
      vendor: null,
      total: null,
      error: 'FILE_UNREADABLE: no text',
    });
  });
});
