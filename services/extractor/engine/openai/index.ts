export * from './openai-engine';
export { ReceiptAnswerSchema, receiptAnswerJsonSchema, type ReceiptAnswer } from './answer-schema';
