import data from './merchants.json';

export type MerchantKind = string;

/** One merchant of the table (merchants.json): how it names itself, other printed spellings, its web addresses. */
export type Merchant = Readonly<{
  /** How the merchant calls itself, the fullest first; the first is its canonical name. */
  names: readonly string[];
  /** Other printed forms of a name (a logo set as text, an old brand): read as the canonical name. */
  spellings: readonly string[];
  domains: readonly string[];
  kind: MerchantKind;
  /** Sells other sellers' goods: its order pages name sellers that are not the vendor. */
  marketplace: boolean;
}>;

/**
 * A payment or invoicing platform (Stripe, Square): it prints its own name and address on the
 * documents of the business it serves, so a match says "not the vendor".
 */
const PROCESSOR = 'processor';

type RawMerchant = { names?: unknown; spellings?: unknown; domains?: unknown; kind?: unknown; marketplace?: unknown };

const strings = (value: unknown, what: string, at: number): string[] => {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((v): v is string => typeof v === 'string' && v.trim() !== ''))
    throw new Error(`merchants.json: merchant ${at}: ${what} must be a list of non-empty strings`);
  return value;
};

/** Checks the table's shape once, when the module loads: a broken table fails every test, not a receipt. */
export const parseMerchantTable = (raw: { merchants?: unknown }): Merchant[] => {
  if (!Array.isArray(raw.merchants)) throw new Error('merchants.json: "merchants" must be a list');
  const seen = new Set<string>();
  return (raw.merchants as RawMerchant[]).map((m, at) => {
    const names = strings(m.names, 'names', at);
    if (names.length === 0) throw new Error(`merchants.json: merchant ${at} has no name`);
    if (typeof m.kind !== 'string') throw new Error(`merchants.json: ${names[0]} has no kind`);
    if (seen.has(names[0]!)) throw new Error(`merchants.json: ${names[0]} is listed twice`);
    seen.add(names[0]!);
    return {
      names,
      spellings: strings(m.spellings, 'spellings', at),
      domains: strings(m.domains, 'domains', at).map((d) => d.toLowerCase()),
      kind: m.kind,
      marketplace: m.marketplace === true,
    };
  });
};

export const MERCHANTS: readonly Merchant[] = parseMerchantTable(data);

export const isProcessor = (merchant: Merchant): boolean => merchant.kind === PROCESSOR;
