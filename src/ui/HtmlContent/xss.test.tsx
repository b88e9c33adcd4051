import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import { act } from 'react';
import { HtmlContent } from './HtmlContent';
import { sanitizeHtml } from './sanitize';
import { QrImage } from '../QrImage';

declare global {
  interface Window {
    __xss?: string;
  }
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

// Each payload tries to set window.__xss (and call alert); none may succeed.
const hit = (id: string) => `window.__xss='${id}';alert('${id}')`;
const corpus: Array<[string, string]> = [
  ['script', `<p>hi</p><script>${hit('script')}</script>`],
  ['script-src', `<script src="data:text/javascript,${hit('script-src')}"></script>`],
  ['img-onerror', `<img src=x onerror="${hit('img-onerror')}">`],
  ['img-onerror-upper', `<IMG SRC=x ONERROR="${hit('img-onerror-upper')}">`],
  ['body-onload', `<body onload="${hit('body-onload')}">x</body>`],
  ['js-link', `<a href="javascript:${hit('js-link')}">click</a>`],
  ['js-link-encoded', `<a href="jav&#x09;ascript:${hit('js-link-encoded')}">click</a>`],
  ['js-link-entity', `<a href="&#106;avascript:${hit('js-link-entity')}">click</a>`],
  ['svg-script', `<svg><script>${hit('svg-script')}</script></svg>`],
  ['svg-onload', `<svg onload="${hit('svg-onload')}"><rect width="1" height="1"/></svg>`],
  ['svg-animate', `<svg><animate onbegin="${hit('svg-animate')}" attributeName="x" dur="1s"/></svg>`],
  ['svg-set-href', `<svg><a><set attributeName="href" to="javascript:${hit('svg-set-href')}"/><text y="20">x</text></a></svg>`],
  ['svg-foreign', `<svg><foreignObject><img src=x onerror="${hit('svg-foreign')}"></foreignObject></svg>`],
  ['iframe-srcdoc', `<iframe srcdoc="<script>parent.${hit('iframe-srcdoc')}</script>"></iframe>`],
  ['iframe-js', `<iframe src="javascript:parent.${hit('iframe-js')}"></iframe>`],
  ['math-mglyph', `<math><mtext><table><mglyph><style><img src=x onerror="${hit('math-mglyph')}"></style></mglyph></table></mtext></math>`],
  ['math-href', `<math href="javascript:${hit('math-href')}"><mi>x</mi></math>`],
  ['data-link', `<a href="data:text/html,<script>${hit('data-link')}</script>">data</a>`],
  ['data-object', `<object data="data:text/html,<script>${hit('data-object')}</script>"></object>`],
  ['embed', `<embed src="data:image/svg+xml,<svg onload=&quot;${hit('embed')}&quot;>">`],
  ['form-action', `<form action="javascript:${hit('form-action')}"><button>go</button></form>`],
  ['formaction', `<button formaction="javascript:${hit('formaction')}">go</button>`],
  ['style-tag', `<style>@import 'javascript:${hit('style-tag')}';</style><p>styled</p>`],
  ['meta-refresh', `<meta http-equiv="refresh" content="0;url=javascript:${hit('meta-refresh')}">`],
  ['details-ontoggle', `<details open ontoggle="${hit('details-ontoggle')}"><summary>s</summary></details>`],
  ['video-onerror', `<video><source onerror="${hit('video-onerror')}"></video>`],
  ['noscript-mxss', `<noscript><p title="</noscript><img src=x onerror=${hit('noscript-mxss')}>"></noscript>`],
  ['template', `<template><img src=x onerror="${hit('template')}"></template>`],
  ['base', `<base href="javascript:${hit('base')}//"><a href="/x">rel</a>`],
  ['js-link-spaces', `<a href=" \n javascript:${hit('js-link-spaces')}">click</a>`],
  ['svg-xlink', `<svg><a xlink:href="javascript:${hit('svg-xlink')}"><text y="20">x</text></a></svg>`],
  ['svg-use-data', `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${hit('svg-use-data')}'/></svg>#x"/></svg>`],
  ['svg-image-onerror', `<svg><image href="x" onerror="${hit('svg-image-onerror')}"/></svg>`],
  ['mxss-form-math', `<form><math><mtext></form><form><mglyph><style></math><img src onerror="${hit('mxss-form-math')}">`],
  ['mxss-svg-style', `<svg></p><style><a id="</style><img src=1 onerror=${hit('mxss-svg-style')}>">`],
  ['data-img-svg', `<img src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='${hit('data-img-svg')}'/>">`],
  ['srcset', `<img srcset="javascript:${hit('srcset')} 1x" src="x" onerror="${hit('srcset')}">`],
];

let container: HTMLDivElement;
let root: Root;
let alertSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  delete window.__xss;
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  alertSpy.mockRestore();
});

declare global {
  interface Window {
    __probe?: number;
  }
}

/**
 * Handlers such as onerror fire asynchronously, later on a loaded machine. Waits until an
 * unsanitised probe image's own onerror has run: by then a payload's handler would have run too
 * (a fixed 150 ms was too short on a busy CI runner: the control fired inside the next test).
 */
async function settle() {
  const before = window.__probe ?? 0;
  const probe = document.createElement('div');
  probe.innerHTML = `<img src="x-probe-${before}" onerror="window.__probe=(window.__probe||0)+1">`;
  document.body.append(probe);
  await expect.poll(() => window.__probe ?? 0, { timeout: 10_000, interval: 20 }).toBeGreaterThan(before);
  probe.remove();
}

function assertInert(el: Element) {
  expect(el.querySelector('script, style, iframe, object, embed, form, button, input, meta, base, foreignObject, set, animate, math')).toBeNull();
  for (const node of el.querySelectorAll('*')) {
    for (const attr of node.attributes) {
      expect(attr.name.toLowerCase().startsWith('on'), `${node.nodeName} ${attr.name}`).toBe(false);
      expect(attr.name.toLowerCase()).not.toBe('srcdoc');
      if (['href', 'src', 'xlink:href', 'action', 'formaction', 'data'].includes(attr.name.toLowerCase())) {
        expect(attr.value.replace(/\s/g, '')).not.toMatch(/^(javascript|data|vbscript):/i);
      }
    }
  }
}

describe('HtmlContent XSS corpus', () => {
  it('control: the harness notices a payload that runs when markup is not sanitised', async () => {
    container.innerHTML = `<img src=x onerror="${hit('control')}">`;
    await expect.poll(() => window.__xss, { timeout: 10_000, interval: 20 }).toBe('control');
    expect(alertSpy).toHaveBeenCalled();
  });

  it.each(corpus)('%s: renders inert through HtmlContent', async (_name, payload) => {
    act(() => root.render(<HtmlContent html={payload} data-testid="out" />));
    await settle();
    expect(window.__xss).toBeUndefined();
    expect(alertSpy).not.toHaveBeenCalled();
    assertInert(container);
  });

  it.each(corpus)('%s: renders inert through QrImage', async (_name, payload) => {
    act(() => root.render(<QrImage svg={payload} />));
    await settle();
    expect(window.__xss).toBeUndefined();
    expect(alertSpy).not.toHaveBeenCalled();
    assertInert(container);
    expect(container.querySelector('a')).toBeNull();
  });
});

describe('HtmlContent link rules', () => {
  it('forces every link to a new tab without opener', () => {
    act(() =>
      root.render(<HtmlContent html={'<a href="https://example.com" target="_self">a</a><a href="/help" rel="opener">b</a>'} />),
    );
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(2);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('keeps harmless formatting, images and mailto/tel links', () => {
    const out = sanitizeHtml('<p><b>Bold</b> <i>i</i></p><img src="https://cdn.example/x.png" alt="x"><a href="tel:+6621234567">call</a>');
    expect(out).toContain('<b>Bold</b>');
    expect(out).toContain('src="https://cdn.example/x.png"');
    expect(out).toContain('href="tel:+6621234567"');
  });

  it('drops inline styles and data: links but keeps data: images', () => {
    const out = sanitizeHtml('<p style="position:fixed">x</p><a href="data:text/html,hi">d</a><img src="data:image/png;base64,iVBORw0KGgo=" alt="">');
    expect(out).not.toContain('style=');
    expect(out).not.toContain('data:text');
    expect(out).toContain('data:image/png');
  });

  it('keeps a QR code drawable in the SVG profile', () => {
    const out = sanitizeHtml('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><path stroke="#000" d="M0 0h1"/></svg>', 'svg');
    expect(out).toContain('<path');
    expect(out).toContain('viewBox="0 0 2 2"');
  });
});
