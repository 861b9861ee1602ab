import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AmountInput, type BuyDirection } from './amount-input';
import { hostWrapper } from '../../../test/render';

function Harness({ onSwap = () => {} }: { onSwap?: () => void }) {
  const [value, setValue] = useState('40');
  const [direction] = useState<BuyDirection>('crypto');
  return <AmountInput value={value} onChange={setValue} direction={direction} onSwap={onSwap} unit="USDT" symbol="DEMO" />;
}

describe('buy amount input (SPEC §6)', () => {
  it('starts at 40 and ignores letters, signs and a second dot while typing', async () => {
    render(<Harness />, { wrapper: hostWrapper() });
    const input = screen.getByLabelText('Amount to pay in crypto');
    expect(input).toHaveValue('40');
    await userEvent.type(input, 'a-e+');
    expect(input).toHaveValue('40');
    await userEvent.type(input, '.5.');
    expect(input).toHaveValue('40.5');
  });

  it('turns a comma into a dot and allows an empty field', async () => {
    render(<Harness />, { wrapper: hostWrapper() });
    const input = screen.getByLabelText('Amount to pay in crypto');
    await userEvent.clear(input);
    expect(input).toHaveValue('');
    await userEvent.type(input, '0,25');
    expect(input).toHaveValue('0.25');
  });

  it('the swap button asks to flip the direction', async () => {
    const onSwap = vi.fn();
    render(<Harness onSwap={onSwap} />, { wrapper: hostWrapper() });
    await userEvent.click(screen.getByRole('button', { name: 'Swap to receive DEMO' }));
    expect(onSwap).toHaveBeenCalledTimes(1);
  });
});
