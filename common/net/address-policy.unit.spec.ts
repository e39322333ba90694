import { isAllowedTarget, isPrivateAddress } from './address-policy';

describe('address policy', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '::1',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '0.0.0.0',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::1111'])('allows public %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
  it('admits a private target only when its host or address is allow-listed', () => {
    expect(isAllowedTarget('localhost', '127.0.0.1', [])).toBe(false);
    expect(isAllowedTarget('localhost', '127.0.0.1', ['localhost'])).toBe(true);
    expect(isAllowedTarget('files.test', '127.0.0.1', ['127.0.0.1'])).toBe(true);
  });
});
