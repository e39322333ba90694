import type { StudentCandidate } from '../result';
import { MATCH_THRESHOLD, matchStudent } from './match-student';

const jane: StudentCandidate = { id: 's-1', name: 'Jane Doe' };
const katherine: StudentCandidate = { id: 's-2', name: 'Kate Miller', officialName: 'Katherine Anne Miller' };
const william: StudentCandidate = { id: 's-3', name: 'William Chen' };
const john: StudentCandidate = { id: 's-4', name: 'John Doe' };

const matchedId = (printed: string, candidates: StudentCandidate[]): string | null =>
  matchStudent(printed, candidates)?.candidate.id ?? null;

describe('matching the printed student to an enrolled child', () => {
  it('matches the exact name with full confidence', () => {
    expect(matchStudent('Jane Doe', [jane, william])).toEqual({ candidate: jane, confidence: 100 });
  });

  it('matches regardless of order and case', () => {
    expect(matchedId('Doe, Jane', [jane, william])).toBe('s-1');
    expect(matchedId('DOE JANE', [jane, william])).toBe('s-1');
  });

  it('matches an initial', () => {
    const match = matchStudent('J. Doe', [jane, william]);
    expect(match?.candidate.id).toBe('s-1');
    expect(match?.confidence).toBeLessThan(100);
  });

  it('matches nicknames against the display or the official name', () => {
    expect(matchedId('Katie Miller', [jane, katherine])).toBe('s-2');
    expect(matchedId('Katherine A. Miller', [jane, katherine])).toBe('s-2');
    expect(matchedId('Bill Chen', [william, jane])).toBe('s-3');
    expect(matchedId('Will Chen', [william, jane])).toBe('s-3');
  });

  it('tolerates a typo or an OCR slip', () => {
    expect(matchedId('Jane Deo', [jane, william])).toBe('s-1');
    expect(matchedId('Wiliam Chen', [william, jane])).toBe('s-3');
  });

  it('refuses when two siblings fit equally well', () => {
    expect(matchStudent('J. Doe', [jane, john])).toBeNull();
  });

  it('picks the better of two siblings when the given name decides', () => {
    expect(matchedId('Jane Doe', [jane, john])).toBe('s-1');
  });

  it('refuses a name that belongs to nobody', () => {
    expect(matchStudent('Maria Lopez', [jane, katherine, william])).toBeNull();
    expect(matchStudent('Jane Smith', [jane])).toBeNull();
  });

  it('accepts a lone given name only when it is unique, and just above the threshold', () => {
    const match = matchStudent('Jane', [jane, william]);
    expect(match?.candidate.id).toBe('s-1');
    expect(match?.confidence).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(match?.confidence).toBeLessThan(80);
  });

  it('matches nobody without candidates', () => {
    expect(matchStudent('Jane Doe', [])).toBeNull();
  });
});
