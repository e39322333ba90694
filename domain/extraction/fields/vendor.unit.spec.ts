import { toLines } from '../text/lines';
import { extractVendor } from './vendor';

const vendorOf = (text: string): string | null => extractVendor(toLines(text))?.value ?? null;

describe('the vendor', () => {
  it('skips titles, addresses, phones and dates above the name', () => {
    expect(vendorOf('RECEIPT\n04/07/2026\nTel: (352) 555-0199\nPage Turner Books Inc\n77 Main Street')).toBe('Page Turner Books Inc');
  });

  it('strips a Malaysian registration number', () => {
    expect(vendorOf('ABC TRADING SDN BHD (123456-X)\nNO. 12, JALAN BUKIT BINTANG\nGST ID: 001234567890')).toBe('ABC TRADING SDN BHD');
    expect(vendorOf('SYARIKAT PERNIAGAAN GIN KEE\n(81109-A)\nNO 290, JALAN AIR PANAS')).toBe('SYARIKAT PERNIAGAAN GIN KEE');
  });

  it('prefers a labelled seller', () => {
    expect(vendorOf('Order confirmation\nThank you, Maria!\nSold by: Rainbow Resource Center, Inc.\nShip to: Maria Lopez')).toBe('Rainbow Resource Center, Inc.');
  });

  it('prefers a line with a company suffix to a slogan above it', () => {
    expect(vendorOf('Learning made joyful!\nBright Path Tutoring LLC\n1450 W Elm St')).toBe('Bright Path Tutoring LLC');
  });

  it('takes the first plausible header line when nothing else marks the name', () => {
    expect(vendorOf('STEM Kits Direct\n3020 Innovation Way, Raleigh, NC 27601\nTotal $5.00')).toBe('STEM Kits Direct');
  });

  it('drops a "Welcome to" greeting', () => {
    expect(vendorOf('Welcome to Target\nStore 1234')).toBe('Target');
  });
});
