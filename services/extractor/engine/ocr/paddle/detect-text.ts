import { Tensor, type InferenceSession } from 'onnxruntime-node';
import type { Box } from '../../../../../domain/extraction';
import { resizeGray, type GrayImage } from './gray-image';
import { findTextRegions } from './text-regions';

/**
 * Longest side the detector sees. Detection is the costly step (its time grows with the pixels);
 * it only has to find where lines are, and recognition reads each line from the full-size image.
 * 1120 px is the measured trade on real receipts (docs/extraction.md): 1280 px read two more vendor
 * names and one more total of 63 but cost 0.35 s more per receipt; 960 px lost three totals.
 */
export const DETECTION_MAX_SIDE = 1120;
const STRIDE = 32;
// ImageNet statistics the PP-OCR detector was trained with (the same for every channel of a gray picture but the constants).
const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;

const detectionSize = (side: number, scale: number) => Math.max(STRIDE, Math.round((side * scale) / STRIDE) * STRIDE);

const toInput = (image: GrayImage): Tensor => {
  const plane = image.width * image.height;
  const input = new Float32Array(3 * plane);
  for (let c = 0; c < 3; c++) {
    const mean = MEAN[c]!;
    const std = STD[c]!;
    for (let i = 0; i < plane; i++) input[c * plane + i] = (image.data[i]! / 255 - mean) / std;
  }
  return new Tensor('float32', input, [1, 3, image.height, image.width]);
};

/** Boxes around the text lines of an image, in its own pixels. */
export const detectText = async (session: InferenceSession, image: GrayImage): Promise<Box[]> => {
  const scale = Math.min(1, DETECTION_MAX_SIDE / Math.max(image.width, image.height));
  const width = detectionSize(image.width, scale);
  const height = detectionSize(image.height, scale);
  const input = await resizeGray(image, width, height);
  const output = await session.run({ [session.inputNames[0]!]: toInput(input) });
  const map = output[session.outputNames[0]!]!;
  const rx = image.width / width;
  const ry = image.height / height;
  return findTextRegions({ data: map.data as Float32Array, width, height }).map(({ box }) => ({
    x: box.x * rx,
    y: box.y * ry,
    width: box.width * rx,
    height: box.height * ry,
  }));
};
