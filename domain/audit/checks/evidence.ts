import { hasKeyword } from '../text/keyword-matcher';
import { normalizeText } from '../text/normalize';
import type { SubmissionAuditClaim } from '../types';

// What counts as "attached": a supporting file's name, a link's label or its URL.
export function evidenceTexts(claim: Pick<SubmissionAuditClaim, 'supportingFiles' | 'links'>): string[] {
  // JSON from outside: an entry may be null whatever the type promises.
  const supportingFiles: readonly ({ name?: string } | null | undefined)[] = claim.supportingFiles ?? [];
  const links: readonly ({ url?: string; label?: string } | null | undefined)[] = claim.links ?? [];
  const files = supportingFiles.map((file) => normalizeText(file?.name));
  const labels = links.flatMap((link) => [normalizeText(link?.label), normalizeText(link?.url)]);
  return [...files, ...labels].filter((text) => text !== ' ');
}

export function isEvidenced(texts: readonly string[], keywords: readonly string[]): boolean {
  return texts.some((text) => hasKeyword(text, keywords));
}
