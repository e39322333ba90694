export * from './usage-record';
export * from './calendar-day';
export * from './usage-for-event';
export * from './usage-report';
