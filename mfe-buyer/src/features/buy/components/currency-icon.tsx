// A coloured monogram per currency code. Real logos would mean shipping third-party brand
// artwork; a stable colour per code keeps cards distinguishable without that.
function hue(code: string): number {
  let h = 0;
  for (const ch of code) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

export function CurrencyIcon({ code, size = 36 }: { code: string; size?: number }) {
  return (
    <span
      className="by-currency-icon"
      aria-hidden="true"
      style={{ width: size, height: size, background: `hsl(${hue(code)} 55% 36%)`, fontSize: size * 0.34 }}
    >
      {code.slice(0, 3)}
    </span>
  );
}
