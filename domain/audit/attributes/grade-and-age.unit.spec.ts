import { normalizeText } from '../text/normalize';
import { readGradeAndAge } from './grade-and-age';

const read = (text: string) => readGradeAndAge(normalizeText(text));

describe('readGradeAndAge', () => {
  it('reads grades in the ways parents write them', () => {
    expect(read('my 4th-grade son').grades).toEqual([4]);
    expect(read('Grace (11th) is applying to ASU').grades).toEqual([11]);
    expect(read('Grade 3 reader').grades).toEqual([3]);
    expect(read('kindergarten phonics').grades).toEqual([0]);
  });

  it('reads the student age and a product minimum age apart', () => {
    expect(read('for my 8-year-old')).toMatchObject({ ages: [8], minimumAge: null });
    expect(read('Chemistry set, ages 14+')).toMatchObject({ ages: [], minimumAge: 14 });
  });

  it('does not take a date or an edition for a grade', () => {
    expect(read('4th of July parade, 2nd edition').grades).toEqual([]);
  });
});
