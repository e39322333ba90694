import { fontSignals, type TextRun } from './font-signals';

const line = (text: string, font = 'F1', size = 9): TextRun => ({ text, font, size });
const receipt = (total: TextRun, date: TextRun = line('03/14/2026')): TextRun[] => [
  line('CORNER BOOKS'),
  date,
  line('Reading workbook'),
  line('12.50'),
  line('Pencils'),
  line('3.25'),
  line('TOTAL', total.font),
  total,
];

describe('fontSignals', () => {
  it('says nothing of a document whose figures share the fonts and sizes of its other text', () => {
    expect(fontSignals(receipt(line('15.75')))).toEqual([]);
    // A bold total beside a bold label is how stores print it.
    expect(fontSignals(receipt(line('15.75', 'F2')))).toEqual([]);
  });

  it('names a total typed in a font no other text uses', () => {
    const runs = receipt(line('15.75', 'F3')).map((run) => (run.text === 'TOTAL' ? line('TOTAL') : run));
    expect(fontSignals(runs)).toEqual([
      {
        signal: 'font_mismatch',
        evidence: `in the PDF's text, "15.75" is set in a font no other text on the page uses`,
      },
    ]);
  });

  it('names a date set at a size no other text has', () => {
    expect(fontSignals(receipt(line('15.75'), line('03/21/2026', 'F1', 10.5)))[0]?.evidence).toContain(
      '"03/21/2026" is set at 10.5 pt',
    );
  });

  it('says nothing when a page has too little text to tell', () => {
    expect(fontSignals([line('TOTAL'), line('15.75', 'F3')])).toEqual([]);
  });
});
