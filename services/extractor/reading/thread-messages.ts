import { AppError, isAppError, type ErrorCode } from '../../../common/errors';
import type { ReadInput, ReceiptReading } from './receipt-reader';

/** What the pool sends a reader thread. A Buffer arrives as a plain Uint8Array. */
export type ThreadRequest = Readonly<{ id: number; input: ReadInput }> | Readonly<{ close: true }>;

/** An error as it crosses to the pool: an AppError keeps its code, retriability and details. */
export type WireError = Readonly<{
  code: ErrorCode | null;
  message: string;
  retriable?: boolean;
  details?: Readonly<Record<string, unknown>>;
}>;

/** What a reader thread answers, by the request's id. */
export type ThreadAnswer =
  Readonly<{ id: number; reading: ReceiptReading }> | Readonly<{ id: number; error: WireError }>;

export const toWire = (error: unknown): WireError =>
  isAppError(error)
    ? {
        code: error.code,
        message: error.message,
        retriable: error.retriable,
        ...(error.details === undefined ? {} : { details: error.details }),
      }
    : { code: null, message: error instanceof Error ? error.message : String(error) };

export const fromWire = (wire: WireError): Error =>
  wire.code === null
    ? new Error(wire.message)
    : new AppError(wire.code, wire.message, {
        ...(wire.retriable === undefined ? {} : { retriable: wire.retriable }),
        ...(wire.details === undefined ? {} : { details: wire.details }),
      });
