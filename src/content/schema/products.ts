/**
 * Content of Products, the SaMD detail and the three service pages (docs/spec.md#content-shapes).
 */
import { z } from 'zod';
import type { ProductTabKey } from '../keys';
import { link, localizedNumber, pageBase, sectionHeading, text, vector } from './primitives';

/** An SVG illustration from the asset catalogue with its alt text (none when decorative). */
export const productIllustration = vector({
  /** Omit for a decorative image (empty alt); the content check rejects empty strings. */
  alt: text().optional(),
});
export type ProductIllustration = z.output<typeof productIllustration>;

/**
 * Icons content may ask for, by name; each page maps its names to lucide icons, so content picks
 * an icon without importing code and a page bundles only the icons it can show.
 */
export const productIconName = z.enum([
  'pacs',
  'emr',
  'consultation',
  'doctor',
  'patient',
  'heart',
  'bloodPressure',
  'glucose',
  'kidney',
]);
export type ProductIconName = z.output<typeof productIconName>;

/** Icons of the SaMD detail's deployment settings. */
export const deploymentIconName = z.enum([
  'hospital',
  'primaryCare',
  'checkup',
  'pharmacy',
  'optometry',
]);
export type DeploymentIconName = z.output<typeof deploymentIconName>;

/** Icons of the service pages' intro and advantages. */
export const serviceIconName = z.enum([
  'doctor',
  'heart',
  'optometry',
  'shield',
  'speed',
  'primaryCare',
  'network',
  'report',
  'camera',
  'ai',
  'training',
]);
export type ServiceIconName = z.output<typeof serviceIconName>;

/**
 * A key figure from docs/spec.md#constants-and-figures, drawn with StatCounter ("91.75 %", "700
 * +").
 */
export const keyFigure = z.strictObject({
  value: localizedNumber(),
  decimals: z.number().optional(),
  prefix: text().optional(),
  suffix: text().optional(),
  label: text(),
  /** Date or origin of the figure, e.g. "as of 31 Dec 2022". */
  source: text().optional(),
});
export type KeyFigure = z.output<typeof keyFigure>;

/** The regulatory wording a medical-device product carries (intended use, professional use). */
export const regulatoryNote = z.strictObject({
  /** e.g. "Intended use". */
  label: text(),
  text: text(),
});
export type RegulatoryNote = z.output<typeof regulatoryNote>;

/** A link inside content: a site path without language prefix. */
export const contentLink = link;

/** A product described in a block: the "first product", a model, a visual-train item. */
export const productBlock = z.strictObject({
  title: text(),
  /** A short tag above the title, e.g. "Class III medical device". */
  tag: text().optional(),
  content: text(),
  points: z.array(text()).optional(),
  image: productIllustration.optional(),
  regulatory: z.array(regulatoryNote),
});
export type ProductBlock = z.output<typeof productBlock>;

/**
 * The spec's product_list item (docs/spec.md#content-shapes): icon, title, content (`icon` one of
 * the names of `icons`).
 */
function listItem<E extends z.ZodEnum>(icons: E) {
  return z.strictObject({ icon: icons, title: text(), content: text() });
}

/** The spec's product_list item: icon, title, content. */
export const productListItem = listItem(productIconName);
/** A deployment setting of the SaMD detail: icon, title, content. */
export const deploymentListItem = listItem(deploymentIconName);
/** The spec's product_list item: icon, title, content. */
export type ProductListItem<I extends string = ProductIconName> = Omit<
  z.output<typeof productListItem>,
  'icon'
> & { icon: I };

/**
 * The spec's product_risk step: title, content and one of the four pink shades (1 light … 4 deep).
 */
export const riskStep = z.strictObject({
  title: text(),
  content: text(),
  shade: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
});

/** Common to every Products tab: its tab label and the heading of its panel. */
const productTabBase = {
  /** The tab's label (the spec's "tab titles"). */
  tab: text(),
  heading: sectionHeading,
};

export const samdTab = z.strictObject({
  ...productTabBase,
  /** The spec's "first product": the diabetic retinopathy screening software. */
  firstProduct: productBlock,
  figures: z.array(keyFigure),
  /** Note under the figures (which trial they come from). */
  figuresNote: text(),
  detailLink: contentLink,
  /** Glaucoma and cataract software. */
  others: z.strictObject({ heading: sectionHeading, list: z.array(productBlock) }),
});
export type SamdTab = z.output<typeof samdTab>;

export const hardwareTab = z.strictObject({
  ...productTabBase,
  /** The spec's "model block": the portable and the desktop fundus camera. */
  models: z.array(productBlock),
});
export type HardwareTab = z.output<typeof hardwareTab>;

export const riskAssessmentTab = z.strictObject({
  ...productTabBase,
  /** The spec's product_desc list. */
  desc: z.array(text()),
  steps: z.strictObject({ heading: sectionHeading, list: z.array(riskStep) }),
  /** The spec's risk_img_bg: the text over the retinal image. */
  imageBanner: z.strictObject({ title: text(), text: text(), image: productIllustration }),
  /** What a retinal image can indicate risk of. */
  risks: z.strictObject({ heading: sectionHeading, list: z.array(productListItem) }),
  figure: keyFigure,
  regulatory: z.array(regulatoryNote),
});
export type RiskAssessmentTab = z.output<typeof riskAssessmentTab>;

export const medicalSoftwareTab = z.strictObject({
  ...productTabBase,
  /** The spec's product_list: PACS, EMR, remote consultation. */
  list: z.array(productListItem),
  regulatory: z.array(regulatoryNote),
});
export type MedicalSoftwareTab = z.output<typeof medicalSoftwareTab>;

export const myopiaTab = z.strictObject({
  ...productTabBase,
  /** The spec's "visual train block": the light-therapy device and the visual training software. */
  products: z.array(productBlock),
});
export type MyopiaTab = z.output<typeof myopiaTab>;

export const languageModelTab = z.strictObject({
  ...productTabBase,
  /** What it does for doctors and for patients. */
  audiences: z.array(
    z.strictObject({ icon: productIconName, title: text(), points: z.array(text()) }),
  ),
  /** The intended-use statement, shown prominently. */
  intendedUse: z.strictObject({ title: text(), text: text(), notes: z.array(text()) }),
});
export type LanguageModelTab = z.output<typeof languageModelTab>;

/** Products (`/product?type=1..6`): one tab per product line in the spec's order. */
export const productContent = z.strictObject({
  ...pageBase,
  /** Accessible name of the tab list. */
  tabsLabel: text(),
  // One schema per tab, each tab's own shape: the keys are PRODUCT_TAB_KEYS (checked below).
  tabs: z.strictObject({
    samd: samdTab,
    hardware: hardwareTab,
    riskAssessment: riskAssessmentTab,
    medicalSoftware: medicalSoftwareTab,
    myopia: myopiaTab,
    languageModel: languageModelTab,
  } satisfies Record<ProductTabKey, z.ZodType>),
});
export type ProductContent = z.output<typeof productContent>;

/** The closing call-to-action band of the SaMD detail and service pages. */
export const callToAction = z.strictObject({ title: text(), text: text(), link: contentLink });
export type CallToAction = z.output<typeof callToAction>;

/** `/samd-detail`: the diabetic retinopathy screening software in depth. */
export const samdDetailContent = z.strictObject({
  ...pageBase,
  /** The illustration beside the h1 (the eyebrow of `heading` tags it "Class III medical device"). */
  heroImage: productIllustration,
  overview: z.strictObject({ heading: sectionHeading, paragraphs: z.array(text()) }),
  /** capture → AI analysis → report. */
  workflow: z.strictObject({
    heading: sectionHeading,
    steps: z.array(
      z.strictObject({ title: text(), content: text(), images: z.array(productIllustration) }),
    ),
  }),
  indications: z.strictObject({
    heading: sectionHeading,
    intendedUse: regulatoryNote,
    /** Who and what it is for. */
    list: z.array(text()),
    /** Limitations and cautions. */
    cautions: z.strictObject({ title: text(), list: z.array(text()) }),
  }),
  performance: z.strictObject({
    heading: sectionHeading,
    figures: z.array(keyFigure),
    note: text(),
  }),
  certification: z.strictObject({
    heading: sectionHeading,
    paragraphs: z.array(text()),
    points: z.array(text()),
  }),
  deployment: z.strictObject({ heading: sectionHeading, list: z.array(deploymentListItem) }),
  cta: callToAction,
});

/**
 * A service page (docs/spec.md#content-shapes, "Service page"). The spec's field names: icon_title
 * / icon_desc / title_content (intro), server_goodness (advantages: item_title, item_desc),
 * success_case (case_title, case_content, case_source), banner_list (title, desc).
 */
export const serviceContent = z.strictObject({
  ...pageBase,
  intro: z.strictObject({
    heading: sectionHeading,
    icon: serviceIconName,
    /** The spec's icon_title. */
    iconTitle: text(),
    /** The spec's icon_desc. */
    iconDesc: text(),
    /** The spec's title_content: the paragraphs of the intro. */
    titleContent: z.array(text()),
    image: productIllustration,
  }),
  /** The spec's server_goodness. */
  advantages: z.strictObject({
    heading: sectionHeading,
    list: z.array(z.strictObject({ icon: serviceIconName, itemTitle: text(), itemDesc: text() })),
  }),
  /** The spec's success_case: each case a figure (case_title) with its caption (case_content). */
  successes: z.strictObject({ heading: sectionHeading, caseList: z.array(keyFigure) }),
  /** The spec's banner_list. */
  scenarios: z.strictObject({
    heading: sectionHeading,
    banners: z.array(z.strictObject({ title: text(), desc: text(), image: productIllustration })),
  }),
  cta: callToAction,
});
export type ServiceContent = z.output<typeof serviceContent>;

/** The three service pages share one shape; each page's schema by its name (schema/index.ts). */
export const medicalContent = serviceContent;
export const healthContent = serviceContent;
export const healthEyeContent = serviceContent;
