import { describe, expect, it } from 'vitest';
import { cx } from './cx';

describe('cx', () => {
  it('joins the class names that are set', () => {
    expect(cx('a', 'b')).toBe('a b');
    expect(cx('a', false, undefined, null, 0, '', 'b')).toBe('a b');
  });

  it('gives an empty string when nothing is set', () => {
    expect(cx()).toBe('');
    expect(cx(undefined, false)).toBe('');
  });

  it('keeps a conditional class only when its condition holds', () => {
    const active = true;
    const disabled = false;
    expect(cx('tab', active && 'active', disabled && 'disabled')).toBe('tab active');
  });
});
