import { runMain } from '../runtime/run-main';
import { extractorService } from './start-service';

void runMain('extractor', [extractorService()]);
