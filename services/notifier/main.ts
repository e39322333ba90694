import { runMain } from '../runtime';
import { notifierService } from './start-service';

void runMain('notifier', [notifierService]);
