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

describe('the vendor of US receipts and online orders', () => {
  it('reads a logo set as text and passes over the slogan and department lines under it', () => {
    expect(vendorOf('TARGET\nEXPECT MORE. PAY LESS:\nSUNNYVALE-408-702-1012\nENTERTAINMENT-ELECTRONICS')).toBe(
      'Target',
    );
    expect(vendorOf('Lalgreens\n#03296 191 E 3RD AVE\nSAN MATEO, CA 94401')).toBe('Walgreens');
  });

  it('joins a warehouse club name split over two rows', () => {
    expect(vendorOf('OSTCO\nEWHOLESALE\nWoodbury #1272\n7070 Tamarack Road')).toBe('Costco Wholesale');
  });

  it('passes over order-number, store-number, department and slogan lines of an unlisted store', () => {
    expect(vendorOf('Store #0208\nDINE IN\nCorner Noodle House\n12 Elm St\nBoston, MA 02108')).toBe(
      'Corner Noodle House',
    );
    expect(vendorOf('Order: 65\nWHOLESALE\nMaple Leaf Diner\n(617) 555-0100')).toBe('Maple Leaf Diner');
    expect(vendorOf('Good food for your family.\nRiverside Grill\n10 Main St')).toBe('Riverside Grill');
  });

  it('joins a name whose last word is printed alone under it', () => {
    expect(vendorOf('MAPLE SCIENCE\nMUSEUM\n3280 S Miami Ave\nMiami, FL 33129')).toBe('MAPLE SCIENCE MUSEUM');
  });

  it('drops a branch place the address repeats, but not words the name itself repeats', () => {
    expect(vendorOf('Sunny Bowl Grill oxnard\n691 Collection Blvd\nOxnard, CA 93036')).toBe('Sunny Bowl Grill');
    expect(vendorOf('PEGASUS ON THE FLY\nMidway Airport\nww.pegasusonthefly.com')).toBe('PEGASUS ON THE FLY');
    expect(vendorOf('ONE MILL STREET\n@ ONE MILL STREET\n(978) 738-8900')).toBe('ONE MILL STREET');
  });

  it('joins a glued trade word under the name and reads a 1 between small letters as an l', () => {
    expect(vendorOf('LURE\nFISHHOUSE\n805-567-4400')).toBe('LURE FISHHOUSE');
    expect(vendorOf('Thaivi1lage\n12 Elm St')).toBe('Thaivillage');
  });

  it("names the marketplace on its own order page, not an item's seller", () => {
    const order = [
      'Final Details for Order #111-2536880-6683414',
      'Order Placed: November 8, 2025',
      'Amazon.com order number: 111-2536880-6683414',
      'Order Total: $65.38',
      'Items Ordered  Price',
      '2 of: Prismacolor Premier Colored Pencils  $32.69',
      'Sold by: Pencil Outlet Co (seller profile)',
    ].join('\n');
    expect(vendorOf(order)).toBe('Amazon.com');
  });

  it("reads the marketplace from the page's web address when the header does not name it", () => {
    expect(
      vendorOf('Order Details\nOrder placed March 2, 2026\nTotal $42.10\nhttps://www.walmart.com/orders/2000131-55501'),
    ).toBe('Walmart');
  });

  it("names the seller on a seller's packing slip that mentions the marketplace", () => {
    expect(
      vendorOf('U-PICK MARKETING, INC.\nPO BOX 281823\nSAN FRANCISCO CA 94128\nMarketplace: Amazon US\nwww.amazon.com'),
    ).toBe('U-PICK MARKETING, INC.');
  });

  it('reads the sender of a forwarded e-mail order, not the parent who forwarded it', () => {
    expect(vendorOf('From: Mom <jane.doe@gmail.com>\nSubject: Fwd: your order\nFrom: orders@bookshark.com')).toBe(
      'BookShark',
    );
    expect(vendorOf('From: Bright Path Tutoring <billing@brightpathtutoring.com>\nSubject: Invoice 1042')).toBe(
      'Bright Path Tutoring',
    );
  });

  it("reads the business from a payment platform's receipt subject, never the platform", () => {
    expect(vendorOf('Your receipt from Little Oaks Speech Therapy #1873-4402\nPowered by Stripe\nstripe.com')).toBe(
      'Little Oaks Speech Therapy',
    );
  });

  it('passes over a printed page header', () => {
    expect(
      vendorOf(
        'Last Updated: December 26, 2025 | 06:50 PM EST\nInvoice #4386128736\nFrom:\nWayfair LLC\n4 Copley Place',
      ),
    ).toBe('Wayfair');
  });
});

describe('the vendor named at the foot of a receipt', () => {
  it('reads a listed store from its thank-you line when the header gives nothing', () => {
    expect(
      vendorOf('3470377 CASH-1 00940347077\n1 2013340\nLEKSVIK DESK 1 129.00\nTHANK YOU FOR SHOPPING AT IKEA!!'),
    ).toBe('IKEA');
  });
});

describe('the vendor from a thank-you line the store is not listed for', () => {
  it('takes the name the line gives, glued or not, over a header the OCR could not read', () => {
    expect(
      vendorOf('PraireAshyPhht\n208Ashlesphated\n555-201-7781\n1 Basic Wash 12.00\nThankyouforchosingPrairieDogWash'),
    ).toBe('Prairie Dog Wash');
  });

  it('reads the name from the line under a sentence that ends with "at"', () => {
    expect(vendorOf('OAK\n12 Mill Rd\nTOTAL 4.10\nTHANK YOUFOR SHOPPINGAT\nOAKVALEGROCERY #7')).toBe('OAKVALEGROCERY');
  });

  it('prefers the header row that prints the thanked name in full', () => {
    expect(
      vendorOf(
        'GRILL I\n#12\nMarigold Thai Grill\n40 Pine Ave\nPad Thai 11.00\nThank you for dining at Marigold Thai!',
      ),
    ).toBe('Marigold Thai Grill');
  });

  it('never takes a payment platform thanked for the vendor', () => {
    expect(vendorOf('Maple Leaf Pottery\n8 Dock St\nMug 14.00\nThank you for shopping with Square')).toBe(
      'Maple Leaf Pottery',
    );
  });

  it('ignores thanks to "us", glued or not', () => {
    expect(vendorOf('Blue Heron Cafe\n8 Dock St\nLatte 4.50\nThank You for dining withus!')).toBe('Blue Heron Cafe');
    expect(vendorOf('Blue Heron Cafe\n8 Dock St\nLatte 4.50\nThankyoufordiningwithusatRiverside')).toBe(
      'Blue Heron Cafe',
    );
  });
});

describe('the vendor named by a survey address or a car wash chain', () => {
  it('reads the chain from the survey site printed at the foot, where the logo is lost', () => {
    expect(
      vendorOf(
        'EXPECT MORE. PAY LESS.\n2101 W Main St\n04/02/2024 11:20AM\nGROCERY\nMILK 3.49\nSurvey at informtarget.com',
      ),
    ).toBe('Target');
  });

  it('knows a car wash chain under its plan name', () => {
    expect(vendorOf('SUPER CLEAN\nCAR WASH & LUBE\nMister Car Wash 014/220\n88 Oak Rd\n1 Best Wash 24.99')).toBe(
      'Mister Car Wash',
    );
  });
});

describe('the vendor among header lines by layout', () => {
  it('takes the name over the address row under it, however broken its street word', () => {
    expect(vendorOf('KOBO\n12 ELMER AUE.\n04/11/19 18:02\nMiso Soup 3.00')).toBe('KOBO');
  });

  it('keeps a name that opens with a number at the top', () => {
    expect(vendorOf('24 SEVEN MART\n12 Elm St\n04/11/19 18:02\nSoda 1.00')).toBe('24 SEVEN MART');
  });

  it('passes over a date label glued to its figures and a town glued to its ZIP code', () => {
    expect(vendorOf('DATE4//\nBrklyn,NY11201\nTel 718-555-0101')).toBeNull();
  });

  it('does not join a road whose house number was lost, its road word glued, to a large name above it', () => {
    const lines = toLines('SAFFRON PALACE\nMAPLEWOODBLVD\nAtlanta GA 30341\n770-555-0148');
    expect(extractVendor(lines, { size: (i) => (i < 2 ? 2 : 1) })?.value).toBe('SAFFRON PALACE');
    expect(vendorOf('Harbor Fish Co\nOcean Blvd\nTel 843-555-0102')).toBe('Harbor Fish Co');
  });

  it("drops the branch's state or street after the name", () => {
    expect(vendorOf('HARBOR SURF NY\n27 Lafayette St\nNew York, NY 10012')).toBe('HARBOR SURF');
    expect(vendorOf("JOE'S OYSTER HOUSE ON MAGNOLIA\nSeattle, WA\n(206) 555-0133")).toBe("JOE'S OYSTER HOUSE");
  });
});

describe('the vendor with OCR slips in its trade words', () => {
  it('spells a misread trade word of a header name right', () => {
    expect(vendorOf('CedarBrewey\n4730 Pan American Fwy\nTable 12')).toBe('Cedar Brewery');
    expect(vendorOf('Brightway Marketing 5dn Bhd\nNo. 12, Jalan Besar')).toBe('Brightway Marketing SDN Bhd');
  });
});

describe('the vendor over several header rows', () => {
  it('joins the kind of restaurant printed under the name, over a speck at the row edge', () => {
    expect(extractVendor(['GOLDEN LOTUS', 's  CHINESE RESTAURANT', '88 Canal St', '(212) 555-0142'])?.value).toBe(
      'GOLDEN LOTUS CHINESE RESTAURANT',
    );
  });

  it("joins a logo's name set large in capitals over two rows", () => {
    const lines = ['LAKESHOREFAIR', 'MADISON', '2024', 'DATE 07/15/2024', 'LEMONADE $4.00'];
    const size = (i: number): number => [1.05, 1.9, 2, 1, 1][i] ?? 1;
    expect(extractVendor(lines, { size })?.value).toBe('LAKESHOREFAIR MADISON');
    expect(extractVendor(['MADISON', 'MAIN', 'DATE 07/15/2024'], { size: () => 1 })?.value).toBe('MADISON');
  });

  it('drops a US legal form set off by a comma from a header name, and keeps it without the comma', () => {
    expect(vendorOf('Harbor Kite Supply, Inc\n412 Shore Rd\nPh: 910-555-0142')).toBe('Harbor Kite Supply');
    expect(vendorOf('Maple Street Creamery,LLC\n9 Maple St\n(843)-555-0190')).toBe('Maple Street Creamery');
    expect(vendorOf('Bright Path Tutoring LLC\n1450 W Elm St')).toBe('Bright Path Tutoring LLC');
  });

  it("keeps a marketplace seller's legal form on its packing slip", () => {
    expect(
      vendorOf('RIVERBEND CRAFTS,INC.\nPO BOX 4411\nBOISE ID 83701\nMarketplace:  Amazon\nOrder Number:  5521'),
    ).toBe('RIVERBEND CRAFTS,INC.');
  });

  it('takes a listed merchant named at the foot when the header is a logo the OCR could not read', () => {
    const survey = [
      'Go to www.survey.example within 7 days',
      'and tell us about your visit.',
      'Validation Co',
      'Expires 30 days after receipt date.',
      '12 Elm Ave',
      'Springfield',
      'TEL# 217555 Store# 5521',
      'KS#2  Oct.4 (Sat) 11:01',
      'QTY ITEM  TOTAL',
      '1 Whopper Jr  2.49',
      '1 Fries  1.29',
      'Subtotal  3.78',
      'Tax  0.30',
      'Total  4.08',
      'Cash Tendered  5.00',
      'Change  0.92',
      'Burger King Restaurant',
    ];
    expect(vendorOf(survey.join('\n'))).toBe('Burger King');
    expect(
      vendorOf('RIVERTON MAIN POST OFFICE\nRIVERTON, WY\nPriority Mail 2-Day  $9.85\nUSPS Tracking #:\n9405 5036'),
    ).toBe('USPS');
  });

  it('leaves a header name alone when no line below is mostly a listed name', () => {
    expect(vendorOf('Corner Pantry\n55 Oak St\n1 Target Tea Lemon  3.49\nThanks for visiting us')).toBe(
      'Corner Pantry',
    );
  });

  it('passes over a till number left of the name on its row', () => {
    expect(extractVendor(['4/4/2019 7:33AM', 'Store.2   H.L.K. LLC', '120 MAIN ST'])?.value).toBe('H.L.K. LLC');
  });

  it('reads the bridge or road a toll receipt names after "PLAZA:"', () => {
    expect(vendorOf('PLAZA: Carquinez Bridge\nLANE 4\nCOLLECTOR: 1177\nTOLL PAID: $ 7.00')).toBe('Carquinez Bridge');
  });

  it('finds the name under a till block, on the row above its street address', () => {
    const till =
      'INVOICE# 4411\nPaid in Full\nDATE/TIME: 3/14/2024 10:02 AM\nCASHIER: 2\nSTATION: 01\n' +
      'VALLEY TACK SUPPLY LLC\n40 MILL RD.\nBOISE, ID 83702\nHay bale 2 @ 9.50  19.00';
    expect(extractVendor(toLines(till), { headerEnd: 1 })?.value).toBe('VALLEY TACK SUPPLY LLC');
  });

  it('takes the fuller name the till prints under a logo read only in part', () => {
    expect(vendorOf('EXPRESS\nRECEIPT\n11/02/24 14:10\nHARBOR EXPRESS Ferry\n1 ADULT One Way\nFARE $4.50')).toBe(
      'HARBOR EXPRESS',
    );
  });

  it('reads the O of H2O that the OCR took for a zero', () => {
    expect(vendorOf('H20 POOL SUPPLY\n12 Lake Rd\nTotal 5.00')).toBe('H2O POOL SUPPLY');
  });
});
