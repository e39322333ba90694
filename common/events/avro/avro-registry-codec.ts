import { COMPATIBILITY, SchemaRegistry, SchemaType } from '@kafkajs/confluent-schema-registry';
import { type AnyEvent, type EventCodec, type EventRecord, fromRecord, toRecord } from '../event-codec';
import { type AvroSchema, subjectFor } from './event-schemas';

type RegistryMiddleware = NonNullable<ConstructorParameters<typeof SchemaRegistry>[0]['middlewares']>[number];

/**
 * The registry client sets no timeout of its own, so a request the registry never answers stays open for ever.
 * Start-up gives up on such an attempt and tries again (`withRetries`), but the abandoned request and its socket
 * remain (one held a whole test run's process alive); and every decode of a schema id not cached yet waits on
 * the one request the client makes for it. Bounded, the request fails and its socket is closed.
 */
export const REGISTRY_TIMEOUT_MS = 10_000;

/** The level the event log needs, and the registry's default for a subject nobody set one for. */
const REQUIRED_LEVEL: string = COMPATIBILITY.BACKWARD_TRANSITIVE;
const DEFAULT_LEVEL: string = COMPATIBILITY.NONE;

const timeoutAfter =
  (ms: number): RegistryMiddleware =>
  () => ({
    prepareRequest: async (next) => {
      const request = await next();
      return request.timeout() ? request : request.enhance({ timeout: ms });
    },
  });

/**
 * Avro in the Confluent wire format (magic byte, 4-byte schema id, Avro binary), with schemas registered
 * in a Confluent-compatible registry. Any consumer that knows only the registry URL can decode our events.
 */
export class AvroRegistryCodec implements EventCodec {
  private readonly registry: SchemaRegistry;
  private readonly schemaIds = new Map<string, number>();

  constructor(
    private readonly registryUrl: string,
    private readonly schemas: ReadonlyMap<string, AvroSchema>,
    private readonly timeoutMs = REGISTRY_TIMEOUT_MS,
  ) {
    this.registry = new SchemaRegistry({ host: registryUrl, middlewares: [timeoutAfter(timeoutMs)] });
  }

  /**
   * Sets the subject's level before its first version. The client writes it after the version, so a start-up
   * stopped between the two (an attempt given up on, a process killed) left a subject at the registry's
   * default, and every later registration failed on the mismatch for ever. Written first, no subject exists
   * without it. A subject at the default (NONE, or 404 where the registry reports no level of its own) is
   * ours to set; a level someone chose otherwise stays, and registering fails with what to change.
   */
  private async ensureCompatibility(subject: string): Promise<void> {
    const url = `${this.registryUrl}/config/${encodeURIComponent(subject)}`;
    const current = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
    if (current.ok) {
      const body = (await current.json()) as { compatibilityLevel?: string; compatibility?: string };
      const level = (body.compatibilityLevel ?? body.compatibility ?? '').toUpperCase();
      if (level === REQUIRED_LEVEL) return;
      if (level !== DEFAULT_LEVEL)
        throw new Error(
          `The registry's subject ${subject} has compatibility ${level}; the event log needs ${REQUIRED_LEVEL} ` +
            `(projections replay every version ever written): set it with PUT ${url}`,
        );
    } else if (current.status !== 404) {
      throw new Error(`Reading the compatibility of ${subject} answered ${current.status}`);
    }
    const set = await fetch(url, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/vnd.schemaregistry.v1+json' },
      body: JSON.stringify({ compatibility: REQUIRED_LEVEL }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!set.ok) throw new Error(`Setting the compatibility of ${subject} answered ${set.status}`);
  }

  /**
   * Registers the schemas of the event types a topic holds (every event type unless told). BACKWARD_TRANSITIVE
   * because projections replay the topic from its beginning: today's readers must decode every schema
   * version ever written. An event of a type not registered on a topic cannot be encoded for it.
   */
  async register(topic: string, types: readonly string[] = [...this.schemas.keys()]): Promise<void> {
    for (const type of types) {
      const schema = this.schemas.get(type);
      if (schema === undefined) throw new Error(`No schema for the event type ${type}`);
      const subject = subjectFor(topic, schema);
      await this.ensureCompatibility(subject);
      const { id } = await this.registry.register(
        { type: SchemaType.AVRO, schema: JSON.stringify(schema) },
        { subject, compatibility: COMPATIBILITY.BACKWARD_TRANSITIVE },
      );
      this.schemaIds.set(`${topic}/${type}`, id);
    }
  }

  async encode(topic: string, event: AnyEvent): Promise<Buffer> {
    const id = this.schemaIds.get(`${topic}/${event.type}`);
    if (id === undefined)
      throw new Error(`No schema registered for ${event.type} on ${topic}; call register(topic) at start-up`);
    return this.registry.encode(id, toRecord(event));
  }

  async decode(bytes: Buffer): Promise<AnyEvent> {
    return fromRecord((await this.registry.decode(bytes)) as EventRecord);
  }

  async isHealthy(): Promise<boolean> {
    try {
      const response = await fetch(`${this.registryUrl}/subjects`, { signal: AbortSignal.timeout(2_000) });
      return response.ok;
    } catch {
      return false;
    }
  }
}
