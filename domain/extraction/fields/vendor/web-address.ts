import { MERCHANTS, type Merchant } from './merchants/table';

// Mail services a parent forwards from: the sender's domain then says nothing about the vendor.
const MAIL_SERVICES =
  /^(?:gmail|googlemail|yahoo|ymail|outlook|hotmail|live|msn|icloud|me|mac|aol|proton|protonmail|comcast|att|verizon|mail)\./i;

const DOMAIN = /(?:https?:\/\/)?(?:www\.)?((?:[a-z0-9-]+\.)+(?:com|net|org|us|co|edu|store|shop|io|site))\b/gi;
const EMAIL = /[\w.+-]+@((?:[\w-]+\.)+[a-z]{2,})/gi;

/** The web addresses a line prints (bare, in a URL, or an e-mail's), lower case, without "www.". */
export const domainsIn = (line: string): string[] => {
  const found = new Set<string>();
  for (const m of line.matchAll(EMAIL)) found.add((m[1] ?? '').toLowerCase());
  for (const m of line.replace(EMAIL, ' ').matchAll(DOMAIN)) found.add((m[1] ?? '').toLowerCase());
  return [...found].filter((d) => !MAIL_SERVICES.test(d));
};

/** The table's merchant that owns this address ("smile.amazon.com" is Amazon's). */
export const merchantOfDomain = (domain: string, merchants: readonly Merchant[] = MERCHANTS): Merchant | null =>
  merchants.find((m) => m.domains.some((d) => domain === d || domain.endsWith(`.${d}`))) ?? null;

// "From: Bright Path Tutoring <billing@brightpath.com>", "From: orders@bookshark.com"
const SENDER = /^\s*from\s*:\s*(?:"?([^"<@]*?)"?\s*)?<?\s*[\w.+-]+@((?:[\w-]+\.)+[a-z]{2,})\s*>?\s*$/i;

export type Sender = { name: string | null; domain: string };

/** An e-mail header's sender: its display name and domain; null when the line is no "From:" with an address. */
export const senderOf = (line: string): Sender | null => {
  const m = SENDER.exec(line);
  if (!m) return null;
  const domain = (m[2] ?? '').toLowerCase();
  const name = (m[1] ?? '').trim();
  return { name: name === '' ? null : name, domain };
};

/** A mail service's address ("gmail.com") says who forwarded the mail, not who sold. */
export const isMailService = (domain: string): boolean => MAIL_SERVICES.test(domain);
