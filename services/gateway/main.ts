import { readModelsService } from '../read-models/start-service';
import { runMain } from '../runtime';
import { gatewayService } from './start-service';

// The gateway process also keeps the read models it serves up to date.
void runMain('gateway', [readModelsService, gatewayService]);
