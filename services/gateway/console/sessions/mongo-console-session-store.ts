import type { Collection, Db } from 'mongodb';
import { createDeclaredIndexes } from '../../../../common/storage';
import type { ConsoleSession, ConsoleSessionStore } from './console-session';
import { consoleSessionQueries } from './console-session-queries';

type SessionDoc = Omit<ConsoleSession, 'sessionId'> & { _id: string };

/** Sessions by the hash of their token: created by an insert, read and ended by `_id`. */
export class MongoConsoleSessionStore implements ConsoleSessionStore {
  private readonly sessions: Collection<SessionDoc>;

  constructor(private readonly db: Db) {
    this.sessions = db.collection<SessionDoc>('console_sessions');
  }

  async ensureIndexes(): Promise<void> {
    await createDeclaredIndexes(this.db, consoleSessionQueries().indexes);
  }

  async create(session: ConsoleSession): Promise<void> {
    const { sessionId, ...rest } = session;
    await this.sessions.insertOne({ _id: sessionId, ...rest });
  }

  async get(sessionId: string): Promise<ConsoleSession | null> {
    const doc = await this.sessions.findOne({ _id: sessionId });
    if (doc === null) return null;
    const { _id, ...rest } = doc;
    return { sessionId: _id, ...rest };
  }

  async delete(sessionId: string): Promise<void> {
    await this.sessions.deleteOne({ _id: sessionId });
  }

  async purgeExpired(now: Date): Promise<number> {
    return (await this.sessions.deleteMany({ expiresAt: { $lt: now.toISOString() } })).deletedCount;
  }
}
