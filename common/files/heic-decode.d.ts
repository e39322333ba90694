// heic-decode ships no types: a buffer in, RGBA pixels out; `all` reads the sizes before decoding.
declare module 'heic-decode' {
  type DecodedImage = { width: number; height: number; data: Uint8ClampedArray };
  type Input = { buffer: Buffer | ArrayBuffer | Uint8Array };
  type UndecodedImage = { width: number; height: number; decode(): Promise<DecodedImage> };
  function decode(input: Input): Promise<DecodedImage>;
  namespace decode {
    /** Every image in the file, undecoded; `dispose` frees them (and the decoder) once done. */
    function all(input: Input): Promise<UndecodedImage[] & { dispose(): void }>;
  }
  export = decode;
}
