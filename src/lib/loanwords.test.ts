import { describe, expect, it } from 'vitest';
import { keepLoanwordsWhole, LOANWORDS, WORD_JOINER } from './loanwords';

const lao = (word: string) => /[\u0e80-\u0eff]/.test(word);

describe('loanwords kept whole at a line end', () => {
  it("lists only words this browser's line breaker really splits, joined at every place it splits them", () => {
    for (const parts of LOANWORDS) {
      const word = parts.join('');
      const segments = new Intl.Segmenter(lao(word) ? 'lo' : 'th', { granularity: 'word' }).segment(word);
      const breaks = [...segments].map((s) => s.index).filter((index) => index > 0);
      const joined = parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('').length);
      expect(breaks.length, word).toBeGreaterThan(0);
      for (const at of breaks) expect(joined, `${word} breaks at ${at}`).toContain(at);
    }
  });

  it('joins each listed word in server text, and leaves joined ones and other text alone', () => {
    expect(keepLoanwordsWhole('<p>ມ່ວນຊື່ນ: ເຄຣດິດຟຣີ <b>30</b>, ເທີນໂອເວີ 2 ເທົ່າ</p>')).toBe(
      `<p>ມ່ວນຊື່ນ: ເຄຣ${WORD_JOINER}ດິດຟຣີ <b>30</b>, ເທີນ${WORD_JOINER}ໂອ${WORD_JOINER}ເວີ 2 ເທົ່າ</p>`,
    );
    expect(keepLoanwordsWhole(`ทรู${WORD_JOINER}มัน${WORD_JOINER}นี่`)).toBe(`ทรู${WORD_JOINER}มัน${WORD_JOINER}นี่`);
    expect(keepLoanwordsWhole('กระเป๋าเงิน Wallet')).toBe('กระเป๋าเงิน Wallet');
  });
});
