import { describe, expect, it } from 'vitest';
import { acceptsFile } from './FileDrop';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('acceptsFile', () => {
  it('accepts anything without a list', () => {
    expect(acceptsFile(file('a.pdf', 'application/pdf'))).toBe(true);
  });
  it('matches exact MIME types, wildcards and extensions', () => {
    expect(acceptsFile(file('slip.png', 'image/png'), 'image/png,image/jpeg')).toBe(true);
    expect(acceptsFile(file('slip.webp', 'image/webp'), 'image/*')).toBe(true);
    expect(acceptsFile(file('SLIP.JPG', ''), '.jpg, .png')).toBe(true);
    expect(acceptsFile(file('a.pdf', 'application/pdf'), 'image/*,.png')).toBe(false);
  });
});
