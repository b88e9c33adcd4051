/** EMVCo merchant-presented QR for Thai PromptPay (BOT "Thai QR Payment" standard). */
const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE over the payload including the CRC tag's own id and length. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const PROMPTPAY_AID = 'A000000677010111';

/**
 * `proxy` is a Thai mobile number (0XXXXXXXXX) or a 13-digit tax/citizen id; amount in satang.
 * `reference` (the QR's id) goes in the additional data's reference label (tag 62, sub-tag 05), so
 * the bank's payment notice names the QR it paid: without it two members' QRs for the same amount
 * were the same picture, and a payment could not be told to whom it belonged.
 */
export function promptPayPayload(proxy: string, amountMinor: bigint, reference: string): string {
  const digits = proxy.replace(/\D/g, '');
  const target = digits.length === 13 ? tlv('02', digits) : tlv('01', `0066${digits.replace(/^0/, '')}`.padStart(13, '0'));
  const amount = `${amountMinor / 100n}.${String(amountMinor % 100n).padStart(2, '0')}`;
  const body =
    tlv('00', '01') +
    tlv('01', '12') + // 12: dynamic QR, valid for one payment
    tlv('29', tlv('00', PROMPTPAY_AID) + target) +
    tlv('53', '764') +
    tlv('54', amount) +
    tlv('58', 'TH') +
    // Sub-tag 05 holds at most 25 characters: the id's hex digits, cut there.
    tlv('62', tlv('05', reference.replace(/[^0-9A-Za-z]/g, '').slice(0, 25))) +
    '6304';
  return body + crc16(body);
}
