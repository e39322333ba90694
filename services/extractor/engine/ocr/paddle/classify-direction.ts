import { Tensor, type InferenceSession } from 'onnxruntime-node';
import type { GrayImage } from './gray-image';

// The classifier's input: 48 × 192 pixels, a line scaled to 48 px tall and cut or padded to 192.
const HEIGHT = 48;
const WIDTH = 192;
// A handful of the longest lines decide; short ones (a digit, a dash) are near coin flips.
const SAMPLE = 12;

/**
 * Whether a page's lines are upside down, by PaddleOCR's line-direction classifier (0° or 180°)
 * voting over the page's longest lines, each vote weighted by the classifier's certainty.
 */
export const isUpsideDown = async (session: InferenceSession, lines: readonly GrayImage[]): Promise<boolean> => {
  const sample = [...lines].sort((a, b) => b.width - a.width).slice(0, SAMPLE);
  if (sample.length === 0) return false;
  const plane = HEIGHT * WIDTH;
  const input = new Float32Array(sample.length * 3 * plane);
  sample.forEach((line, slot) => {
    const usable = Math.min(line.width, WIDTH);
    for (let y = 0; y < HEIGHT; y++) {
      for (let x = 0; x < usable; x++) {
        const value = line.data[y * line.width + x]! / 127.5 - 1;
        for (let c = 0; c < 3; c++) input[(slot * 3 + c) * plane + y * WIDTH + x] = value;
      }
    }
  });
  const output = await session.run({
    [session.inputNames[0]!]: new Tensor('float32', input, [sample.length, 3, HEIGHT, WIDTH]),
  });
  const scores = output[session.outputNames[0]!]!.data as Float32Array;
  let vote = 0;
  for (let slot = 0; slot < sample.length; slot++) vote += scores[slot * 2 + 1]! - scores[slot * 2]!;
  return vote > 0;
};
