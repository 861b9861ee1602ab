import { RISK_NOTICE } from '@openpresale/shared';

export function RiskNotice() {
  return <p className="mk-risk">{RISK_NOTICE}</p>;
}
