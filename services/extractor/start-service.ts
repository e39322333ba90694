import { groupIdFor } from '../../common/topics';
import type { Service } from '../runtime';
import { jobRunnerDeps } from '../worker-kit';
import { catalogProgramResolver, createBaseEngine, type ExtractionEngine } from './engine';
import { EXTRACTOR_GROUP, startExtractor } from './extractor-worker';
import { FilesSeen, gatheredLookups, outlastingOutages } from './fingerprint';
import { inThreadReader, ThreadPoolReader, type ReceiptReader } from './reading';

export type { ExtractionEngine } from './engine';

/**
 * The extractor; a test may hand it an engine of its own (read in the service's thread). The local
 * engine reads in EXTRACTOR_READER_THREADS worker threads when that is above 0, else in the service's
 * thread; each thread's engine is created once: its OCR models are costly to load.
 */
export const extractorService = (engineOverride?: ExtractionEngine): Service => ({
  name: 'extractor',
  start: async (context) => {
    const { config, infra, logger } = context;
    const threads =
      engineOverride === undefined && config.extraction.engine === 'local' ? config.extraction.readerThreads : 0;
    const reader: ReceiptReader =
      threads > 0
        ? new ThreadPoolReader({
            threads,
            maxPages: config.files.maxPages,
            onThreadLost: (error) => logger.error({ err: error }, 'a reader thread stopped; a new one took its place'),
          })
        : inThreadReader(engineOverride ?? createBaseEngine(config));
    const subscription = await startExtractor({
      ...(await jobRunnerDeps(context, 'extractor')),
      reader,
      resolveProgram: catalogProgramResolver(infra.catalog, infra.tenants),
      fetchLimits: config.files,
      fingerprints: outlastingOutages(gatheredLookups(infra.fingerprints), {
        onWait: (error, delayMs) => {
          logger.warn({ err: error, delayMs }, 'the receipt fingerprints cannot be read yet; trying again');
        },
      }),
      filesSeen: new FilesSeen(),
      concurrency: 3,
      partitionsConcurrently: config.kafka.partitions,
      groupId: groupIdFor(config.kafka.topicPrefix, EXTRACTOR_GROUP),
    });
    return {
      stop: async () => {
        await subscription.stop();
        await reader.close();
      },
    };
  },
});
