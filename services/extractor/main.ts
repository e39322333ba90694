import { runMain } from '../runtime';

void runMain('extractor', ['extractor']);
