import { toLines } from '../text/lines';
import { extractStudentName } from './student-name';

const nameOf = (text: string): string | null => extractStudentName(toLines(text));

describe('the student named on the receipt', () => {
  it('reads the common labels', () => {
    expect(nameOf('Student: Ethan Brooks')).toBe('Ethan Brooks');
    expect(nameOf('Student name: Noah Williams')).toBe('Noah Williams');
    expect(nameOf('Client: Ava Thompson  DOB: 04/12/2016')).toBe('Ava Thompson');
    expect(nameOf('Patient Name: Doe, Jane')).toBe('Doe, Jane');
    expect(nameOf('Learner: Sam Lee')).toBe('Sam Lee');
    expect(nameOf('For: Mia Brooks')).toBe('Mia Brooks');
  });

  it('stops at the next field on the same line', () => {
    expect(nameOf('Student: Ethan Brooks Grade: 7')).toBe('Ethan Brooks');
  });

  it('reads a name printed on the line under its label', () => {
    expect(nameOf('Student\nOlivia Martinez\n')).toBeNull();
    expect(nameOf('Student:\nOlivia Martinez')).toBe('Olivia Martinez');
  });

  it('returns null when no student is named', () => {
    expect(nameOf('Bill to: Karen Brooks\nTotal $45.00')).toBeNull();
    expect(nameOf('Client: N/A')).toBeNull();
  });
});
