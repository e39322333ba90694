import { normalizeText } from '../text/normalize';
import { readShipToStates } from './shipping';

describe('readShipToStates', () => {
  it('reads the place an item was shipped to', () => {
    expect(readShipToStates(normalizeText("shipped to grandma's house in Columbus, Ohio"))).toEqual(['ohio']);
    expect(readShipToStates(normalizeText('delivered to our Tampa, Florida address'))).toEqual(['florida']);
  });

  it('does not take a place named elsewhere on the line for the destination', () => {
    expect(readShipToStates(normalizeText('Book about Ohio history'))).toEqual([]);
  });
});
