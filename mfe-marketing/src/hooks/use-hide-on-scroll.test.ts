import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdHeaderDuringScroll, useHideOnScroll } from './use-hide-on-scroll';

let frames: FrameRequestCallback[] = [];

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

function runFrames() {
  const pending = frames;
  frames = [];
  act(() => pending.forEach((callback) => callback(performance.now())));
}

function setup() {
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  scrollTo(0);
  return renderHook(() => useHideOnScroll());
}

afterEach(() => vi.restoreAllMocks());

describe('the sticky header while scrolling', () => {
  it('hides when the visitor scrolls down past 50 px and shows again on the way up', () => {
    const { result } = setup();
    scrollTo(400);
    runFrames();
    expect(result.current).toBe(true);
    scrollTo(300);
    runFrames();
    expect(result.current).toBe(false);
  });

  it("stays shown through the page's own scroll to a section, its last step included", () => {
    const { result } = setup();
    holdHeaderDuringScroll();
    scrollTo(900);
    runFrames();
    expect(result.current).toBe(false);
    // The scroll's last step and its end come in one rendering step, before the next frame.
    scrollTo(1200);
    window.dispatchEvent(new Event('scrollend'));
    runFrames();
    expect(result.current).toBe(false);
    // Afterwards the visitor's own scrolling down hides it as usual.
    scrollTo(1300);
    runFrames();
    expect(result.current).toBe(true);
  });
});
