import { runMain } from '../runtime';
import { extractorService } from './start-service';

void runMain('extractor', [extractorService()]);
