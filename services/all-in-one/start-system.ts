import type { AppConfig } from '../../common/config';
import type { Logger } from '../../common/logging';
import { auditorService } from '../auditor/start-service';
import { batchCoordinatorService } from '../batch-coordinator/start-service';
import { extractorService, type ExtractionEngine } from '../extractor/start-service';
import { gatewayService } from '../gateway/start-service';
import { notifierService } from '../notifier/start-service';
import { projectionsService } from '../projections/start-service';
import { startServices, type RunningSystem, type Service } from '../runtime';

export type ServiceName = 'gateway' | 'projections' | 'extractor' | 'auditor' | 'batch-coordinator' | 'notifier';

export const ALL_SERVICES: readonly ServiceName[] = [
  'projections',
  'auditor',
  'extractor',
  'batch-coordinator',
  'notifier',
  'gateway',
];

export type SystemOptions = Readonly<{
  services: readonly ServiceName[];
  engine?: ExtractionEngine;
}>;

const serviceNamed = (name: ServiceName, options: SystemOptions): Service => {
  switch (name) {
    case 'projections':
      return projectionsService;
    case 'auditor':
      return auditorService;
    case 'extractor':
      return extractorService(options.engine);
    case 'batch-coordinator':
      return batchCoordinatorService;
    case 'notifier':
      return notifierService;
    case 'gateway':
      return gatewayService;
  }
};

/** The named services, in the order they start (read models first, the gateway last). */
export const servicesNamed = (options: SystemOptions): Service[] =>
  ALL_SERVICES.filter((name) => options.services.includes(name)).map((name) => serviceNamed(name, options));

/** Any choice of services in one process, by name: for the tests and the benchmarks. */
export const startSystem = (config: AppConfig, logger: Logger, options: SystemOptions): Promise<RunningSystem> =>
  startServices(config, logger, servicesNamed(options));
