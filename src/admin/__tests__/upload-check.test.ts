import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { CMS_WORDS } from '../../../shared/cms-words';
import {
  checkedBackend,
  checkPickedFiles,
  checkUploadsInBackends,
  type RegisteredBackend,
  type UploadAsset,
  type UploadingBackend,
} from '../upload-check';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
const words = CMS_WORDS['zh-hans'];
const DOCUMENTS = 'src/content/documents/files';

/** A one-page PDF by pdf-lib, with a JavaScript OpenAction when `script`. */
async function pdf(script = false): Promise<Uint8Array<ArrayBuffer>> {
  const document = await PDFDocument.create();
  document.addPage([420, 595]);
  if (script) {
    document.catalog.set(
      PDFName.of('OpenAction'),
      document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
    );
  }
  return new Uint8Array(await document.save());
}

/** A backend that records what reached it (what would have gone to the git host). */
function recordingBackend() {
  const sent: string[] = [];
  const backend: UploadingBackend = {
    persistMedia: async (file) => {
      sent.push(file.path);
      return { path: file.path };
    },
    persistEntry: async (entry) => {
      sent.push(`entry with ${(entry.assets ?? []).map((a) => a.path).join(', ')}`);
      return undefined;
    },
  };
  return { backend, sent };
}

const asset = (path: string, content: BlobPart): UploadAsset => ({
  path,
  fileObj: new Blob([content]),
});

describe('uploads in the editor (before they leave the browser)', () => {
  it('sends raster images to the backend and refuses SVG, HTML and disguised files, naming why', async () => {
    const { backend, sent } = recordingBackend();
    const checked = checkedBackend(backend, words);
    await checked.persistMedia(asset('public/media/uploads/dot.png', PNG), {});
    await expect(
      checked.persistMedia(asset('public/media/uploads/logo.svg', SVG), {}),
    ).rejects.toThrow(words.uploads.notImage);
    // An SVG named .png, and an image's bytes named .html: the bytes and the name must agree.
    await expect(
      checked.persistMedia(asset('public/media/uploads/logo.png', SVG), {}),
    ).rejects.toThrow(words.uploads.notImage);
    await expect(
      checked.persistMedia(asset('public/media/uploads/page.html', PNG), {}),
    ).rejects.toThrow(words.uploads.notImage);
    // An upload without its file cannot be checked, so it is not sent.
    await expect(checked.persistMedia({ path: 'public/media/uploads/x.png' }, {})).rejects.toThrow(
      words.uploads.notImage,
    );
    // A save carries the entry's new uploads: one bad file stops the whole save.
    await expect(
      checked.persistEntry(
        {
          assets: [
            asset('public/media/uploads/ok.png', PNG),
            asset('public/media/uploads/x.svg', SVG),
          ],
        },
        {},
      ),
    ).rejects.toThrow(words.uploads.notImage);
    await checked.persistEntry({ assets: [asset('public/media/uploads/ok.png', PNG)] }, {});
    expect(sent).toEqual([
      'public/media/uploads/dot.png',
      'entry with public/media/uploads/ok.png',
    ]);
  });

  it('sends clean PDFs to the documents folder only, and refuses one with a script', async () => {
    const { backend, sent } = recordingBackend();
    const checked = checkedBackend(backend, words);
    await checked.persistMedia(asset(`${DOCUMENTS}/notice-en.pdf`, await pdf()), {});
    await expect(
      checked.persistMedia(asset(`${DOCUMENTS}/notice-zh-hans.pdf`, await pdf(true)), {}),
    ).rejects.toThrow(words.uploads.pdfJavaScript);
    // Each folder its kind: a PDF is no image, an image no PDF.
    await expect(
      checked.persistMedia(asset('public/media/uploads/notice.pdf', await pdf()), {}),
    ).rejects.toThrow(words.uploads.notImage);
    await expect(checked.persistMedia(asset(`${DOCUMENTS}/dot.pdf`, PNG), {})).rejects.toThrow(
      words.uploads.notPdf,
    );
    // A save with one PDF per language: one with a script stops it all.
    await expect(
      checked.persistEntry(
        {
          assets: [
            asset(`${DOCUMENTS}/agm-en.pdf`, await pdf()),
            asset(`${DOCUMENTS}/agm-zh-hant.pdf`, await pdf(true)),
          ],
        },
        {},
      ),
    ).rejects.toThrow(words.uploads.pdfJavaScript);
    expect(sent).toEqual([`${DOCUMENTS}/notice-en.pdf`]);
  });

  it('refuses an image over 10 MB in the interface language', async () => {
    const { backend, sent } = recordingBackend();
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    await expect(
      checkedBackend(backend, CMS_WORDS.en).persistMedia(
        asset('public/media/uploads/big.png', big),
        {},
      ),
    ).rejects.toThrow('An image can be 10 MB at most');
    expect(sent).toEqual([]);
    for (const locale of ['zh-hans', 'zh-hant', 'en'] as const)
      expect(CMS_WORDS[locale].uploads.tooLarge).toContain('10 MB');
  });

  it('makes every backend the server may configure check uploads', async () => {
    const registry = new Map<string, RegisteredBackend>();
    const made: ReturnType<typeof recordingBackend>[] = [];
    for (const name of ['github', 'gitlab', 'gitea', 'proxy', 'bitbucket'])
      registry.set(name, {
        init: () => {
          const backend = recordingBackend();
          made.push(backend);
          return backend.backend;
        },
      });
    checkUploadsInBackends((name) => registry.get(name), words);
    for (const name of ['github', 'gitlab', 'gitea', 'proxy']) {
      const implementation = registry.get(name)?.init() as UploadingBackend;
      await expect(
        implementation.persistMedia(asset('public/media/uploads/x.svg', SVG), {}),
      ).rejects.toThrow(words.uploads.notImage);
    }
    expect(made.flatMap((m) => m.sent)).toEqual([]);
    expect(() => checkUploadsInBackends(() => undefined, words)).toThrow(/no backend/);
  });
});

/** A file input as the media library's: an event target with `type`, `files` and `value`. */
class FileInput extends EventTarget {
  type = 'file';
  value = 'C:\\fakepath\\file';
  constructor(public files: File[]) {
    super();
  }
}

describe('a file picked in the media library', () => {
  /** Picks `file`; resolves with what Decap received and what the editor was told. */
  async function pick(file: File) {
    const input = new FileInput([file]);
    const told: string[] = [];
    let decapGot = 0;
    // The listener checks events on the document; here the input is its own document.
    checkPickedFiles(input as unknown as Document, words, (message) => told.push(message));
    input.addEventListener('change', () => {
      decapGot += 1;
    });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    // Until the check has answered one way or the other (a PDF is parsed whole).
    for (let waited = 0; decapGot === 0 && told.length === 0 && waited < 5000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return { decapGot, told, value: input.value };
  }

  it('reaches Decap when it is an image, or a PDF without scripts', async () => {
    const picked = await pick(new File([PNG], 'photo.png'));
    expect(picked).toMatchObject({ decapGot: 1, told: [] });
    const document = await pick(new File([await pdf()], 'notice.pdf'));
    expect(document).toMatchObject({ decapGot: 1, told: [] });
  });

  it('is refused at once with the reason when it is not, and the picker is cleared', async () => {
    for (const file of [
      new File([SVG], 'logo.svg', { type: 'image/svg+xml' }),
      new File([SVG], 'logo.png', { type: 'image/png' }),
      new File(['<!doctype html><script>x</script>'], 'page.html'),
    ]) {
      const picked = await pick(file);
      expect(picked, file.name).toEqual({ decapGot: 0, told: [words.uploads.notImage], value: '' });
    }
    // A PDF by its name is checked as a PDF: whole, at once.
    const scripted = await pick(new File([await pdf(true)], 'notice.pdf'));
    expect(scripted).toEqual({ decapGot: 0, told: [words.uploads.pdfJavaScript], value: '' });
    const fake = await pick(new File([PNG], 'notice.PDF'));
    expect(fake).toEqual({ decapGot: 0, told: [words.uploads.notPdf], value: '' });
  });
});
