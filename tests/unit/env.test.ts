import { describe, expect, it } from 'vitest';
import { leadDelivery, parseBuildEnv } from '../../src/config/env.ts';

describe('lead delivery settings', () => {
  it('defaults to the local inbox on the same origin', () => {
    const delivery = leadDelivery(parseBuildEnv({}));
    expect(delivery.emailjs).toMatchObject({ local: true, origin: '' });
    expect(delivery.formEndpoint).toBe('/api/forms');
    expect(delivery.formsLocal).toBe(true);
  });

  it('uses the real services when the environment names them', () => {
    const delivery = leadDelivery(
      parseBuildEnv({
        PUBLIC_EMAILJS_PUBLIC_KEY: 'pk',
        PUBLIC_EMAILJS_SERVICE_ID: 'svc',
        PUBLIC_EMAILJS_TEMPLATE_ID: 'tpl',
        PUBLIC_FORM_ENDPOINT: 'https://formspree.io/f/abc',
      }),
    );
    expect(delivery.emailjs).toEqual({
      local: false,
      publicKey: 'pk',
      serviceId: 'svc',
      templateId: 'tpl',
      origin: 'https://api.emailjs.com',
    });
    expect(delivery.formEndpoint).toBe('https://formspree.io/f/abc');
  });

  it('names each missing EmailJS value when only some are set', () => {
    expect(() => parseBuildEnv({ PUBLIC_EMAILJS_PUBLIC_KEY: 'pk' })).toThrow(
      /PUBLIC_EMAILJS_SERVICE_ID is missing[\s\S]*PUBLIC_EMAILJS_TEMPLATE_ID is missing/,
    );
    expect(() => parseBuildEnv({ PUBLIC_FORM_ENDPOINT: 'formspree' })).toThrow(
      /PUBLIC_FORM_ENDPOINT must be an absolute URL/,
    );
  });

  it.each([
    [{ CF_PAGES: '1' }, 'Cloudflare Pages'],
    [{ NETLIFY: 'true' }, 'Netlify'],
  ])('stops a host build (%o) that has no form endpoint: the local inbox is not there', (hostEnv, host) => {
    expect(() => parseBuildEnv(hostEnv)).toThrow(
      new RegExp(`PUBLIC_FORM_ENDPOINT: PUBLIC_FORM_ENDPOINT is required on ${host}`),
    );
    const delivery = leadDelivery(
      parseBuildEnv({ ...hostEnv, PUBLIC_FORM_ENDPOINT: 'https://formspree.io/f/abc' }),
    );
    expect(delivery.formEndpoint).toBe('https://formspree.io/f/abc');
  });
});
