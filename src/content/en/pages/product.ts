import type { ProductContent } from '../../types';

export const content: ProductContent = {
  meta: {
    title: 'Products',
    description:
      'Diabetic retinopathy screening software, glaucoma and cataract diagnostic support software, fundus cameras, health risk assessment, ophthalmic information software, myopia prevention and control devices, and a medical large language model.',
  },
  heading: {
    title: 'Products',
    lead: 'From image capture to analysis and management, covering the whole retinal imaging chain.',
  },
  sections: {
    samd: {
      title: 'Medical device software',
      lead: 'Diabetic retinopathy screening software, the first of its kind in China to receive a class III medical device certificate, together with glaucoma and cataract diagnostic support software.',
    },
    hardware: {
      title: 'Hardware',
      lead: 'Portable and desktop fundus cameras that take a retinal photograph in one minute.',
    },
    riskAssessment: {
      title: 'Health risk assessment',
      lead: 'Assessing the risk of a range of chronic systemic diseases from retinal images.',
    },
    medicalSoftware: {
      title: 'Healthcare information software',
      lead: 'Ophthalmic PACS, ophthalmic electronic medical records and a remote consultation platform.',
    },
    myopia: {
      title: 'Myopia prevention and control',
      lead: 'Vision rehabilitation (light therapy) devices and vision training software for strabismus and amblyopia.',
    },
    languageModel: {
      title: 'Medical large language model',
      lead: 'An ophthalmic large language model for doctors and patients.',
    },
  },
};
