import { classifyFailure } from '../consumer-failures';
import { markOutage } from './outage-errors';

/** The shape of the confluent client's KafkaJS-layer errors: a librdkafka code, `retriable` false. */
const clientError = (code: number, message: string) => Object.assign(new Error(message), { code, retriable: false });

describe('markOutage', () => {
  it('makes a publish that timed out while the broker was away an outage the consumers wait out', () => {
    const error = clientError(-192, 'Local: Message timed out');
    expect(classifyFailure(error)).toBe('permanent'); // as the client reports it
    expect(classifyFailure(markOutage(error))).toBe('transient');
    expect(classifyFailure(markOutage(clientError(-195, 'Local: Broker transport failure')))).toBe('transient');
  });

  it('leaves an error that is no outage as it is', () => {
    const error = clientError(-188, 'Local: Unknown topic');
    expect(classifyFailure(markOutage(error))).toBe('permanent');
    expect(markOutage('not an error')).toBe('not an error');
  });
});
