import { arithmeticSignals, metadataSignals, NO_METADATA } from './alteration';
import { receiptFlags } from './receipt-flags';

describe('metadataSignals', () => {
  it('names an editing program that wrote the PDF or last saved the picture', () => {
    expect(metadataSignals({ ...NO_METADATA, pdfProducer: 'Adobe Photoshop 25.0' })).toEqual([
      { signal: 'pdf_edited', evidence: 'the PDF was written by an editing program: "Adobe Photoshop 25.0"' },
    ]);
    expect(metadataSignals({ ...NO_METADATA, imageSoftware: 'GIMP 2.10.34' })[0]?.signal).toBe('image_software');
  });

  it('says nothing of a camera, a phone or a printer driver', () => {
    expect(metadataSignals({ ...NO_METADATA, imageSoftware: 'Android SP1A.210812' })).toEqual([]);
    expect(metadataSignals({ ...NO_METADATA, pdfProducer: 'Microsoft: Print To PDF' })).toEqual([]);
  });

  it('notes a PDF modified days after it was made, not minutes', () => {
    const made = { ...NO_METADATA, pdfCreated: '2026-03-01T10:00:00.000Z' };
    expect(metadataSignals({ ...made, pdfModified: '2026-03-01T10:05:00.000Z' })).toEqual([]);
    expect(metadataSignals({ ...made, pdfModified: '2026-03-09T10:00:00.000Z' })[0]?.signal).toBe('pdf_edited');
  });
});

describe('arithmeticSignals', () => {
  it('reports lines that add up to more than the total', () => {
    expect(arithmeticSignals({ amount: 20, itemPrices: [15, 9.99] })).toEqual([
      { signal: 'arithmetic', evidence: 'the 2 lines add up to 24.99, more than the total 20.00' },
    ]);
  });

  it('leaves alone lines below the total (tax, a missed line) and a receipt with a discount line', () => {
    expect(arithmeticSignals({ amount: 26.5, itemPrices: [15, 9.99] })).toEqual([]);
    expect(arithmeticSignals({ amount: 20, itemPrices: [15, 9.99, -5] })).toEqual([]);
    expect(arithmeticSignals({ amount: 20, itemPrices: [25] })).toEqual([]);
  });
});

describe('receiptFlags', () => {
  const match = { jobId: 'job-1', similarity: 0.97, signal: 'image' as const, completedAt: '2026-03-01T00:00:00.000Z' };

  it('makes a copy of an earlier receipt an error and the same content a warning', () => {
    expect(receiptFlags({ level: 'near_exact', matches: [{ ...match, level: 'near_exact' }] }, [])).toEqual([
      expect.objectContaining({ severity: 'error', code: 'DUPLICATE_RECEIPT' }),
    ]);
    expect(
      receiptFlags({ level: 'same_content', matches: [{ ...match, signal: 'content', level: 'same_content' }] }, []),
    ).toEqual([expect.objectContaining({ severity: 'warning', code: 'DUPLICATE_CONTENT' })]);
  });

  it('makes signs of editing a warning with the evidence, never an error', () => {
    const flags = receiptFlags(null, [{ signal: 'arithmetic', evidence: 'the 2 lines add up to 24.99' }]);
    expect(flags).toEqual([expect.objectContaining({ severity: 'warning', code: 'RECEIPT_ALTERATION_SIGNS' })]);
    expect(flags[0]?.message).toContain('24.99');
  });
});
