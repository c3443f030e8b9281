import { describe, expect, it } from 'vitest';
import { readProblemOf } from '../../test/read-problem-of.ts';
import { describeReadNote, describeReadProblem, MAX_HEADER_CHARS, ReadProblemError } from './read-problems.ts';
import { importRequestSchema } from '../schemas/import.ts';
import { RowReader } from './row-reader.ts';
import type { RowReaderOptions } from './row-reader-options.ts';
import { readDelimitedBytes, readDelimitedText } from './read-whole.ts';
import { encodeDoubleByte, encodeSingleByte } from '../../test/code-page.ts';
import { mapRow } from './field-aliases.ts';

const XLSX_MESSAGE =
  'This is a ZIP archive, such as an Excel workbook (.xlsx), not CSV/TSV text. Open it in Excel or Google Sheets and save it as CSV UTF-8 (or unzip it), and try again.';
const XLS_MESSAGE =
  'This is an older Office file, such as an Excel 97-2003 workbook (.xls), not CSV/TSV text. Open it in Excel and save it as CSV UTF-8, and try again.';
const HTML_MESSAGE =
  'This is a web page (HTML), not CSV/TSV text. If it came from a link, use the link that downloads the file itself (a direct download or export link), not the page that shows it.';

const JSON_MESSAGE =
  'This is JSON (such as one record per line), not CSV/TSV text. Convert it to CSV or TSV with one column per field and one row per person, and try again.';

const utf8 = (text: string) => new TextEncoder().encode(text);
const utf16le = (text: string, bom = true) => {
  const out = new Uint8Array((text.length + (bom ? 1 : 0)) * 2);
  let at = 0;
  const put = (code: number) => {
    out[at++] = code & 0xff;
    out[at++] = code >> 8;
  };
  if (bom) put(0xfeff);
  for (let i = 0; i < text.length; i++) put(text.charCodeAt(i));
  return out;
};
const utf16be = (text: string) => {
  const le = utf16le(text);
  for (let i = 0; i < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1]!, le[i]!];
  return le;
};
/** Latin text as Windows-1252 bytes (the characters used here are all in the code page). */
const cp1252 = (text: string) => {
  const special: Record<string, number> = { '€': 0x80, '“': 0x93, '”': 0x94, '’': 0x92, '–': 0x96, Š: 0x8a, š: 0x9a, œ: 0x9c };
  return Uint8Array.from([...text].map((c) => special[c] ?? c.charCodeAt(0)));
};

/** Reads bytes pushed in chunks of the given size. */
function readChunked(bytes: Uint8Array, size: number, options: RowReaderOptions = {}) {
  const reader = new RowReader(options);
  const rows: string[][] = [];
  const numbers: number[] = [];
  const take = (b: { rows: string[][]; rowNumbers: number[] }) => {
    rows.push(...b.rows);
    numbers.push(...b.rowNumbers);
  };
  for (let at = 0; at < bytes.length; at += size) take(reader.push(bytes.slice(at, at + size)));
  take(reader.end());
  return { ...reader.summary(), rows, rowNumbers: numbers };
}

/** The message of the problem `run` stops at. */
const problemOf = (run: () => unknown): string => describeReadProblem(readProblemOf(run));

const HEADER = 'FirstName,LastName,Email,Phone,SSN,City\n';
const MIXED_CR = (row: number) =>
  `Row ${row}: the file mixes line endings. A line here ends with a lone carriage return (CR, as old Mac files end lines), while the file's other lines end with a line feed (LF or CR LF), so two lines were read as one row. Save the file with one kind of line ending (in a text editor, convert the line endings to LF or CRLF), and try again.`;
const row = (i: number) =>
  `First${i},Last${i},p${i}@example.test,555-010-${String(i % 10000).padStart(4, '0')},900-00-${String(i % 10000).padStart(4, '0')},Boston\n`;

describe('RowReader: shapes', () => {
  it('reads CSV with quotes, doubled quotes, CRLF and blank rows, numbering rows as a spreadsheet does', () => {
    const r = readDelimitedText('\r\nName,Email,Address\r\n"Love, ""Ada""",ada@x.test,"Two\r\nLines"\r\n\r\n,,\r\nBob,b@x.test,Salem\r\n');
    expect(r.headers).toEqual(['Name', 'Email', 'Address']);
    expect(r.rows).toEqual([
      ['Love, "Ada"', 'ada@x.test', 'Two\r\nLines'],
      ['Bob', 'b@x.test', 'Salem'],
    ]);
    expect(r.rowNumbers).toEqual([3, 6]);
    expect(r).toMatchObject({ delimiter: ',', encoding: 'utf-8', dataRows: 2 });
  });

  it('reads a phone grouped like an SSN with spaces, as many countries write nine digits', () => {
    expect(readDelimitedText('Name;Telefon;Stadt\nJörg Müller;030 12 3456;Berlin\n').rows).toEqual([
      ['Jörg Müller', '030 12 3456', 'Berlin'],
    ]);
    expect(readDelimitedText('Name,Phone\nAna Ruiz,+34 612 34 5678\n').rows).toEqual([['Ana Ruiz', '+34 612 34 5678']]);
  });

  it('tab, semicolon and pipe files are recognised from the header row', () => {
    expect(readDelimitedText('Name\tEmail\nAda\ta@x.test\n')).toMatchObject({ delimiter: '\t', rows: [['Ada', 'a@x.test']] });
    expect(readDelimitedText('Name;Email;City\nMüller, Jörg;j@x.test;Köln\n')).toMatchObject({
      delimiter: ';',
      rows: [['Müller, Jörg', 'j@x.test', 'Köln']],
    });
    expect(readDelimitedText('Name|Email\nAda|a@x.test\n')).toMatchObject({ delimiter: '|' });
    // A tab inside a data value does not turn a comma file into a TSV.
    expect(readDelimitedText('Name,Notes\nAda,"a\tb"\n')).toMatchObject({ delimiter: ',', rows: [['Ada', 'a\tb']] });
  });

  it("Excel's sep= line sets the delimiter and is not a row", () => {
    const r = readDelimitedText('sep=;\r\nName;Email\r\nAda;a@x.test\r\n');
    expect(r).toMatchObject({ delimiter: ';', delimiterSource: 'sep-line', headers: ['Name', 'Email'], rowNumbers: [2] });
  });

  it('CR-only line ends (old Mac exports)', () => {
    expect(readDelimitedText('Name,Email\rAda,a@x.test\rBob,b@x.test\r').rows).toEqual([
      ['Ada', 'a@x.test'],
      ['Bob', 'b@x.test'],
    ]);
  });

  it('CR-only line ends of a file longer than the sample, in any chunks, with a quoted line break kept (ADR 0214)', () => {
    const text = 'Name,Email,City\r' + 'Ann Example,ann@example.com,Boston\r'.repeat(3000) + '"Two\rLines",two@example.com,Salem\r';
    for (const size of [7, 65_536, 1 << 20]) {
      const r = readChunked(utf8(text), size);
      expect(r.dataRows).toBe(3001);
      expect(r.rows[3000]).toEqual(['Two\rLines', 'two@example.com', 'Salem']);
      expect(r.rowNumbers[3000]).toBe(3002);
    }
  });

  it('a CR LF pair or a quoted lone CR inside a value of an LF file is part of the value', () => {
    const r = readDelimitedText(
      'Name,Employer,Email\n"Ada Lovelace","Acme\rWidgets",ada@example.com\n"Bob\r\nSmith",Acme,bob@example.com\n',
    );
    expect(r.rows).toEqual([
      ['Ada Lovelace', 'Acme\rWidgets', 'ada@example.com'],
      ['Bob\r\nSmith', 'Acme', 'bob@example.com'],
    ]);
  });

  it('a chosen delimiter wins', () => {
    expect(readDelimitedText('Name;Email,Phone\nA;b,c\n', { delimiter: ',' }).headers).toEqual(['Name;Email', 'Phone']);
  });

  it('repeated and unnamed headers are kept, with notes', () => {
    const r = readDelimitedText('Name,Phone,Phone,,Email\nAda,555-0100,555-0101,x,a@x.test\n');
    expect(r.headers).toEqual(['Name', 'Phone', 'Phone', '', 'Email']);
    expect(r.rows[0]).toEqual(['Ada', '555-0100', '555-0101', 'x', 'a@x.test']);
    expect(r.notes).toEqual([
      { code: 'unnamed-column', column: 4 },
      { code: 'repeated-header', header: 'Phone', columns: [2, 3] },
    ]);
    expect(r.resolved.mapping.map((m) => m.key)).toEqual(['Name', 'Phone', 'Phone (2)', 'Column 4', 'Email']);
  });

  it('extra blank cells past the header are dropped; a trailing separator on the header is not a column', () => {
    const r = readDelimitedText('Name,Email,\nAda,a@x.test,,\n');
    expect(r.headers).toEqual(['Name', 'Email']);
    expect(r.rows).toEqual([['Ada', 'a@x.test']]);
  });
});

describe('a quoted value after a space ("a", "b"), as hand-made exports write them', () => {
  it('reads the value inside the quotes, as when the quote opens the field', () => {
    const text =
      'Name, "Email", Phone\n"Ann Spacey", "ann.spacey@example.org", "555-010-0199"\n"Bo ""B"" Spacey",  "bo@example.org" ,555-010-0200\n';
    for (const r of [readDelimitedText(text), readDelimitedBytes(utf8(text)), readChunked(utf8(text), 7)]) {
      expect(r.headers).toEqual(['Name', 'Email', 'Phone']);
      expect(r.rows).toEqual([
        ['Ann Spacey', 'ann.spacey@example.org', '555-010-0199'],
        ['Bo "B" Spacey', 'bo@example.org', '555-010-0200'],
      ]);
      expect(mapRow(r.resolved, r.rows[0]!).emails).toEqual(['ann.spacey@example.org']);
    }
    // A quote inside a value, not around it, is kept as written.
    expect(readDelimitedText('Name,Email\nAnn "Nan" Spacey, ann@example.org\n').rows).toEqual([['Ann "Nan" Spacey', ' ann@example.org']]);
    expect(readDelimitedText('Name,Email\nAnn Spacey, "ann" x@example.org\n').rows).toEqual([['Ann Spacey', ' "ann" x@example.org']]);
  });
});

describe('RowReader: encodings', () => {
  const text = 'Name,City\nJosé Müller,Zürich\nBjörk Guðmundsdóttir,Reykjavík\n';
  const expected = [
    ['José Müller', 'Zürich'],
    ['Björk Guðmundsdóttir', 'Reykjavík'],
  ];

  it('UTF-8 with and without BOM, UTF-16 LE/BE with BOM and LE without', () => {
    expect(readDelimitedBytes(utf8(text))).toMatchObject({ rows: expected, encoding: 'utf-8', encodingSource: 'detected' });
    expect(readDelimitedBytes(utf8('\ufeff' + text))).toMatchObject({
      rows: expected,
      encoding: 'utf-8',
      encodingSource: 'bom',
      headers: ['Name', 'City'],
    });
    expect(readDelimitedBytes(utf16le(text))).toMatchObject({ rows: expected, encoding: 'utf-16le', encodingSource: 'bom' });
    expect(readDelimitedBytes(utf16be(text))).toMatchObject({ rows: expected, encoding: 'utf-16be', encodingSource: 'bom' });
    expect(readDelimitedBytes(utf16le(text, false))).toMatchObject({ rows: expected, encoding: 'utf-16le', encodingSource: 'pattern' });
  });

  it('UTF-16 that breaks off is named as broken UTF-16 with its row, not as a binary file', () => {
    // Every UTF-16 file of Latin text is half NUL bytes: a broken character (a file cut at an odd
    // byte, a lone surrogate) was reported as "This looks like a binary file".
    const cut = utf16le('Name,City\nJosé Müller,Zürich\nAda,Bonn\n').slice(0, -1);
    expect(problemOf(() => readDelimitedBytes(cut))).toBe(
      "Row 3: the text is not valid UTF-16 LE. Choose the file's encoding, or save it again as CSV UTF-8.",
    );
    const lone = utf16le('Name,City\nAda,Bonn\nBo\ud800b,Kiel\n');
    expect(problemOf(() => readDelimitedBytes(lone))).toBe(
      "Row 3: the text is not valid UTF-16 LE. Choose the file's encoding, or save it again as CSV UTF-8.",
    );
  });

  it('Windows-1252 is detected, including its 0x80-0x9F characters', () => {
    const r = readDelimitedBytes(cp1252('Name,City,Notes\nJosé Müller,Zürich,“5 €” – it’s\n'));
    expect(r).toMatchObject({ encoding: 'windows-1252', rows: [['José Müller', 'Zürich', '“5 €” – it’s']] });
  });

  it('a Windows-1252 name far into an ASCII file switches the encoding without changing earlier rows', () => {
    const ascii = 'Name,Email\n' + Array.from({ length: 20_000 }, (_, i) => `Person ${i},p${i}@x.test\n`).join('');
    const bytes = new Uint8Array([...utf8(ascii), ...cp1252('Müller,m@x.test\n')]);
    const r = readChunked(bytes, 4096);
    expect(r.encoding).toBe('windows-1252');
    expect(r.rows.at(-1)).toEqual(['Müller', 'm@x.test']);
    expect(r.rows).toHaveLength(20_001);
  });

  it('a Cyrillic, Greek or Hebrew code page beside an ASCII header is not read as Windows-1252', () => {
    const cyrillic = encodeSingleByte(
      'ФИО;Email;Телефон;Город\r\nСергей Петрович Кузнецов;kuznetsov@1251.example;+7 495 123-45-67;Москва\r\n',
      'windows-1251',
    );
    const refused =
      'Row 1: the text is not valid UTF-8. If the file was saved as "CSV" rather than "CSV UTF-8", choose the encoding it was saved in (Windows-1252 on Western systems, Windows-1251 on Cyrillic ones), or save it again as CSV UTF-8.';
    expect(problemOf(() => readDelimitedBytes(cyrillic))).toBe(refused);
    expect(readDelimitedBytes(cyrillic, { encoding: 'windows-1251' }).rows[0]).toEqual([
      'Сергей Петрович Кузнецов',
      'kuznetsov@1251.example',
      '+7 495 123-45-67',
      'Москва',
    ]);
    const greek = encodeSingleByte('Name,Email,City\nΓιώργος Παπαδόπουλος,g@x.test,Αθήνα\n', 'windows-1253');
    expect(problemOf(() => readDelimitedBytes(greek))).toMatch(/^Row 2: the text is not valid UTF-8\./);
    // Western text keeps its accented letters inside words: still Windows-1252.
    const western = cp1252('Name,Email,City\nJosé Müller,j@x.test,Zürich\nÉlodie Øster,e@x.test,Århus\nÀngel Núñez,a@x.test,Málaga\n');
    expect(readDelimitedBytes(western)).toMatchObject({ encoding: 'windows-1252' });
  });

  it('a Japanese or Chinese "CSV" is refused with the encoding its bytes are, and read once chosen', () => {
    const japanese = encodeDoubleByte(
      '氏名,メールアドレス,電話番号,住所\r\n山田 太郎,taro@sjis.example,03-1234-5678,東京都千代田区丸の内１丁目\r\n佐藤 花子,hanako@sjis.example,06-2345-6789,大阪府大阪市北区梅田２丁目\r\n',
      'shift_jis',
    );
    expect(problemOf(() => readDelimitedBytes(japanese))).toBe(
      'Row 1: the text is not valid UTF-8, and its bytes read as Shift_JIS (Japanese). Choose Shift_JIS (Japanese) as the encoding, or save it again as CSV UTF-8.',
    );
    expect(readDelimitedBytes(japanese, { encoding: 'shift_jis' }).rows[0]).toEqual([
      '山田 太郎',
      'taro@sjis.example',
      '03-1234-5678',
      '東京都千代田区丸の内１丁目',
    ]);
    const chinese = encodeDoubleByte(
      'Name,Email,Phone,City\r\n王芳,wangfang@gbk.example,13800138000,北京市朝阳区建国路\r\n李娜,lina@gbk.example,13900139000,上海市浦东新区世纪大道\r\n',
      'gbk',
    );
    expect(problemOf(() => readDelimitedBytes(chinese))).toBe(
      'Row 2: the text is not valid UTF-8, and its bytes read as GB18030 / GBK (Simplified Chinese). Choose GB18030 / GBK (Simplified Chinese) as the encoding, or save it again as CSV UTF-8.',
    );
    expect(readDelimitedBytes(chinese, { encoding: 'gb18030' }).rows[1]).toEqual([
      '李娜',
      'lina@gbk.example',
      '13900139000',
      '上海市浦东新区世纪大道',
    ]);
    // The other double-byte code pages the import reads, each named as it is.
    const others = [
      ['euc-jp', 'EUC-JP (Japanese)', '氏名,メール\n山田 太郎,taro@x.test\nさとう はなこ,hanako@x.test\n'],
      ['big5', 'Big5 (Traditional Chinese)', '姓名,電郵,城市\n陳大文,chan@x.test,臺北市\n林美玲,lam@x.test,香港九龍\n'],
      ['euc-kr', 'EUC-KR (Korean)', '이름,이메일,도시\n김민준,kim@x.test,서울특별시\n이서연,lee@x.test,부산광역시\n'],
    ] as const;
    for (const [encoding, label, text] of others) {
      const bytes = encodeDoubleByte(text, encoding);
      expect(
        problemOf(() => readDelimitedBytes(bytes)),
        encoding,
      ).toMatch(`its bytes read as ${label}. Choose ${label} as the encoding`);
      expect(readDelimitedBytes(bytes, { encoding }).rows[0]![0], encoding).toBe(text.split('\n')[1]!.split(',')[0]);
    }
  });

  it('a short Western file is Windows-1252, not a double-byte code page its few accents also decode in', () => {
    // "é" + "n", "Ü" + "L", "’" + "s": every accented letter of a Western word followed by a
    // plain letter is a valid Big5 or Shift_JIS pair, so a short file with few of them read as
    // Chinese or Japanese and was refused with "its bytes read as Big5".
    for (const text of [
      'Nom;Prénom;Courriel;Ville\r\nMÜLLER;Jürgen;jurgen.muller@example.de;Berlin\r\n',
      'Name,Email,Note\nAnn O’Brien,ann@x.test,Ann’s sister’s card\n',
    ]) {
      // Windows-1252 bytes: Latin-1 letters as they are, the apostrophe at 0x92.
      const read = readDelimitedBytes(Uint8Array.from(text, (c) => (c === '’' ? 0x92 : c.charCodeAt(0))));
      expect(read.encoding, text).toBe('windows-1252');
      expect(read.rows[0]![0], text).toBe(text.split(/\r?\n/)[1]!.split(/[;,]/)[0]);
    }
  });

  it('a Mac Roman "CSV" from Excel for Mac is not read as Windows-1252, and the message names Mac Roman', () => {
    // Mac Roman puts its accented small letters at 0x80-0x9F, where Windows-1252 has "Ž", "Ÿ",
    // "‡" and "–": read as Windows-1252, "José Müller" was stored as "JosŽ MŸller".
    const text = 'Name,Email,City\nJosé Müller,jose@x.test,Zürich\nAna Peña,ana@x.test,Málaga\n';
    const mac = encodeSingleByte(text, 'macintosh');
    expect(problemOf(() => readDelimitedBytes(mac))).toBe(
      'Row 2: the text is not valid UTF-8, and its accented letters are where Mac Roman puts them (the "CSV" Excel for Mac saves). Choose Mac Roman as the encoding, or save it again as CSV UTF-8.',
    );
    expect(readDelimitedBytes(mac, { encoding: 'macintosh' }).rows[0]).toEqual(['José Müller', 'jose@x.test', 'Zürich']);
    // Windows-1252's own letters and marks there stay Windows-1252: "O’Brien", "Babiš", "cœur", "Škoda".
    const western = cp1252('Name,Email,City\nAnn O’Brien,a@x.test,Cork\nJan Babiš,j@x.test,Praha\n');
    expect(readDelimitedBytes(western)).toMatchObject({
      encoding: 'windows-1252',
      rows: [
        ['Ann O’Brien', 'a@x.test', 'Cork'],
        ['Jan Babiš', 'j@x.test', 'Praha'],
      ],
    });
    expect(readDelimitedBytes(cp1252('Name,Email,Note\nLéa Roux,l@x.test,cœur\nAnn Lee,a@x.test,Škoda – “new”\n'))).toMatchObject({
      encoding: 'windows-1252',
    });
  });

  it('bytes Windows-1252 leaves undefined are refused, not read as invisible control characters', () => {
    // Czech in Windows-1250: "ť" is 0x9D, "Ť" 0x8D, "Ź" 0x8F, none of them a Windows-1252 character.
    const czech = encodeSingleByte('Name,Email\nJan Novák,jan@x.test\nJan Šťastný,js@x.test\n', 'windows-1250');
    expect(problemOf(() => readDelimitedBytes(czech))).toMatch(/^Row 2: the text is not valid UTF-8\./);
    expect(problemOf(() => readDelimitedBytes(czech, { encoding: 'windows-1252' }))).toBe(
      'Row 3: the text is not valid Windows-1252 (Western, "ANSI"). Choose the file\'s encoding, or save it again as CSV UTF-8.',
    );
    expect(readDelimitedBytes(czech, { encoding: 'windows-1250' }).rows[1]).toEqual(['Jan Šťastný', 'js@x.test']);
    // Found only after the file was switched to Windows-1252, far into it.
    const ascii = 'Name,Email\n' + Array.from({ length: 20_000 }, (_, i) => `Person ${i},p${i}@x.test\n`).join('');
    const more = Array.from({ length: 30_000 }, (_, i) => `Other ${i},o${i}@x.test\n`).join('');
    const late = new Uint8Array([
      ...utf8(ascii),
      ...cp1252('Müller,m@x.test\n'),
      ...utf8(more),
      ...encodeSingleByte('Ťapák,t@x.test\n', 'windows-1250'),
    ]);
    expect(problemOf(() => readDelimitedBytes(late))).toMatch(/^Row 50003: the text is not valid Windows-1252/);
  });

  it('a UTF-8 byte-order mark before a Windows-1252 name is not read as text of the first header', () => {
    // A file begun by a tool that writes "CSV UTF-8" and added to by one that writes "ANSI":
    // read as Windows-1252 from its first byte, the mark became "ï»¿" in front of "Name", the
    // column was not recognised and every record was "(no name)". A long file, whose mark was
    // consumed before the switch, was already read right; a short one is read the same.
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('Name,Email\nAda Lee,a@x.test\n'), ...cp1252('José Müller,j@x.test\n')]);
    for (const r of [readDelimitedBytes(bytes), readChunked(bytes, 3), readChunked(bytes, 7)]) {
      expect(r).toMatchObject({ encoding: 'windows-1252', headers: ['Name', 'Email'] });
      expect(r.rows).toEqual([
        ['Ada Lee', 'a@x.test'],
        ['José Müller', 'j@x.test'],
      ]);
    }
  });

  it('UTF-8 that turns invalid after non-ASCII text is refused with its row', () => {
    const bytes = new Uint8Array([...utf8('Name,Email\nJosé,j@x.test\nAda,a@x.test\n'), ...cp1252('Müller,m@x.test\n')]);
    expect(problemOf(() => readDelimitedBytes(bytes))).toBe(
      'Row 4: the text is not valid UTF-8. If the file was saved as "CSV" rather than "CSV UTF-8", choose the encoding it was saved in (Windows-1252 on Western systems, Windows-1251 on Cyrillic ones), or save it again as CSV UTF-8.',
    );
    // Chosen as Windows-1252, the UTF-8 "José" would be read as "JosÃ©": the admin's choice is honoured.
    expect(readDelimitedBytes(bytes, { encoding: 'windows-1252' }).rows[2]).toEqual(['Müller', 'm@x.test']);
  });

  it('reads the code page a non-Western spreadsheet saved its "CSV" in, once the admin chooses it', () => {
    const russian = 'Фамилия,Имя,Город\nПетрова,Ольга,Санкт-Петербург\nЁлкин,Семён,Уфа\n';
    const rows = [
      ['Петрова', 'Ольга', 'Санкт-Петербург'],
      ['Ёлкин', 'Семён', 'Уфа'],
    ];
    // Not read as Western (its words are runs of 0xC0-0xFF bytes): the message says what to do.
    expect(problemOf(() => readDelimitedBytes(encodeSingleByte(russian, 'windows-1251')))).toMatch(
      /^Row 1: the text is not valid UTF-8\. .*choose the encoding it was saved in \(Windows-1252 on Western systems, Windows-1251 on Cyrillic ones\)/,
    );
    for (const encoding of ['windows-1251', 'koi8-r'] as const) {
      const r = readChunked(encodeSingleByte(russian, encoding), 7, { encoding });
      expect(r, encoding).toMatchObject({ encoding, encodingSource: 'chosen', headers: ['Фамилия', 'Имя', 'Город'], rows });
      // three headers, not one name repeated three times
      expect(r.notes, encoding).toEqual([]);
    }
    const greek = encodeSingleByte('LastName,City\nΠαπαδόπουλος,Αθήνα\n', 'windows-1253');
    expect(readDelimitedBytes(greek, { encoding: 'windows-1253' }).rows).toEqual([['Παπαδόπουλος', 'Αθήνα']]);
    const polish = encodeSingleByte('LastName,City\nWiśniewski,Łódź\n', 'windows-1250');
    expect(readDelimitedBytes(polish, { encoding: 'windows-1250' }).rows).toEqual([['Wiśniewski', 'Łódź']]);
    // Multi-byte code pages, split between chunks at every byte: 山田,東京 in Shift_JIS, 王芳,北京 in GBK.
    const japanese = Uint8Array.from([...utf8('Name,City\n'), 0x8e, 0x52, 0x93, 0x63, 0x2c, 0x93, 0x8c, 0x8b, 0x9e, 0x0a]);
    expect(readChunked(japanese, 1, { encoding: 'shift_jis' }).rows).toEqual([['山田', '東京']]);
    const chinese = Uint8Array.from([...utf8('Name,City\n'), 0xcd, 0xf5, 0xb7, 0xbc, 0x2c, 0xb1, 0xb1, 0xbe, 0xa9, 0x0a]);
    expect(readChunked(chinese, 1, { encoding: 'gb18030' }).rows).toEqual([['王芳', '北京']]);
  });

  it('a byte the chosen code page does not have is refused with its row, not replaced', () => {
    // Windows-1253 leaves 0xD2 undefined (the Encoding Standard's index).
    const bytes = Uint8Array.from([...utf8('Name,City\nAda,Boston\n'), 0xd2, ...utf8(',Oslo\n')]);
    expect(problemOf(() => readDelimitedBytes(bytes, { encoding: 'windows-1253' }))).toMatch(
      /^Row 3: the text is not valid Windows-1253 \(Greek\)\./,
    );
  });

  it('no character is damaged when chunks split it, whatever the chunk size', () => {
    const bytes = utf8(text.repeat(50));
    const whole = readDelimitedBytes(bytes).rows;
    for (const size of [1, 2, 3, 5, 7, 64]) expect(readChunked(bytes, size).rows).toEqual(whole);
    const wide = utf16le(text.repeat(50));
    for (const size of [1, 3, 5]) expect(readChunked(wide, size).rows).toEqual(whole);
  });
});

describe('RowReader: problems, with the same message however the input is chunked', () => {
  const cases: Array<{ name: string; input: string | Uint8Array; message: string }> = [
    { name: 'empty', input: '', message: 'The file is empty.' },
    { name: 'blank lines only', input: '\n\r\n  \n,,\n', message: 'The file is empty.' },
    { name: 'header only', input: HEADER, message: 'The file has a header row but no data rows.' },
    {
      name: 'no recognised column, semicolon file read as comma',
      input: 'Colour;Size\nred;9\n',
      message:
        'No recognised columns. The file was read as semicolon-separated and the header row was split into 2 columns. Expected headers such as FirstName, LastName, Email, Phone, SSN, DOB, Address, City, State, Zip. If the columns are separated by another character, choose it as the separator (or add a first line such as sep=; to the file).',
    },
    {
      name: 'a title line above the header',
      input: 'Customer Export - generated 03/01/2024\nName,Email\nAda Lee,ada@example.test\n',
      message:
        'No recognised columns in row 1, "Customer Export - generated 03/01/2024". Row 2 looks like the header row (it names Name and Email): delete the rows above it (a title or export details), so the header row comes first, and try again.',
    },
    {
      name: 'a title with commas and an export line above a semicolon header on row 4',
      input: 'Customer list, all regions\nExported: 2024-05-01 by admin\n\nNachname;Vorname;E-Mail;Ort\nLee;Ada;ada@example.test;Berlin\n',
      message:
        'No recognised columns in row 1, "Customer list, all regions". Row 4 looks like the header row (it names Nachname, Vorname, E-Mail and Ort): delete the rows above it (a title or export details), so the header row comes first, and try again.',
    },
    {
      name: 'a title line with no header row below it',
      input: 'Customer Export - generated 03/01/2024\nAda Lee,ada@example.test\n',
      message:
        'No recognised columns. The file was read as comma-separated and the header row "Customer Export - generated 03/01/2024" was read as a single column. Expected headers such as FirstName, LastName, Email, Phone, SSN, DOB, Address, City, State, Zip. If the columns are separated by another character, choose it as the separator (or add a first line such as sep=; to the file). If that line is a title above the header row, delete it (and any blank lines) so the header comes first.',
    },
    {
      name: 'unterminated quote (the issue example)',
      input: 'Name,Email,City\nAda,"ada@example.test,Boston\nBob,bob@example.test,Salem\nCy,cy@example.test\n',
      message: 'Row 2: a quoted field is never closed.',
    },
    {
      name: 'ragged row',
      input: HEADER + row(1) + 'Short,Row,s@x.test\n',
      message: 'Row 3: expected 6 fields (one per header) but found 3.',
    },
    {
      name: 'a value under a header cell left without a name, at the end',
      input: 'FirstName,LastName,Email,\nUnnamed,Lastcol,u1@unnamed.example,some note\n',
      message:
        'Row 2 has a value in column 4, which has no name in the header row. Give that column a name in the header row (or remove its values) and try again.',
    },
    {
      name: 'more values than the header line has cells',
      input: 'FirstName,LastName,Email,\nUnnamed,Lastcol,u1@unnamed.example,,extra\n',
      message: 'Row 2: expected 3 fields (one per header) but found 5.',
    },
    {
      name: 'a lone CR (an old Mac line end) between LF lines (ADR 0214)',
      input: 'Name,Email,City\nAda Lovelace,ada@example.com,London\nBob Smith,bob@example.com,Paris\rCy Young,cy@example.com,Rome\n',
      message: MIXED_CR(3),
    },
    {
      name: 'a lone CR between CR LF lines',
      input: 'Name,Email,City\r\nAda Lovelace,ada@example.com,London\rBob Smith,bob@example.com,Paris\r\n',
      message: MIXED_CR(2),
    },
    {
      name: 'a lone CR in a row that then has a value under an unnamed header cell',
      input: 'Name,Email,\nAda Lovelace,ada@example.com\rBob Smith,bob@example.com\n',
      message: MIXED_CR(2),
    },
    {
      name: 'CR line ends with one CR LF: the header runs into the first row',
      input: 'Name,Email,City\rAda Lovelace,ada@example.com,London\r\nBob Smith,bob@example.com,Paris\r',
      message: MIXED_CR(1),
    },
    {
      name: 'an LF in a file of CR line ends, past the sample that decided them',
      input:
        'Name,Email,City\r' +
        'Ann Example,ann@example.com,Boston\r'.repeat(2500) +
        'Bob Smith,bob@example.com,Paris\nCy Young,cy@example.com,Rome\r',
      message:
        "Row 2502: the file mixes line endings. A line here ends with a line feed (LF), while the file's other lines end with a carriage return alone (CR, as old Mac files end lines), so two lines were read as one row. Save the file with one kind of line ending (in a text editor, convert the line endings to LF or CRLF), and try again.",
    },
    {
      name: 'malformed quote',
      input: HEADER + '"Ada"x,L,a@x.test,,,Boston\n',
      message: 'Row 2: a quoted field has extra characters after its closing quote.',
    },
    {
      name: 'NUL byte mid-file',
      input: HEADER + row(1) + row(2) + 'Bad\0,x,y,z,w,v\n',
      message: 'Row 4: This looks like a binary file, not CSV/TSV text. Export the data again as CSV or TSV text.',
    },
    {
      name: 'binary start',
      input: new Uint8Array([0x07, 0x01, 3, 4, 0, 0, 0xff, 0xfe, 1, 2, 0]),
      message: 'This looks like a binary file, not CSV/TSV text. Export the data again as CSV or TSV text.',
    },
    // A file of another kind renamed .csv, or a link to no download: named, not "binary".
    {
      name: 'an Excel workbook (.xlsx, a ZIP archive)',
      input: new Uint8Array([0x50, 0x4b, 3, 4, 0x14, 0, 6, 0, 8, 0, 0, 0, 0x21, 0, 0xff, 0xfe, 1, 2, 0]),
      message: XLSX_MESSAGE,
    },
    {
      name: 'an Excel 97-2003 workbook (.xls)',
      input: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0, 0, 0, 0, 0]),
      message: XLS_MESSAGE,
    },
    {
      name: 'a gzip-compressed file',
      input: new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 0xf3, 0x4b, 0xcc, 0x4d, 0xd5, 0x71, 0, 0]),
      message: 'This is a compressed (gzip) file, not CSV/TSV text. Decompress it, and import the CSV/TSV file inside.',
    },
    {
      name: 'a PDF document',
      input: new Uint8Array([...utf8('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n'), 0, 1, 2, 3, 0xff, 0, 0]),
      message: 'This is a PDF document, not CSV/TSV text. Export the data from where it came from as CSV or TSV text.',
    },
    {
      name: 'a web page (a link to a page that shows the file, or a sign-in page)',
      input: '<!DOCTYPE html>\n<html lang="en"><head><title>Sign in</title></head>\n<body><p>Please, sign in</p></body></html>\n',
      message: HTML_MESSAGE,
    },
    {
      name: 'a web page without a doctype, after blank lines',
      input: '\n\n  <html>\n<body>Name,Email</body>\n</html>\n',
      message: HTML_MESSAGE,
    },
    {
      name: 'an Excel 2003 XML spreadsheet',
      input:
        '<?xml version="1.0"?>\n<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet">\n<Row><Cell>Name</Cell></Row>\n</Workbook>\n',
      message:
        'This is an XML file (such as an Excel 2003 XML spreadsheet), not CSV/TSV text. Open it in Excel and save it as CSV UTF-8, and try again.',
    },
    // A dump in JSON: named, not "a quoted field has extra characters after its closing quote".
    {
      name: 'JSON Lines (one object per line)',
      input: '{"name":"Ann Lee","email":"ann@example.com"}\n{"name":"Bob Ray","email":"bob@example.com"}\n',
      message: JSON_MESSAGE,
    },
    {
      name: 'a JSON array of objects, pretty-printed',
      input: '[\n  {\n    "name": "Ann Lee",\n    "email": "ann@example.com"\n  }\n]\n',
      message: JSON_MESSAGE,
    },
    {
      name: 'one JSON object over several lines',
      input: '{\n  "records": [{"name": "Ann Lee"}]\n}\n',
      message: JSON_MESSAGE,
    },
    {
      name: 'field over 1 MB',
      input: `${HEADER}Long,"${'y'.repeat(1_100_000)}",l@x.test,,,Boston\n`,
      message: 'Row 2: a field in column "LastName" is longer than 1 MB.',
    },
    {
      name: 'repeated single-valued header',
      input: 'Name,SSN,SSN\nAda,1,2\n',
      message: 'Columns 2 and 3 are all named "SSN", which holds one value per person. Rename all but one of them, and try again.',
    },
    {
      name: 'SSN in a city',
      input: HEADER + 'Ada,Lovelace,a@x.test,,,123-45-6789\n',
      message:
        'Row 2: the value in column "City" looks like a Social Security number. Check this row\'s separators and quotes; SSNs belong in an SSN column.',
    },
    {
      name: 'SSN written whole in a phone column',
      input: 'Name,Phone\nAda Lovelace,123-45-6789\n',
      message:
        'Row 2: the value in column "Phone" looks like a Social Security number. Check this row\'s separators and quotes; SSNs belong in an SSN column.',
    },
    {
      name: 'other rows inside a name',
      input: HEADER + '"Ada\nBob,Smith,b@x.test",L,a@x.test,,,Boston\n',
      message: 'Row 2: the value in column "FirstName" runs over several lines, as if it held other rows. Check this row\'s quotes.',
    },
  ];

  for (const c of cases) {
    it(c.name, () => {
      const bytes = typeof c.input === 'string' ? utf8(c.input) : c.input;
      expect(problemOf(() => readDelimitedBytes(bytes))).toBe(c.message);
      for (const size of [7, 1000, 65_536]) expect(problemOf(() => readChunked(bytes, size))).toBe(c.message);
      if (typeof c.input === 'string') expect(problemOf(() => readDelimitedText(c.input as string))).toBe(c.message);
    });
  }

  it('a header in square brackets, as SQL Server writes it, is a CSV header, not JSON', () => {
    const result = readDelimitedText('[Name],[Email]\nAnn Lee,ann@example.com\n');
    expect(result.headers).toEqual(['[Name]', '[Email]']);
    expect(result.rows).toEqual([['Ann Lee', 'ann@example.com']]);
  });

  it('a short value over two or three lines in a plain field is read as written, as a street is', () => {
    const r = readDelimitedText(
      'Name,Employer,Email\n"Dana Twoline","Acme\nWidgets Inc",dana@example.com\n"Lee\r\nRowe","Acme Widgets",lee@example.com\n',
    );
    expect(r.rows).toEqual([
      ['Dana Twoline', 'Acme\nWidgets Inc', 'dana@example.com'],
      ['Lee\r\nRowe', 'Acme Widgets', 'lee@example.com'],
    ]);
    expect(r.rowNumbers).toEqual([2, 3]);
    const rec = mapRow(r.resolved, r.rows[0]!);
    expect(rec.employment.employer).toBe('Acme\nWidgets Inc');
    expect(mapRow(r.resolved, r.rows[1]!).fullName).toBe('Lee Rowe');
  });

  it('a value whose lines look like rows of the file is still refused', () => {
    const message = (column: string) =>
      `Row 2: the value in column "${column}" runs over several lines, as if it held other rows. Check this row's quotes.`;
    // A quote left open swallows the next rows: their separators are inside the value.
    expect(problemOf(() => readDelimitedText('Name,Employer,Email\nDana,"Acme\nBob,Other Co,b@x.test\nCy,Third",c@x.test\n'))).toBe(
      message('Employer'),
    );
    expect(problemOf(() => readDelimitedText('Name\tEmployer\tEmail\nDana\t"Acme\nBob\tOther Co\tb@x.test"\tc@x.test\n'))).toBe(
      message('Employer'),
    );
    // More than three lines, even without a separator.
    expect(problemOf(() => readDelimitedText('Name,Employer,Email\nDana,"Acme\nWidgets\nand\nSons",d@x.test\n'))).toBe(message('Employer'));
  });

  it('refuses other rows swallowed into an encrypted field, not one record holding them (ADR 0245)', () => {
    const message = (column: string) =>
      `Row 2: the value in column "${column}" runs over several lines, as if it held other rows. Check this row's quotes.`;
    // A quote opened in the SSN column and closed rows later: Bob's and Cat's rows, SSNs and
    // addresses were read as Amy's SSN, one record imported for three people.
    const ssn =
      'first_name,last_name,ssn,email\nAmy,Quote,"123-45-6789,amy@x.test\nBob,Two,222-33-4444,bob@x.test\nCat,Three,333-44-5555",cat@x.test\n';
    expect(problemOf(() => readDelimitedText(ssn))).toBe(message('ssn'));
    for (const column of ['dob', 'drivers_license', 'card_number']) {
      const text = `first_name,last_name,${column},email\nAmy,Quote,"1980-01-01,amy@x.test\nBob,Two,1981-02-02,bob@x.test\nCat,Three,1982-03-03",cat@x.test\n`;
      expect(problemOf(() => readDelimitedText(text))).toBe(message(column));
    }
    // One over 500 characters is no identifier either.
    expect(problemOf(() => readDelimitedText(`Name,SSN\nAda,${'1'.repeat(600)}\n`))).toBe(
      'Row 2: the value in column "SSN" is longer than 500 characters. Check this row\'s separators and quotes.',
    );
    // An SSN is its column's business: one in an SSN column is read as written.
    expect(readDelimitedText('Name,SSN,DOB\nAda,123-45-6789,1980-01-01\n').rows).toEqual([['Ada', '123-45-6789', '1980-01-01']]);
  });

  it('reads a Mac Roman file when it is chosen', () => {
    // "Xavier O’Neil, Montréal" as Excel for Mac saves it: ’ is 0xD5 and é is 0x8E in Mac Roman.
    const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
    const bytes = Uint8Array.from([
      ...ascii('Name,City\n"Xavier O'),
      0xd5,
      ...ascii('Neil, Montr'),
      0x8e,
      ...ascii('al",Montr'),
      0x8e,
      ...ascii('al\n'),
    ]);
    const r = readDelimitedBytes(bytes, { encoding: 'macintosh' });
    expect(r).toMatchObject({ encoding: 'macintosh', encodingSource: 'chosen', rows: [['Xavier O’Neil, Montréal', 'Montréal']] });
    for (const size of [1, 7]) expect(readChunked(bytes, size, { encoding: 'macintosh' }).rows).toEqual(r.rows);
  });

  it('the hidden error: an unterminated quote at row 99,991 of 100,000', () => {
    const lines = [HEADER];
    for (let i = 2; i <= 100_000; i++) lines.push(i === 99_991 ? `Hidden,"Quote,h@x.test,,,Boston\n` : row(i));
    const bytes = utf8(lines.join(''));
    expect(problemOf(() => readChunked(bytes, 1 << 20))).toBe('Row 99991: a quoted field is never closed.');
  });

  it('a survey question as a header is read, and a header name longer than the import takes is refused here, not after the preview', () => {
    // Google Forms names each column by its question: 221 characters passed the preview and the
    // import API refused the first request ("A header is longer than 200 characters").
    const question =
      'Please tell us, in as much detail as you can, how you first learned that your personal information may have been exposed in this incident, and what you have done since then to protect yourself (for example credit freezes)';
    const form = `Timestamp,Email Address,Full name,"${question}"\n2024/05/01 10:00:00,ann@x.test,Ann Forms,A letter\n`;
    const read = readDelimitedText(form);
    expect(read.headers[3]).toBe(question);
    expect(importRequestSchema.safeParse({ headers: read.headers, rows: read.rows }).success).toBe(true);
    // What the import cannot take is said before anything is sent, with the column.
    const long = 'Q'.repeat(MAX_HEADER_CHARS + 1);
    expect(problemOf(() => readDelimitedText(`Name,Email,${long}\nAnn,ann@x.test,yes\n`))).toBe(
      `The name of column 3 ("${'Q'.repeat(59)}…") is longer than ${MAX_HEADER_CHARS.toLocaleString('en-US')} characters. Shorten it in the header row, and try again.`,
    );
    expect(importRequestSchema.safeParse({ headers: ['Name', 'Q'.repeat(MAX_HEADER_CHARS)], rows: [['Ann', 'yes']] }).success).toBe(true);
  });

  it('10,000 columns are refused with how to fix the file', () => {
    const header = Array.from({ length: 10_000 }, (_, i) => (i === 0 ? 'Email' : `Col${i}`)).join(',');
    expect(problemOf(() => readDelimitedText(`${header}\n${'x,'.repeat(9_999)}x\n`))).toBe(
      'The header has 10,000 columns; at most 1,000 are supported. Remove the columns you do not need, or split the file, and try again.',
    );
  });

  it('a 60 MB field is refused without holding it, and an unterminated quote that swallows the file is named as such', () => {
    const reader = new RowReader();
    reader.push(utf8(HEADER + row(2) + 'Huge,"'));
    const block = utf8('x'.repeat(1 << 20));
    for (let i = 0; i < 60; i++) reader.push(block);
    expect(problemOf(() => reader.end(utf8('",h@x.test,,,Boston\n')))).toBe('Row 3: a field in column "LastName" is longer than 1 MB.');

    const open = new RowReader();
    open.push(utf8(HEADER + row(2) + 'Open,"'));
    for (let i = 0; i < 6; i++) open.push(block);
    expect(problemOf(() => open.end())).toBe('Row 3: a quoted field is never closed.');
  });
});

describe('PowerShell’s Export-Csv type line (ADR 0204)', () => {
  it('is left out before the header, said in the notes, and the rows keep their file numbers', () => {
    const text =
      '#TYPE System.Management.Automation.PSCustomObject\r\n"Name","Email","Phone"\r\n"Pat Shell","pat.shell@example.org","555-403-7777"\r\n';
    const read = readDelimitedText(text);
    expect(read.headers).toEqual(['Name', 'Email', 'Phone']);
    expect(read.rows).toEqual([['Pat Shell', 'pat.shell@example.org', '555-403-7777']]);
    expect(read.rowNumbers).toEqual([3]);
    expect(read.notes.map(describeReadNote)).toEqual([
      'Row 1, "#TYPE System.Management.Automation.PSCustomObject", is the type line PowerShell\'s Export-Csv writes before the header: it is left out, and the header is read from row 2.',
    ]);
    // Only as the first line: further down it is a row like any other.
    expect(readDelimitedText('Name,Email\n#TYPE x,x@example.org\n').rows).toEqual([['#TYPE x', 'x@example.org']]);
  });
});

describe('bare quotes in tab-separated files (ADR 0215)', () => {
  const sizes = [7, 1000, 65_536, 1 << 20];

  it('reads values with bare quotes exactly as written, in any chunks', () => {
    const text =
      'Name\tEmail\tEmployer\tItem\n' +
      'Pat O"Brien\tpat@example.com\tAcme "East"\t5" Monitor\n' +
      '"Big" Jim Stone\tjim@example.com\tO\'Hara & Sons\t" Monitor\n' +
      'Dee Quote\tdee@example.com\t12" Records\t"Deluxe" 27" screen\n';
    for (const size of sizes) {
      const r = readChunked(utf8(text), size);
      expect(r.delimiter).toBe('\t');
      expect(r.rows).toEqual([
        ['Pat O"Brien', 'pat@example.com', 'Acme "East"', '5" Monitor'],
        ['"Big" Jim Stone', 'jim@example.com', "O'Hara & Sons", '" Monitor'],
        ['Dee Quote', 'dee@example.com', '12" Records', '"Deluxe" 27" screen'],
      ]);
      expect(r.rowNumbers).toEqual([2, 3, 4]);
    }
    expect(mapRow(readDelimitedText(text).resolved, readDelimitedText(text).rows[0]!).fullName).toBe('Pat O"Brien');
  });

  it('reads a quote that opens a field as written in a file that does not quote, beyond the first 64 KB too', () => {
    const filler = 'Ann Example\tann@example.com\t5" Monitor\n'.repeat(3000);
    const text = `Name\tEmail\tItem\n${filler}"Quoted" Name\tq@example.com\t"Big\n`;
    for (const size of [1000, 65_536, 1 << 20]) {
      const r = readChunked(utf8(text), size);
      expect(r.rows[3000]).toEqual(['"Quoted" Name', 'q@example.com', '"Big']);
    }
  });

  it('still reads a properly quoted TSV: a tab, a line break and doubled quotes inside quoted fields', () => {
    const text =
      'Name\tEmail\tAddress\tNote\n' +
      '"Ada Lovelace"\tada@example.com\t"1 Main St\nApt 2"\t"a\tb"\n' +
      'Bob Smith\tbob@example.com\t2 Side St\t"say ""hi"""\n';
    for (const size of sizes) {
      const r = readChunked(utf8(text), size);
      expect(r.rows).toEqual([
        ['Ada Lovelace', 'ada@example.com', '1 Main St\nApt 2', 'a\tb'],
        ['Bob Smith', 'bob@example.com', '2 Side St', 'say "hi"'],
      ]);
      expect(r.rowNumbers).toEqual([2, 3]);
    }
  });

  it('names a row over 4 MB that starts with a bare quote by its long field, not as a quote never closed', () => {
    const text = `Name\tEmail\nPat O"Brien\tpat@example.com\n"${'y'.repeat(4_100_000)}\tlong@example.com\n`;
    for (const size of [65_536, 1 << 20]) {
      expect(problemOf(() => readChunked(utf8(text), size))).toBe('Row 3: a field in column "Name" is longer than 1 MB.');
    }
  });

  it('refuses a field that only starts with a quote past a properly quoted start, naming its row', () => {
    const filler = '"Ann Example"\tann@example.com\t"a\tb"\n'.repeat(3000);
    const text = `Name\tEmail\tItem\n${filler}"Big" Jim\tjim@example.com\tx\n`;
    expect(problemOf(() => readChunked(utf8(text), 65_536))).toMatch(/^Row 3002: /);
  });

  it('refuses a ragged TSV row as before', () => {
    expect(problemOf(() => readDelimitedText('Name\tEmail\tCity\nAda\tada@example.com\n'))).toBe(
      'Row 2: expected 3 fields (one per header) but found 2.',
    );
  });
});

describe('columns named to hold spreadsheet day numbers (ADR 0274)', () => {
  const text = 'Name,Phone,DOB\nAda Lee,555-403-1111,31107\nBob Roe,,1985-03-04\n';
  it('reads the named date column’s numbers as dates, and says so in the findings', () => {
    const read = readDelimitedText(text, { spreadsheetDayColumns: ['DOB'], findings: true });
    expect(read.rows.map((row) => mapRow(read.resolved, row).dob)).toEqual(['1985-03-01', '1985-03-04']);
    expect(read.findings!.spreadsheetDays).toEqual([{ column: 'DOB', count: 1, example: '31107', rows: [2], index: 2, read: true }]);
    expect(read.findings!.unreadDates).toEqual([]);
  });
  it('refuses a name that is no date column of the file', () => {
    expect(() => readDelimitedText(text, { spreadsheetDayColumns: ['Phone'] })).toThrow(
      'Column "Phone" is not a date column: only a birth date or a date added is read as spreadsheet day numbers.',
    );
    expect(() => readDelimitedText(text, { spreadsheetDayColumns: ['Birthday'] })).toThrow(ReadProblemError);
  });
});
