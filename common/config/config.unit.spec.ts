import { ConfigError, loadConfig } from '.';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.api.port).toBe(3000);
    expect(config.kafka.brokers).toEqual(['127.0.0.1:9092']);
    expect(config.registry.url).toBe('http://127.0.0.1:8081/apis/ccompat/v7');
    expect(config.files.maxBytes).toBe(20 * 1024 * 1024);
    expect(config.api.publicBaseUrl).toBe('http://127.0.0.1:3000');
    expect(config.mongo.maxPoolSize).toBe(100);
    expect(config.extraction.readerThreads).toBe(0);
  });

  it('reads lists and trims a trailing slash from URLs', () => {
    const config = loadConfig({ KAFKA_BROKERS: 'a:1, b:2', SCHEMA_REGISTRY_URL: 'http://r:1/x/' });
    expect(config.kafka.brokers).toEqual(['a:1', 'b:2']);
    expect(config.registry.url).toBe('http://r:1/x');
  });

  it('names the variable when a value is invalid', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ API_PORT: '70000' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
    expect(() => loadConfig({ SCHEMA_REGISTRY_URL: 'not a url' })).toThrow(/SCHEMA_REGISTRY_URL/);
    expect(() => loadConfig({ MONGO_MAX_POOL_SIZE: '0' })).toThrow(/MONGO_MAX_POOL_SIZE/);
    expect(() => loadConfig({ KAFKA_BATCH_GATHER_MS: '-1' })).toThrow(/KAFKA_BATCH_GATHER_MS/);
    expect(() => loadConfig({ KAFKA_READ_MODEL_GATHER_MS: '5001' })).toThrow(/KAFKA_READ_MODEL_GATHER_MS/);
    expect(() => loadConfig({ KAFKA_PASS_OVER_PACE_MS: '-1' })).toThrow(/KAFKA_PASS_OVER_PACE_MS/);
    expect(() => loadConfig({ KAFKA_COORDINATOR_PACE_MS: '5001' })).toThrow(/KAFKA_COORDINATOR_PACE_MS/);
    expect(() => loadConfig({ EXTRACTOR_READER_THREADS: '1.5' })).toThrow(/EXTRACTOR_READER_THREADS/);
  });

  it('paces the projectors a synchronous answer waits on less than it gathers for the read models nobody waits on', () => {
    expect(loadConfig({}).kafka).toMatchObject({ batchGatherMs: 100, readModelGatherMs: 500 });
    expect(loadConfig({ KAFKA_READ_MODEL_GATHER_MS: '0' }).kafka.readModelGatherMs).toBe(0);
  });

  it('runs the bus on kafkajs unless KAFKA_CLIENT names the other client, and refuses an unknown one', () => {
    expect(loadConfig({}).kafka.client).toBe('kafkajs');
    expect(loadConfig({ KAFKA_CLIENT: 'confluent' }).kafka.client).toBe('confluent');
    expect(() => loadConfig({ KAFKA_CLIENT: 'rdkafka' })).toThrow(/KAFKA_CLIENT must be one of kafkajs, confluent/);
  });

  it('returns a frozen object so nothing can change configuration after start-up', () => {
    const config = loadConfig({});
    expect(Object.isFrozen(config.kafka)).toBe(true);
  });

  it('audits with the rules alone by default, and asks for a key when AUDIT_ENGINE=openai', () => {
    expect(loadConfig({}).audit.engine).toBe('local');
    expect(() => loadConfig({ AUDIT_ENGINE: 'openai' })).toThrow(/OPENAI_API_KEY is required when AUDIT_ENGINE=openai/);
    expect(loadConfig({ AUDIT_ENGINE: 'openai', OPENAI_API_KEY: 'k' }).audit.engine).toBe('openai');
  });
});
