/**
 * The editor at /admin/ (docs/design.md#the-editor): Decap CMS with the configuration derived from
 * the content schemas (src/content/cms), the backend the server is configured with
 * (`/api/cms/config`), the content check of the build before every save, and previews drawn with
 * the site's components. Its own bundle (vite.admin.config.ts): nothing of it loads on the public
 * pages.
 */
import CMS from 'decap-cms-app';
import { CMS_WORDS, cmsLocale } from '../../shared/cms-words';
import { checkEntry, documentOf } from '../content/cms/check';
import { type CmsBackendSettings, cmsConfig } from '../content/cms/config';
import { PAGE_NAMES } from '../content/generated/page-names';
import { LOCALE_INFO, type Locale } from '../i18n/locales';
import { mountLanguageSwitch } from './language-switch';
import { registerPreviews } from './previews';
import { checkPickedFiles, checkUploadsInBackends } from './upload-check';
import './admin.css';

/** Where the chosen interface language is kept between visits. */
const STORAGE_KEY = 'retinova-cms-language';

function chosenLocale(): Locale {
  const fromQuery = new URLSearchParams(window.location.search).get('lang');
  if (fromQuery) {
    const locale = cmsLocale(fromQuery);
    window.localStorage.setItem(STORAGE_KEY, locale);
    return locale;
  }
  return cmsLocale(window.localStorage.getItem(STORAGE_KEY));
}

interface ImmutableLike {
  get(key: string): unknown;
  toJS?: () => unknown;
}

const toJS = (value: unknown) =>
  value && typeof (value as ImmutableLike).toJS === 'function'
    ? (value as Required<ImmutableLike>).toJS()
    : value;

async function start() {
  const locale = chosenLocale();
  const words = CMS_WORDS[locale];
  document.documentElement.lang = LOCALE_INFO[locale].htmlLang;
  document.title = words.title;
  const settings = await fetch('/api/cms/config').then((response) => {
    if (!response.ok) throw new Error(`/api/cms/config answered ${response.status}`);
    return response.json() as Promise<CmsBackendSettings>;
  });

  // The build's check before each save: Decap itself checks only the default language.
  CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }: { entry: ImmutableLike }) => {
      const document = documentOf(String(entry.get('collection')), String(entry.get('slug')));
      if (!document) return undefined;
      const problems = checkEntry(
        document,
        toJS(entry.get('data')),
        toJS(entry.get('i18n')) as Parameters<typeof checkEntry>[2],
      );
      if (problems.length) throw new Error(`${words.invalid}: ${problems.join('; ')}`);
      return undefined;
    },
  });
  // Each upload folder takes only its kind of file (shared/uploads.ts, upload-check.ts): when
  // picked, and before any upload leaves for the git host or the local backend.
  checkUploadsInBackends((name) => CMS.getBackend(name), words);
  checkPickedFiles(document, words);
  registerPreviews(CMS);
  mountLanguageSwitch(locale, words, (next) => {
    window.localStorage.setItem(STORAGE_KEY, next);
    const url = new URL(window.location.href);
    url.searchParams.set('lang', next);
    window.location.assign(url.toString());
  });
  // biome-ignore lint/suspicious/noExplicitAny: Decap's config type is looser than ours.
  CMS.init({ config: cmsConfig(settings, words, PAGE_NAMES[locale]) as any });
}

void start();
