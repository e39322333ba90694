import { groupIdFor } from '../../common/topics';
import type { Service } from '../runtime';
import { jobRunnerDeps } from '../worker-kit';
import { catalogProgramResolver, createExtractionEngine, type ExtractionEngine } from './engine';
import { EXTRACTOR_GROUP, startExtractor } from './extractor-worker';
import { outlastingOutages } from './fingerprint';

export type { ExtractionEngine } from './engine';

/** The extractor; a test may hand it an engine of its own. One engine per process, created once: its OCR worker is costly to start. */
export const extractorService = (engineOverride?: ExtractionEngine): Service => ({
  name: 'extractor',
  start: async (context) => {
    const { config, infra } = context;
    const engine =
      engineOverride ?? createExtractionEngine(config, catalogProgramResolver(infra.catalog, infra.tenants));
    const subscription = await startExtractor({
      ...(await jobRunnerDeps(context, 'extractor')),
      engine,
      fetchLimits: config.files,
      fingerprints: outlastingOutages(infra.fingerprints, {
        onWait: (error, delayMs) => {
          context.logger.warn({ err: error, delayMs }, 'the receipt fingerprints cannot be read yet; trying again');
        },
      }),
      concurrency: 3,
      partitionsConcurrently: config.kafka.partitions,
      groupId: groupIdFor(config.kafka.topicPrefix, EXTRACTOR_GROUP),
    });
    return {
      stop: async () => {
        await subscription.stop();
        await engine.close();
      },
    };
  },
});
