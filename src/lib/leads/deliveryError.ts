import { EmailJSResponseStatus } from '@emailjs/browser';

/** Any failed delivery: status 0 for a network failure, else the service's HTTP status. */
export class DeliveryError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'DeliveryError';
    this.status = status;
  }
}

/** Normalise whatever a delivery threw: EmailJS's status object, fetch's TypeError or anything else. */
export function toDeliveryError(error: unknown): DeliveryError {
  if (error instanceof DeliveryError) return error;
  if (error instanceof EmailJSResponseStatus) return new DeliveryError(error.status, error.text);
  // A failed fetch rejects with a TypeError, not EmailJS's status-0 object.
  if (error instanceof TypeError) return new DeliveryError(0, 'Network Error');
  return new DeliveryError(0, error instanceof Error ? error.message : String(error));
}

/** A send that has not answered after this long is treated as failed, so the visitor is never left waiting. */
export const deliveryTimeoutMs = 15_000;

/** Reject with a DeliveryError when `work` takes longer than `ms`. */
export function withTimeout<T>(work: Promise<T>, ms = deliveryTimeoutMs): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeliveryError(0, 'Timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
