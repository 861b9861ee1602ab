import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrencyIcon, monogramBackground } from './currency-icon';

describe('currency monogram', () => {
  it("reads the whole code of Tether ('USDT', not 'USD', which is another currency)", () => {
    const { container } = render(<CurrencyIcon code="USDT" />);
    expect(container.textContent).toBe('USDT');
  });

  it('keeps short codes whole and cuts long ones to 4 letters', () => {
    expect(render(<CurrencyIcon code="BTC" />).container.textContent).toBe('BTC');
    expect(render(<CurrencyIcon code="SHIBAINU" />).container.textContent).toBe('SHIB');
  });

  it('gives white letters a contrast of at least 4.5:1 on every code’s colour (WCAG AA)', () => {
    const channel = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    const luminance = (hsl: string) => {
      const [h, s, l] = hsl.match(/[\d.]+/g)!.map(Number) as [number, number, number];
      const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
      const f = (n: number) => {
        const k = (n + h / 30) % 12;
        return l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
      };
      return 0.2126 * channel(f(0)) + 0.7152 * channel(f(8)) + 0.0722 * channel(f(4));
    };
    // every hue a code can get: two-letter codes cover all 360 of them
    const codes = Array.from({ length: 26 * 26 }, (_, i) => String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)));
    const worst = Math.min(...codes.map((code) => 1.05 / (luminance(monogramBackground(code)) + 0.05)));
    expect(worst).toBeGreaterThanOrEqual(4.5);
  });
});
