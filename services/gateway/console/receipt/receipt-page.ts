import { AppError, FileUnreadableError, NotFoundError, UnsupportedFileTypeError } from '../../../../common/errors';
import { openPdfParser } from '../../../../common/pdf';
import {
  checkDrawnPage,
  detectFileType,
  fetchFile,
  MIME_TYPES,
  openImage,
  RENDER_DPI,
  type FetchLimits,
} from '../../../../common/files';

export type ReceiptPicture = Readonly<{ bytes: Buffer; contentType: string; sha256: string }>;

/**
 * One page of a job's receipt as a picture a browser shows. File bytes are never stored, so the file is
 * fetched again from its URL with the extractor's own fetcher and limits (private addresses refused
 * unless allow-listed, size, time, redirects). A PDF page is rendered at the extractor's DPI, so page
 * pixels mean the same to the console as to the reader that recorded the boxes; HEIC becomes PNG.
 */
export const receiptPage = async (fileUrl: string, page: number, limits: FetchLimits): Promise<ReceiptPicture> => {
  const file = await fetchFile(fileUrl, limits);
  const kind = detectFileType(file.bytes);
  if (kind === null) throw new UnsupportedFileTypeError('the file is not a JPEG, PNG, WebP, HEIC or PDF');
  if (kind === 'pdf')
    return { bytes: await renderPdfPage(file.bytes, page), contentType: 'image/png', sha256: file.sha256 };
  if (page !== 1) throw new NotFoundError(`The receipt has one page`);
  if (kind === 'heic')
    return {
      bytes: await (await openImage(file.bytes, kind)).image.png().toBuffer(),
      contentType: 'image/png',
      sha256: file.sha256,
    };
  return { bytes: file.bytes, contentType: MIME_TYPES[kind], sha256: file.sha256 };
};

/** pdf-parse is loaded on the first PDF page shown, not with the gateway (common/pdf). */
const renderPdfPage = async (bytes: Buffer, page: number): Promise<Buffer> => {
  const parser = await openPdfParser(bytes);
  try {
    const { total, pages } = await parser.getInfo({ parsePageInfo: true, partial: [page] });
    if (page > total) throw new NotFoundError(`The receipt has ${total} page${total === 1 ? '' : 's'}`);
    const points = pages[0];
    const scale = RENDER_DPI / 72;
    if (points !== undefined) checkDrawnPage(page, points.width * scale, points.height * scale, RENDER_DPI);
    const shots = await parser.getScreenshot({
      partial: [page],
      scale,
      imageBuffer: true,
      imageDataUrl: false,
    });
    const shot = shots.pages[0];
    if (shot === undefined) throw new FileUnreadableError(`page ${page} could not be rendered`);
    return Buffer.from(shot.data);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new FileUnreadableError('the PDF could not be read', { cause: error });
  } finally {
    await parser.destroy().catch(() => undefined);
  }
};
