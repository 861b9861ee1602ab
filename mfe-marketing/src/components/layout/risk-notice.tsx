import { commonTranslations } from '@openpresale/shared';

/** SPEC §0's risk notice, in the page's language. */
export function RiskNotice() {
  const t = commonTranslations.useT();
  return <p className="mk-risk">{t('common.riskNotice')}</p>;
}
