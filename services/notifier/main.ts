import { runMain } from '../runtime/run-main';
import { notifierService } from './start-service';

void runMain('notifier', [notifierService]);
