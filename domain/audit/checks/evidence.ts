import { hasKeyword } from '../text/keyword-matcher';
import { normalizeText } from '../text/normalize';
import type { SubmissionAuditClaim } from '../types';

// What counts as "attached": a supporting file's name, a link's label or its URL.
export function evidenceTexts(claim: Pick<SubmissionAuditClaim, 'supportingFiles' | 'links'>): string[] {
  const files = (claim.supportingFiles ?? []).map((file) => normalizeText(file?.name));
  const links = (claim.links ?? []).flatMap((link) => [normalizeText(link?.label), normalizeText(link?.url)]);
  return [...files, ...links].filter((text) => text !== ' ');
}

export function isEvidenced(texts: readonly string[], keywords: readonly string[]): boolean {
  return texts.some((text) => hasKeyword(text, keywords));
}
