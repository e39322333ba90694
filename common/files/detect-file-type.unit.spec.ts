import { detectFileType } from './detect-file-type';

describe('detectFileType', () => {
  it('recognises each accepted type from its first bytes', () => {
    expect(detectFileType(Buffer.from('%PDF-1.7\n...'))).toBe('pdf');
    expect(detectFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpeg');
    expect(detectFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(detectFileType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe('webp');
    expect(
      detectFileType(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(8)])),
    ).toBe('heic');
  });
  it('returns null for anything else, whatever its name says', () => {
    expect(detectFileType(Buffer.from('<html><body>receipt.pdf</body></html>'))).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
  });
});
