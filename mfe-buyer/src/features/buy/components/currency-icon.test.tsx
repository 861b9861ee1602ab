import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrencyIcon } from './currency-icon';

describe('currency monogram', () => {
  it("reads the whole code of Tether ('USDT', not 'USD', which is another currency)", () => {
    const { container } = render(<CurrencyIcon code="USDT" />);
    expect(container.textContent).toBe('USDT');
  });

  it('keeps short codes whole and cuts long ones to 4 letters', () => {
    expect(render(<CurrencyIcon code="BTC" />).container.textContent).toBe('BTC');
    expect(render(<CurrencyIcon code="SHIBAINU" />).container.textContent).toBe('SHIB');
  });
});
