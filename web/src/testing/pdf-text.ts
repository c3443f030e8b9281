// Test-only: the text lines of a PDF that jsPDF wrote with an embedded TrueType font. Such text
// is stored as glyph numbers; the font's ToUnicode map turns them back into characters. Used
// by the letter tests here and by the browser test to read the PDF a visitor downloads.

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const stream = source.pipeThrough(new DecompressionStream('deflate') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

async function streams(pdf: Uint8Array): Promise<string[]> {
  const text = latin1(pdf);
  const out: string[] = [];
  const re = /<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const length = Number(/\/Length (\d+)/.exec(m[1]!)?.[1]);
    if (!Number.isFinite(length)) continue;
    const start = m.index + m[0].length;
    const raw = pdf.subarray(start, start + length);
    out.push(latin1(/\/FlateDecode/.test(m[1]!) ? await inflate(raw) : raw));
  }
  return out;
}

export async function pdfTextLines(pdf: Uint8Array): Promise<string[]> {
  const decoded = await streams(pdf);
  const glyphs = new Map<string, string>();
  for (const s of decoded) {
    for (const block of s.match(/beginbfchar([\s\S]*?)endbfchar/g) ?? []) {
      for (const [, gid, uni] of block.matchAll(/<([0-9a-f]{4})><([0-9a-f]+)>/gi)) {
        const units = uni!.match(/.{4}/g)!.map((h) => parseInt(h, 16));
        glyphs.set(gid!.toLowerCase(), String.fromCharCode(...units));
      }
    }
  }
  const lines: string[] = [];
  for (const s of decoded) {
    for (const [, hex] of s.matchAll(/<([0-9a-f]+)>\s*Tj/gi)) {
      lines.push(
        hex!
          .match(/.{4}/g)!
          .map((g) => glyphs.get(g.toLowerCase()) ?? '\uFFFD')
          .join(''),
      );
    }
  }
  return lines;
}
