import { isRefusedIpLiteral } from './guarded-lookup';

describe('isRefusedIpLiteral (URLs that skip DNS)', () => {
  it('refuses private IP literals unless allow-listed, and leaves host names to the lookup guard', () => {
    expect(isRefusedIpLiteral('10.0.0.7', [])).toBe(true);
    expect(isRefusedIpLiteral('[::1]', [])).toBe(true);
    expect(isRefusedIpLiteral('127.0.0.2', ['127.0.0.1'])).toBe(true);
    expect(isRefusedIpLiteral('127.0.0.1', ['127.0.0.1'])).toBe(false);
    expect(isRefusedIpLiteral('93.184.216.34', [])).toBe(false);
    expect(isRefusedIpLiteral('example.com', [])).toBe(false);
  });
});
