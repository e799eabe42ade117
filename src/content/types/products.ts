/** Content shapes of Products, the SaMD detail and the three service pages (SPEC §3). */
import type { VectorImage } from '../../config/assets';
import type { PageBase, SectionHeading } from './index';

/** An SVG illustration from the asset catalogue with its alt text (none when decorative). */
export interface ProductIllustration extends VectorImage {
  /** Omit for a decorative image (empty alt); the content check rejects empty strings. */
  alt?: string;
}

/**
 * Icons content may ask for, by name; each page maps its names to lucide icons, so content picks
 * an icon without importing code and a page bundles only the icons it can show.
 */
export type ProductIconName =
  | 'pacs'
  | 'emr'
  | 'consultation'
  | 'doctor'
  | 'patient'
  | 'heart'
  | 'bloodPressure'
  | 'glucose'
  | 'kidney';
/** Icons of the SaMD detail's deployment settings. */
export type DeploymentIconName = 'hospital' | 'primaryCare' | 'checkup' | 'pharmacy' | 'optometry';
/** Icons of the service pages' intro and advantages. */
export type ServiceIconName =
  | 'doctor'
  | 'heart'
  | 'optometry'
  | 'shield'
  | 'speed'
  | 'primaryCare'
  | 'network'
  | 'report'
  | 'camera'
  | 'ai'
  | 'training';

/** A key figure from SPEC, drawn with StatCounter ("91.75 %", "700 +"). */
export interface KeyFigure {
  value: number;
  decimals?: number;
  prefix?: string;
  suffix?: string;
  label: string;
  /** Date or origin of the figure, e.g. "as of 31 Dec 2022". */
  source?: string;
}

/** The regulatory wording a medical-device product carries (intended use, professional use). */
export interface RegulatoryNote {
  /** e.g. "Intended use". */
  label: string;
  text: string;
}

/** A link inside content: a site path without language prefix. */
export interface ContentLink {
  label: string;
  href: string;
}

/** A product described in a block: the "first product", a model, a visual-train item. */
export interface ProductBlock {
  title: string;
  /** A short tag above the title, e.g. "Class III medical device". */
  tag?: string;
  content: string;
  points?: string[];
  image?: ProductIllustration;
  regulatory: RegulatoryNote[];
}

/** SPEC product_list item: icon, title, content. */
export interface ProductListItem<I extends string = ProductIconName> {
  icon: I;
  title: string;
  content: string;
}

/** SPEC product_risk step: title, content and one of the four pink shades (1 light … 4 deep). */
export interface RiskStep {
  title: string;
  content: string;
  shade: 1 | 2 | 3 | 4;
}

/** Common to every Products tab: its tab label and the heading of its panel. */
interface ProductTabBase {
  /** The tab's label (SPEC "tab titles"). */
  tab: string;
  heading: SectionHeading;
}

export interface SamdTab extends ProductTabBase {
  /** SPEC "first product": the diabetic retinopathy screening software. */
  firstProduct: ProductBlock;
  figures: KeyFigure[];
  /** Note under the figures (which trial they come from). */
  figuresNote: string;
  detailLink: ContentLink;
  /** Glaucoma and cataract software. */
  others: { heading: SectionHeading; list: ProductBlock[] };
}

export interface HardwareTab extends ProductTabBase {
  /** SPEC "model block": the portable and the desktop fundus camera. */
  models: ProductBlock[];
}

export interface RiskAssessmentTab extends ProductTabBase {
  /** SPEC product_desc list. */
  desc: string[];
  steps: { heading: SectionHeading; list: RiskStep[] };
  /** SPEC risk_img_bg: the text over the retinal image. */
  imageBanner: { title: string; text: string; image: ProductIllustration };
  /** What a retinal image can indicate risk of. */
  risks: { heading: SectionHeading; list: ProductListItem[] };
  figure: KeyFigure;
  regulatory: RegulatoryNote[];
}

export interface MedicalSoftwareTab extends ProductTabBase {
  /** SPEC product_list: PACS, EMR, remote consultation. */
  list: ProductListItem[];
  regulatory: RegulatoryNote[];
}

export interface MyopiaTab extends ProductTabBase {
  /** SPEC "visual train block": the light-therapy device and the visual training software. */
  products: ProductBlock[];
}

export interface LanguageModelTab extends ProductTabBase {
  /** What it does for doctors and for patients. */
  audiences: { icon: ProductIconName; title: string; points: string[] }[];
  /** The intended-use statement, shown prominently. */
  intendedUse: { title: string; text: string; notes: string[] };
}

/** Products (`/product?type=1..6`): one tab per product line in SPEC order. */
export interface ProductContent extends PageBase {
  /** Accessible name of the tab list. */
  tabsLabel: string;
  tabs: {
    samd: SamdTab;
    hardware: HardwareTab;
    riskAssessment: RiskAssessmentTab;
    medicalSoftware: MedicalSoftwareTab;
    myopia: MyopiaTab;
    languageModel: LanguageModelTab;
  };
}

/** `/samd-detail`: the diabetic retinopathy screening software in depth. */
export interface SamdDetailContent extends PageBase {
  /** The illustration beside the h1 (the eyebrow of `heading` tags it "Class III medical device"). */
  heroImage: ProductIllustration;
  overview: { heading: SectionHeading; paragraphs: string[] };
  /** capture → AI analysis → report. */
  workflow: {
    heading: SectionHeading;
    steps: { title: string; content: string; images: ProductIllustration[] }[];
  };
  indications: {
    heading: SectionHeading;
    intendedUse: RegulatoryNote;
    /** Who and what it is for. */
    list: string[];
    /** Limitations and cautions. */
    cautions: { title: string; list: string[] };
  };
  performance: { heading: SectionHeading; figures: KeyFigure[]; note: string };
  certification: { heading: SectionHeading; paragraphs: string[]; points: string[] };
  deployment: { heading: SectionHeading; list: ProductListItem<DeploymentIconName>[] };
  cta: CallToAction;
}

/**
 * A service page (SPEC §3 "Service page"). SPEC field names: icon_title / icon_desc /
 * title_content (intro), server_goodness (advantages: item_title, item_desc), success_case
 * (case_title, case_content, case_source), banner_list (title, desc).
 */
export interface ServiceContent extends PageBase {
  intro: {
    heading: SectionHeading;
    icon: ServiceIconName;
    /** SPEC icon_title. */
    iconTitle: string;
    /** SPEC icon_desc. */
    iconDesc: string;
    /** SPEC title_content: the paragraphs of the intro. */
    titleContent: string[];
    image: ProductIllustration;
  };
  /** SPEC server_goodness. */
  advantages: {
    heading: SectionHeading;
    list: { icon: ServiceIconName; itemTitle: string; itemDesc: string }[];
  };
  /** SPEC success_case: each case a figure (case_title) with its caption (case_content). */
  successes: { heading: SectionHeading; caseList: KeyFigure[] };
  /** SPEC banner_list. */
  scenarios: {
    heading: SectionHeading;
    banners: { title: string; desc: string; image: ProductIllustration }[];
  };
  cta: CallToAction;
}

/** The closing call-to-action band of the SaMD detail and service pages. */
export interface CallToAction {
  title: string;
  text: string;
  link: ContentLink;
}
