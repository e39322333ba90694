import { audit, claimOf, codes } from '../audit-fixtures.spec';
import type { AuditLineItem, SubmissionAuditClaim } from '../types';

// Claims an administrator would judge at a glance, grouped by the kind of mistake the audit must
// not make (issue 22). Wording differs from the evaluation sets on purpose.
const WHY = 'For her 5th grade literature course; she reads one chapter a day and writes a summary.';

type Case = [
  string,
  string,
  Partial<AuditLineItem> & { description: string },
  'pass' | 'review' | 'fail',
  Partial<SubmissionAuditClaim>?,
];

function check(
  program: string,
  line: Partial<AuditLineItem> & { description: string },
  extra: Partial<SubmissionAuditClaim> = {},
) {
  return audit(program, claimOf([{ price: 20, justification: WHY, ...line }], { vendor: 'Store', ...extra }));
}

const cases: Record<string, Case[]> = {
  'a word inside a title is not the thing it names': [
    [
      'FL_PEP',
      'book title with a console',
      { description: 'The Boxcar Children: The Game Console Mystery (Paperback)' },
      'pass',
    ],
    [
      'FL_PEP',
      'hardcover whose title names a game',
      { description: 'Minecraft: The Island by Max Brooks (Hardcover)' },
      'pass',
    ],
    ['FL_PEP', 'picture book about water parks', { description: 'Water Parks of the World picture book' }, 'pass'],
    ['FL_PEP', 'an ISBN makes it a book', { description: 'Nerf Blaster Science, ISBN 978-1-4380-1234-5' }, 'pass'],
    [
      'FL_PEP',
      'a Kindle edition is an e-book, not an e-reader',
      { description: "Charlotte's Web (Kindle Edition)" },
      'pass',
    ],
    ['FL_PEP', 'an audiobook', { description: 'Audible audiobook: Hatchet by Gary Paulsen, unabridged' }, 'pass'],
    [
      'FL_PEP',
      'a printed course packet is not a printer',
      { description: 'Printed course packet, Biology I (co-op)' },
      'pass',
    ],
    [
      'FL_FES_EO',
      'a trampoline physics title',
      { description: 'Trampoline Science: The Physics of Bouncing (spiral bound)' },
      'pass',
    ],
    [
      'FL_UA',
      'an e-book about PlayStation history',
      { description: 'PlayStation: A History of Game Design (eBook)' },
      'pass',
    ],
  ],
  'the thing itself is still prohibited': [
    ['FL_PEP', 'an e-reader', { description: 'Amazon Kindle Paperwhite 16GB' }, 'fail'],
    ['FL_PEP', 'a tablet bought for classes', { description: 'Apple iPad 10th gen for online classes' }, 'fail'],
    ['FL_PEP', 'a USB headset', { description: 'Logitech H390 USB headset with mic' }, 'fail'],
    [
      'FL_PEP',
      'a console bought for an educational game',
      { description: 'Nintendo Switch Lite for Brain Academy' },
      'fail',
    ],
    ['FL_PEP', 'a toy blaster', { description: 'Nerf Elite 2.0 Commander blaster' }, 'fail'],
  ],
  'a service is judged as a service': [
    [
      'FL_UA',
      'pool-based therapy is therapy',
      {
        description: 'Aquatic occupational therapy at the community pool, 4 sessions',
        detail: 'therapist license OT 12345',
      },
      'pass',
    ],
    ['FL_PEP', 'swim lessons at a pool', { description: 'Swim lessons at the city pool, 8 classes' }, 'pass'],
    ['FL_PEP', 'therapy is not a PEP use', { description: 'Speech therapy session, 45 min' }, 'fail'],
    [
      'FL_PEP',
      'therapy flash cards are a learning material',
      { description: 'Speech therapy articulation flash cards' },
      'pass',
    ],
  ],
  'ordinary purchases are recognised': [
    ['FL_PEP', 'a bookshelf by its store name', { description: 'IKEA KALLAX shelf unit, white' }, 'pass'],
    ['FL_PEP', 'a composition book, abbreviated', { description: 'Mead Composition Bk Wide Rule 100ct' }, 'pass'],
    ['FL_PEP', 'a grade-level workbook', { description: 'Spectrum Grade 5 Language Arts workbook' }, 'pass'],
    ['FL_PEP', 'an office suite', { description: 'Microsoft Office Home & Student 2021' }, 'pass'],
    [
      'FL_PEP',
      'a climbing harness',
      { description: 'Petzl kids climbing harness', category: 'Instructional Materials', type: 'Physical Education' },
      'pass',
    ],
    ['AZ_ESA', 'an office suite in Arizona', { description: 'Microsoft 365 Personal 12-month' }, 'pass'],
    [
      'FL_UA',
      'a speech-language evaluation',
      {
        description: 'Speech-language evaluation with written report',
        category: 'Specialized Services',
        detail: 'SLP license SA 14432',
      },
      'pass',
    ],
  ],
  'the shared rules are applied': [
    [
      'FL_PEP',
      'lessons for a sibling',
      {
        description: 'Piano lessons, October',
        justification: 'Weekly piano lessons for her younger brother Max, who is not on the scholarship.',
      },
      'fail',
      { supportingFiles: [{ name: 'teacher-music-degree.pdf' }] },
    ],
    [
      'FL_UA',
      'therapy for another child',
      { description: 'OT session x4 - client: Leo Ruiz (sibling)', detail: 'license OT 5521' },
      'fail',
    ],
    [
      'FL_PEP',
      'a microscope shared with a brother is not for another child',
      {
        description: 'AmScope student microscope',
        justification: 'For her 5th grade life science course; she shares it with her brother on lab days.',
      },
      'pass',
    ],
    [
      'FL_PEP',
      "a kit above the student's age",
      {
        description: 'Thames & Kosmos chemistry set (ages 12+)',
        justification: 'Chemistry experiments for our science unit; my 9 year old does one a week.',
      },
      'fail',
    ],
    [
      'FL_PEP',
      'a kit the student is old enough for',
      {
        description: 'Snap Circuits Jr. (Ages 8+)',
        justification: 'Electricity unit for her 5th grade science course, one project a week.',
      },
      'pass',
    ],
    [
      'FL_PEP',
      'shipped out of state',
      { description: 'Singapore Math 5A workbook', detail: 'shipped to: 12 Oak St, Savannah, GA 31401' },
      'fail',
    ],
    [
      'FL_PEP',
      'shipped in Florida',
      { description: 'Singapore Math 5A workbook', detail: 'ship to: 4 Palm Ave, Tampa, FL 33602' },
      'pass',
    ],
    [
      'FL_PEP',
      'cash to a private seller',
      { description: 'Used cello 3/4 from a neighbor, paid cash', detail: 'Facebook Marketplace' },
      'fail',
    ],
  ],
  'provider eligibility': [
    [
      'FL_UA',
      'a therapist shown unlicensed',
      { description: 'ABA therapy, 10 hours', detail: 'provider is not licensed and has no BCBA certification' },
      'fail',
    ],
    ['FL_UA', 'a therapist licence not shown either way', { description: 'ABA therapy, 10 hours' }, 'review'],
    [
      'FL_PEP',
      'a tutor with only a high-school diploma',
      {
        description: 'Math tutoring, 6 sessions',
        category: 'Tutoring',
        detail: 'tutor: high school senior, no degree or teaching certificate',
      },
      'fail',
    ],
    [
      'FL_PEP',
      'a tutor with a certificate number',
      {
        description: 'Math tutoring, 6 sessions',
        category: 'Tutoring',
        detail: 'tutor holds FL educator certificate #1234567',
      },
      'pass',
    ],
  ],
};

describe('claims by kind', () => {
  for (const [kind, list] of Object.entries(cases)) {
    describe(kind, () => {
      for (const [program, name, line, expected, extra] of list) {
        it(`${program}: ${name}`, () => {
          const result = check(program, line, extra);
          expect({ status: result.overallStatus, codes: codes(result) }).toMatchObject({ status: expected });
        });
      }
    });
  }
});

describe('tuition and proof of payment', () => {
  const tuition = {
    description: 'October tuition - grade 4',
    price: 900,
    category: 'Eligible Private School',
    justification: WHY,
  };
  const files = (...names: string[]) => ({ supportingFiles: names.map((name) => ({ name })) });
  it.each([
    ['a bank statement', files('invoice-oct.pdf', '2025-26-fee-schedule.pdf', 'bank-statement-oct.pdf'), 'pass'],
    [
      'a cleared check',
      files('invoice-oct.pdf', 'tuition-and-fees-2025-26.pdf', 'check-1043-cleared-front-back.pdf'),
      'pass',
    ],
    ['no proof of payment', files('invoice-oct.pdf', '2025-26-fee-schedule.pdf'), 'fail'],
  ])('UA tuition with %s', (_name, extra, expected) => {
    expect(audit('FL_UA', claimOf([tuition], extra)).overallStatus).toBe(expected);
  });
});

describe('justification', () => {
  const line = { description: 'Saxon Math 5/4 student text', price: 40 };
  it.each([
    ['missing', '', 'review'],
    ['generic', 'For school.', 'review'],
    [
      'tied to a named course without naming the student',
      "Required text for the co-op's Saxon 5/4 math course syllabus.",
      'pass',
    ],
  ])('%s', (_name, justification, expected) => {
    const result = audit('FL_PEP', claimOf([{ ...line, justification }]));
    expect(result.overallStatus).toBe(expected);
    if (expected === 'review') expect(result.justificationAnalysis[0]).toMatchObject({ strength: 'weak' });
    if (expected === 'review') expect(result.justificationAnalysis[0]?.improvementHints.length).toBeGreaterThan(0);
  });
});

describe('pre-authorization', () => {
  const trip = { description: 'Georgia Aquarium admission, student (Atlanta)', price: 40, justification: WHY };
  it('asks for it when the rules require it and the claim does not reference it', () => {
    expect(codes(audit('FL_PEP', claimOf([trip])))).toContain('PRE_APPROVAL_REQUIRED');
  });
  it('notes it when referenced', () => {
    const result = audit(
      'FL_PEP',
      claimOf([{ ...trip, justification: `${WHY} Pre-authorization #PA-22310 approved.` }]),
    );
    expect(codes(result)).toContain('PRE_APPROVAL_REFERENCED');
    expect(result.overallStatus).toBe('pass');
  });
});

describe('the edition of the rules', () => {
  it('is named in the result, not flagged', () => {
    const result = audit('FL_FES_EO', claimOf([{ description: 'Math workbook', price: 10, justification: WHY }]), {
      now: new Date('2026-10-01T12:00:00Z'),
    });
    expect(result.ruleEdition.schoolYear).toBe('2023-24');
    expect(result.flags.filter((flag) => flag.severity === 'info' && flag.field === 'programKey')).toEqual([]);
  });
});
