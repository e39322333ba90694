import type { AlterationSignal, PossibleDuplicate } from '../../contracts';
import { severityOf, type AuditFlag } from '../audit';

const jobs = (duplicate: PossibleDuplicate): string => duplicate.matches.map((match) => match.jobId).join(', ');

/**
 * The audit's flags for what the receipt's extraction found: the same receipt (file or picture) as an
 * earlier one is an error, the same content from a different picture a warning, signs of editing a
 * warning with their evidence (never alone a fail).
 */
export const receiptFlags = (
  duplicate: PossibleDuplicate | null,
  alterations: readonly AlterationSignal[],
): AuditFlag[] => {
  const flags: AuditFlag[] = [];
  if (duplicate !== null && duplicate.level !== 'same_content')
    flags.push({
      severity: severityOf('DUPLICATE_RECEIPT'),
      field: 'receipt',
      code: 'DUPLICATE_RECEIPT',
      message: `This receipt was already submitted (${duplicate.level === 'exact' ? 'the same' : 'a copy of the same'} receipt as job ${jobs(duplicate)}).`,
      suggestion: 'Compare it with the earlier receipt; reimburse it once.',
    });
  if (duplicate?.level === 'same_content')
    flags.push({
      severity: severityOf('DUPLICATE_CONTENT'),
      field: 'receipt',
      code: 'DUPLICATE_CONTENT',
      message: `A receipt with the same vendor, date, total and lines was already submitted (job ${jobs(duplicate)}), from a different picture.`,
      suggestion: 'Check whether it is the same purchase sent twice (for example a photo and the e-mailed receipt).',
    });
  if (alterations.length > 0)
    flags.push({
      severity: severityOf('RECEIPT_ALTERATION_SIGNS'),
      field: 'receipt',
      code: 'RECEIPT_ALTERATION_SIGNS',
      message: `The receipt shows signs of editing: ${alterations.map((signal) => signal.evidence).join('; ')}.`,
      suggestion: 'Compare the total and the date with the vendor or the payment record.',
    });
  return flags;
};
