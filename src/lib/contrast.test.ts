import { describe, expect, it } from 'vitest';
import { contrast, readableOn, TEXT_CONTRAST } from './contrast';

describe('contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrast('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('rgb(0,0,0)', '#fff')).toBeNull();
  });
});

describe('readableOn', () => {
  const dark = { bg: '#17212b', card: '#232e3c', text: '#f5f5f5' };

  it("keeps a colour that already reads on every background", () => {
    expect(readableOn('#f5f5f5', [dark.bg, dark.card], dark.text)).toBe('#f5f5f5');
  });

  it("moves Telegram's dark hint towards the text colour until it reads on its cards too", () => {
    expect(contrast('#708499', dark.card)).toBeLessThan(TEXT_CONTRAST);
    const hint = readableOn('#708499', [dark.bg, dark.card], dark.text);
    expect(hint).not.toBe('#708499');
    for (const bg of [dark.bg, dark.card]) expect(contrast(hint, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    // The least change that reads: still closer to the hint than to the text colour.
    expect(contrast(hint, '#708499')!).toBeLessThan(contrast(hint, dark.text)!);
  });

  it('works the other way on a light theme, and leaves colours it cannot read alone', () => {
    const link = readableOn('#2481cc', ['#ffffff', '#f0f0f0'], '#000000');
    expect(contrast(link, '#f0f0f0')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(readableOn('var(--x)', ['#fff'], '#000')).toBe('var(--x)');
  });
});
