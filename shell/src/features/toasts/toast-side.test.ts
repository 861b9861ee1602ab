import { describe, expect, it } from 'vitest';
import { chooseToastSide } from './toast-side';

const phone = { viewportHeight: 740, margin: 16 };
const toast = { left: 16, right: 359, height: 80 };
const box = (top: number, height: number, left = 16, right = 359) => ({ top, bottom: top + height, left, right });

describe('where the toast goes', () => {
  it('stays at the bottom when the pressed button is elsewhere', () => {
    expect(chooseToastSide(toast, phone.viewportHeight, phone.margin, [box(300, 44)])).toBe('bottom');
    expect(chooseToastSide(toast, phone.viewportHeight, phone.margin, [])).toBe('bottom');
  });

  it('moves to the top when it would cover the button just pressed at the bottom of a phone screen', () => {
    expect(chooseToastSide(toast, phone.viewportHeight, phone.margin, [box(660, 44)])).toBe('top');
  });

  it('stays at the bottom when the control is beside it, not under it (a laptop toast sits on the right)', () => {
    const laptopToast = { left: 880, right: 1264, height: 80 };
    expect(chooseToastSide(laptopToast, 800, 16, [box(720, 44, 300, 420)])).toBe('bottom');
    expect(chooseToastSide(laptopToast, 800, 16, [box(720, 44, 1000, 1180)])).toBe('top');
  });

  it('when both sides would cover something, takes the side that covers less', () => {
    expect(chooseToastSide(toast, phone.viewportHeight, phone.margin, [box(10, 30), box(600, 140)])).toBe('top');
    expect(chooseToastSide(toast, phone.viewportHeight, phone.margin, [box(0, 100), box(700, 20)])).toBe('bottom');
  });
});
