import type { ChatCompletionContentPart, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ReceiptPictures } from './receipt-pictures';

const INSTRUCTIONS = [
  'You read receipts and invoices submitted to an education savings account / scholarship program.',
  'Return only what is printed; use null for anything not printed. Do not guess.',
  'amount: the grand total actually charged or due (not a subtotal, tax, cash tendered or change).',
  'transactionDate: the purchase, order or invoice date as YYYY-MM-DD (not a due date or delivery date). Read day-first dates on receipts from day-first countries.',
  'items: each purchased line with its unit price and whole-number quantity; shipping, tax, discounts and payments are not items.',
  'invoiceType: "service" for tutoring, therapy, lessons, classes and other services; otherwise "retail".',
  'payment: isPaid only if the document shows payment (card slip, PAID, zero balance, change given); proofOfPaymentType "unpaid" for an open balance.',
  'studentName: the student, child or client the purchase is for, when printed.',
].join('\n');

/** The chat messages for one receipt: fixed instructions, then the pages as images and any text layer. */
export const receiptMessages = (pictures: ReceiptPictures): ChatCompletionMessageParam[] => {
  const content: ChatCompletionContentPart[] = [
    {
      type: 'text',
      text: pictures.textLayer
        ? `The PDF's text layer, exact where the picture is not:\n${pictures.textLayer}`
        : 'Read the receipt in the picture(s).',
    },
    ...pictures.imageUrls.map((url): ChatCompletionContentPart => ({
      type: 'image_url',
      image_url: { url, detail: 'high' },
    })),
  ];
  return [
    { role: 'system', content: INSTRUCTIONS },
    { role: 'user', content },
  ];
};
