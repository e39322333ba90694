import { ValidationError } from '../../../common/errors';
import { MAX_METADATA_BYTES } from '../../../contracts';

/** Files are fetched over HTTP(S) only; the fetcher applies the private-address rules when it connects. */
export const assertFileUrl = (field: string, value: string): void => {
  const protocol = new URL(value).protocol;
  if (protocol !== 'http:' && protocol !== 'https:') throw new ValidationError(`${field} must be an http or https URL`);
};

/** Webhooks carry results: HTTPS only, except hosts allow-listed for local use. */
export const assertWebhookUrl = (field: string, value: string, allowedHttpHosts: readonly string[]): void => {
  const url = new URL(value);
  if (url.protocol === 'https:') return;
  if (url.protocol === 'http:' && allowedHttpHosts.includes(url.hostname)) return;
  throw new ValidationError(`${field} must be an https URL`);
};

/** Free-form metadata is passed through everywhere; a bound keeps events and webhooks small. */
export const assertMetadataSize = (metadata: unknown, maxBytes = MAX_METADATA_BYTES): void => {
  if (metadata !== undefined && Buffer.byteLength(JSON.stringify(metadata), 'utf8') > maxBytes) {
    throw new ValidationError(`metadata must be at most ${maxBytes} bytes of JSON`);
  }
};
