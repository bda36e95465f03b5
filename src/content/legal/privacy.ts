import { readYaml } from '../load.ts';
import type { AnalyticsSettings } from '../../config/env.ts';
import { analytics } from '../../lib/analytics/config.ts';
import { privacyFigures, privacyNoticeSchema, type LegalDocument } from './schema.ts';

/**
 * The UK GDPR privacy notice for a build. Words only: the page renders them. When the build counts visits, the
 * `analytics` section stands in for the one it names (what is counted, the lawful basis, how to object).
 */
export function privacyNoticeFor(settings: AnalyticsSettings | undefined): LegalDocument {
  const { analytics: counted, ...notice } = readYaml(
    'legal/privacy.yaml',
    privacyNoticeSchema,
    privacyFigures(settings),
  );
  if (!settings) return notice;
  return { ...notice, sections: notice.sections.map((s) => (s.id === counted.id ? counted : s)) };
}

/** This build's privacy notice. */
export const privacyNotice = privacyNoticeFor(analytics);
