/**
 * The upload policy table (shared/uploads.ts) and its PDF check (shared/pdf-check.ts), against
 * real PDFs: written here with pdf-lib, one printed by Chromium and one encrypted by qpdf
 * (fixtures/, made by tools/pdf-fixtures/make-fixtures.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type PDFContext,
  type PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  type PDFRef,
  PDFString,
  StandardFonts,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { CMS_WORDS } from '../cms-words';
import { pdfRefusal } from '../pdf-check';
import {
  detectRaster,
  hasKindName,
  isRefusedUploadUrl,
  kindOfName,
  kindRefusal,
  UPLOAD_FOLDERS,
  UPLOAD_KINDS,
  type UploadRefusal,
  uploadFolderOf,
  uploadRefusal,
} from '../uploads';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const MB = 1024 * 1024;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const DOCUMENTS = 'src/content/documents/files';
const MEDIA = 'public/media/uploads';

/**
 * A one-page PDF written by pdf-lib, after `change` adds to it what a test needs. Saved with
 * object streams (pdf-lib's default), so most objects sit inside compressed object streams.
 */
async function pdf(
  change: (document: PDFDocument, page: PDFRef) => void | Promise<void> = () => {},
  options: { useObjectStreams?: boolean } = {},
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([420, 595]);
  page.drawText('Announcement', { x: 40, y: 540, font, size: 18 });
  await change(document, page.ref);
  return document.save(options);
}

const javaScript = (context: PDFContext) =>
  context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("hi")') });
const set = (dict: PDFDict, key: string, value: PDFObject) => dict.set(PDFName.of(key), value);

/** Adds a link annotation with the action `action` to the first page. */
function link(document: PDFDocument, action: PDFObject) {
  const annotation = document.context.register(
    document.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [40, 500, 200, 520],
      Border: [0, 0, 0],
    }),
  );
  const dict = document.context.lookup(annotation) as PDFDict;
  set(dict, 'A', action);
  document.getPage(0).node.set(PDFName.of('Annots'), document.context.obj([annotation]));
}

describe('the upload policy table', () => {
  it('names for each folder a kind, and for each kind words in the three languages', () => {
    expect(UPLOAD_FOLDERS.map(({ folder, kind }) => [folder, kind])).toEqual([
      [MEDIA, 'raster'],
      [DOCUMENTS, 'pdf'],
    ]);
    expect(UPLOAD_KINDS.raster.maxBytes).toBe(10 * MB);
    expect(UPLOAD_KINDS.pdf.maxBytes).toBe(50 * MB);
    for (const kind of Object.values(UPLOAD_KINDS)) {
      const { notThisKind, tooLarge, content } = kind.refusals;
      for (const key of [notThisKind, tooLarge, ...content] as UploadRefusal[]) {
        for (const locale of ['zh-hans', 'zh-hant', 'en'] as const) {
          expect(CMS_WORDS[locale].uploads[key], `${locale} ${key}`).toMatch(/\S/);
        }
      }
      for (const locale of ['zh-hans', 'zh-hant', 'en'] as const) {
        expect(CMS_WORDS[locale].uploads[tooLarge]).toContain(`${kind.maxBytes / MB} MB`);
      }
    }
  });

  it('finds the folder of a repository path, and the kind of a name', () => {
    expect(uploadFolderOf(`${MEDIA}/a.png`)?.kind).toBe('raster');
    expect(uploadFolderOf(`${MEDIA}/2026/a.png`)?.kind).toBe('raster');
    expect(uploadFolderOf(`${DOCUMENTS}/agm-notice-en.pdf`)?.kind).toBe('pdf');
    for (const path of [
      MEDIA,
      `${MEDIA}x/a.png`,
      'src/content/documents/a.pdf',
      '/public/media/uploads/a.png',
    ])
      expect(uploadFolderOf(path), path).toBeUndefined();
    expect(kindOfName('Report.PDF')).toBe('pdf');
    expect(kindOfName('photo.jpeg')).toBe('raster');
    expect(kindOfName('photo.jpeg.html')).toBeUndefined();
    expect(hasKindName('raster', 'photo')).toBe(false);
  });

  it('tells the server which served upload names to refuse', () => {
    expect(isRefusedUploadUrl('media/uploads/photo.png')).toBe(false);
    expect(isRefusedUploadUrl('/media/uploads/evil.svg')).toBe(true);
    expect(isRefusedUploadUrl('media/uploads/report.pdf')).toBe(true);
    expect(isRefusedUploadUrl('media/uploads/page.html')).toBe(true);
    // Outside the upload folders the table says nothing.
    expect(isRefusedUploadUrl('assets/index.js')).toBe(false);
    expect(isRefusedUploadUrl('favicon.svg')).toBe(false);
  });

  it('takes images into the media folder by their bytes and their name, 10 MB at most', async () => {
    expect(await uploadRefusal(`${MEDIA}/a.PNG`, PNG)).toBeUndefined();
    expect(await uploadRefusal(`${MEDIA}/a.svg`, PNG)).toBe('notImage');
    expect(await uploadRefusal(`${MEDIA}/a.png`, new TextEncoder().encode('<svg'))).toBe(
      'notImage',
    );
    // The size decides before a byte is read.
    const unread = {
      size: 10 * MB + 1,
      read: () => {
        throw new Error('read');
      },
    };
    expect(await uploadRefusal(`${MEDIA}/a.png`, unread)).toBe('tooLarge');
    // A PDF is not an image, whatever it holds; an image is not a PDF.
    expect(await uploadRefusal(`${MEDIA}/report.pdf`, await pdf())).toBe('notImage');
    expect(await uploadRefusal(`${DOCUMENTS}/photo.pdf`, PNG)).toBe('notPdf');
    expect(await uploadRefusal(`${DOCUMENTS}/photo.png`, PNG)).toBe('notPdf');
    expect(await uploadRefusal('src/content/news/a.pdf', await pdf())).toBe('notUploadFolder');
  });

  it('recognises the four image types by their bytes', () => {
    const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
    expect(detectRaster(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectRaster(PNG)).toBe('png');
    expect(detectRaster(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(detectRaster(bytes('\0\0\0\x1cftypavif\0\0\0\0'))).toBe('avif');
    // `mif1` with `avif` among the compatible brands is AVIF too; HEIC and MP4 are not.
    expect(detectRaster(bytes('\0\0\0\x1cftypmif1\0\0\0\0mif1avifmiaf'))).toBe('avif');
    expect(detectRaster(bytes('\0\0\0\x18ftypheic\0\0\0\0mif1heic'))).toBeUndefined();
    expect(detectRaster(bytes('\0\0\0\x18ftypisom\0\0\x02\0isomavc1'))).toBeUndefined();
    // A compatible brand beyond the box's own size does not count.
    expect(detectRaster(bytes('\0\0\0\x10ftypmif1\0\0\0\0avif'))).toBeUndefined();
    expect(detectRaster(bytes('<svg'))).toBeUndefined();
  });
});

describe('a PDF for the investor documents', () => {
  const refusal = async (bytes: Uint8Array) => uploadRefusal(`${DOCUMENTS}/doc.pdf`, bytes);

  it('is taken when clean: written by pdf-lib, or printed by Chromium', async () => {
    expect(await refusal(await pdf())).toBeUndefined();
    expect(await refusal(await pdf(() => {}, { useObjectStreams: false }))).toBeUndefined();
    // Headless Chromium's print: tagged, with an outline, a link and an embedded CJK font.
    expect(await refusal(readFileSync(join(FIXTURES, 'chromium-print.pdf')))).toBeUndefined();
  });

  it('is taken with an OpenAction that only sets the first view', async () => {
    const destination = await pdf((document, page) => {
      set(document.catalog, 'OpenAction', document.context.obj([page, 'Fit']));
    });
    expect(await refusal(destination)).toBeUndefined();
    const goTo = await pdf((document, page) => {
      set(
        document.catalog,
        'OpenAction',
        document.context.obj({ S: 'GoTo', D: [page, 'XYZ', null, null, 1] }),
      );
    });
    expect(await refusal(goTo)).toBeUndefined();
    // A link to a web page is a link, not a script.
    const uri = await pdf((document) =>
      link(document, document.context.obj({ S: 'URI', URI: PDFString.of('https://example.com') })),
    );
    expect(await refusal(uri)).toBeUndefined();
  });

  it('is refused when not a PDF, or when it does not parse', async () => {
    const text = (value: string) => new TextEncoder().encode(value);
    expect(await refusal(text('<!doctype html><script>alert(1)</script>'))).toBe('notPdf');
    expect(await refusal(text('%PDF-1.7\nnothing else'))).toBe('notPdf');
    // The header must open the file (a polyglot puts something else first).
    expect(await refusal(text(`<html>${'\n'.repeat(8)}%PDF-1.7`))).toBe('notPdf');
    // An object pdf-lib cannot parse stops the check: a reader's repair might find more.
    const clean = new TextDecoder('latin1').decode(
      await pdf(() => {}, { useObjectStreams: false }),
    );
    const broken = clean.replace('/Type /Page\n', '/Type /Page { ');
    expect(broken).not.toBe(clean);
    expect(await refusal(text(broken))).toBe('notPdf');
    // A catalogue with no page is no document (pdf-lib would otherwise add a blank one).
    const blank = await PDFDocument.create();
    expect(await refusal(await blank.save({ addDefaultPage: false }))).toBe('notPdf');
  });

  it('is refused over 50 MB, before it is read', async () => {
    const unread = {
      size: 50 * MB + 1,
      read: () => {
        throw new Error('read');
      },
    };
    expect(await uploadRefusal(`${DOCUMENTS}/annual-report.pdf`, unread)).toBe('pdfTooLarge');
    // At exactly 50 MB the check goes on to read it.
    await expect(
      kindRefusal('pdf', 'annual-report.pdf', { ...unread, size: 50 * MB }),
    ).rejects.toThrow('read');
  });

  it('is refused when encrypted: by qpdf (AES-256, object streams) or with an /Encrypt trailer', async () => {
    // qpdf: its encrypted object streams stop pdf-lib's parse; the trailer says why.
    expect(await refusal(readFileSync(join(FIXTURES, 'qpdf-encrypted.pdf')))).toBe('pdfEncrypted');
    // A standard security handler's dictionary in the trailer: pdf-lib refuses to load it.
    const encrypted = await pdf((document) => {
      document.context.trailerInfo.Encrypt = document.context.register(
        document.context.obj({
          Filter: 'Standard',
          V: 1,
          R: 2,
          O: PDFHexString.of('00'.repeat(32)),
          U: PDFHexString.of('00'.repeat(32)),
          P: -4,
        }),
      );
    });
    expect(await refusal(encrypted)).toBe('pdfEncrypted');
  });

  it('is refused with JavaScript in an OpenAction, anywhere in an object stream included', async () => {
    const openAction = await pdf((document) => {
      set(document.catalog, 'OpenAction', document.context.register(javaScript(document.context)));
    });
    expect(await refusal(openAction)).toBe('pdfJavaScript');
    // An action no object refers to, packed in an object stream: every object is walked.
    const orphan = await pdf((document) => {
      document.context.register(javaScript(document.context));
    });
    expect(new TextDecoder('latin1').decode(orphan)).not.toContain('/JavaScript');
    expect(await refusal(orphan)).toBe('pdfJavaScript');
    // A name written with escapes (`#4a` is J) is the same name to a reader.
    const plain = new TextDecoder('latin1').decode(
      await pdf(
        (document) => {
          set(document.catalog, 'OpenAction', javaScript(document.context));
        },
        { useObjectStreams: false },
      ),
    );
    const escaped = plain.replace('/S /JavaScript', '/S /#4aava#53cript');
    expect(escaped).not.toBe(plain);
    expect(await refusal(new TextEncoder().encode(escaped))).toBe('pdfJavaScript');
  });

  it('is refused with JavaScript in an annotation, a form field’s /AA or the names tree', async () => {
    const annotation = await pdf((document) => link(document, javaScript(document.context)));
    expect(await refusal(annotation)).toBe('pdfJavaScript');
    // A form field that runs a script on each keystroke (/AA /K), as form tools write it.
    const field = await pdf((document) => {
      const text = document.getForm().createTextField('shareholder.name');
      text.addToPage(document.getPage(0), { x: 40, y: 400, width: 200, height: 20 });
      set(text.acroField.dict, 'AA', document.context.obj({ K: javaScript(document.context) }));
    });
    expect(await refusal(field)).toBe('pdfJavaScript');
    // Document-level scripts: the catalogue's /Names /JavaScript name tree.
    const names = await pdf((document) => {
      const tree = document.context.obj({
        Names: [PDFString.of('init'), document.context.register(javaScript(document.context))],
      });
      set(document.catalog, 'Names', document.context.obj({ JavaScript: tree }));
    });
    expect(await refusal(names)).toBe('pdfJavaScript');
    // A link to a `javascript:` address.
    const scriptLink = await pdf((document) =>
      link(document, document.context.obj({ S: 'URI', URI: PDFString.of(' JavaScript:alert(1)') })),
    );
    expect(await refusal(scriptLink)).toBe('pdfJavaScript');
  });

  it('is refused with a launch action', async () => {
    const launch = await pdf((document) =>
      link(
        document,
        document.context.obj({ S: 'Launch', F: PDFString.of('C:\\Windows\\System32\\calc.exe') }),
      ),
    );
    expect(await refusal(launch)).toBe('pdfLaunch');
    // In a chain after a harmless first view: /Next runs it all the same.
    const chained = await pdf((document, page) => {
      const action = document.context.obj({ S: 'GoTo', D: [page, 'Fit'] }) as PDFDict;
      set(action, 'Next', document.context.obj({ S: 'Launch', F: PDFString.of('run.sh') }));
      set(document.catalog, 'OpenAction', action);
    });
    expect(await refusal(chained)).toBe('pdfLaunch');
  });

  it('is refused with embedded files', async () => {
    const attached = await pdf(async (document) => {
      await document.attach(new TextEncoder().encode('a,b\n1,2\n'), 'figures.csv', {
        mimeType: 'text/csv',
        description: 'The figures',
      });
    });
    expect(await refusal(attached)).toBe('pdfEmbeddedFiles');
    // A file attachment annotation, without the document's names tree.
    const annotation = await pdf((document) => {
      const stream = document.context.register(
        document.context.flateStream(new TextEncoder().encode('secret'), { Type: 'EmbeddedFile' }),
      );
      const spec = document.context.obj({ Type: 'Filespec', F: PDFString.of('a.txt') }) as PDFDict;
      set(spec, 'EF', document.context.obj({ F: stream }));
      const attachment = document.context.obj({
        Type: 'Annot',
        Subtype: 'FileAttachment',
        Rect: [40, 400, 60, 420],
      }) as PDFDict;
      set(attachment, 'FS', spec);
      document.getPage(0).node.set(PDFName.of('Annots'), document.context.obj([attachment]));
    });
    expect(await refusal(annotation)).toBe('pdfEmbeddedFiles');
  });

  it('costs no more than its size when its page tree is shared at every level', async () => {
    // 60 levels, each node listing the next one twice: 2^60 paths to the one page. A walk of
    // the tree would never end; each node is visited once.
    const hostile = await pdf((document, page) => {
      const { context } = document;
      let node: PDFRef = context.register(
        context.obj({ Type: 'Pages', Kids: [page, page], Count: 2 }),
      );
      for (let level = 0; level < 60; level += 1) {
        node = context.register(context.obj({ Type: 'Pages', Kids: [node, node], Count: 2 }));
      }
      set(document.catalog, 'Pages', node);
    });
    const started = Date.now();
    expect(await pdfRefusal(hostile)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
