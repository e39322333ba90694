import { auditCompleteness } from './completeness';
import { scoreConfidence } from './confidence';
import { evidenceFrom } from './evidence/evidence';
import { extractAmount } from './fields/amount';
import { extractDate } from './fields/date';
import { extractItems } from './fields/items';
import { extractPayment } from './fields/payment';
import { classifyInvoice, extractServiceDetails } from './fields/service';
import { extractStudentName } from './fields/student-name';
import { extractVendor } from './fields/vendor';
import type { ReceiptLayout } from './layout';
import { rowsOf } from './layout/rows';
import { figuresAgree } from './reconcile';
import type { ParseReceiptOptions, ReceiptExtractionResult, StudentCandidate, StudentDetails } from './result';
import { findCandidateNameInText, studentDetailsFor } from './student-match';

const studentDetails = (lines: readonly string[], text: string, candidates: readonly StudentCandidate[]): StudentDetails =>
  studentDetailsFor(extractStudentName(lines) ?? findCandidateNameInText(text, candidates), candidates);

/**
 * Reads a receipt from its layout (OCR segments with boxes, a PDF's text layer, or plain text) into
 * the extraction result. The segments are first grouped into printed rows, so a label and its amount
 * read as one line; every headline field says which rows it came from. Pure: the same layout and
 * options always give the same result.
 */
export const parseReceiptLayout = (layout: ReceiptLayout, options: ParseReceiptOptions = {}): ReceiptExtractionResult => {
  const rows = rowsOf(layout);
  const lines = rows.map((r) => r.text);
  const joined = lines.join('\n');
  const vendorField = extractVendor(lines);
  const amountField = extractAmount(lines);
  const dateField = extractDate(lines, joined, options.referenceDate);
  const { items, lineTotals } = extractItems(lines);
  const payment = extractPayment(lines);
  const vendor = vendorField?.value ?? null;
  const invoiceType = classifyInvoice(lines, items, vendor);
  const serviceDetails = invoiceType === 'service' ? extractServiceDetails(lines, items, vendor) : null;
  const amount = amountField?.value ?? null;
  const agree = figuresAgree(lines, lineTotals, amount);
  const paymentState = payment.explicit ? 'explicit' : payment.details.proofOfPaymentType === 'unknown' ? 'unknown' : 'implied';
  return {
    vendor,
    amount,
    transactionDate: dateField?.value ?? null,
    invoiceType,
    items,
    paymentDetails: payment.details,
    studentDetails: studentDetails(lines, joined, options.studentCandidates ?? []),
    serviceDetails,
    confidence: scoreConfidence({ amount: amountField, date: dateField, vendor: vendorField, itemCount: items.length, figuresAgree: agree, paymentState }),
    auditResult: auditCompleteness({
      vendor,
      amount,
      transactionDate: dateField?.value ?? null,
      invoiceType,
      itemCount: items.length,
      payment: payment.details,
      serviceDetails,
    }),
  };
};
