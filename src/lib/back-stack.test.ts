import { describe, expect, it, vi } from 'vitest';
import { backHandlerCount, handleBack, pushBackHandler } from './back-stack';

describe('back handler stack (DESIGN.md §4: back closes the topmost sheet first)', () => {
  it('gives the press to the topmost handler only, and to nobody once all are gone', () => {
    const sheet = vi.fn();
    const alert = vi.fn();
    const popSheet = pushBackHandler(sheet);
    const popAlert = pushBackHandler(alert);
    expect(backHandlerCount()).toBe(2);
    expect(handleBack()).toBe(true);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(sheet).not.toHaveBeenCalled();
    popAlert();
    expect(handleBack()).toBe(true);
    expect(sheet).toHaveBeenCalledTimes(1);
    popSheet();
    popSheet();
    expect(backHandlerCount()).toBe(0);
    expect(handleBack()).toBe(false);
  });
});
