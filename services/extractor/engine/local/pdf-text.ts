import { PDFParse } from 'pdf-parse';
import { FileUnreadableError } from '../../../../common/errors';

export type PdfText = Readonly<{ pages: readonly string[] }>;

/** The text layer of each page; pages without one come back empty (they need OCR). */
export const readPdfText = async (bytes: Buffer): Promise<PdfText> => {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { pages: result.pages.map((page) => page.text) };
  } catch (error) {
    throw new FileUnreadableError('the PDF could not be read', { cause: error });
  } finally {
    await parser.destroy().catch(() => undefined);
  }
};
