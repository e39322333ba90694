import { auditCompleteness } from './completeness';
import { scoreConfidence } from './confidence';
import { extractAmount } from './fields/amount';
import { extractDate } from './fields/date';
import { extractItems } from './fields/items';
import { extractPayment } from './fields/payment';
import { classifyInvoice, extractServiceDetails } from './fields/service';
import { extractStudentName } from './fields/student-name';
import { extractVendor } from './fields/vendor';
import { figuresAgree } from './reconcile';
import type { ParseReceiptOptions, ReceiptExtractionResult, StudentCandidate, StudentDetails } from './result';
import { findCandidateNameInText, studentDetailsFor } from './student-match';
import { toLines } from './text/lines';

const studentDetails = (lines: readonly string[], text: string, candidates: readonly StudentCandidate[]): StudentDetails =>
  studentDetailsFor(extractStudentName(lines) ?? findCandidateNameInText(text, candidates), candidates);

/**
 * Reads a receipt's text (a PDF text layer or OCR output, any number of pages) into the extraction
 * result. Pure: the same text and options always give the same result.
 */
export const parseReceiptText = (text: string, options: ParseReceiptOptions = {}): ReceiptExtractionResult => {
  const lines = toLines(text);
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
