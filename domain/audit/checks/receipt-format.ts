import type { ReceiptRequirement } from '../rule-set/schema';
import { normalizeText } from '../text/normalize';
import type { AuditFlag, AuditResult, FlagCode } from '../types';
import { severityOf } from '../result/severity-policy';
import { provenance, type AuditContext } from './context';

interface Failure {
  field: string;
  flagField: string;
  lineItemIndex?: number;
  message: string;
}

const CODES: Record<Exclude<ReceiptRequirement['check'], 'not_in_claim'>, FlagCode> = {
  vendor: 'RECEIPT_VENDOR_MISSING',
  amount: 'RECEIPT_AMOUNT_INVALID',
  itemized: 'RECEIPT_NOT_ITEMIZED',
  specific_descriptions: 'RECEIPT_DESCRIPTION_GENERIC',
  valid_prices: 'RECEIPT_PRICE_INVALID',
};

// What a description says once the store, dates, counts and prices are taken out: "Google Play -
// subscription charges Mar 2024" and "MISC ITEMS 3 @ 4.99" say "subscription charges" and "misc items".
const NOISE = new Set([
  'jan',
  'january',
  'feb',
  'february',
  'mar',
  'march',
  'apr',
  'april',
  'may',
  'jun',
  'june',
  'jul',
  'july',
  'aug',
  'august',
  'sep',
  'sept',
  'september',
  'oct',
  'october',
  'nov',
  'november',
  'dec',
  'december',
  'qty',
  'ea',
  'each',
  'x',
  'pk',
  'ct',
  'at',
  'of',
  'for',
  'the',
  'a',
  'an',
  'on',
  'order',
  'app',
  'store',
  'play',
  'google',
  'apple',
  'itunes',
  'amazon',
  'com',
  'inc',
  'llc',
  'online',
  'monthly',
  'annual',
  'total',
]);

function coreOf(description: string, vendor: string): string {
  const vendorWords = new Set(normalizeText(vendor).trim().split(' '));
  const words = normalizeText(description)
    .trim()
    .split(' ')
    .filter((word) => word !== '' && !/\d/.test(word) && !NOISE.has(word) && !vendorWords.has(word));
  return words.length === 0 ? ' ' : ` ${words.join(' ')} `;
}

function failures(requirement: ReceiptRequirement, context: AuditContext): Failure[] {
  const field = requirement.field;
  switch (requirement.check) {
    case 'vendor':
      return context.vendor.trim() === ''
        ? [{ field, flagField: 'vendor', message: 'No vendor or provider name is given.' }]
        : [];
    case 'amount':
      return Number.isFinite(context.amount) && context.amount > 0
        ? []
        : [
            {
              field,
              flagField: 'amount',
              message: `The claim amount (${String(context.amount)}) is not a positive number.`,
            },
          ];
    case 'itemized':
      return context.lines.length === 0
        ? [{ field, flagField: 'lineItems', message: 'The claim lists no line items.' }]
        : [];
    case 'specific_descriptions': {
      const generic = new Set((requirement.genericDescriptions ?? []).map(normalizeText));
      return context.lines
        .filter(
          (line) =>
            line.classified.text === ' ' ||
            generic.has(line.classified.text) ||
            generic.has(coreOf(line.item.description, context.vendor)),
        )
        .map((line) => ({
          field,
          flagField: `lineItems[${line.index}].description`,
          lineItemIndex: line.index,
          message: `Line ${line.index + 1} description "${line.item.description}" does not say what was bought.`,
        }));
    }
    case 'valid_prices':
      return context.lines
        .filter((line) => !Number.isFinite(line.item.price) || line.item.price < 0)
        .map((line) => ({
          field,
          flagField: `lineItems[${line.index}].price`,
          lineItemIndex: line.index,
          message: `Line ${line.index + 1} price (${String(line.item.price)}) is not a non-negative amount.`,
        }));
    case 'not_in_claim':
      return [];
  }
}

export function checkReceiptFormat(context: AuditContext): {
  receiptFormat: AuditResult['receiptFormat'];
  flags: AuditFlag[];
} {
  const flags: AuditFlag[] = [];
  const missingFields: string[] = [];
  const toVerify: string[] = [];
  for (const requirement of context.ruleSet.receiptRequirements) {
    if (requirement.check === 'not_in_claim') {
      toVerify.push(requirement.field);
      continue;
    }
    for (const failure of failures(requirement, context)) {
      if (!missingFields.includes(failure.field)) missingFields.push(failure.field);
      flags.push({
        severity: severityOf(CODES[requirement.check], requirement.confidence),
        field: failure.flagField,
        message: failure.message,
        suggestion: `The receipt must show: ${requirement.description}.`,
        code: CODES[requirement.check],
        ...(failure.lineItemIndex === undefined ? {} : { lineItemIndex: failure.lineItemIndex }),
        ...provenance(context.ruleSet, requirement),
      });
    }
  }
  const isValid = !flags.some((flag) => flag.severity !== 'info');
  const verify = toVerify.length > 0 ? ` Check on the document itself: ${toVerify.join('; ')}.` : '';
  const summary = isValid
    ? `Vendor, amount and itemization are present.${verify}`
    : `Receipt data incomplete: ${missingFields.join(', ')}.${verify}`;
  return { receiptFormat: { isValid, summary, missingFields }, flags };
}
