import QRCode from 'qrcode';

/** The QR code of a verify page as a square of dark and light modules (row by row). */
export interface QrMatrix {
  size: number;
  dark: (row: number, column: number) => boolean;
}

/** Medium error correction: a printed or photographed certificate still scans with a smudge. */
export function qrMatrix(url: string): QrMatrix {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, column) => modules.get(row, column) === 1 };
}

/** Calls `square` for every dark module, scaled to `side` points from (x, y). */
export function eachDarkModule(
  matrix: QrMatrix,
  x: number,
  y: number,
  side: number,
  square: (x: number, y: number, size: number) => void,
): void {
  const cell = side / matrix.size;
  for (let row = 0; row < matrix.size; row++) {
    for (let column = 0; column < matrix.size; column++) {
      if (matrix.dark(row, column)) square(x + column * cell, y + row * cell, cell);
    }
  }
}
