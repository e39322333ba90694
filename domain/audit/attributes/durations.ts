// Service quantities: hours, sessions and an hourly rate ("10 hours", "8 sessions", "$45/hr").
export interface ServiceTime {
  hours: number | null;
  sessions: number | null;
  ratePerHour: number | null;
}

const NUMBER = '(\\d{1,4}(?:\\.\\d+)?)';
const HOURS = new RegExp(`${NUMBER}\\s*(?:-\\s*)?(?:hours?|hrs?)\\b`, 'i');
const MINUTES = new RegExp(`${NUMBER}\\s*(?:-\\s*)?(?:minutes?|mins?)\\b`, 'i');
const SESSIONS = new RegExp(`${NUMBER}\\s*(?:-\\s*)?(?:sessions?|lessons?|classes|visits?)\\b`, 'i');
const RATE = new RegExp(`\\$\\s*${NUMBER}\\s*(?:/|per|an|a)\\s*(?:hour|hr)\\b`, 'i');

function first(pattern: RegExp, text: string): number | null {
  const match = pattern.exec(text);
  return match ? Number(match[1]) : null;
}

export function readServiceTime(text: string): ServiceTime {
  const hours = first(HOURS, text);
  const minutes = first(MINUTES, text);
  return {
    hours: hours ?? (minutes === null ? null : Math.round((minutes / 60) * 100) / 100),
    sessions: first(SESSIONS, text),
    ratePerHour: first(RATE, text),
  };
}
