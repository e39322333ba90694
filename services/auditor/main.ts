import { runMain } from '../runtime';

void runMain('auditor', ['auditor']);
