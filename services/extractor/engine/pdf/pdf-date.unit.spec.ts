import { pdfDateToIso } from './pdf-date';

describe("a PDF's creation and modification dates", () => {
  it('are read with their zone, as the instant they name', () => {
    expect(pdfDateToIso("D:20260314093015+05'30'")).toBe('2026-03-14T04:00:15.000Z');
    expect(pdfDateToIso("D:20260314093015-08'00")).toBe('2026-03-14T17:30:15.000Z');
    expect(pdfDateToIso('D:20260314093015Z')).toBe('2026-03-14T09:30:15.000Z');
  });

  it('are read when the time or the zone is left out', () => {
    expect(pdfDateToIso('D:20260314')).toBe('2026-03-14T00:00:00.000Z');
    expect(pdfDateToIso('20260314093015')).toBe('2026-03-14T09:30:15.000Z');
  });

  it('are no date when the string is not one', () => {
    expect(pdfDateToIso('yesterday')).toBeNull();
    expect(pdfDateToIso('D:20261399')).toBeNull();
    expect(pdfDateToIso(undefined)).toBeNull();
  });
});
