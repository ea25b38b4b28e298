import QRCode from 'qrcode';

/** A QR code as vector shapes: drawn at any size, it stays sharp on a slide, a projector and paper. */
export interface QrMatrix {
  /** Modules per side, without a quiet zone (the drawing around the code provides it). */
  size: number;
  /**
   * The dark modules as one SVG path in module units (a module is 1x1): each row's runs of dark
   * modules as rectangles. PDF writers take the same path syntax.
   */
  path: string;
}

/**
 * The QR code of `text` at medium error correction, like the event's own QR images (qr.ts):
 * it survives a blurry photo of a projected slide.
 */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  const parts: string[] = [];
  for (let row = 0; row < size; row += 1) {
    let col = 0;
    while (col < size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < size && modules.get(row, col)) col += 1;
      parts.push(`M${start} ${row}h${col - start}v1h${start - col}z`);
    }
  }
  return { size, path: parts.join('') };
}
