// wawoff2 (Google's WOFF2 encoder and decoder, WebAssembly) ships no types.
declare module 'wawoff2' {
  const wawoff2: {
    compress(font: Uint8Array): Promise<Uint8Array>;
    decompress(font: Uint8Array): Promise<Uint8Array>;
  };
  export default wawoff2;
}
