import type { ExtractedLineItem, ExtractedServiceDetails, InvoiceType } from '../result';
import { isoDate } from './date/calendar';
import { findDates } from './date/find-dates';
import { resolveDayOrder } from './date/day-order';
import { amountTokens } from '../text/money';

// Most specific first: "speech therapy" before the generic "therapy".
const SERVICE_TYPES: Array<[RegExp, string]> = [
  [/\bspeech(?:\s*[-&/]?\s*language)?\b|\bSLP\b|\blanguage\s*therapy\b|\barticulation\b/i, 'speech therapy'],
  [/\boccupational\b|\bOT\s*(?:session|therapy|eval)|\bOTR\/L\b|\bsensory\s*integration\b/i, 'occupational therapy'],
  [/\bphysical\s*therapy\b|\bPT\s*session\b|\bphysiotherapy\b/i, 'physical therapy'],
  [/\bABA\b|\bapplied\s*behavio(?:u)?r(?:al)?\s*analysis\b|\bBCBA\b|\bRBT\b/i, 'ABA therapy'],
  [
    /\b(?:psycho-?educational|neuropsych\w*|psychological)\s*(?:evaluation|assessment|testing)\b|\bevaluation\b|\bassessment\b/i,
    'evaluation',
  ],
  [
    /\b(?:piano|guitar|violin|viola|cello|voice|vocal|drum|flute|music|band|orchestra)\s*(?:lessons?|instruction|class(?:es)?)\b|\bmusic\s*(?:school|academy|studio)\b/i,
    'music lessons',
  ],
  [/\b(?:swim|swimming)\s*(?:lessons?|class(?:es)?|instruction)\b/i, 'swim lessons'],
  [
    /\b(?:art|dance|ballet|karate|martial\s*arts|gymnastics|coding|language)\s*(?:lessons?|class(?:es)?|instruction)\b/i,
    'lessons',
  ],
  [/\btutor(?:ing|s)?\b|\btutorial\s*session|\bacademic\s*coaching\b|\bhomework\s*help\b/i, 'tutoring'],
  [/\bcounsel(?:l)?ing\b/i, 'counseling'],
  [/\btherap(?:y|ies|ist|eutic)\b/i, 'therapy'],
  [/\blessons?\b|\bclass(?:es)?\b|\binstruction\b|\bcourse\s*fee\b|\btuition\b/i, 'instruction'],
];
const HOURLY = /\b(?:per\s*hour|\/\s*h(?:ou)?r|hourly|hrs?\b|hours?\b|per\s*session|\/\s*session|sessions?\b)/i;
const RETAIL = /\b(?:sku|item\s*#|upc|isbn|shipping|ship\s*to|order\s*#|qty|quantity|pcs|each)\b/i;
const PERIOD_LABEL =
  /\b(?:service|billing|invoice)?\s*period\b|\bdates?\s*of\s*service\b|\bservices?\s*(?:rendered\s*)?(?:from|for)\b|\bsession\s*dates\b/i;
const RATE_LABEL =
  /\b(?:hourly\s*rate|session\s*rate|rate|fee\s*per\s*(?:hour|session)|per\s*hour|per\s*session|\/\s*h(?:ou)?r|\/\s*session)\b/i;
const PROVIDER_LABEL =
  /^(?:provider|therapist|tutor|instructor|clinician|teacher|rendering\s*provider|practitioner)(?:\s*name)?\s*[:-]\s*(.+)$/i;

// Goods that carry a service word ("Speech therapy flash cards", "Piano lesson book") are still goods.
const PRODUCT =
  /\b(?:book|books|workbook|cards?|kit|game|toy|set|dvd|cd|software|app|guide|manual|materials?|supplies|poster|puzzle|tablet|laptop)\b/i;

export const detectServiceType = (text: string): string | null =>
  SERVICE_TYPES.find(([p]) => p.test(text))?.[1] ?? null;

const isServiceItem = (description: string): boolean =>
  !PRODUCT.test(description) && detectServiceType(description) !== null;

/**
 * Service or retail: service words in the items or the vendor's name, backed by hourly billing or a
 * service period, outweigh retail markers (SKU, shipping, quantities of goods).
 */
export const classifyInvoice = (
  lines: readonly string[],
  items: ExtractedLineItem[],
  vendor: string | null,
): InvoiceType => {
  const itemText = items.map((i) => i.description).join('\n');
  const all = lines.join('\n');
  const serviceItems = items.filter((i) => isServiceItem(i.description)).length;
  let score = 0;
  if (vendor && detectServiceType(vendor)) score += 2;
  if (items.length > 0 && serviceItems * 2 >= items.length) score += 2;
  else if (serviceItems > 0) score += 1;
  if (!items.length && detectServiceType(all)) score += 1;
  if (HOURLY.test(itemText) || lines.some((l) => RATE_LABEL.test(l) && /\d/.test(l) && HOURLY.test(l))) score += 1;
  if (lines.some((l) => PERIOD_LABEL.test(l))) score += 1;
  if (lines.some((l) => PROVIDER_LABEL.test(l))) score += 1;
  const retail = lines.filter((l) => RETAIL.test(l)).length + items.filter((i) => !isServiceItem(i.description)).length;
  return score >= 2 && score * 2 > retail ? 'service' : 'retail';
};

const servicePeriod = (lines: readonly string[], text: string): string | null => {
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (!PERIOD_LABEL.test(line)) continue;
    const window = /\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec/i.test(line.replace(PERIOD_LABEL, ''))
      ? [line]
      : [line, lines[i + 1] ?? ''];
    const dates = findDates(window);
    const { order } = resolveDayOrder(findDates(lines), text);
    const iso = dates
      .map((d) => (order === 'day-first' ? (d.dayFirst ?? d.monthFirst) : (d.monthFirst ?? d.dayFirst)))
      .filter((r): r is [number, number, number] => r !== null)
      .map((r) => isoDate(r[0], r[1], r[2]));
    if (iso.length >= 2) return `${iso[0]} to ${iso[iso.length - 1]}`;
    if (iso.length === 1) return iso[0] ?? null;
    const wording = window
      .join(' ')
      .replace(PERIOD_LABEL, '')
      .replace(/^[\s:-]+/, '')
      .trim();
    if (wording) return wording;
  }
  return null;
};

const serviceRate = (lines: readonly string[], items: ExtractedLineItem[]): number | null => {
  for (const line of lines) {
    if (!RATE_LABEL.test(line)) continue;
    const tokens = amountTokens(line);
    const labelAt = line.search(RATE_LABEL);
    const near = tokens.find((t) =>
      /\/\s*(?:h|hr|hour|session)|per\s*(?:hour|session)/i.test(line.slice(t.end, t.end + 12)),
    );
    const after = tokens.find((t) => t.index > labelAt);
    const chosen = near ?? after;
    if (chosen && chosen.value > 0) return chosen.value;
  }
  const hourly = items.find((i) => HOURLY.test(i.description) || i.quantity > 1);
  return hourly ? hourly.price : items.length === 1 ? (items[0]?.price ?? null) : null;
};

const providerName = (lines: readonly string[], vendor: string | null): string | null => {
  for (const line of lines) {
    const match = PROVIDER_LABEL.exec(line);
    if (match?.[1]) return match[1].replace(/\s{2,}.*$/, '').trim();
  }
  return vendor;
};

export const extractServiceDetails = (
  lines: readonly string[],
  items: ExtractedLineItem[],
  vendor: string | null,
): ExtractedServiceDetails => {
  const text = lines.join('\n');
  return {
    isService: true,
    providerName: providerName(lines, vendor),
    servicePeriod: servicePeriod(lines, text),
    serviceRate: serviceRate(lines, items),
    serviceType:
      detectServiceType(items.map((i) => i.description).join('\n')) ??
      detectServiceType(vendor ?? '') ??
      detectServiceType(text),
  };
};
