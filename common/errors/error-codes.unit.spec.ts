import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES, type ErrorCode } from './error-codes';
import { AppError } from './app-error';
import { jobFailureError, ServiceUnavailableError, WriteContentionError } from './errors';

/** The `| status | code(s) | when |` rows of the Errors table in docs/jobs.md, as `status code` pairs. */
const documentedCodes = (): string[] => {
  const text = readFileSync(join(__dirname, '../../docs/jobs.md'), 'utf8');
  const section = text.slice(text.indexOf('## Errors'));
  return [...section.matchAll(/^\| (\d{3}) \| ([^|]+) \|/gm)].flatMap(([, status, codes]) =>
    [...codes!.matchAll(/`([A-Z_]+)`/g)].map(([, code]) => `${status} ${code}`),
  );
};

describe('the error table', () => {
  it('lists exactly the public codes that docs/jobs.md documents, with the same statuses', () => {
    const publicCodes = (Object.entries(ERROR_CODES) as Array<[ErrorCode, (typeof ERROR_CODES)[ErrorCode]]>)
      .filter(([, entry]) => entry.public)
      .map(([code, entry]) => `${entry.status} ${code}`);
    expect([...documentedCodes()].sort()).toEqual([...publicCodes].sort());
  });

  it('gives an error its status and retriability from the table, and lets a cause that passes override it', () => {
    expect(new AppError('FILE_UNREACHABLE', 'GET returned 404')).toMatchObject({ httpStatus: 422, retriable: false });
    expect(new AppError('FILE_UNREACHABLE', 'GET returned 503', { retriable: true })).toMatchObject({
      httpStatus: 422,
      retriable: true,
    });
    expect(new ServiceUnavailableError('the database')).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      httpStatus: 503,
      retriable: true,
    });
    expect(new WriteContentionError('lost the race')).toMatchObject({
      code: 'INTERNAL',
      httpStatus: 500,
      retriable: true,
    });
  });

  it("raises a failed job's error again with its own code and status; a code outside the table is INTERNAL", () => {
    expect(jobFailureError('UNKNOWN_PROGRAM', "programKey 'x' is not a known program", { jobId: 'j' })).toMatchObject({
      code: 'UNKNOWN_PROGRAM',
      httpStatus: 400,
      message: "programKey 'x' is not a known program",
      details: { jobId: 'j' },
    });
    expect(jobFailureError('CANCELLED', 'the batch was cancelled', {})).toMatchObject({
      code: 'INTERNAL',
      httpStatus: 500,
      message: 'CANCELLED: the batch was cancelled',
    });
  });
});
