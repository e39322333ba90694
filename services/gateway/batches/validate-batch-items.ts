import { UnknownProgramError, ValidationError } from '../../../common/errors';
import type { ProgramCatalog } from '../../../common/rule-sets';
import type { BatchItemRequest } from '../../../domain/batches';
import type { JobType } from '../../../domain/jobs';
import {
  ReceiptExtractionRequestSchema,
  SubmissionAuditRequestSchema,
  metadataJsonOf,
  toAuditRequest,
  toReceiptRequest,
} from '../../../contracts';
import { assertFileUrl, assertMetadataSize, assertWebhookUrl } from '../validation/url-rules';
import { validator } from '../../../common/validation';

/** One item's JSON stays well inside a Kafka message, whatever the batch's size. */
const MAX_ITEM_BYTES = 256 * 1024;

export type ItemContext = Readonly<{
  batchType: JobType;
  tenantId: string;
  tenantDefaultProgram: string | null;
  catalog: ProgramCatalog;
  allowedHttpHosts: readonly string[];
  newJobId: () => string;
  /** Refuses a receiptJobId that names no receipt extraction of the tenant, naming `field` (see assertReceiptJob). */
  assertReceiptJob: (receiptJobId: string | undefined, field: string) => Promise<void>;
}>;

/**
 * Checks every item before any is accepted; the first invalid one answers 400 naming its index
 * (`items[17].fileUrl is required`). Valid items become requests with their jobIds assigned.
 */
export const validateBatchItems = async (
  items: readonly Record<string, unknown>[],
  context: ItemContext,
): Promise<BatchItemRequest[]> => {
  const programs = new Map<string, Promise<string>>();
  const programKeyOf: ProgramKeyOf = async (key, field) => {
    const id = key ?? '';
    if (!programs.has(id))
      programs.set(
        id,
        context.catalog
          .resolve(context.tenantId, key, context.tenantDefaultProgram)
          .then((program) => program.programKey),
      );
    try {
      return await programs.get(id)!;
    } catch (error) {
      if (error instanceof UnknownProgramError) throw new UnknownProgramError(error.programKey, error.knownKeys, field);
      throw error;
    }
  };
  const requests: BatchItemRequest[] = [];
  for (const [index, raw] of items.entries()) {
    const at = `items[${index}]`;
    try {
      if (Buffer.byteLength(JSON.stringify(raw), 'utf8') > MAX_ITEM_BYTES)
        throw new ValidationError(`${at} must be at most ${MAX_ITEM_BYTES} bytes of JSON`);
      if (raw.tenantId !== undefined && raw.tenantId !== context.tenantId)
        throw new ValidationError(`${at}.tenantId must be the batch's tenant`);
      const common = { index, jobId: context.newJobId() };
      if (context.batchType === 'receipt_extraction')
        requests.push({ ...common, ...(await receiptItem(raw, at, context, programKeyOf)) });
      else requests.push({ ...common, ...(await auditItem(raw, at, context, programKeyOf)) });
    } catch (error) {
      if (error instanceof ValidationError && !error.message.startsWith(at))
        throw new ValidationError(`${at}: ${error.message}`);
      throw error;
    }
  }
  return requests;
};

/** The program an item names (or the tenant's default) as resolved once per batch; unknown: 400 naming `field`. */
type ProgramKeyOf = (key: string | undefined, field: string) => Promise<string>;

/** Compiled once; messages name the field from `item`, which becomes `items[<index>]`. */
const ITEM = 'item';
const checkReceipt = validator(ReceiptExtractionRequestSchema, ITEM);
const checkAudit = validator(SubmissionAuditRequestSchema, ITEM);
const atIndex =
  <T>(check: (value: unknown) => T, at: string) =>
  (value: unknown): T => {
    try {
      return check(value);
    } catch (error) {
      if (error instanceof ValidationError && error.message.startsWith(ITEM))
        throw new ValidationError(`${at}${error.message.slice(ITEM.length)}`);
      throw error;
    }
  };

const receiptItem = async (raw: unknown, at: string, context: ItemContext, programKeyOf: ProgramKeyOf) => {
  const body = atIndex(checkReceipt, at)(raw);
  assertFileUrl(`${at}.fileUrl`, body.fileUrl);
  if (body.webhookUrl !== undefined) assertWebhookUrl(`${at}.webhookUrl`, body.webhookUrl, context.allowedHttpHosts);
  assertMetadataSize(body.metadata);
  // As POST /v1/receipts/extract does: an unknown program would fail each item after its file was read.
  if (body.programKey !== undefined) await programKeyOf(body.programKey, `${at}.programKey`);
  return {
    receipt: toReceiptRequest(body, false),
    audit: null,
    webhookUrl: body.webhookUrl ?? null,
    metadataJson: metadataJsonOf(body.metadata),
  };
};

const auditItem = async (raw: unknown, at: string, context: ItemContext, programKeyOf: ProgramKeyOf) => {
  const body = atIndex(checkAudit, at)(raw);
  if (body.webhookUrl !== undefined) assertWebhookUrl(`${at}.webhookUrl`, body.webhookUrl, context.allowedHttpHosts);
  assertMetadataSize(body.metadata);
  // As for a single audit: an item waiting for a receipt that will never come would hold the batch open.
  await context.assertReceiptJob(body.receiptJobId, `${at}.receiptJobId`);
  return {
    receipt: null,
    audit: toAuditRequest(body, await programKeyOf(body.programKey, `${at}.programKey`), {
      detailedAnalysis: true,
      strictHandbookRules: false,
    }),
    webhookUrl: body.webhookUrl ?? null,
    metadataJson: metadataJsonOf(body.metadata),
  };
};
