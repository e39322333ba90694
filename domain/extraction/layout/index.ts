export type { Box, FieldEvidence, LayoutLine, LayoutPage, ReceiptLayout } from './layout';
export { layoutFromText, layoutText } from './from-text';
