/** JsBarcode's Code 128 encoder on its own (the package types only its DOM renderer). */
declare module 'jsbarcode/bin/barcodes/CODE128/index.js' {
  export class CODE128 {
    constructor(data: string, options: Record<string, unknown>);
    valid(): boolean;
    /** `data`: one character per module, '1' a bar and '0' a space. */
    encode(): { text: string; data: string };
  }
}
