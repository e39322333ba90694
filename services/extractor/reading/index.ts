export { inThreadReader, readReceipt, type ReadInput, type ReceiptReader, type ReceiptReading } from './receipt-reader';
export { ThreadPoolReader, type ThreadPoolOptions } from './thread-pool-reader';
