import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AmountInput, type BuyDirection } from './amount-input';
import { hostWrapper, loadCatalogs } from '../../../test/render';

function Harness({ onSwap = () => {}, onValue = () => {} }: { onSwap?: () => void; onValue?: (value: string) => void }) {
  const [value, setValue] = useState('40');
  const [direction] = useState<BuyDirection>('crypto');
  const change = (next: string) => {
    onValue(next);
    setValue(next);
  };
  return <AmountInput value={value} onChange={change} direction={direction} onSwap={onSwap} unit="USDT" symbol="DEMO" />;
}

describe('buy amount input (SPEC §6)', () => {
  beforeAll(() => loadCatalogs('ru'));

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

  it('shows a decimal comma in Russian, while the value the page keeps is the exact decimal with a dot', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />, { wrapper: hostWrapper('ru') });
    const input = await screen.findByLabelText('Сумма оплаты в криптовалюте');
    await userEvent.clear(input);
    await userEvent.type(input, '0,25');
    expect(input).toHaveValue('0,25');
    expect(onValue).toHaveBeenLastCalledWith('0.25');
    // a dot typed on a keyboard that has one reads as the comma too
    await userEvent.clear(input);
    await userEvent.type(input, '12.000000000000000001');
    expect(input).toHaveValue('12,000000000000000001');
    expect(onValue).toHaveBeenLastCalledWith('12.000000000000000001');
    // a second separator is still ignored
    await userEvent.type(input, ',');
    expect(input).toHaveValue('12,000000000000000001');
  });
});
