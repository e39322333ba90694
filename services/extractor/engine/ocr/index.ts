export * from './text-recognizer';
export * from './tesseract-recognizer';
