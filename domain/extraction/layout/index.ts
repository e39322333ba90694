export type { Box, FieldEvidence, LayoutLine, LayoutPage, ReceiptLayout } from './layout';
export type { Row } from './row';
export { layoutFromText, layoutText } from './from-text';
export { rowsOf } from './rows';
export { unionBox } from './box';
export { estimateSkew } from './skew';
