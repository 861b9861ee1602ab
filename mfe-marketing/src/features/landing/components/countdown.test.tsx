import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inHost } from '../../../test/render';
import { Countdown } from './countdown';

describe('Countdown to the configured stage end', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows HH:MM:SS padded to two digits and counts down every second', () => {
    render(inHost(<Countdown end="2026-03-02T11:02:05.000Z" />));
    expect(screen.getByText('Until presale ends')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('25:02:05');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('25:02:04');
    act(() => vi.advanceTimersByTime(65_000));
    expect(screen.getByRole('timer')).toHaveTextContent('25:00:59');
  });

  it("reaches '00:00:00' when the end passes and stays there", () => {
    render(inHost(<Countdown end="2026-03-01T10:00:03.000Z" />));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:03');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
  });

  it("shows '00:00:00' for an end already in the past", () => {
    render(inHost(<Countdown end="2026-02-01T00:00:00.000Z" />));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
  });
});
