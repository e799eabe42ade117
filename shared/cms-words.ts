/**
 * The words of the editor (/admin/) that we write ourselves, in the three languages of its
 * interface: collection and field names, hints, the interface-language switch, the sign-in page
 * of the OAuth handshake. Decap's own interface comes from its `zh_Hans`, `zh_Hant` and `en`
 * locales. Page names are not here: they come from each language's site content (`pageNames`).
 * In shared/ because the server's sign-in page (OAuth handshake) uses them too.
 */
/** The content languages (as src/i18n/locales.ts: shared/ cannot import src/). */
export type Locale = 'zh-hans' | 'zh-hant' | 'en';
const DEFAULT_LOCALE: Locale = 'zh-hans';

export interface FieldWords {
  /** Names of fields by key; a key not listed is shown as written in the file. */
  labels: Record<string, string>;
  hints: { href: string; svg: string; raster: string; media: string; slug: string };
}

export interface CmsWords extends FieldWords {
  /** Decap's interface locale for this language. */
  decapLocale: 'zh_Hans' | 'zh_Hant' | 'en';
  /** The `<title>` of /admin/. */
  title: string;
  /** The interface-language switch: its label and each language's own name. */
  switchLabel: string;
  languageNames: Record<Locale, string>;
  collections: {
    pages: string;
    site: string;
    facts: string;
    news: string;
    newsSingular: string;
    siteFiles: { site: string; chrome: string; stories: string; facts: string };
  };
  /** Shown when a save is refused by the content check. */
  invalid: string;
  /** The OAuth callback page (shown for a moment in the sign-in pop-up). */
  oauth: { done: string; failed: string; notConfigured: string };
}

const LANGUAGE_NAMES: Record<Locale, string> = {
  'zh-hans': '简体中文',
  'zh-hant': '繁體中文',
  en: 'English',
};

export const CMS_WORDS: Record<Locale, CmsWords> = {
  'zh-hans': {
    decapLocale: 'zh_Hans',
    title: '内容管理 · 视瞳科技',
    switchLabel: '界面语言',
    languageNames: LANGUAGE_NAMES,
    collections: {
      pages: '页面',
      site: '全站',
      facts: '品牌信息',
      news: '新闻',
      newsSingular: '新闻',
      siteFiles: {
        site: '网站标题与界面文字',
        chrome: '页眉、菜单与页脚',
        stories: '用户故事',
        facts: '品牌信息（不分语言）',
      },
    },
    invalid: '内容未通过检查，未保存',
    oauth: {
      done: '登录成功，正在返回编辑器…',
      failed: '登录失败，请关闭此窗口后重试。',
      notConfigured: '编辑器的登录未配置。',
    },
    labels: {
      meta: '页面信息',
      title: '标题',
      description: '描述',
      heading: '页面标题',
      eyebrow: '眉题',
      lead: '导语',
      sections: '栏目',
      items: '条目',
      label: '文字',
      href: '链接',
      url: '链接',
      alt: '替代文字',
      src: '文件',
      image: '图片',
      date: '日期',
      type: '类型',
      cover: '封面',
      summary: '摘要',
      source: '来源',
      body: '正文',
      year: '年份',
      month: '月份',
      value: '数值',
      suffix: '后缀',
      children: '子菜单',
      menu: '菜单',
      mobile: '手机菜单',
      desktop: '电脑菜单',
      footer: '页脚',
      stories: '故事',
      topic: '主题',
      desc: '引言',
      person: '讲述人',
      video: '视频',
      poster: '海报',
      'type:2': '菜单组',
      'type:3': '单个链接',
      'type:describe': '段落',
      'type:list': '列表',
    },
    hints: {
      href: '站内页面写不带语言的路径，如 /about 或 /product?type=2；站外写完整的 https:// 地址。',
      svg: 'src/assets 中的插图文件，如 illustrations/scene-hospital.svg',
      raster: '生成的照片名，如 story-1-desktop 或 fundus',
      media: '上传到媒体文件夹的文件',
      slug: '新文章的文件名由保存时间生成。',
    },
  },
  'zh-hant': {
    decapLocale: 'zh_Hant',
    title: '內容管理 · 視瞳科技',
    switchLabel: '介面語言',
    languageNames: LANGUAGE_NAMES,
    collections: {
      pages: '頁面',
      site: '全站',
      facts: '品牌資訊',
      news: '新聞',
      newsSingular: '新聞',
      siteFiles: {
        site: '網站標題與介面文字',
        chrome: '頁首、選單與頁尾',
        stories: '用戶故事',
        facts: '品牌資訊（不分語言）',
      },
    },
    invalid: '內容未通過檢查，未儲存',
    oauth: {
      done: '登入成功，正在返回編輯器…',
      failed: '登入失敗，請關閉此視窗後重試。',
      notConfigured: '編輯器的登入未設定。',
    },
    labels: {
      meta: '頁面資訊',
      title: '標題',
      description: '描述',
      heading: '頁面標題',
      eyebrow: '眉題',
      lead: '導語',
      sections: '欄目',
      items: '條目',
      label: '文字',
      href: '連結',
      url: '連結',
      alt: '替代文字',
      src: '檔案',
      image: '圖片',
      date: '日期',
      type: '類型',
      cover: '封面',
      summary: '摘要',
      source: '來源',
      body: '正文',
      year: '年份',
      month: '月份',
      value: '數值',
      suffix: '後綴',
      children: '子選單',
      menu: '選單',
      mobile: '手機選單',
      desktop: '電腦選單',
      footer: '頁尾',
      stories: '故事',
      topic: '主題',
      desc: '引言',
      person: '講述人',
      video: '影片',
      poster: '海報',
      'type:2': '選單組',
      'type:3': '單個連結',
      'type:describe': '段落',
      'type:list': '列表',
    },
    hints: {
      href: '站內頁面寫不帶語言的路徑，如 /about 或 /product?type=2；站外寫完整的 https:// 地址。',
      svg: 'src/assets 中的插圖檔案，如 illustrations/scene-hospital.svg',
      raster: '生成的照片名，如 story-1-desktop 或 fundus',
      media: '上傳到媒體資料夾的檔案',
      slug: '新文章的檔名由儲存時間生成。',
    },
  },
  en: {
    decapLocale: 'en',
    title: 'Content editor · Retinova',
    switchLabel: 'Interface language',
    languageNames: LANGUAGE_NAMES,
    collections: {
      pages: 'Pages',
      site: 'Whole site',
      facts: 'Brand facts',
      news: 'News',
      newsSingular: 'Article',
      siteFiles: {
        site: 'Site title and interface words',
        chrome: 'Header, menus and footer',
        stories: 'Patient stories',
        facts: 'Brand facts (all languages)',
      },
    },
    invalid: 'The content did not pass the check and was not saved',
    oauth: {
      done: 'Signed in, returning to the editor…',
      failed: 'Sign-in failed. Close this window and try again.',
      notConfigured: 'Sign-in for the editor is not configured.',
    },
    labels: {
      meta: 'Page information',
      title: 'Title',
      description: 'Description',
      heading: 'Page heading',
      eyebrow: 'Eyebrow',
      lead: 'Lead',
      sections: 'Sections',
      items: 'Items',
      label: 'Label',
      href: 'Link',
      url: 'Link',
      alt: 'Alternative text',
      src: 'File',
      image: 'Image',
      date: 'Date',
      type: 'Type',
      cover: 'Cover',
      summary: 'Summary',
      source: 'Source',
      body: 'Body',
      year: 'Year',
      month: 'Month',
      value: 'Value',
      suffix: 'Suffix',
      children: 'Sub-menu',
      menu: 'Menus',
      mobile: 'Phone menu',
      desktop: 'Desktop menu',
      footer: 'Footer',
      stories: 'Stories',
      topic: 'Topic',
      desc: 'Quote',
      person: 'Speaker',
      video: 'Video',
      poster: 'Poster',
      'type:2': 'Menu group',
      'type:3': 'Single link',
      'type:describe': 'Paragraph',
      'type:list': 'List',
    },
    hints: {
      href: 'A page of the site without the language, e.g. /about or /product?type=2; elsewhere a full https:// address.',
      svg: 'An illustration of src/assets, e.g. illustrations/scene-hospital.svg',
      raster: 'A generated photograph, e.g. story-1-desktop or fundus',
      media: 'A file uploaded to the media folder',
      slug: 'A new article is named by the time it is first saved.',
    },
  },
};

/** The label of a field key: the language's word for it, else the key as written in the file. */
export function fieldLabel(name: string, words: FieldWords): string {
  return words.labels[name] ?? name.replace(/:.*/, '');
}

/** The editor's interface language from `?lang=` or the stored choice, else Simplified Chinese. */
export function cmsLocale(value: string | null | undefined): Locale {
  return value === 'zh-hant' || value === 'en' || value === 'zh-hans' ? value : DEFAULT_LOCALE;
}
