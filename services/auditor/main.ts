import { runMain } from '../runtime';
import { auditorService } from './start-service';

void runMain('auditor', [auditorService]);
