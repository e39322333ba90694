import { isSpeck, nameSpan, wordRows } from './vendor/continuation';
import { companyAboveAddress } from './vendor/above-address';
import { fullerNameBelow } from './vendor/fuller-name';
import { findMerchantBelow, findMerchantInHeader } from './vendor/find-merchant';
import { isNotTheName } from './vendor/header-lines';
import { dropUsLegalForm } from './vendor/legal-form';
import { matchMerchant } from './vendor/merchants/match';
import { isProcessor } from './vendor/merchants/table';
import { foldName } from './vendor/merchants/fold';
import { repairConfusedLetters } from './vendor/letter-confusion';
import { repairNameOcr } from './vendor/ocr-repair';
import { dropBranchSuffix, dropPlaceName } from './vendor/place-name';
import { repairTradeWords } from './vendor/trade-words';
import { thankedName, type ThankedName } from './vendor/thanks-line';
import { domainsIn, isMailService, merchantOfDomain, senderOf } from './vendor/web-address';

/**
 * How the vendor was recognised: a listed merchant's name in the header, a listed merchant's web
 * address or e-mail sender, a labelled name ("Sold by:"), an e-mail's sender or subject, a line with
 * a company form, or the best header line by layout.
 */
export type VendorCertainty = 'known-merchant' | 'labelled' | 'web-address' | 'company-name' | 'header-line';

export type VendorField = { value: string; certainty: VendorCertainty; line: number; lines: number[] } | null;

// "Provider:" is left out: on therapy invoices it names the clinician, not the practice. A toll
// receipt names its bridge or road after "PLAZA:".
const VENDOR_LABEL =
  /^(?:from|sold\s*by|bill(?:ed)?\s*from|vendor|merchant|seller|business\s*name|payable\s*to|make\s*checks?\s*payable\s*to|remit\s*to|(?:toll\s*)?plaza)\s*[:-]\s*(.*)$/i;
// Legal forms mark a company wherever they stand; trade words ("Tutoring", "Books") only as the
// last word of the line, so a slogan such as "Learning made joyful!" is not taken for a name.
const LEGAL_FORM =
  /\b(?:inc|incorporated|llc|l\.l\.c|ltd|limited|sdn\.?\s*bhd|bhd|corp|corporation|company|plc|pllc|p\.c|pty|gmbh|co)\b\.?/i;
const TRADE_WORD =
  /\b(?:enterprises?|trading|store|shop|bookstore|books|academy|tutoring|tutors|therapy|therapies|therapeutics|learning|education|educational|school|institute|center|centre|studios?|music|clinic|services|supply|supplies|publishing|publishers|press|curriculum|homeschool|outlet|mart|market|pharmacy|electronics)\.?$/i;
// A legal form the OCR glued to the name in a row of capitals: "ACMEFEEDINC.".
const GLUED_LEGAL_FORM = /[A-Z]{3}(?:INC|LLC|LTD|CORP)\.?$/;
// How far down a company's name may stand above its address, under a till's own block (invoice number,
// date, cashier, station).
const ABOVE_ADDRESS_ROWS = 12;
// "Company" alone (left of "Company Reg No.") is no name: a legal form needs a name before it.
const COMPANY_SUFFIX = {
  test: (line: string): boolean =>
    (LEGAL_FORM.test(line) && line.replace(LEGAL_FORM, '').replace(/[^a-z]/gi, '').length >= 3) ||
    TRADE_WORD.test(line),
};
const NOT_A_NAME = [
  /^(?:official\s+)?(?:sales\s+|cash\s+|tax\s+|simplified\s+tax\s+|payment\s+|order\s+)?(?:receipt|invoice|bill|statement|quotation|quote|order\s+confirmation|confirmation|packing\s+slip)\b/i,
  /\b(?:tel|phone|fax|mobile|hp|whatsapp)\b\s*[:.]?|\(\d{3}\)\s*\d{3}|\d{3}[-.\s]\d{3}[-.\s]\d{4}/i,
  /@|https?:|www\./i,
  /\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}/,
  /\b(?:receipt|invoice)\s*(?:#.*)?$/i,
  /\b(?:gst|sst|vat|tax|ein|abn|reg(?:istration)?|co\.?\s*no|company\s*no|roc)\b.*\d/i,
  /^\d+\s+\S+.*\b(?:st|street|ave|avenue|rd|road|blvd|boulevard|dr|drive|ln|lane|way|ct|court|pl|place|hwy|highway|pkwy|parkway|suite|ste|jalan|jln)\b/i,
  /\b(?:suite|ste\b\.?|p\.?\s*o\.?\s*box|floor\b|unit\s*\d|lot\s*\d|no\.\s*\d)/i,
  /\d[.,]\d{2}\b/,
  /\b[A-Z]{2},?\s+\d{5}(?:-\d{4})?\b|\b\d{5}\s+[A-Z][a-z]+/,
  // A town, state and ZIP code glued ("NYork,NY10007"), a date or time label glued to its figures ("DATE8//").
  /,\s*[A-Z]{2}\d{5}\b/,
  /^(?:date|time)\s*[:\d]/i,
  /\b(?:date|time|invoice\s*(?:#|no|number)|order\s*(?:#|no|number)|receipt\s*(?:#|no)|page\s+\d|cashier|table|terminal|bill\s*to|ship\s*to|sold\s*to|customer)\b/i,
  /^(?:thank|welcome|original|copy|duplicate|customer\s+copy|merchant\s+copy)\b/i,
  /^thank\s*you/i,
  /\b(?:thank\s*you|tq\s*for|goods\s*sold|returnable|refund|exchange|please|visit\s*us|follow\s*us)\b/i,
  /^[\d\s\W]+$/,
];

/** Drops registration numbers and trailing punctuation: "ABC TRADING SDN BHD (123456-X)" → "ABC TRADING SDN BHD". */
export const cleanVendorName = (raw: string): string =>
  raw
    .replace(/\s*\((?:co\.?\s*(?:reg\.?\s*)?(?:no\.?)?\s*:?\s*)?[\dA-Z]*\d[\dA-Z-]*\)\s*$/i, '')
    .replace(/\s*(?:co\.?\s*(?:reg\.?)?\s*no|company\s*no|roc|reg\.?\s*no)\.?\s*[:.]?\s*[\dA-Z-]+\s*$/i, '')
    .replace(/^(?:welcome\s+to|thank\s+you\s+for\s+shopping\s+(?:at|with))\s+/i, '')
    // A till's stray number in front of the name ("#000002 BAIFU (M) SDN BHD").
    .replace(/^#\S*\s+/, '')
    // A register's number after a comma ("HATOFF'S GAS,1").
    .replace(/,\s*\d{1,3}$/, '')
    .replace(/[\s,:;|-]+$/, '')
    // Keep the period of an abbreviation ("Inc.", "Co."), drop a stray one.
    .replace(/(?<!\b(?:inc|co|corp|ltd|bhd|llc|jr|sr|st|bros|dept|assn|intl))\.+$/i, '')
    .trim();

const looksLikeName = (line: string): boolean => looksLikeNameAlone(line) && line.length <= 70;

const looksLikeNameAlone = (line: string): boolean =>
  line.length >= 3 && line.length <= 70 && /[a-z]{2}/i.test(line) && !NOT_A_NAME.some((p) => p.test(line));

export type VendorHints = {
  /** Rows to pass over: what the recognizer read with little confidence (stamps, handwriting). */
  unsure?: (line: number) => boolean;
  /** Where the header block ends (the first address, phone, registration, date or amount row). */
  headerEnd?: number;
  /** A row's letter height against the page's usual one (1 = body text); names are printed large. */
  size?: (line: number) => number;
};

// How far down the merchant table and web addresses are looked for: an order page names the shop in its
// first rows, a receipt in its header; further down come items, which can carry a brand ("TARGET" tea).
const TABLE_WINDOW = 14;
const ADDRESS_WINDOW = 80;

// "Your receipt from Bright Path Tutoring #1234-5678": the subject of a payment platform's e-mail.
const RECEIPT_FROM =
  /^\s*(?:subject\s*:\s*)?(?:(?:fwd?|re)\s*:\s*)*(?:your\s+)?(?:receipt|invoice|order|payment)\s+(?:from|to)\s+(.+?)\s*(?:[#[(].*)?$/i;

const canonical = (value: string): string => {
  const hit = matchMerchant(value);
  return hit && !isProcessor(hit.merchant) && (hit.how === 'whole' || hit.how === 'start') ? hit.name : value;
};

/**
 * The merchant or provider, from the top of the first page. In order: a marketplace's own order page
 * (Amazon.com, Walmart.com) names the marketplace, not the sellers of its items; a labelled name
 * ("From:", "Sold by:"), an e-mail's sender or "receipt from" subject; a merchant of the table in the
 * header (its canonical name, whatever the OCR made of the logo); a listed merchant's web address
 * or e-mail domain; then the header line that reads most like a name: one with a company form, else
 * the largest, highest line that is not an address, phone, number, department, slogan or page header.
 */
export const extractVendor = (lines: readonly string[], hints: VendorHints = {}): VendorField => {
  // Rows the recognizer doubted are searched too: a listed name read within a slip or two is evidence itself.
  let known = findMerchantInHeader(lines, Math.min(TABLE_WINDOW, (hints.headerEnd ?? TABLE_WINDOW) + 4), hints.unsure);
  const knownField = (): VendorField =>
    known && { value: known.hit.name, certainty: 'known-merchant', line: known.lines[0] ?? 0, lines: known.lines };
  // A marketplace named in the header issued the page, unless a seller's company name stands above it
  // (a seller's packing slip that says "Marketplace: Amazon").
  const sellerAbove = (at: number): boolean =>
    lines.slice(0, at).some((l, i) => {
      const name = cleanVendorName(firstSegment(l));
      return !hints.unsure?.(i) && LEGAL_FORM.test(name) && looksLikeName(name) && !matchMerchant(name);
    });
  // A company's legal name above a listed brand ("IKANO HANDEL SDN BHD" over "IKEA Cheras"; a seller over
  // "Marketplace: Amazon") is who issued the document: the name is then read from the header.
  // A seller on a marketplace's slip goes by its company name, legal form and all ("U-Pick Marketing, Inc.").
  const setAside = known !== null && sellerAbove(known.lines[0] ?? 0);
  const sellerOnMarketplace = setAside && known?.hit.merchant.marketplace === true;
  if (setAside) known = null;
  if (known?.hit.merchant.marketplace) return knownField();
  for (let i = 0; i < Math.min(lines.length, 40); i += 1) {
    const line = lines[i] ?? '';
    const sender = senderOf(line);
    if (sender && !isMailService(sender.domain)) {
      const merchant = merchantOfDomain(sender.domain);
      if (merchant && !merchant.marketplace)
        return { value: merchant.names[0]!, certainty: 'web-address', line: i, lines: [i] };
      if (sender.name && looksLikeName(cleanVendorName(sender.name)))
        return { value: canonical(cleanVendorName(sender.name)), certainty: 'labelled', line: i, lines: [i] };
    }
    const from = RECEIPT_FROM.exec(line);
    if (from && looksLikeName(cleanVendorName(from[1] ?? '')))
      return { value: canonical(cleanVendorName(from[1] ?? '')), certainty: 'labelled', line: i, lines: [i] };
    const match = VENDOR_LABEL.exec(line);
    if (!match) continue;
    const value = cleanVendorName(firstSegment(match[1] ?? '')) || cleanVendorName(firstSegment(lines[i + 1] ?? ''));
    if (looksLikeName(value) && !isNotTheName(value))
      return { value: canonical(value), certainty: 'labelled', line: i, lines: [i] };
  }
  if (known) return knownField();
  let thanked: ThankedName | null = null;
  for (let i = 0; i < Math.min(lines.length, ADDRESS_WINDOW); i += 1) {
    // "THANK YOU FOR SHOPPING AT IKEA!": the store names itself at the foot of the receipt.
    const thanks = thankedName(lines, i);
    const named = thanks ? matchMerchant(thanks.name) : null;
    if (thanks && named && !isProcessor(named.merchant) && named.how !== 'inside')
      return { value: named.name, certainty: 'known-merchant', line: i, lines: thanks.lines };
    // A payment platform thanked ("Thanks for paying with Square") is never the vendor.
    if (thanks && !thanked && !named && looksLikeName(thanks.name) && !isNotTheName(thanks.name)) thanked = thanks;
    const merchant = domainsIn(lines[i] ?? '')
      .map((d) => merchantOfDomain(d))
      .find((m) => m && !isProcessor(m) && !(m.marketplace && sellerAbove(i)));
    if (merchant) return { value: merchant.names[0]!, certainty: 'web-address', line: i, lines: [i] };
  }
  const byHeader = headerName(lines, hints, thanked, sellerOnMarketplace);
  // A header line chosen by layout or by a company form ("Validation Co", a survey code cut short) is
  // read from the header alone; a listed name that is most of a line lower down is surer. Not where a
  // company's legal name above a listed brand already said who issued the document.
  if (
    !setAside &&
    (byHeader === null || byHeader.certainty === 'header-line' || byHeader.certainty === 'company-name')
  ) {
    const below = findMerchantBelow(lines, 0, ADDRESS_WINDOW, hints.unsure);
    if (below) return { value: below.hit.name, certainty: 'known-merchant', line: below.lines[0]!, lines: below.lines };
  }
  return byHeader;
};

// OCR reads a row as segments; a wide gap between them ("Wayfair LLC  Lisa Fisher  Order Date") parts columns.
// A speck read as a letter at the row's left edge ("s  KOREAN RESTAURANT") is no segment, nor is a till's
// store or register number printed left of the name ("Store.1  ACME FEED LLC").
const TILL_NUMBER = /^\s*(?:store|str|reg(?:ister)?|terminal|till)\s*[#:.]?\s*\d+\s*$/i;
const firstSegment = (line: string): string =>
  line.split(/\s{2,}/).find((segment) => !isSpeck(segment) && !TILL_NUMBER.test(segment)) ?? line;

/** A name chosen by layout alone, in its fuller form where the till prints that a few rows down. */
const withFullerName = (chosen: VendorField, lines: readonly string[], hints: VendorHints): VendorField => {
  if (chosen?.certainty !== 'header-line') return chosen;
  const rows = lines.map((l) => cleanVendorName(firstSegment(l)));
  const canBeName = (i: number): boolean =>
    !hints.unsure?.(i) &&
    looksLikeName(rows[i] ?? '') &&
    !NOT_A_NAME.some((p) => p.test(lines[i] ?? '')) &&
    !isNotTheName(lines[i] ?? '');
  const fuller = fullerNameBelow(chosen.value, Math.max(...chosen.lines), rows, canBeName);
  return fuller ? { ...chosen, value: fuller.value, lines: [...chosen.lines, fuller.line] } : chosen;
};

/**
 * The best header line; where a thank-you line names the store, the header row that prints that name
 * (its fuller form: "Cee Fine Thai Dining" for "Thank you for dining at Cee Fine Thai"), else that
 * name itself over a header line chosen by layout alone (a logo the OCR could not read).
 */
const headerName = (
  lines: readonly string[],
  hints: VendorHints,
  thanked: ThankedName | null,
  keepLegalForm: boolean,
): VendorField => {
  // The name is in the header block or just under it (below a title such as "TAX INVOICE").
  const window = Math.min(10, (hints.headerEnd ?? 10) + 3);
  const raw = lines
    .slice(0, Math.max(window, ABOVE_ADDRESS_ROWS))
    .map((l) => firstSegment(l).replace(/^welcome\s+to\s+/i, ''));
  const header = raw.map((l) => cleanVendorName(l));
  // Rows past the header block are read only where a rule below says so (a company above its address).
  const isName = (i: number): boolean => i < window && isNameRow(i);
  const isNameRow = (i: number): boolean =>
    !hints.unsure?.(i) &&
    looksLikeName(header[i] ?? '') &&
    !NOT_A_NAME.some((p) => p.test(raw[i] ?? '')) &&
    !isNotTheName(raw[i] ?? '');
  const spanned = (at: number, certainty: VendorCertainty): VendorField => {
    const [start, end] = nameSpan(header, at, (l) => isName(header.indexOf(l)));
    const rows = wordRows(header, [start, end]);
    const joined = cleanVendorName(rows.map((i) => header[i]).join(' '));
    const value = repairTradeWords(
      repairConfusedLetters(
        repairNameOcr(
          dropBranchSuffix(
            dropPlaceName(keepLegalForm ? joined : dropUsLegalForm(joined), lines.slice(end + 1, end + 4)),
          ),
        ),
      ),
    );
    return { value, certainty, line: at, lines: rows };
  };
  const byLayout = (): VendorField => {
    const withSuffix = header.findIndex((l, i) => isName(i) && COMPANY_SUFFIX.test(l));
    if (withSuffix >= 0) return spanned(withSuffix, 'company-name');
    const aboveAddress = companyAboveAddress(
      header,
      (i) => isNameRow(i) && (COMPANY_SUFFIX.test(header[i] ?? '') || GLUED_LEGAL_FORM.test(header[i] ?? '')),
    );
    if (aboveAddress !== null) return spanned(aboveAddress, 'company-name');
    // Otherwise the line that reads most like a name by layout: printed larger than the rest, and high.
    const candidates = header.slice(0, 6).flatMap((_, i) => (isName(i) ? [i] : []));
    if (candidates.length === 0) return null;
    // A row that opens with a number under a name is the address, its street word broken ("40 DERY AET.");
    // at the top it is a name ("57 EXPRESS", "99 SPEED MART").
    const underAName = (i: number): boolean => /^\s*\d+\s+\S/.test(header[i] ?? '') && candidates[0]! < i;
    const score = (i: number): number => Math.min(2, hints.size?.(i) ?? 1) - i * 0.12 - (underAName(i) ? 1 : 0);
    const best = candidates.reduce((a, b) => (score(b) > score(a) + 0.25 ? b : a));
    // A logo's name set in capitals over two rows, both large ("EAA AIRVENTURE" / "OSHKOSH").
    const logoRow = (i: number): boolean =>
      isName(i) &&
      /^[A-Z][A-Z'& ]*$/.test(header[i] ?? '') &&
      (hints.size?.(i) ?? 0) >= 1 &&
      (header[i] ?? '').split(' ').length <= 2;
    if (logoRow(best)) {
      const other = logoRow(best - 1) ? best - 1 : logoRow(best + 1) ? best + 1 : -1;
      if (other >= 0 && Math.max(hints.size?.(best) ?? 1, hints.size?.(other) ?? 1) >= 1.5) {
        const rows = [Math.min(best, other), Math.max(best, other)];
        return { value: rows.map((i) => header[i]).join(' '), certainty: 'header-line', line: best, lines: rows };
      }
    }
    return spanned(best, 'header-line');
  };
  const chosen = withFullerName(byLayout(), lines, hints);
  const thankedKey = thanked ? foldName(thanked.name) : '';
  if (!thanked || thankedKey.length < 4 || (chosen && foldName(chosen.value).includes(thankedKey))) return chosen;
  const confirmed = header.findIndex(
    (l, i) => isName(i) && !thanked.lines.includes(i) && foldName(l).includes(thankedKey),
  );
  if (confirmed >= 0) return spanned(confirmed, 'labelled');
  if (chosen?.certainty === 'company-name') return chosen;
  return { value: thanked.name, certainty: 'company-name', line: thanked.lines[0] ?? 0, lines: [...thanked.lines] };
};
