import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { glob } from 'tinyglobby';

/** The file kinds the service reads (docs/extraction.md). */
const RECEIPT_EXTENSIONS = /\.(pdf|jpe?g|png|webp|heic|heif)$/i;

export type LocalFile = Readonly<{ path: string; name: string; problem: string | null }>;

const isFolder = (source: string): boolean => {
  try {
    return statSync(source).isDirectory();
  } catch {
    return false;
  }
};

/** Whether the file can be read now; the reason when not, in words an operator acts on. */
const readProblem = (file: string): string | null => {
  try {
    accessSync(file, constants.R_OK);
    if (!statSync(file).isFile()) return 'not a regular file';
    return null;
  } catch (error) {
    // By shape: fs errors may come from another realm (a test's sandbox), where instanceof Error fails.
    return (error as { message?: unknown }).message?.toString() ?? String(error);
  }
};

/** A folder's receipt files, or a glob's matches, in name order, each checked for reading. */
export const collectFiles = async (source: string): Promise<LocalFile[]> => {
  const paths = isFolder(source)
    ? readdirSync(source)
        .filter((name) => RECEIPT_EXTENSIONS.test(name))
        .map((name) => path.join(source, name))
    : await glob(source, { absolute: false, onlyFiles: false });
  return paths.sort().map((file) => ({
    path: path.resolve(file),
    name: path.relative(process.cwd(), path.resolve(file)),
    problem: readProblem(file),
  }));
};
