import data from './payment.json';
import { PhraseIndex, phraseIndex } from './phrase-index';

export type PaymentMethod = keyof typeof data.methods;
export const PAYMENT_METHODS = Object.keys(data.methods) as PaymentMethod[];

export interface Payment {
  method: PaymentMethod | null;
  // family_member: a relative of the student (aunt, grandmother); private_person: a private seller, a
  // neighbour, a marketplace listing; null: a business, or not said.
  payee: 'family_member' | 'private_person' | null;
  // The line says the amount is not (fully) paid yet: a balance due, a payment plan, a deposit.
  unpaid: boolean;
}

// Apps and cards first: "Cash App" is a peer-to-peer payment, not cash; PayPal "friends and family" is not "goods and services".
const ORDER: readonly PaymentMethod[] = [
  'paypal_friends_family',
  'peer_to_peer',
  'gift_card',
  'card',
  'paypal',
  'check',
  'cash',
];
const METHODS = phraseIndex(data.methods);
const FAMILY_PAYEE = new PhraseIndex(data.familyPayee.map((p) => [p, true] as const));
const PRIVATE_PAYEE = new PhraseIndex(data.privatePayee.map((p) => [p, true] as const));
const UNPAID = new PhraseIndex(data.unpaid.map((p) => [p, true] as const));

// `text` comes from normalizeText.
export function readPayment(text: string): Payment {
  const named = METHODS.values(text);
  const payee =
    FAMILY_PAYEE.matches(text).length > 0
      ? 'family_member'
      : PRIVATE_PAYEE.matches(text).length > 0
        ? 'private_person'
        : null;
  return { method: ORDER.find((m) => named.has(m)) ?? null, payee, unpaid: UNPAID.matches(text).length > 0 };
}
