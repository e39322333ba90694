import { audit, claimOf, codes, flag, STRONG } from '../audit-fixtures.spec';

// The kinds of mistake issue #14 found: rules stated on facts read from the line, not on keywords.
describe('rules on facts read from the line', () => {
  it('fails a TV over 55 inches however the size is written, and passes a 55-inch one', () => {
    for (const description of ['Samsung 65" Crystal UHD', 'TCL 65-inch smart TV', 'LG 65 in OLED television']) {
      const result = audit(
        'FL_PEP',
        claimOf([{ description, price: 499, category: 'Instructional Materials', justification: STRONG }]),
      );
      expect(flag(result, 'PROHIBITED_ITEM')?.ruleId).toBe('PEP.PROHIBITED.TV_OVER_55');
      expect(result.overallStatus).toBe('fail');
    }
    const small = audit(
      'FL_PEP',
      claimOf([
        { description: 'TCL 55-inch smart TV', price: 299, category: 'Instructional Materials', justification: STRONG },
      ]),
    );
    expect(codes(small)).not.toContain('PROHIBITED_ITEM');
  });

  it('fails a part-time tutor whose only credential is a high-school diploma (PEP), not in Arizona', () => {
    const line = {
      description: 'Math tutoring 4 sessions',
      price: 160,
      detail: 'tutor has a high school diploma',
      justification: STRONG,
    };
    expect(flag(audit('FL_PEP', claimOf([line])), 'PROHIBITED_ITEM')?.ruleId).toBe('PEP.PROHIBITED.UNQUALIFIED_TUTOR');
    expect(codes(audit('AZ_ESA', claimOf([line])))).not.toContain('PROHIBITED_ITEM');
  });

  it('fails a field trip outside the US under FES-EO and FES-UA, and sends an out-of-state one to pre-authorization', () => {
    const abroad = { description: 'Field trip to the Louvre, Paris', price: 120, justification: STRONG };
    expect(audit('FL_FES_EO', claimOf([abroad])).overallStatus).toBe('fail');
    expect(audit('FL_UA', claimOf([abroad])).overallStatus).toBe('fail');
    const georgia = audit(
      'FL_PEP',
      claimOf([{ description: 'Museum admission, Atlanta Georgia', price: 30, justification: STRONG }]),
    );
    expect(flag(georgia, 'PRE_APPROVAL_REQUIRED')?.ruleId).toBe('PEP.PREAUTH.OUT_OF_STATE_PLACE');
    expect(georgia.overallStatus).toBe('review');
  });

  it('fails cash paid to a private seller and reviews a private sale paid otherwise', () => {
    const cash = audit(
      'FL_PEP',
      claimOf([
        { description: 'Used piano from Facebook Marketplace', price: 300, justification: `${STRONG} Paid cash.` },
      ]),
    );
    expect(flag(cash, 'PROHIBITED_ITEM')?.ruleId).toBe('PEP.PROHIBITED.CASH_TO_PRIVATE_SELLER');
    const paypal = audit(
      'FL_PEP',
      claimOf([
        { description: 'Used piano from Facebook Marketplace', price: 300, justification: `${STRONG} Paid by PayPal.` },
      ]),
    );
    expect(paypal.overallStatus).toBe('review');
    expect(flag(paypal, 'REVIEW_REQUIRED')?.ruleId).toBe('PEP.REVIEW.PRIVATE_SELLER');
  });

  it('reads brands and typos: a "Nintedo Swtich" is a prohibited game console under PEP', () => {
    const result = audit(
      'FL_PEP',
      claimOf([{ description: 'Nintedo Swtich Lite', price: 199, justification: STRONG }]),
    );
    expect(flag(result, 'PROHIBITED_ITEM')?.ruleId).toBe('PEP.PROHIBITED.GAMING');
  });

  it('fails a purchase dated before the school year', () => {
    const result = audit(
      'FL_UA',
      claimOf([{ description: 'Fraction tiles (receipt dated 06/14/2024)', price: 20, justification: STRONG }]),
    );
    expect(flag(result, 'PURCHASE_OUT_OF_PERIOD')).toMatchObject({ severity: 'error', lineItemIndex: 0 });
  });

  it('reviews a family plan, to be prorated', () => {
    const result = audit(
      'FL_PEP',
      claimOf([{ description: 'Family Zoo Membership (2 adults + 3 kids)', price: 249, justification: STRONG }]),
    );
    expect(flag(result, 'REVIEW_REQUIRED')?.ruleId).toBe('PEP.REVIEW.MULTI_USER');
    expect(result.overallStatus).toBe('review');
  });

  it('never passes a line whose kind within its category cannot be told', () => {
    const result = audit(
      'FL_PEP',
      claimOf([{ description: 'Item 12', price: 20, category: 'Instructional Materials', justification: STRONG }]),
    );
    expect(flag(result, 'KIND_UNDETERMINED')?.severity).toBe('warning');
    expect(result.overallStatus).toBe('review');
  });
});
