import { fullerNameBelow } from './fuller-name';

const anyRow = () => true;

describe('the fuller form of a name read from a logo', () => {
  const ferry = ['EXPRESS', 'RECEIPT', '11/02/24 14:10', 'HARBOR EXPRESS Ferry', '1 ADULT One Way'];

  it('takes the words the till prints before the logo word, and nothing after it', () => {
    expect(fullerNameBelow('EXPRESS', 0, ferry, anyRow)).toEqual({ value: 'HARBOR EXPRESS', line: 3 });
  });

  it('keeps the name as read where no row below prints more of it', () => {
    expect(fullerNameBelow('EXPRESS', 0, ['EXPRESS', 'Thank you', 'EXPRESS lane open'], anyRow)).toBeNull();
  });

  it('is not fooled by a sentence that leads up to the name', () => {
    expect(fullerNameBelow('EXPRESS', 0, ['EXPRESS', 'Visit EXPRESS again'], anyRow)).toBeNull();
    expect(fullerNameBelow('EXPRESS', 0, ['EXPRESS', 'Thanks for riding with EXPRESS'], anyRow)).toBeNull();
  });

  it('looks only at rows that could hold a name', () => {
    expect(fullerNameBelow('EXPRESS', 0, ferry, (i) => i !== 3)).toBeNull();
  });
});
