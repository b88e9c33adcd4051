/**
 * Loanwords the Thai and Lao line breakers (ICU's dictionaries, Chromium's too) do not know, each in
 * the parts they may split it into at a line's end ("ໂບ|ນັດ", "ทรู|มัน|นี่"). Words of either language
 * that a break may fall between (ກະເປົ໋າ|ເງິນ) are not here: only words a reader sees torn.
 */
export const LOANWORDS: readonly (readonly string[])[] = [
  ['ໂບ', 'ນັດ'],
  ['ເຄຣ', 'ດິດ'],
  // ຄິວ|ອາ|ໂຄ້ດ in ICU's own data, ຄິວ|ອາໂຄ້|ດ in Chromium's: joined at every place either breaks.
  ['ຄິວ', 'ອາ', 'ໂຄ້', 'ດ'],
  ['ໂປຣ', 'ໂມ', 'ຊັນ'],
  ['ເທີນ', 'ໂອ', 'ເວີ'],
  ['ສະ', 'ລັອດ'],
  ['ອິນ', 'ເຕີ', 'ເນັດ'],
  ['ທຣູ', 'ມັນ', 'ນີ່'],
  ['ທຣູ', 'ວໍ', 'ເລັດ'],
  ['ຄາ', 'ສິ', 'ໂນ'],
  ['ແອັດ', 'ມິນ'],
  ['ວິ', 'ດີ', 'ໂອ'],
  ['ทรู', 'มัน', 'นี่'],
  ['ทรู', 'วอลเล็ท'],
  ['เทิร์น', 'โอเวอร์'],
  ['คิว', 'อาร์', 'โค้ด'],
  ['โปร', 'โม', 'ชั่น'],
  ['คา', 'สิ', 'โน'],
  ['แอ', 'ดมิน'],
  ['แจ็ก', 'พอต'],
];

/** Allows no line break where it stands, and is not drawn (U+2060 WORD JOINER). */
export const WORD_JOINER = '\u2060';

const whole = new Map(LOANWORDS.map((parts) => [parts.join(''), parts.join(WORD_JOINER)]));
const unjoined = new RegExp([...whole.keys()].join('|'), 'g');

/**
 * The text with a word joiner between each listed loanword's parts, so no line ends inside one. The
 * locale files hold the words joined already (a test keeps them so); this is for text from the
 * server — the operator's bonus and promotion descriptions.
 */
export const keepLoanwordsWhole = (text: string): string => text.replace(unjoined, (word) => whole.get(word) ?? word);
