import { normalizeText } from '../text/normalize';
import { readPlaces } from './places';

const read = (text: string) => readPlaces(normalizeText(text));

describe('readPlaces', () => {
  it('reads countries outside the US by name or city', () => {
    expect(read('Field trip to Costa Rica rainforest')).toMatchObject({ countries: ['costa rica'], outsideUS: true });
    expect(read('Louvre museum tickets, Paris')).toMatchObject({ countries: ['france'], outsideUS: true });
    expect(read('Educational cruise to the Bahamas')).toMatchObject({ outsideUS: true });
  });

  it('reads US states by name, city or landmark, longer names first', () => {
    expect(read('Georgia Aquarium admission, Atlanta')).toMatchObject({ usStates: ['georgia'], outsideUS: false });
    expect(read('New Mexico museum of natural history')).toEqual({
      usStates: ['new mexico'],
      countries: [],
      outsideUS: false,
    });
    expect(read('Smithsonian trip, Washington DC').usStates).toEqual(['district of columbia']);
    expect(read('Space camp').usStates).toEqual([]);
  });

  it('reads nothing from a line without places', () => {
    expect(read('Spanish workbook')).toEqual({ usStates: [], countries: [], outsideUS: false });
  });
});
