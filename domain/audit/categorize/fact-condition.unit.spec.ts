import type { LineFacts } from '../attributes/line-facts';
import { readLineFacts } from '../attributes/line-facts';
import { conditionHolds } from './fact-condition';

const facts = (description: string, justification = ''): LineFacts => readLineFacts({ description, justification });

describe('conditionHolds', () => {
  it('compares numeric facts, and a fact not read never holds', () => {
    expect(conditionHolds({ fact: 'sizeInches', above: 55 }, facts('TCL 65" TV'))).toBe(true);
    expect(conditionHolds({ fact: 'sizeInches', above: 55 }, facts('TCL 55" TV'))).toBe(false);
    expect(conditionHolds({ fact: 'sizeInches', above: 55 }, facts('TCL TV'))).toBe(false);
  });

  it('checks list facts with includesAny, onlyOf and includesOtherThan', () => {
    const tutor = facts('Math tutoring', 'the tutor has a high school diploma');
    expect(conditionHolds({ fact: 'credentials', onlyOf: ['high_school_diploma', 'none'] }, tutor)).toBe(true);
    expect(
      conditionHolds(
        { fact: 'credentials', onlyOf: ['high_school_diploma'] },
        facts('Math tutoring', 'HS diploma and a B.S. in math'),
      ),
    ).toBe(false);
    expect(conditionHolds({ fact: 'credentials', onlyOf: ['none'] }, facts('Math tutoring'))).toBe(false);
    expect(
      conditionHolds({ fact: 'usStates', includesOtherThan: ['florida'] }, facts('Georgia Aquarium tickets')),
    ).toBe(true);
    expect(conditionHolds({ fact: 'usStates', includesAny: ['florida'] }, facts('Georgia Aquarium tickets'))).toBe(
      false,
    );
  });

  it('checks value and flag facts', () => {
    expect(
      conditionHolds({ fact: 'paymentMethod', oneOf: ['cash'] }, facts('Used bike', 'paid cash to a private seller')),
    ).toBe(true);
    expect(conditionHolds({ fact: 'outsideUS', is: true }, facts('Field trip to Cancun'))).toBe(true);
    expect(conditionHolds({ fact: 'outsideUS', is: true }, facts('Field trip to Orlando'))).toBe(false);
  });
});
