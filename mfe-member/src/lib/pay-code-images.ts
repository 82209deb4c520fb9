/**
 * The pay code as the counter scans it: a QR code (`qrcode`) and a Code 128 barcode
 * (JsBarcode's encoder), both as SVG path data so they stay sharp at any size and print
 * black on white. The libraries are fetched on first use, in their own chunk, so no page
 * downloads them before it shows a pay code.
 */
export interface PayCodeImages {
  /** The code they encode. */
  code: string;
  /** Square side in modules, quiet zone included; `path` draws the dark modules. */
  qr: { size: number; path: string };
  /** Width in modules, quiet zones included; `path` draws the bars (height 1, scaled by the SVG). */
  barcode: { width: number; path: string } | null;
}

const QR_QUIET = 4;
const BAR_QUIET = 10;

export async function payCodeImages(code: string): Promise<PayCodeImages> {
  const [qrcode, jsbarcode] = await Promise.all([
    import(/* webpackChunkName: "pay-code" */ 'qrcode'),
    import(/* webpackChunkName: "pay-code" */ 'jsbarcode/bin/barcodes/CODE128/index.js'),
  ]);
  const { modules } = qrcode.create(code, { errorCorrectionLevel: 'M' });
  let qrPath = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) qrPath += `M${col + QR_QUIET} ${row + QR_QUIET}h1v1h-1z`;
    }
  }

  const encoder = new jsbarcode.CODE128(code, {});
  let barcode: PayCodeImages['barcode'] = null;
  if (encoder.valid()) {
    const bits = encoder.encode().data;
    let barPath = '';
    for (let i = 0; i < bits.length; ) {
      if (bits[i] !== '1') {
        i++;
        continue;
      }
      let end = i;
      while (bits[end] === '1') end++;
      barPath += `M${i + BAR_QUIET} 0h${end - i}v1h-${end - i}z`;
      i = end;
    }
    barcode = { width: bits.length + 2 * BAR_QUIET, path: barPath };
  }
  return { code, qr: { size: modules.size + 2 * QR_QUIET, path: qrPath }, barcode };
}
