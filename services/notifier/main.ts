import { runMain } from '../runtime';

void runMain('notifier', ['notifier']);
