import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StageNotice, stageLabel } from './stage-notice';
import { englishT, hostWrapper } from '../../../test/render';

const now = new Date('2026-11-20T12:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * 3600_000).toISOString();
const TEXT = 'Stage 2 ends in less than 24 hours. The price rises to $0.15 afterwards.';

describe('stage-end card (SPEC §0, §3: only when true)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows when the configured end is less than 24 hours away and a next price is set', () => {
    render(<StageNotice stageName="Stage 2" stageEnd={inHours(5)} nextStagePrice={0.15} now={now} />, { wrapper: hostWrapper() });
    expect(screen.getByText(TEXT)).toBeInTheDocument();
  });

  it('stays away when the end is further, past, unset, or no next price is configured', () => {
    const { rerender } = render(<StageNotice stageName="Stage 2" stageEnd={inHours(30)} nextStagePrice={0.15} now={now} />, {
      wrapper: hostWrapper(),
    });
    expect(screen.queryByText(/ends in less than 24 hours/)).toBeNull();
    rerender(<StageNotice stageName="Stage 2" stageEnd={inHours(-1)} nextStagePrice={0.15} now={now} />);
    expect(screen.queryByText(/ends in less than 24 hours/)).toBeNull();
    rerender(<StageNotice stageName="Stage 2" stageEnd={null} nextStagePrice={0.15} now={now} />);
    expect(screen.queryByText(/ends in less than 24 hours/)).toBeNull();
    rerender(<StageNotice stageName="Stage 2" stageEnd={inHours(5)} nextStagePrice={null} now={now} />);
    expect(screen.queryByText(/ends in less than 24 hours/)).toBeNull();
  });

  it('can be dismissed, and goes away by itself after 5 s', async () => {
    const { unmount } = render(<StageNotice stageName="Stage 2" stageEnd={inHours(5)} nextStagePrice={0.15} now={now} />, {
      wrapper: hostWrapper(),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(TEXT)).toBeNull();
    unmount();

    vi.useFakeTimers();
    render(<StageNotice stageName="Stage 2" stageEnd={inHours(5)} nextStagePrice={0.15} now={now} />, { wrapper: hostWrapper() });
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText(TEXT)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it("names the stage once: 'Stage 2' is not doubled, a bare name gets the word", () => {
    expect(stageLabel('Stage 2', englishT)).toBe('Stage 2');
    expect(stageLabel('stage two', englishT)).toBe('stage two');
    expect(stageLabel('Early bird', englishT)).toBe('Stage Early bird');
  });
});
