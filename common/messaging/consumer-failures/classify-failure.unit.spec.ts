import {
  KafkaJSConnectionError,
  KafkaJSNonRetriableError,
  KafkaJSNumberOfRetriesExceeded,
  KafkaJSProtocolError,
} from 'kafkajs';
import { MongoNetworkError, MongoServerError, MongoServerSelectionError } from 'mongodb';
import {
  FileUnreachableError,
  InternalError,
  ServiceUnavailableError,
  UndecodableMessageError,
  ValidationError,
} from '../../errors';
import { classifyFailure } from './classify-failure';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('classifyFailure', () => {
  it('takes our own errors at their word: retriable ones are outages, others are not', () => {
    expect(classifyFailure(new ServiceUnavailableError('The database'))).toBe('transient');
    expect(classifyFailure(new ValidationError('bad data'))).toBe('permanent');
    expect(classifyFailure(new InternalError('bug'))).toBe('permanent');
    // a file host that refuses connections is the job's outcome, not an outage of ours
    expect(
      classifyFailure(new FileUnreachableError('refused', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') })),
    ).toBe('permanent');
  });

  it('gives up undecodable messages at once', () => {
    expect(classifyFailure(new UndecodableMessageError(new SyntaxError('Unexpected token')))).toBe('undecodable');
  });

  it('treats the database being unreachable or going away as an outage', () => {
    expect(
      classifyFailure(
        new MongoServerSelectionError('Server selection timed out after 3000 ms', {
          error: withCode('connect ECONNREFUSED 127.0.0.1:27017', 'ECONNREFUSED'),
        } as never),
      ),
    ).toBe('transient');
    expect(classifyFailure(new MongoNetworkError('connection 3 to 127.0.0.1:27017 closed'))).toBe('transient');
    expect(
      classifyFailure(new MongoServerError({ code: 91, errmsg: 'The server is in quiesce mode and will shut down' })),
    ).toBe('transient');
    expect(
      classifyFailure(new MongoServerError({ code: 1, errmsg: 'weird', errorLabels: ['RetryableWriteError'] })),
    ).toBe('transient');
  });

  it('treats a refused write or a bad query of the database as permanent', () => {
    expect(classifyFailure(new MongoServerError({ code: 11000, errmsg: 'E11000 duplicate key error' }))).toBe(
      'permanent',
    );
    expect(classifyFailure(new MongoServerError({ code: 2, errmsg: 'unknown operator: $foo' }))).toBe('permanent');
  });

  it('follows kafkajs: its retriable errors are outages, also once its own retries ran out', () => {
    const lost = new KafkaJSConnectionError('Connection error: connect ECONNREFUSED 127.0.0.1:9092');
    expect(classifyFailure(lost)).toBe('transient');
    expect(classifyFailure(new KafkaJSNumberOfRetriesExceeded(lost, { retryCount: 5, retryTime: 5_000 }))).toBe(
      'transient',
    );
    expect(
      classifyFailure(
        new KafkaJSProtocolError({
          message: 'Not leader',
          type: 'NOT_LEADER_FOR_PARTITION',
          code: 6,
          retriable: true,
        } as never),
      ),
    ).toBe('transient');
    expect(
      classifyFailure(new KafkaJSNonRetriableError('The request included a message larger than the max message size')),
    ).toBe('permanent');
  });

  it('recognises network failures of Node, fetch and the registry client, also deep in the causes', () => {
    expect(classifyFailure(withCode('connect ECONNREFUSED 127.0.0.1:8081', 'ECONNREFUSED'))).toBe('transient');
    expect(classifyFailure(new TypeError('fetch failed', { cause: withCode('socket closed', 'UND_ERR_SOCKET') }))).toBe(
      'transient',
    );
    expect(
      classifyFailure(
        new AggregateError([withCode('a', 'ETIMEDOUT'), withCode('b', 'ETIMEDOUT')], 'all attempts failed'),
      ),
    ).toBe('transient');
    expect(classifyFailure(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))).toBe(
      'transient',
    );
    // the registry client keeps only a status and the text: 400 stands for "no answer" there
    expect(
      classifyFailure(
        Object.assign(new Error(' - Error, status 400: connect ECONNREFUSED 127.0.0.1:8081'), {
          name: 'ResponseError',
          status: 400,
        }),
      ),
    ).toBe('transient');
    expect(
      classifyFailure(Object.assign(new Error(' - Error, status 503'), { name: 'ResponseError', status: 503 })),
    ).toBe('transient');
  });

  it('treats bugs and answers that will not change as permanent', () => {
    expect(classifyFailure(new TypeError("Cannot read properties of undefined (reading 'jobId')"))).toBe('permanent');
    expect(
      classifyFailure(Object.assign(new Error(' - Schema 99 not found'), { name: 'ResponseError', status: 404 })),
    ).toBe('permanent');
    expect(classifyFailure('a thrown string')).toBe('permanent');
    expect(classifyFailure(undefined)).toBe('permanent');
  });
});
