import { runMain } from '../runtime';
import { gatewayProcessServices } from './start-service';

// The gateway process also keeps the read models it serves up to date.
void runMain('gateway', gatewayProcessServices);
