import { HostProvider } from '@openpresale/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PrivacyChoicesButton } from './privacy-choices-button';

describe('Privacy choices link', () => {
  it("reopens the shell's consent banner through the host contract", async () => {
    const open = vi.fn();
    render(
      <HostProvider tokenName="Demo Token" openPrivacyChoices={open}>
        <PrivacyChoicesButton />
      </HostProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Privacy choices' }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('is absent when the host offers no consent choice', () => {
    render(
      <HostProvider tokenName="Demo Token">
        <PrivacyChoicesButton />
      </HostProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Privacy choices' })).toBeNull();
  });
});
