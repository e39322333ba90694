import { runMain } from '../runtime';

void runMain('batch-coordinator', ['batch-coordinator']);
