import { lazy } from '../lazy';

// Medium error correction survives a slightly blurry projector photo; 2048 px prints sharply at A4.
const OPTIONS = { errorCorrectionLevel: 'M' as const, margin: 2 };
export const QR_PNG_WIDTH = 2048;

// The QR encoder and its PNG writer load with the first code drawn.
const qrcode = lazy(async () => (await import('qrcode')).default);

export async function qrSvg(url: string): Promise<string> {
  return (await qrcode()).toString(url, { ...OPTIONS, type: 'svg' });
}

export async function qrPng(url: string, width = QR_PNG_WIDTH): Promise<Buffer> {
  return (await qrcode()).toBuffer(url, { ...OPTIONS, type: 'png', width });
}
