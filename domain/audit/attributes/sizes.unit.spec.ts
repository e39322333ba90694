import { readSizeInches } from './sizes';

describe('readSizeInches', () => {
  it.each([
    ['Samsung 65" Crystal UHD TV', 65],
    ['TCL 65-inch 4K smart TV', 65],
    ['LG 65 in OLED', 65],
    ['Hisense 75in. ULED', 75],
    ['Vizio 50 inch TV with 2 in. legs', 50],
    ['Sony 165 cm Bravia', 65],
  ])('reads %s as %d inches', (text, inches) => {
    expect(readSizeInches(text)).toBe(inches);
  });

  it('reads no size where none is written', () => {
    expect(readSizeInches('Smart TV')).toBeNull();
    expect(readSizeInches('Grade 4 math workbook')).toBeNull();
  });
});
