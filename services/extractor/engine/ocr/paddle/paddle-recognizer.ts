import type { Box, LayoutLine } from '../../../../../domain/extraction';
import { inReadingOrder } from '../reading-order';
import type { RecognizedPage, TextRecognizer } from '../text-recognizer';
import { isUpsideDown } from './classify-direction';
import { detectText } from './detect-text';
import type { DecodedLine } from './ctc-decode';
import { cropGray, flipGray, toGray, type GrayImage } from './gray-image';
import { levelPage } from './level-page';
import { loadPaddleModels, type PaddleModels } from './paddle-models';
import { LINE_HEIGHT, readLines } from './read-lines';

/** Readings the recognizer itself doubts this much are noise (specks, stamps, ruled lines). */
const MIN_LINE_CONFIDENCE = 0.5;
// Lines read both ways to check a half-turn vote: the longest few, as the classifier votes with.
const CHECK_LINES = 8;

/** Characters read, each counted by the recognizer's confidence in its line. */
const weightOf = (decoded: readonly DecodedLine[]): number =>
  decoded.reduce((sum, line) => sum + line.text.trim().length * line.confidence, 0);

const halfTurn = (box: Box, width: number, height: number): Box => ({
  x: width - box.x - box.width,
  y: height - box.y - box.height,
  width: box.width,
  height: box.height,
});
const rounded = (box: Box): Box => ({
  x: Math.round(box.x),
  y: Math.round(box.y),
  width: Math.round(box.width),
  height: Math.round(box.height),
});

/**
 * Whether the longest lines read with more confidence turned half a turn. On a small photo (print
 * 6-8 px tall) the direction classifier sees blurred lines and votes "upside down" for upright
 * pages, and a page read upside down is debris ("00'8" for "8.00"); the recognizer is not fooled.
 */
const readsBetterTurned = async (models: PaddleModels, crops: readonly GrayImage[]): Promise<boolean> => {
  const longest = [...crops].sort((a, b) => b.width - a.width).slice(0, CHECK_LINES);
  const asGiven = await readLines(models.recognition, models.charset, longest);
  const turned = await readLines(models.recognition, models.charset, longest.map(flipGray));
  return weightOf(turned) > weightOf(asGiven);
};

/**
 * PaddleOCR PP-OCRv4 on ONNX Runtime: the detector finds text lines, the classifier says whether
 * the page is upside down, the recognizer reads each line. Models load once, on first use, and are
 * reused; calls run one at a time (ONNX Runtime already uses both cores for one image).
 */
export class PaddleRecognizer implements TextRecognizer {
  private models: Promise<PaddleModels> | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  private loaded(): Promise<PaddleModels> {
    this.models ??= loadPaddleModels().catch((error: unknown) => {
      this.models = null;
      throw error;
    });
    return this.models;
  }

  recognize(image: Buffer): Promise<RecognizedPage> {
    const run = this.queue.then(() => this.read(image));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async read(image: Buffer): Promise<RecognizedPage> {
    const models = await this.loaded();
    const given = await toGray(image);
    const foundAsGiven = await detectText(models.detection, given);
    const level = await levelPage(given, foundAsGiven);
    const gray = level?.image ?? given;
    const boxes = level ? await detectText(models.detection, gray) : foundAsGiven;
    let crops = await Promise.all(boxes.map((box) => cropGray(gray, box, LINE_HEIGHT)));
    const upsideDown = (await isUpsideDown(models.direction, crops)) && (await readsBetterTurned(models, crops));
    if (upsideDown) crops = crops.map(flipGray);
    const decoded = await readLines(models.recognition, models.charset, crops);
    const lines: LayoutLine[] = [];
    decoded.forEach(({ text, confidence }, index) => {
      const clean = text.normalize('NFKC').trim();
      if (clean === '' || confidence < MIN_LINE_CONFIDENCE) return;
      const found = upsideDown ? halfTurn(boxes[index]!, gray.width, gray.height) : boxes[index]!;
      lines.push({
        text: clean,
        box: rounded(level?.toGiven(found) ?? found),
        confidence: Math.round(confidence * 1000) / 1000,
      });
    });
    const chars = lines.reduce((n, line) => n + line.text.length, 0);
    const confidence =
      chars === 0 ? 0 : (100 * lines.reduce((sum, line) => sum + line.confidence * line.text.length, 0)) / chars;
    return { width: given.width, height: given.height, lines: inReadingOrder(lines), confidence };
  }

  async close(): Promise<void> {
    const models = this.models;
    this.models = null;
    const loaded = await models?.catch(() => null);
    if (loaded)
      await Promise.all([loaded.detection.release(), loaded.recognition.release(), loaded.direction.release()]);
  }
}
