import { normaliseVendorName } from './normalise';

describe('vendor names for comparison', () => {
  it('ignores case, punctuation, spacing and legal forms', () => {
    expect(normaliseVendorName('ABC Trading Sdn. Bhd.')).toBe(normaliseVendorName('ABC TRADING'));
    expect(normaliseVendorName('MRD.I.Y.(JOHOR) SDN BHD')).toBe(normaliseVendorName('MR D.I.Y. (JOHOR) SDN BHD'));
    expect(normaliseVendorName('Bright Path Tutoring, LLC')).toBe(normaliseVendorName('BRIGHT PATH TUTORING'));
    expect(normaliseVendorName('99 SPEED MART S/B')).toBe('99SPEEDMART');
    expect(normaliseVendorName('S&Y Stationery')).toBe(normaliseVendorName('S AND Y STATIONERY'));
  });

  it('keeps names that differ apart', () => {
    expect(normaliseVendorName('Sanyu Stationery Shop')).not.toBe(normaliseVendorName('Sanyu Supply Sdn Bhd'));
  });
});
