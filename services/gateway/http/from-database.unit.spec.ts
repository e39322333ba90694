import { MongoNetworkError, MongoServerError } from 'mongodb';
import { NotFoundError } from '../../../common/errors';
import { fromDatabase } from './from-database';

describe('fromDatabase (a route meeting the database)', () => {
  it('answers 503 naming the database when it cannot be reached', async () => {
    const outage = new MongoNetworkError('connection 3 to 127.0.0.1:27017 closed');
    await expect(fromDatabase(() => Promise.reject(outage))).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      httpStatus: 503,
      message: 'The database is unavailable; try again shortly',
      cause: outage,
    });
  });

  it('passes on our own errors, a bug, and a write the server refuses, none of which a retry would change', async () => {
    const notFound = new NotFoundError("No tenant 'x'");
    const bug = new TypeError("Cannot read properties of undefined (reading 'tenantId')");
    const refused = new MongoServerError({ message: 'BSONObj size is invalid', code: 10334 });
    for (const error of [notFound, bug, refused])
      await expect(fromDatabase(() => Promise.reject(error))).rejects.toBe(error);
    expect(await fromDatabase(async () => 'read')).toBe('read');
  });
});
