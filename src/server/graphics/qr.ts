import QRCode from 'qrcode';

// Medium error correction survives a slightly blurry projector photo; 2048 px prints sharply at A4.
const OPTIONS = { errorCorrectionLevel: 'M' as const, margin: 2 };
export const QR_PNG_WIDTH = 2048;

export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...OPTIONS, type: 'svg' });
}

export function qrPng(url: string, width = QR_PNG_WIDTH): Promise<Buffer> {
  return QRCode.toBuffer(url, { ...OPTIONS, type: 'png', width });
}
