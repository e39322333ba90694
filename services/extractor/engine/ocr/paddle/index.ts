export { PaddleRecognizer } from './paddle-recognizer';
