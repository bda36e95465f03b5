import { readYaml } from '../load.ts';
import type { AnalyticsSettings } from '../../config/env.ts';
import { analytics } from '../../lib/analytics/config.ts';
import { privacyFigures, privacyNoticeSchema, type LegalDocument } from './schema.ts';

/**
 * The UK GDPR privacy notice for a build. Words only: the page renders them. When the build counts visits, its section
 * on cookies and visitor statistics reads as it does when counting (what is counted, the lawful basis, how to object).
 */
export function privacyNoticeFor(settings: AnalyticsSettings | undefined): LegalDocument {
  const notice = readYaml('legal/privacy.yaml', privacyNoticeSchema, privacyFigures(settings));
  return settings ? notice.whenCounting : notice.withoutCounting;
}

/** This build's privacy notice. */
export const privacyNotice = privacyNoticeFor(analytics);
