import { readServiceTime } from './durations';

describe('readServiceTime', () => {
  it('reads hours, sessions and an hourly rate', () => {
    expect(readServiceTime('Reading tutoring - 8 sessions x 1 hr @ $45/hr')).toEqual({
      hours: 1,
      sessions: 8,
      ratePerHour: 45,
    });
    expect(readServiceTime('ABA therapy 20 hrs, $60 per hour')).toMatchObject({ hours: 20, ratePerHour: 60 });
  });

  it('turns minutes into hours and leaves absent figures null', () => {
    expect(readServiceTime('30 minute piano lesson')).toEqual({ hours: 0.5, sessions: null, ratePerHour: null });
    expect(readServiceTime('Chess set')).toEqual({ hours: null, sessions: null, ratePerHour: null });
  });
});
