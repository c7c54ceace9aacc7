import { contentDisposition, servedType, sniff } from './file-store';

const zipWith = (part: string) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from(`${part}document.xml`)]);
const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);

describe('sniff: the kind of a file from its bytes', () => {
  it.each([
    ['PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'x.txt', 'image/png'],
    ['JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'x.png', 'image/jpeg'],
    ['GIF', Buffer.from('GIF89a..'), 'x', 'image/gif'],
    ['WebP', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]), 'x', 'image/webp'],
    ['PDF', Buffer.from('%PDF-1.7'), 'x.doc', 'application/pdf'],
    ['a Word document', zipWith('word/'), 'a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a workbook', zipWith('xl/'), 'a.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['a presentation', zipWith('ppt/'), 'a.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['an older workbook', ole, 'a.xls', 'application/vnd.ms-excel'],
    ['an older document', ole, 'a.doc', 'application/msword'],
    ['CSV', Buffer.from('Good,Qty\nCola,2\n'), 'a.csv', 'text/csv; charset=utf-8'],
    ['UTF-8 text', Buffer.from('Crème brûlée'), 'a.txt', 'text/plain; charset=utf-8'],
  ])('%s', (_what, bytes, name, mime) => {
    expect(sniff(bytes, name)?.mime).toBe(mime);
  });

  it.each([
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['HTML', Buffer.from('  <!doctype html><script>alert(1)</script>')],
    ['a plain ZIP', zipWith('other/')],
    ['an executable', Buffer.from('MZ\x90\0\x03\0')],
    ['Latin-1 bytes that are not UTF-8', Buffer.from([0x43, 0x72, 0xe8, 0x6d, 0x65])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_what, bytes) => {
    expect(sniff(bytes, 'x.png')).toBeUndefined();
  });
});

describe('contentDisposition', () => {
  it('keeps an ASCII name as it is, in both forms', () => {
    expect(contentDisposition('bill.pdf')).toBe(`attachment; filename="bill.pdf"; filename*=UTF-8''bill.pdf`);
  });

  it('gives a non-ASCII name an ASCII fallback and the exact name in filename*', () => {
    const header = contentDisposition('Crème "brûlée" – 日本.pdf');
    expect(header).toBe(
      `attachment; filename="Creme _brulee_ _ __.pdf"; filename*=UTF-8''Cr%C3%A8me%20%22br%C3%BBl%C3%A9e%22%20%E2%80%93%20%E6%97%A5%E6%9C%AC.pdf`,
    );
    // Node accepts it as a header value (a character above U+00FF would throw ERR_INVALID_CHAR).
    expect(/^[\x20-\x7e]*$/.test(header)).toBe(true);
  });
});

describe('servedType', () => {
  it('serves only the types the server sniffed; a declared text/html is served as bytes', () => {
    expect(servedType('image/png')).toBe('image/png');
    expect(servedType('text/html')).toBe('application/octet-stream');
    expect(servedType(null)).toBe('application/octet-stream');
  });
});
