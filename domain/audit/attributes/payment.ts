import data from './payment.json';
import { PhraseIndex, phraseIndex } from './phrase-index';

export type PaymentMethod = keyof typeof data.methods;
export const PAYMENT_METHODS = Object.keys(data.methods) as PaymentMethod[];

export interface Payment {
  method: PaymentMethod | null;
  // private_person: a private seller, a neighbour, a marketplace listing; not a business.
  payee: 'private_person' | null;
}

// Apps and cards first: "Cash App" is a peer-to-peer payment, not cash.
const ORDER: readonly PaymentMethod[] = ['peer_to_peer', 'gift_card', 'card', 'paypal', 'check', 'cash'];
const METHODS = phraseIndex(data.methods);
const PRIVATE_PAYEE = new PhraseIndex(data.privatePayee.map((p) => [p, true] as const));

// `text` comes from normalizeText.
export function readPayment(text: string): Payment {
  const named = METHODS.values(text);
  return { method: ORDER.find((m) => named.has(m)) ?? null, payee: PRIVATE_PAYEE.matches(text).length > 0 ? 'private_person' : null };
}
