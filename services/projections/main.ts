import { runMain } from '../runtime';
import { projectionsService } from './start-service';

// The projectors on their own; the gateway's process runs them too, so a deployment starts either.
void runMain('projections', [projectionsService]);
