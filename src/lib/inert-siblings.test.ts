import { describe, expect, it } from 'vitest';
import { inertSiblings } from './inert-siblings';

describe('inertSiblings', () => {
  it('takes the page around a covering panel out of reach, those added later too, and gives back only what it took', () => {
    const page = document.createElement('section');
    page.innerHTML = '<a href="#a">a</a><p inert>already</p><div id="panel"><button>inside</button></div>';
    document.body.append(page);
    const panel = page.querySelector('#panel')!;
    const undo = inertSiblings(panel);
    const late = document.createElement('a');
    late.href = '#late';
    page.append(late);
    return new Promise<void>((done) => {
      queueMicrotask(() => {
        expect(page.querySelector('a')!.hasAttribute('inert')).toBe(true);
        expect(late.hasAttribute('inert')).toBe(true);
        expect(panel.hasAttribute('inert')).toBe(false);
        undo();
        expect(page.querySelector('a')!.hasAttribute('inert')).toBe(false);
        expect(late.hasAttribute('inert')).toBe(false);
        // Inert before, by someone else's choice: left so.
        expect(page.querySelector('p')!.hasAttribute('inert')).toBe(true);
        page.remove();
        done();
      });
    });
  });
});
