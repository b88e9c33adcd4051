/**
 * Thai and Lao have no spaces between words: the browser finds line breaks with ICU's dictionary, and
 * CSS such as `overflow-wrap: anywhere` or a flex child squeezed to its min-content lets it break
 * anywhere instead ("ย้อน/กลับ", a heading one glyph per line). This runs inside a rendered page
 * (passed to `page.evaluate`, so it is self-contained) and lists, for every visible control, heading
 * and label:
 * - control text that is clipped (an overflow box or ellipsis narrower than its text, a select
 *   narrower than the option it shows) or, in a one-row button, wraps although it would fit on a
 *   phone's line (a button label sits on one line; the row around it wraps instead);
 * - a word (Intl.Segmenter in the page's language) whose glyphs land on more than one line;
 * - glyph-per-line text: three lines or more holding at most six graphemes a line.
 */
export function textLayoutProblems(): string[] {
  const problems: string[] = [];
  const lang = document.documentElement.lang || 'th';
  const words = new Intl.Segmenter(lang, { granularity: 'word' });
  const graphemes = new Intl.Segmenter(lang, { granularity: 'grapheme' });
  const controlSelector =
    'button, select, [role="button"], [role="tab"], [role="menuitem"], [role="switch"], [role="link"], input[type="button"], input[type="submit"]';
  const textSelector = `${controlSelector}, h1, h2, h3, h4, h5, h6, [role="heading"], caption, label, legend, th, summary`;

  const visible = (element: Element): boolean => {
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) return false;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    // Visually hidden text (clip / 1 px boxes) is for screen readers only.
    for (let node: Element | null = element; node; node = node.parentElement) {
      const s = getComputedStyle(node);
      const r = node.getBoundingClientRect();
      if (s.clip !== 'auto' && s.position === 'absolute' && r.width <= 2) return false;
      if (s.clipPath !== 'none' && r.width <= 2) return false;
      if (node.getAttribute('aria-hidden') === 'true' && node !== element) break;
    }
    return true;
  };

  const describe = (element: Element): string => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    return `<${element.tagName.toLowerCase()}> "${text.slice(0, 40)}"`;
  };

  /** Rects of text, one per fragment, skipping empty ones. */
  const rectsOf = (range: Range): DOMRect[] => [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);

  /** Groups rects into visual lines: rects whose vertical middles fall inside one another share a line. */
  const linesOf = (rects: DOMRect[]): number => {
    const lines: { top: number; bottom: number }[] = [];
    for (const rect of [...rects].sort((a, b) => a.top - b.top)) {
      const middle = (rect.top + rect.bottom) / 2;
      const line = lines.find((l) => middle > l.top && middle < l.bottom);
      if (line) continue;
      lines.push({ top: rect.top, bottom: rect.bottom });
    }
    return lines.length;
  };

  const textNodesOf = (element: Element): Text[] => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      if (!text.data.trim()) continue;
      const parent = text.parentElement;
      if (!parent || !visible(parent)) continue;
      // Text the element only nests (a dialog body inside a label, a list inside a button) is checked on its own.
      if (parent !== element && parent.closest(textSelector) !== element) continue;
      nodes.push(text);
    }
    return nodes;
  };

  const isControl = (element: Element) => element.matches(controlSelector);
  /** A button laid out as one row (not a tile stacking an icon over its label, not a grid of parts). */
  const isRowControl = (element: Element) => {
    const style = getComputedStyle(element);
    return isControl(element) && !style.display.includes('grid') && !style.flexDirection.startsWith('column');
  };

  for (const element of document.querySelectorAll(textSelector)) {
    if (!visible(element)) continue;
    const where = describe(element);

    if (element instanceof HTMLSelectElement) {
      const option = element.selectedOptions[0];
      if (!option) continue;
      const style = getComputedStyle(element);
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.font = style.font;
      const textWidth = canvas.measureText(option.text.trim()).width;
      const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // A form select as wide as the phone can only ellipsise a longer choice; a narrower one (a top
      // bar's language select) must be sized to what it shows.
      if (textWidth > room + 1 && element.getBoundingClientRect().width < 0.75 * window.innerWidth)
        problems.push(`${where}: select shows "${option.text.trim()}" clipped (${Math.round(textWidth)}px text in ${Math.round(room)}px)`);
      continue;
    }

    const nodes = textNodesOf(element);
    if (!nodes.length) continue;

    // (a) clipped control text: the control or a box inside it cuts its own text off.
    if (isControl(element)) {
      for (const box of [element, ...element.querySelectorAll('*')]) {
        if (!visible(box) || !box.textContent?.trim()) continue;
        const style = getComputedStyle(box);
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        if (clips && box.scrollWidth > box.clientWidth + 1) {
          problems.push(`${where}: text clipped (${box.scrollWidth}px in ${box.clientWidth}px)`);
          break;
        }
      }
    }

    // Lines are counted per text node: a control or heading may stack blocks (a name over a figure) on purpose.
    const split: string[] = [];
    for (const node of nodes) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = rectsOf(range);
      const lines = linesOf(rects);
      const text = node.data.replace(/\s+/g, ' ').trim();
      const count = [...graphemes.segment(text.replace(/\s/g, ''))].length;
      // (c) glyph per line: a few graphemes a line, and more lines than words (a narrow tile wrapping
      // seven short words onto four lines is fine; "เพื่อนที่คุณชวน" one glyph a line is not).
      const wordCount = [...words.segment(text)].filter((word) => word.isWordLike).length;
      if (lines >= 3 && count / lines <= 6 && lines > wordCount) problems.push(`${where}: "${text}" is ${count} graphemes on ${lines} lines (glyph per line)`);
      // A control label that would fit on one phone row stays on one line: the row wraps, not the label.
      else if (lines > 1 && isRowControl(element)) {
        const oneLine = rects.reduce((sum, rect) => sum + rect.width, 0);
        if (oneLine <= window.innerWidth - 32) problems.push(`${where}: label "${text}" wraps onto ${lines} lines`);
      }
      // (b) no word split across lines.
      for (const word of words.segment(node.data)) {
        if (!word.isWordLike || [...graphemes.segment(word.segment)].length < 2) continue;
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word.segment.length);
        if (linesOf(rectsOf(range)) > 1) split.push(word.segment);
      }
    }
    if (split.length) problems.push(`${where}: word broken across lines: ${split.slice(0, 3).join(', ')}`);
  }
  return [...new Set(problems)];
}
