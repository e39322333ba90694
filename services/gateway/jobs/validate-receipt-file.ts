import { UnsupportedFileTypeError, isAppError } from '../../../common/errors';
import { detectFileType, fetchFile, MIME_TYPES, type FetchLimits } from '../../../common/files';

/** The answer of `validateOnly=true`: what would happen to this file, without queueing anything. */
export type FileValidation = Readonly<{
  valid: boolean;
  checks: {
    payload: { ok: true };
    fileAccessible: { ok: boolean; status: 'reachable' | 'unreachable'; detail: string | null };
    fileType: { ok: boolean; detected: string | null };
    fileSize: { ok: boolean; bytes: number | null; limit: number };
  };
}>;

/**
 * Fetches the file as the worker would (same limits, same private-address rules). A file too large
 * answers 413 and one of another type 415, as decided; an unreachable file is a failed check, not an error.
 */
export const validateReceiptFile = async (fileUrl: string, limits: FetchLimits): Promise<FileValidation> => {
  try {
    const file = await fetchFile(fileUrl, limits);
    const kind = detectFileType(file.bytes);
    if (kind === null)
      throw new UnsupportedFileTypeError(
        `The file is not a JPEG, PNG, WebP, HEIC or PDF (served as ${file.contentType ?? 'no type'})`,
      );
    return {
      valid: true,
      checks: {
        payload: { ok: true },
        fileAccessible: { ok: true, status: 'reachable', detail: null },
        fileType: { ok: true, detected: MIME_TYPES[kind] },
        fileSize: { ok: true, bytes: file.bytes.length, limit: limits.maxBytes },
      },
    };
  } catch (error) {
    if (!isAppError(error) || error.code !== 'FILE_UNREACHABLE') throw error;
    return {
      valid: false,
      checks: {
        payload: { ok: true },
        fileAccessible: { ok: false, status: 'unreachable', detail: error.message },
        fileType: { ok: false, detected: null },
        fileSize: { ok: false, bytes: null, limit: limits.maxBytes },
      },
    };
  }
};
