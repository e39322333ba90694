import { auditCompleteness } from './completeness';
import { scoreConfidence } from './confidence';
import { evidenceFrom } from './evidence/evidence';
import { extractDate } from './fields/date';
import { dateConfidence } from './fields/date/confidence';
import { extractItems } from './fields/items';
import { extractPayment } from './fields/payment';
import { classifyInvoice, extractServiceDetails } from './fields/service';
import { findStudentName } from './fields/student-name';
import { extractTotal } from './fields/total/extract-total';
import { extractVendor } from './fields/vendor';
import { vendorConfidence } from './fields/vendor/confidence';
import { vendorHintsOf } from './fields/vendor/hints';
import type { ReceiptLayout } from './layout';
import { rowsOf } from './layout/rows';
import { figuresAgree } from './reconcile';
import type { ParseReceiptOptions, ReceiptExtractionResult, StudentCandidate, StudentDetails } from './result';
import { findCandidateNameInText, studentDetailsFor } from './student-match';

const studentDetails = (
  printed: string | null,
  text: string,
  candidates: readonly StudentCandidate[],
): StudentDetails => studentDetailsFor(printed ?? findCandidateNameInText(text, candidates), candidates);

// A printed payment proof or a labelled name is read, not inferred: how sure is then down to the row's OCR.
const readConfidence = (base: number, rowConfidence: number): number => base - Math.max(0, 0.95 - rowConfidence) * 60;

/**
 * Reads a receipt from its layout (OCR segments with boxes, a PDF's text layer, or plain text) into
 * the extraction result. The segments are first grouped into printed rows, so a label and its amount
 * read as one line; every headline field says which rows it came from and how sure its reader is.
 * Pure: the same layout and options always give the same result.
 */
export const parseReceiptLayout = (
  layout: ReceiptLayout,
  options: ParseReceiptOptions = {},
): ReceiptExtractionResult => {
  const rows = rowsOf(layout);
  const lines = rows.map((r) => r.text);
  const rowConfidence = (i: number): number => rows[i]?.confidence ?? 0;
  const joined = lines.join('\n');
  const vendorField = extractVendor(lines, vendorHintsOf(rows));
  const dateField = extractDate(lines, joined, options.referenceDate);
  const { items, lineTotals } = extractItems(lines);
  const totalField = extractTotal(lines, rowConfidence, lineTotals);
  const payment = extractPayment(lines);
  const student = findStudentName(lines);
  const vendor = vendorField?.value ?? null;
  const invoiceType = classifyInvoice(lines, items, vendor);
  const serviceDetails = invoiceType === 'service' ? extractServiceDetails(lines, items, vendor) : null;
  const amount = totalField?.value ?? null;
  const agree = figuresAgree(lines, lineTotals, amount);
  const paymentState = payment.explicit
    ? 'explicit'
    : payment.details.proofOfPaymentType === 'unknown'
      ? 'unknown'
      : 'implied';
  const vendorConf = vendorField ? vendorConfidence(vendorField, rowConfidence(vendorField.line)) : null;
  const dateConf = dateField ? dateConfidence(dateField, rowConfidence(dateField.line)) : null;
  const rowsAt = (indexes: readonly number[]) => indexes.map((i) => rows[i]).filter((r) => r !== undefined);
  return {
    vendor,
    amount,
    transactionDate: dateField?.value ?? null,
    invoiceType,
    items,
    paymentDetails: payment.details,
    studentDetails: studentDetails(student?.name ?? null, joined, options.studentCandidates ?? []),
    serviceDetails,
    confidence: scoreConfidence({
      amount: totalField?.confidence ?? null,
      date: dateConf,
      vendor: vendorConf,
      itemCount: items.length,
      figuresAgree: agree,
      paymentState,
    }),
    auditResult: auditCompleteness({
      vendor,
      amount,
      transactionDate: dateField?.value ?? null,
      invoiceType,
      itemCount: items.length,
      payment: payment.details,
      serviceDetails,
    }),
    fieldEvidence: {
      vendor: vendorField ? evidenceFrom(rowsAt(vendorField.lines), vendorConf ?? 0) : null,
      amount: totalField ? evidenceFrom(rowsAt(totalField.rows), totalField.confidence) : null,
      transactionDate: dateField ? evidenceFrom(rowsAt([dateField.line]), dateConf ?? 0) : null,
      paymentDetails:
        payment.line === null
          ? null
          : evidenceFrom(
              rowsAt([payment.line]),
              readConfidence(payment.explicit ? 85 : 70, rowConfidence(payment.line)),
            ),
      studentName: student
        ? evidenceFrom(rowsAt([student.line]), readConfidence(85, rowConfidence(student.line)))
        : null,
    },
  };
};
