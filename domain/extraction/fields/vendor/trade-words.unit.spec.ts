import { repairTradeWords } from './trade-words';

describe("a name's trade words as they are spelt", () => {
  it('mends a trade word a letter off, glued to the name or not', () => {
    expect(repairTradeWords('HarborBrewey')).toBe('Harbor Brewery');
    expect(repairTradeWords('ROSE CONFECTONERY & BAKERY')).toBe('ROSE CONFECTIONERY & BAKERY');
    expect(repairTradeWords('Lucky Dragon Restuarant')).toBe('Lucky Dragon Restaurant');
  });

  it('reads a word the OCR broke with a digit as the word it is nearest', () => {
    expect(repairTradeWords('01ld Mill Gri1')).toBe('old Mill Grill');
    // Read as the word itself once its digits are letters: "Gri11" is "Grill", not a letter off it.
    expect(repairTradeWords('Bayview Gri11')).toBe('Bayview Grill');
  });

  it('parts a possessive glued to the trade word after it', () => {
    expect(repairTradeWords("HANSEN'SHARKET")).toBe("HANSEN'S MARKET");
    expect(repairTradeWords("Rosa'sKitchn")).toBe("Rosa's Kitchen");
    expect(repairTradeWords("DAN'SGARAGE")).toBe("DAN'SGARAGE");
  });

  it('leaves proper names, plurals and short words as printed', () => {
    expect(repairTradeWords('Salon Bella')).toBe('Salon Bella');
    expect(repairTradeWords('Green Place Burgers')).toBe('Green Place Burgers');
    expect(repairTradeWords('Marketplace Services')).toBe('Marketplace Services');
    expect(repairTradeWords('H20 HAND WASH')).toBe('H20 HAND WASH');
  });
});
