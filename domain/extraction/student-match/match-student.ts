import type { StudentCandidate } from '../result';
import { editDistance } from './edit-distance';
import { areNicknames } from './nicknames';
import { parsePersonName, type PersonName } from './person-name';

/** Below this score no student is matched: a first name alone, or a surname alone, stays unmatched. */
export const MATCH_THRESHOLD = 70;
/** The best candidate must beat the runner-up by this many points, else the match is ambiguous. */
export const MATCH_MARGIN = 10;

export type StudentMatch = { candidate: StudentCandidate; confidence: number } | null;

/** How alike two name parts are, 0-1: same, nickname, initial, or a slip of one or two letters. */
const partSimilarity = (a: string, b: string, givenName: boolean): number => {
  if (a === b) return 1;
  if (a.length === 1 || b.length === 1) return a[0] === b[0] ? 0.75 : 0;
  if (givenName && areNicknames(a, b)) return 0.9;
  const distance = editDistance(a, b);
  const longest = Math.max(a.length, b.length);
  if (distance === 1 && longest >= 4) return 0.85;
  if (distance === 1 && longest === 3) return 0.7;
  if (distance === 2 && longest >= 7) return 0.7;
  if (givenName && (a.startsWith(b) || b.startsWith(a)) && Math.min(a.length, b.length) >= 3) return 0.8;
  return 0;
};

const scorePair = (printed: PersonName, enrolled: PersonName): number => {
  if (!printed.family || !enrolled.family) {
    // One given name alone: at most just under the threshold plus a little, so it matches only
    // when exact and nobody else shares it (the margin rule settles that).
    const onlyName = printed.family ?? printed.given;
    const best = Math.max(
      partSimilarity(onlyName, enrolled.given, true),
      enrolled.family ? partSimilarity(onlyName, enrolled.family, false) * 0.9 : 0,
    );
    return best * 72;
  }
  const straight =
    0.45 * partSimilarity(printed.given, enrolled.given, true) +
    0.55 * partSimilarity(printed.family, enrolled.family, false);
  // "Doe Jane" printed without a comma.
  const swapped =
    0.95 *
    (0.45 * partSimilarity(printed.family, enrolled.given, true) +
      0.55 * partSimilarity(printed.given, enrolled.family, false));
  let score = Math.max(straight, swapped);
  // A surname that does not match at all cannot be saved by the given name.
  if (partSimilarity(printed.family, enrolled.family, false) === 0 && swapped < 0.5) score = Math.min(score, 0.45);
  return score * 100;
};

const scoreCandidate = (printed: PersonName, candidate: StudentCandidate): number => {
  const names = [candidate.name, candidate.officialName].filter((n): n is string => Boolean(n));
  return Math.max(
    0,
    ...names
      .map((n) => parsePersonName(n))
      .filter((n): n is PersonName => n !== null)
      .map((n) => scorePair(printed, n)),
  );
};

/**
 * The enrolled student a printed name refers to, with a 0-100 confidence, or null when the best
 * score is under MATCH_THRESHOLD or another candidate is within MATCH_MARGIN of it.
 */
export const matchStudent = (printedName: string, candidates: readonly StudentCandidate[]): StudentMatch => {
  const printed = parsePersonName(printedName);
  if (!printed || candidates.length === 0) return null;
  const scored = candidates
    .map((candidate) => ({ candidate, score: scoreCandidate(printed, candidate) }))
    .sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (!best || best.score < MATCH_THRESHOLD) return null;
  if (second && best.score - second.score < MATCH_MARGIN) return null;
  return { candidate: best.candidate, confidence: Math.round(best.score) };
};
