import { EmailJSResponseStatus } from '@emailjs/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeliveryError, toDeliveryError, withTimeout } from '../../src/lib/leads/deliveryError.ts';

describe('toDeliveryError', () => {
  it.each([
    ['EmailJS status 403', new EmailJSResponseStatus(403, 'Forbidden'), 403, 'Forbidden'],
    ['EmailJS status 429', new EmailJSResponseStatus(429, 'Too Many Requests'), 429, 'Too Many Requests'],
    ['a failed fetch', new TypeError('Failed to fetch'), 0, 'Network Error'],
    ['an aborted fetch', new DOMException('The operation was aborted.', 'AbortError'), 0, 'Timed out'],
    ['a plain error', new Error('The public key is required'), 0, 'The public key is required'],
    ['a thrown string', 'boom', 0, 'boom'],
  ])('maps %s to status %i', (_, thrown, status, message) => {
    const error = toDeliveryError(thrown);
    expect(error).toBeInstanceOf(DeliveryError);
    expect({ status: error.status, message: error.message }).toEqual({ status, message });
  });

  it('passes a DeliveryError through unchanged', () => {
    const error = new DeliveryError(500, 'Internal Server Error');
    expect(toDeliveryError(error)).toBe(error);
  });
});

describe('withTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('answers what the work answers in time', async () => {
    await expect(withTimeout(() => Promise.resolve('OK'), 1000)).resolves.toBe('OK');
  });

  it('aborts the work and fails with "Timed out" when it takes longer', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const result = withTimeout((s) => {
      signal = s;
      return new Promise<never>(() => undefined);
    }, 15_000);
    const outcome = expect(result).rejects.toMatchObject({
      name: 'DeliveryError',
      status: 0,
      message: 'Timed out',
    });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(signal?.aborted).toBe(true);
  });

  it('maps what the work throws', async () => {
    await expect(withTimeout(() => Promise.reject(new TypeError('Failed to fetch')))).rejects.toMatchObject({
      status: 0,
      message: 'Network Error',
    });
  });
});
