/** SPEC §0: every page shows this notice in its footer (the landing's full footer and the slim one). */
export const RISK_NOTICE = 'Crypto-assets are volatile and you can lose all the money you put in. Nothing here is financial advice.';
