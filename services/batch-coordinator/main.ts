import { runMain } from '../runtime';
import { batchCoordinatorService } from './start-service';

void runMain('batch-coordinator', [batchCoordinatorService]);
