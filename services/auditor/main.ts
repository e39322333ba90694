import { runMain } from '../runtime/run-main';
import { auditorService } from './start-service';

void runMain('auditor', [auditorService]);
