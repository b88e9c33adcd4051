import QRCode from 'qrcode';

/** The LINE add-friend QR (spec §2 Contact): a real code of the contact setting's link, dark on white. */
export const lineQrSvg = (link: string): Promise<string> =>
  QRCode.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } });
