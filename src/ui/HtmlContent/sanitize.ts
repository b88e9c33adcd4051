import DOMPurify, { type Config } from 'dompurify';

/**
 * The one sanitiser for server-provided markup (DESIGN.md §9). HtmlContent and QrImage both go
 * through it; nothing else in the app may inject HTML.
 */
export type SanitizeProfile = 'html' | 'svg';

// Tags that can run code, load other documents, submit data or restyle the whole page.
const FORBID_TAGS = [
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'link', 'meta', 'base',
  'form', 'input', 'button', 'textarea', 'select', 'option', 'noscript', 'template', 'portal',
  'foreignObject', 'use', 'animate', 'animateMotion', 'animateTransform', 'set', 'handler', 'listener',
];
// Attributes that point at other documents or submit forms; `style` could overlay the app (UI redressing).
const FORBID_ATTR = ['style', 'srcdoc', 'formaction', 'action', 'xlink:href', 'ping', 'background', 'dynsrc', 'lowsrc'];

const URL_ATTRS = ['href', 'src', 'poster', 'cite', 'srcset'];
// Only http(s), mailto, tel and relative URLs; data: only for images (banners may inline small pictures).
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const SAFE_DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp|avif);/i;

const profiles: Record<SanitizeProfile, Config> = {
  html: {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    ADD_ATTR: ['target'],
  },
  svg: {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: [...FORBID_TAGS, 'a', 'image', 'feImage'],
    FORBID_ATTR: [...FORBID_ATTR, 'href'],
    ALLOW_DATA_ATTR: false,
  },
};

let purifier: ReturnType<typeof DOMPurify> | undefined;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  // An own instance, so hooks added here never leak into (or get removed by) anyone else's DOMPurify.
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (name.startsWith('on')) {
      data.keepAttr = false;
      return;
    }
    if (URL_ATTRS.includes(name)) {
      // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
      // eslint-disable-next-line no-control-regex
      const value = data.attrValue.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
      const isImageData = SAFE_DATA_IMAGE.test(value) && (_node.nodeName === 'IMG' || _node.nodeName === 'SOURCE');
      if (!isImageData && (!SAFE_URL.test(value) || /^data:/i.test(value))) data.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      // Every server link leaves the app in a new tab and cannot reach back through window.opener.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.hasAttribute('target')) {
      node.removeAttribute('target');
    }
  });
  purifier = instance;
  return instance;
}

/** Returns markup safe to inject: no scripts, handlers, javascript:/data: links, styles or forms. */
export function sanitizeHtml(dirty: string, profile: SanitizeProfile = 'html'): string {
  if (!dirty) return '';
  return getPurifier().sanitize(dirty, { ...profiles[profile], RETURN_TRUSTED_TYPE: false }) as string;
}
