export { runEnd, runsWithin, type RunLimit } from './runs-within';
