import { describe, expect, it } from 'vitest';
import { checkChatFile, extensionOf } from './files';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('chat file checks (spec §5 "Chat upload")', () => {
  it('needs an extension in the name', () => {
    expect(extensionOf('photo')).toBeNull();
    expect(extensionOf('photo.')).toBeNull();
    expect(extensionOf('.png')).toBeNull();
    expect(extensionOf('a.b.JPG')).toBe('jpg');
    expect(checkChatFile(file('photo', 'image/png'))).toEqual({ ok: false, key: 'validation.fileNotSupported' });
  });

  it('accepts mp4, quicktime, png, jpeg, jpg and gif', () => {
    expect(checkChatFile(file('a.png', 'image/png'))).toEqual({ ok: true, kind: 'image' });
    expect(checkChatFile(file('a.jpeg', 'image/jpeg'))).toEqual({ ok: true, kind: 'image' });
    expect(checkChatFile(file('a.jpg', 'image/jpg'))).toEqual({ ok: true, kind: 'image' });
    expect(checkChatFile(file('a.gif', 'image/gif'))).toEqual({ ok: true, kind: 'image' });
    expect(checkChatFile(file('a.mp4', 'video/mp4'))).toEqual({ ok: true, kind: 'video' });
    expect(checkChatFile(file('a.mov', 'video/quicktime'))).toEqual({ ok: true, kind: 'video' });
  });

  it('falls back to the extension when the picker gives no type', () => {
    expect(checkChatFile(file('a.JPG', ''))).toEqual({ ok: true, kind: 'image' });
    expect(checkChatFile(file('a.mov', ''))).toEqual({ ok: true, kind: 'video' });
    expect(checkChatFile(file('a.exe', ''))).toEqual({ ok: false, key: 'validation.fileNotSupported' });
  });

  it('refuses every other type', () => {
    for (const [name, type] of [
      ['a.svg', 'image/svg+xml'],
      ['a.webp', 'image/webp'],
      ['a.pdf', 'application/pdf'],
      ['a.webm', 'video/webm'],
      ['a.png', 'video/png'],
      ['a.mp4', 'image/mp4'],
    ] as const) {
      expect(checkChatFile(file(name, type)), name).toEqual({ ok: false, key: 'validation.fileNotSupported' });
    }
  });

  it('limits images to 10 MB and videos to 20 MB', () => {
    expect(checkChatFile(file('a.png', 'image/png', 10 * MB))).toEqual({ ok: true, kind: 'image' });
    expect(checkChatFile(file('a.png', 'image/png', 10 * MB + 1))).toEqual({
      ok: false,
      key: 'validation.fileTooLarge',
      params: { size: 10 },
    });
    expect(checkChatFile(file('a.mp4', 'video/mp4', 20 * MB))).toEqual({ ok: true, kind: 'video' });
    expect(checkChatFile(file('a.mp4', 'video/mp4', 25 * MB))).toEqual({
      ok: false,
      key: 'validation.fileTooLarge',
      params: { size: 20 },
    });
  });
});
