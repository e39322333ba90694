import { runMain } from '../runtime/run-main';
import { batchCoordinatorService } from './start-service';

void runMain('batch-coordinator', [batchCoordinatorService]);
