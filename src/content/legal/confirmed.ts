import { readYaml } from '../load.ts';
import { privacyFigures, privacyNoticeSchema } from './schema.ts';

/**
 * Whether the business has confirmed the privacy notice's lawful bases, transfers, retention and promises (its
 * `confirmed` tick): written for the site until then, so `npm run launch-check` lists it. Reads no build settings.
 */
export const privacyNoticeConfirmed = readYaml(
  'legal/privacy.yaml',
  privacyNoticeSchema,
  privacyFigures(),
).confirmed;
