import type { AnyEvent } from './event-codec';
import { JsonEventCodec } from './json-event-codec';

/** A JSON codec that keeps the type of every event it decodes: what a consumer paid to read (tests only). */
export class CountingCodec extends JsonEventCodec {
  decoded: string[] = [];
  override async decode(bytes: Buffer): Promise<AnyEvent> {
    const event = await super.decode(bytes);
    this.decoded.push(event.type);
    return event;
  }
}
