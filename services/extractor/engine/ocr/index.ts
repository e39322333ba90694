export * from './text-recognizer';
export * from './tesseract-recognizer';
export { PaddleRecognizer } from './paddle';
