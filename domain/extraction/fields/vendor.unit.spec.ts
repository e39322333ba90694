import { toLines } from '../text/lines';
import { extractVendor } from './vendor';

const vendorOf = (text: string): string | null => extractVendor(toLines(text))?.value ?? null;

describe('the vendor', () => {
  it('skips titles, addresses, phones and dates above the name', () => {
    expect(vendorOf('RECEIPT\n04/07/2026\nTel: (352) 555-0199\nPage Turner Books Inc\n77 Main Street')).toBe(
      'Page Turner Books Inc',
    );
  });

  it('strips a Malaysian registration number', () => {
    expect(vendorOf('ABC TRADING SDN BHD (123456-X)\nNO. 12, JALAN BUKIT BINTANG\nGST ID: 001234567890')).toBe(
      'ABC TRADING SDN BHD',
    );
    expect(vendorOf('SYARIKAT PERNIAGAAN GIN KEE\n(81109-A)\nNO 290, JALAN AIR PANAS')).toBe(
      'SYARIKAT PERNIAGAAN GIN KEE',
    );
  });

  it('prefers a labelled seller, named as the merchant table spells it', () => {
    expect(
      vendorOf('Order confirmation\nThank you, Maria!\nSold by: Rainbow Resource Center, Inc.\nShip to: Maria Lopez'),
    ).toBe('Rainbow Resource Center');
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

describe('the vendor on an OCR header', () => {
  it('skips a handwritten name above the printed header for the line with a legal form', () => {
    expect(vendorOf('tan woon yann\nMR D.I.Y. (JOHOR) SDN BHD\n(CO.REG:933109-X)\nLOT 1851-A, JALAN KPB 6')).toBe(
      'MR D.I.Y. (JOHOR) SDN BHD',
    );
  });

  it('joins a name printed over two or three rows', () => {
    expect(vendorOf('POPULAR BOOK\nCO. (M) SDN BHD\n(Co. No. 113825-W)')).toBe('POPULAR BOOK CO. (M) SDN BHD');
    expect(vendorOf('HOME MASTER HARDWARE &\nELECTRICAL\nNO.113G, JALAN SETIA')).toBe(
      'HOME MASTER HARDWARE & ELECTRICAL',
    );
    expect(vendorOf('AIK HUAT HARDWARE\nENTERPRISE (SETIA\nALAM) SDN BHD\n822737-X')).toBe(
      'AIK HUAT HARDWARE ENTERPRISE (SETIA ALAM) SDN BHD',
    );
  });

  it('does not take "Company" from a registration line, nor a thank-you line', () => {
    expect(vendorOf('Thank You. Please come again.\nACME HARDWARE TRADING\nCompany Reg No.: SA037115')).toBe(
      'ACME HARDWARE TRADING',
    );
  });

  it('repairs OCR slips in a legal form and in words', () => {
    expect(vendorOf('SUN VICTORY SON BHD\n(No.193573-M)')).toBe('SUN VICTORY SDN BHD');
    expect(vendorOf('HAI-0 RAYA BHD\nNO 1, JALAN 2')).toBe('HAI-O RAYA BHD');
  });
});
