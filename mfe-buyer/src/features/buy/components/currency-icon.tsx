// A coloured monogram per currency code. Real logos would mean shipping third-party brand
// artwork; a stable colour per code keeps cards distinguishable without that.
function hue(code: string): number {
  let h = 0;
  for (const ch of code) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

/**
 * The monogram is the code itself, up to 4 letters (cut to 3, 'USDT' read 'USD', another
 * currency); longer codes keep their first 4, and the font shrinks to fit.
 */
export function monogram(code: string): string {
  return code.slice(0, 4);
}

/**
 * The monogram's background: the code's hue, dark enough that its white letters keep a contrast
 * of at least 4.5:1 whatever the hue (at 36 % lightness yellow-green codes fell to about 3.4:1).
 */
export function monogramBackground(code: string): string {
  return `hsl(${hue(code)} 55% 28%)`;
}

export function CurrencyIcon({ code, size = 36 }: { code: string; size?: number }) {
  const letters = monogram(code);
  return (
    <span
      className="by-currency-icon"
      aria-hidden="true"
      style={{ width: size, height: size, background: monogramBackground(code), fontSize: size * (letters.length > 3 ? 0.27 : 0.34) }}
    >
      {letters}
    </span>
  );
}
