import { type AnyEvent, type EventCodec, type EventRecord, fromRecord, toRecord } from './event-codec';

/** Plain JSON on the log, for unit tests on the in-memory bus. Production uses the Avro codec. */
export class JsonEventCodec implements EventCodec {
  async encode(_topic: string, event: AnyEvent): Promise<Buffer> {
    return Buffer.from(JSON.stringify(toRecord(event)), 'utf8');
  }

  async decode(bytes: Buffer): Promise<AnyEvent> {
    return fromRecord(JSON.parse(bytes.toString('utf8')) as EventRecord);
  }
}
