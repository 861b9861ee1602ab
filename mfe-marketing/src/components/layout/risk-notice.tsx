/** SPEC §0: every page shows this notice in its footer. */
export const RISK_NOTICE = 'Crypto-assets are volatile and you can lose all the money you put in. Nothing here is financial advice.';

export function RiskNotice() {
  return <p className="mk-risk">{RISK_NOTICE}</p>;
}
