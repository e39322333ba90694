import { normalizeText } from '../text/normalize';
import { readPayment } from './payment';

const read = (text: string) => readPayment(normalizeText(text));

describe('readPayment', () => {
  it('reads cash paid to a private seller', () => {
    expect(read('Used bike from Facebook Marketplace, paid cash')).toEqual({
      method: 'cash',
      payee: 'private_person',
      unpaid: false,
    });
    expect(read('bought from a neighbor, paid in cash')).toMatchObject({ method: 'cash', payee: 'private_person' });
  });

  it('tells apps from cash and PayPal friends and family from goods and services', () => {
    expect(read('paid via Cash App')).toMatchObject({ method: 'peer_to_peer' });
    expect(read('paid via paypal friends & family')).toMatchObject({ method: 'paypal_friends_family' });
    expect(read('paid with Visa card ending 1234')).toMatchObject({ method: 'card', payee: null });
  });

  it('reads a family member as payee and an amount not yet paid', () => {
    expect(read('my sister tutors her nephew, paid by zelle')).toMatchObject({
      method: 'peer_to_peer',
      payee: 'family_member',
    });
    expect(read('annual pass - easy pay plan, 2 of 4 payments made')).toMatchObject({ unpaid: true });
  });
});
