import visionTrainingSvg from '../../../assets/illustrations/vision-training.svg?url&no-inline';
import { ASSETS, assetUrl } from '../../../config/assets';
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
  tabsLabel: 'Product lines',
  tabs: {
    samd: {
      tab: 'SaMD',
      heading: {
        title: 'Software as a medical device',
        lead: 'AI diagnostic support software that reads retinal (fundus) photographs and helps doctors find eye disease earlier.',
      },
      firstProduct: {
        tag: 'Class III medical device',
        title: 'Diabetic retinopathy screening software',
        content:
          'The first product of its kind in China to receive a class III medical device certificate from the National Medical Products Administration. The software analyses colour fundus photographs, identifies referable diabetic retinopathy and produces a screening report within minutes, so that scarce specialist time goes to the patients who need it most.',
        points: [
          'First of its kind in China with a class III certificate',
          'A one-minute retinal photograph, analysed automatically',
          'Deployed in hospitals, primary care and health checkup centres',
        ],
        image: {
          ...ASSETS.illustrations.fundus,
          alt: 'Illustration of a retina (fundus) with its vessel tree',
        },
        regulatory: [
          {
            label: 'Intended use',
            text: 'To assist healthcare professionals in screening colour fundus photographs of people with diabetes for diabetic retinopathy. Results are to be interpreted by a doctor in the clinical context.',
          },
          { label: 'Users', text: 'For professional use by healthcare professionals.' },
        ],
      },
      figures: [
        { value: 91.75, decimals: 2, suffix: '%', label: 'Sensitivity' },
        { value: 93.1, decimals: 1, suffix: '%', label: 'Specificity' },
      ],
      figuresNote: 'Figures from the registration clinical trial of the product.',
      detailLink: {
        label: 'More about the diabetic retinopathy screening software',
        href: '/samd-detail',
      },
      others: {
        heading: { title: 'More eye disease diagnostic support' },
        list: [
          {
            title: 'Glaucoma diagnostic support software',
            content:
              'Analyses the optic disc and cup in fundus photographs and flags changes suggestive of glaucoma, helping doctors find the people who need further examination during routine fundus checks.',
            regulatory: [
              {
                label: 'Intended use',
                text: 'To assist healthcare professionals in identifying fundus changes suggestive of glaucoma. It does not replace intraocular pressure, visual field or other specialist tests.',
              },
              { label: 'Users', text: 'For professional use by healthcare professionals.' },
            ],
          },
          {
            title: 'Cataract diagnostic support software',
            content:
              'Assesses lens opacity from eye images and flags possible cataract, so that primary care sites can refer patients to ophthalmology in time.',
            regulatory: [
              {
                label: 'Intended use',
                text: 'To assist healthcare professionals in identifying suspected cataract. Diagnosis and treatment are decided by an ophthalmologist.',
              },
              { label: 'Users', text: 'For professional use by healthcare professionals.' },
            ],
          },
        ],
      },
    },
    hardware: {
      tab: 'Hardware Device',
      heading: {
        title: 'Hardware devices',
        lead: 'Portable and desktop fundus cameras that, with our AI software, take a retinal photograph in one minute.',
      },
      models: [
        {
          tag: 'Portable',
          title: 'Portable fundus camera',
          content:
            'A light handheld design that goes to the ward, the community and screening events. Images upload automatically for AI analysis and reporting.',
          points: [
            'Handheld capture for bedside and outreach screening',
            'On-screen guidance, quick to learn',
            'Automatic upload for analysis',
          ],
          image: {
            ...ASSETS.illustrations.portableFundusCamera,
            alt: 'Handheld portable fundus camera',
          },
          regulatory: [
            {
              label: 'Intended use',
              text: 'To capture fundus images for observation and analysis by healthcare professionals.',
            },
            { label: 'Users', text: 'For use by trained healthcare staff or technicians.' },
          ],
        },
        {
          tag: 'Desktop',
          title: 'Desktop fundus camera',
          content:
            'Built for fixed sites such as clinics, health checkup centres and pharmacies. Automatic alignment, focus and capture help staff without ophthalmic training take photographs fit for analysis, time after time.',
          points: [
            'Automatic alignment, focus and capture',
            'Suited to busy clinics and checkup centres',
            'Connects directly to the screening software and reports',
          ],
          image: {
            ...ASSETS.illustrations.desktopFundusCamera,
            alt: 'Desktop fundus camera with a display',
          },
          regulatory: [
            {
              label: 'Intended use',
              text: 'To capture fundus images for observation and analysis by healthcare professionals.',
            },
            { label: 'Users', text: 'For use by trained healthcare staff or technicians.' },
          ],
        },
      ],
    },
    riskAssessment: {
      tab: 'Health Risk Assessment',
      heading: {
        title: 'Health risk assessment',
        lead: 'The retina is the only place in the body where blood vessels and nerves can be seen directly, without an incision.',
      },
      desc: [
        'A retinal photograph records the state of the body’s small blood vessels and nerves. Our AI models analyse these subtle changes to assess the risk of several chronic diseases, helping people understand their health before symptoms appear.',
        'Results are graded and come with lifestyle and care advice, so that insurers, pharmacies, checkup centres and government health programmes can manage the health of the people they serve.',
      ],
      steps: {
        heading: { title: 'How it works' },
        list: [
          {
            title: 'Photograph',
            content: 'Both retinas photographed in about a minute: no injection, no pain.',
            shade: 1,
          },
          {
            title: 'AI analysis',
            content: 'Models analyse subtle changes in the vessels, optic disc and retina.',
            shade: 2,
          },
          {
            title: 'Risk grading',
            content: 'Risks are graded from low to high, showing what needs attention.',
            shade: 3,
          },
          {
            title: 'Advice and follow-up',
            content:
              'Care and lifestyle advice; people at higher risk are advised to see a doctor.',
            shade: 4,
          },
        ],
      },
      imageBanner: {
        title: 'See the retina, understand the whole body',
        text: 'The vessels of the retina share their origin and structure with the body’s other small vessels. Retinal images let us look at the microcirculation without an incision, giving clues for managing chronic disease risk.',
        image: ASSETS.illustrations.fundus,
      },
      risks: {
        heading: { title: 'What a retinal image can indicate' },
        list: [
          {
            icon: 'heart',
            title: 'Cardiovascular disease',
            content: 'Indicates the risk of cardiovascular disease and stroke.',
          },
          {
            icon: 'bloodPressure',
            title: 'Hypertension',
            content: 'Indicates retinal vessel changes associated with blood pressure.',
          },
          {
            icon: 'glucose',
            title: 'Diabetes',
            content: 'Indicates the risk of diabetes and its eye complications.',
          },
          {
            icon: 'kidney',
            title: 'Chronic kidney disease',
            content: 'Indicates kidney health risks associated with small-vessel disease.',
          },
        ],
      },
      figure: {
        value: 95830,
        label: 'people found with major health risks',
      },
      regulatory: [
        {
          label: 'Please note',
          text: 'Health risk assessment provides health management information, not a diagnosis. Anyone assessed as being at higher risk should see a doctor for further examination.',
        },
      ],
    },
    medicalSoftware: {
      tab: 'Medical information software',
      heading: {
        title: 'Medical information software',
        lead: 'Connecting devices, images and doctors, so that ophthalmic data flows within and between hospitals.',
      },
      list: [
        {
          icon: 'pacs',
          title: 'Ophthalmic PACS',
          content:
            'Stores and retrieves fundus photographs, OCT and other ophthalmic images in one place, with side-by-side reading and structured reports.',
        },
        {
          icon: 'emr',
          title: 'Ophthalmic EMR',
          content:
            'Specialist record templates for eye clinics that capture examinations, diagnoses and follow-up with less re-typing.',
        },
        {
          icon: 'consultation',
          title: 'Remote consultation platform',
          content:
            'Primary care sites upload images and ophthalmologists at referral hospitals read them remotely, bringing specialist opinion close to home.',
        },
      ],
      regulatory: [
        { label: 'Users', text: 'For use by medical institutions and their healthcare staff.' },
      ],
    },
    myopia: {
      tab: 'Myopia Prevention and Control',
      heading: {
        title: 'Myopia prevention and control',
        lead: 'Vision rehabilitation devices and training software for children and adolescents, used under professional guidance.',
      },
      products: [
        {
          tag: 'Vision rehabilitation',
          title: 'Vision rehabilitation (light therapy) device',
          content:
            'A light therapy device for myopia prevention and control in children and adolescents, used at home or in clinic on a plan set by a doctor or optometrist. Usage records can be shared with the professional for follow-up.',
          points: [
            'Used on a prescribed plan',
            'Usage records synchronised automatically',
            'Progress reviewed at regular check-ups',
          ],
          image: {
            ...ASSETS.illustrations.myopiaLightTherapyDevice,
            alt: 'Binocular vision rehabilitation light therapy device',
          },
          regulatory: [
            {
              label: 'Intended use',
              text: 'As an aid to myopia prevention and control in children and adolescents.',
            },
            {
              label: 'Conditions of use',
              text: 'To be used after assessment by, and under the guidance of, an ophthalmologist or optometrist.',
            },
          ],
        },
        {
          tag: 'Visual training',
          title: 'Visual training software for strabismus and amblyopia',
          content:
            'Game-like visual training tasks help children with strabismus or amblyopia train binocular vision; a professional sets and tracks the intensity and progress of training.',
          points: [
            'Game-like training that children keep up',
            'Plans and progress set by professionals',
            'Training data charted for follow-up visits',
          ],
          image: {
            url: assetUrl(visionTrainingSvg),
            width: 480,
            height: 360,
            alt: 'A vision training game on a tablet screen, with red and blue training glasses',
          },
          regulatory: [
            {
              label: 'Intended use',
              text: 'For visual function training of patients with strabismus or amblyopia.',
            },
            {
              label: 'Conditions of use',
              text: 'To be used after assessment by, and under the guidance of, an ophthalmologist or optometrist.',
            },
          ],
        },
      ],
    },
    languageModel: {
      tab: 'Medical Large Language Model',
      heading: {
        title: 'Medical large language model',
        lead: 'A medical large language model trained on ophthalmic and chronic disease knowledge, serving doctors and patients.',
      },
      audiences: [
        {
          icon: 'doctor',
          title: 'For doctors',
          points: [
            'Summarises records and test results and drafts structured reports',
            'Finds the key points of guidelines and literature to support clinical decisions',
            'Explains AI screening results and drafts follow-up reminders for patients',
          ],
        },
        {
          icon: 'patient',
          title: 'For patients',
          points: [
            'Explains the terms in a screening report in plain language',
            'Offers lifestyle information on chronic disease and eye health',
            'Reminds people when to return for a check and when to see a doctor',
          ],
        },
      ],
      intendedUse: {
        title: 'Intended use',
        text: 'The medical large language model offers clinical decision support to healthcare professionals and health information to patients. It does not make diagnoses and does not replace a doctor’s judgement or a consultation.',
        notes: [
          'Features for doctors are for professional use; their output must be reviewed by a doctor.',
          'Content for patients is general health information only; if you feel unwell, please see a doctor.',
        ],
      },
    },
  },
};
