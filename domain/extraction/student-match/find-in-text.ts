import type { StudentCandidate } from '../result';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * With no labelled name, a candidate's full name printed anywhere (e.g. "Tutoring for Jane Doe")
 * is still evidence. Only whole given-and-family names count; nothing is guessed from a single
 * candidate or a lone first name.
 */
export const findCandidateNameInText = (text: string, candidates: readonly StudentCandidate[]): string | null => {
  const flat = text.replace(/\s+/g, ' ');
  for (const candidate of candidates) {
    for (const name of [candidate.officialName, candidate.name]) {
      const parts = (name ?? '').trim().split(/\s+/);
      const given = parts[0];
      const family = parts[parts.length - 1];
      if (!given || !family || parts.length < 2) continue;
      const forward = new RegExp(`\\b${escape(given)}(?:\\s+[A-Z][a-z]*\\.?)?\\s+${escape(family)}\\b`, 'i');
      const reversed = new RegExp(`\\b${escape(family)},\\s*${escape(given)}\\b`, 'i');
      const match = forward.exec(flat) ?? reversed.exec(flat);
      if (match) return match[0];
    }
  }
  return null;
};
