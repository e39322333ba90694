import { runMain } from '../runtime';

// The gateway process also keeps the read models it serves up to date.
void runMain('gateway', ['gateway', 'projections']);
