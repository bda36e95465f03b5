import { EmailJSResponseStatus } from '@emailjs/browser';

/** Any failed delivery: status 0 for a network failure or a timeout, else the service's HTTP status. */
export class DeliveryError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'DeliveryError';
    this.status = status;
  }
}

/** Normalise whatever a delivery threw: EmailJS's status object, fetch's TypeError or abort, or anything else. */
export function toDeliveryError(error: unknown): DeliveryError {
  if (error instanceof DeliveryError) return error;
  if (error instanceof EmailJSResponseStatus) return new DeliveryError(error.status, error.text);
  if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError'))
    return new DeliveryError(0, 'Timed out');
  // A failed fetch rejects with a TypeError, not EmailJS's status-0 object.
  if (error instanceof TypeError) return new DeliveryError(0, 'Network Error');
  return new DeliveryError(0, error instanceof Error ? error.message : String(error));
}

/** A send that has not answered after this long is treated as failed, so the visitor is never left waiting. */
export const deliveryTimeoutMs = 15_000;

/**
 * Runs `work` with a signal that aborts after `ms`, and rejects with a DeliveryError then even if `work` ignores the
 * signal (EmailJS's `send()` takes none; the inbox's submission id keeps its late arrival from becoming a second lead).
 */
export async function withTimeout<T>(
  work: (signal: AbortSignal) => Promise<T>,
  ms = deliveryTimeoutMs,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new DeliveryError(0, 'Timed out'));
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } catch (error) {
    throw toDeliveryError(error);
  } finally {
    clearTimeout(timer);
  }
}
