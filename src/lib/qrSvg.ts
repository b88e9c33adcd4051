/**
 * SVG markup of a QR code for `text`, dark on white with a quiet zone. The encoder (`qrcode`) is
 * fetched on first use, so only the screens that draw a code pay for it.
 */
export async function qrSvg(text: string): Promise<string> {
  const { toString } = await import('qrcode');
  return toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } });
}
