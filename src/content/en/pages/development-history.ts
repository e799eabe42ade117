import llmSvg from '../../../assets/illustrations/medical-llm.svg?url&no-inline';
import listingSvg from '../../../assets/illustrations/milestone-listing.svg?url&no-inline';
import { ASSETS, assetUrl, type VectorImage } from '../../../config/assets';
import type { DevelopmentHistoryContent, HistoryEntry } from '../../types';

const illustrations = ASSETS.illustrations;
/** The picture at the bottom of a year: decorative, the year's lines say what happened. */
const image = ({ url, width, height }: VectorImage) => ({ url, width, height });
const scene = (url: string) => image({ url: assetUrl(url), width: 480, height: 360 });

const entries: HistoryEntry[] = [
  {
    year: 2015,
    lines: [
      {
        position: 'left',
        content:
          'Retinova is founded; a medical and algorithm team starts work on analysing retinal images with AI.',
      },
      {
        month: 10,
        position: 'right',
        content:
          'With its first partner hospitals, the company sets standards for labelling and quality control of fundus images.',
      },
    ],
    image: image(illustrations.fundus),
  },
  {
    year: 2016,
    lines: [
      {
        month: 5,
        position: 'right',
        content:
          'The first AI model for fundus images is completed; it recognises diabetic retinopathy.',
      },
      {
        month: 11,
        position: 'left',
        content: 'Retrospective validation studies at partner hospitals help refine the model.',
      },
    ],
    image: image(illustrations.reportOnTablet),
  },
  {
    year: 2017,
    lines: [
      {
        month: 4,
        position: 'left',
        content:
          'Research starts on health risk assessment: estimating the risk of hypertension, diabetes and other chronic diseases from fundus photographs.',
      },
      {
        month: 9,
        position: 'right',
        content: 'Retinal AI screening reaches its first health checkup centres.',
      },
    ],
    image: image(illustrations.sceneCheckupCentre),
  },
  {
    year: 2018,
    lines: [
      {
        month: 3,
        position: 'right',
        content:
          'A multi-centre clinical trial of the diabetic retinopathy screening software begins.',
      },
      {
        month: 10,
        position: 'left',
        content: 'Launch of an ophthalmic picture archiving and communication system (PACS).',
      },
    ],
    image: image(illustrations.sceneHospital),
  },
  {
    year: 2019,
    lines: [
      {
        month: 6,
        position: 'left',
        content: 'The clinical trial is completed: sensitivity 91.75%, specificity 93.1%.',
      },
      {
        month: 9,
        position: 'right',
        content:
          'Launch of a portable fundus camera, taking screening to primary care and pharmacies.',
      },
    ],
    image: image(illustrations.portableFundusCamera),
  },
  {
    year: 2020,
    lines: [
      {
        position: 'right',
        content:
          'The diabetic retinopathy screening software gains a class III medical device certificate, the first of its kind in China.',
      },
      {
        month: 10,
        position: 'left',
        content:
          'A remote consultation platform connects primary care with hospital ophthalmologists.',
      },
    ],
    image: image(illustrations.reportOnPhone),
  },
  {
    year: 2021,
    lines: [
      {
        month: 5,
        position: 'left',
        content: 'Launch of software for glaucoma and cataract detection.',
      },
      { position: 'right', content: 'Listing in Hong Kong, stock code 02251.HK.' },
    ],
    image: scene(listingSvg),
  },
  {
    year: 2022,
    lines: [
      {
        month: 3,
        position: 'right',
        content: 'First annual results as a listed company, with a results call.',
      },
      {
        month: 9,
        position: 'left',
        content:
          'With insurers, retinal health risk assessment becomes available to policyholders.',
      },
      {
        month: 12,
        position: 'right',
        content:
          'More than 700 public hospitals, 1,100 optometry centres and 700 pharmacies work with us.',
      },
    ],
    image: image(illustrations.sceneInsurer),
  },
  {
    year: 2023,
    lines: [
      {
        month: 4,
        position: 'left',
        content:
          'Launch of a light-therapy device for myopia and visual training software for strabismic amblyopia.',
      },
      {
        month: 8,
        position: 'right',
        content: 'Launch of a desktop fundus camera and of an ophthalmic EMR.',
      },
    ],
    image: image(illustrations.myopiaLightTherapyDevice),
  },
  {
    year: 2024,
    lines: [
      {
        month: 6,
        position: 'right',
        content:
          'Launch of a medical large language model that helps doctors explain fundus reports and write health advice.',
      },
      {
        month: 12,
        position: 'left',
        content:
          'More than 30 million person-times served; 95,830 people found with major health risks.',
      },
    ],
    image: scene(llmSvg),
  },
  {
    year: 2025,
    lines: [
      {
        month: 3,
        position: 'left',
        content: 'Pilot use of the medical large language model at partner institutions.',
      },
      {
        month: 7,
        position: 'right',
        content: 'Retinal health risk assessment reaches more communities and pharmacies.',
      },
    ],
    image: image(illustrations.sceneGovernment),
  },
];

export const content: DevelopmentHistoryContent = {
  meta: {
    title: 'History',
    description:
      'Each step Retinova has taken in retinal imaging AI, from its founding in 2015 to its Hong Kong listing.',
  },
  heading: { title: 'History', lead: '2015 — 2025: a key step every year.' },
  sections: { timeline: { title: 'Milestones' } },
  timelineLabel: 'Milestones from 2015 to 2025',
  entries,
};
