import { parseSubmitArgs } from './parse-submit-args';

describe('npm run submit arguments', () => {
  const env = { RECEIPT_AUDIT_API_KEY: 'rk_live_x' };

  it('takes a folder, a program and a JSON output, with the key from the environment', () => {
    expect(parseSubmitArgs(['receipts/', '--program', 'FL_PEP', '--out', 'r.json'], env)).toEqual({
      source: 'receipts/',
      program: 'FL_PEP',
      out: 'r.json',
      format: 'json',
      apiUrl: 'http://127.0.0.1:3000',
      apiKey: 'rk_live_x',
      serveHost: '127.0.0.1',
      concurrency: null,
    });
  });

  it('writes CSV to standard output by default', () => {
    expect(parseSubmitArgs(['*.pdf'], env)).toMatchObject({ out: null, format: 'csv' });
  });

  it('refuses a missing key, an unknown output kind, a bad concurrency and an expanded glob', () => {
    expect(() => parseSubmitArgs(['a/'], {})).toThrow(/API key/);
    expect(() => parseSubmitArgs(['a/', '--out', 'r.xlsx'], env)).toThrow(/\.csv or \.json/);
    expect(() => parseSubmitArgs(['a/', '--concurrency', '99'], env)).toThrow(/1 to 50/);
    expect(() => parseSubmitArgs(['a.pdf', 'b.pdf'], env)).toThrow(/quote a glob/);
  });
});
