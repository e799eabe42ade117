import { ASSETS } from '../../../config/assets';
import type { CareerDetailContent } from '../../types';

const { fundus, sceneCheckupCentre, reportOnTablet, sceneHospital } = ASSETS.illustrations;
const HR_EMAIL = 'hr@retinova.com';
const BEIJING = 'Floor 6, Tower B, 18 Xinxi Road, Shangdi, Haidian District, Beijing';
const duties = 'Responsibilities';
const requirements = 'Requirements';

export const content: CareerDetailContent = {
  meta: {
    title: 'Position Details',
    description:
      'Responsibilities, requirements, work location and how to apply for each role at Retinova.',
  },
  heading: {
    title: 'Position details',
    lead: 'See what each kind of role involves and find the place that fits you.',
  },
  sections: {
    algorithm: { title: 'Computer vision algorithms' },
    marketing: { title: 'Marketing' },
    product: { title: 'Product' },
    medical: { title: 'Medical and regulatory affairs' },
  },
  categories: {
    algorithm: {
      post: 'Algorithms that read every retinal photograph',
      postUrl: {
        image: fundus,
        alt: 'Illustration of a retinal photograph showing the optic disc and branching vessels',
      },
      postOath: 'Here you will',
      postOathDetail: [
        'Develop models that recognise multiple eye diseases and assess health risks from retinal images',
        'Define problems together with ophthalmologists and validate every improvement on clinical data',
        'Take models from the lab to real use in hospitals, check-up centres and pharmacies',
      ],
      colleaguesWordsTitle: 'In our colleagues’ words',
      colleaguesWordsList: [
        {
          ctt: 'Every model goes through strict clinical validation before release, which makes me take every metric seriously.',
          source: 'Senior algorithm engineer, Beijing',
        },
        {
          ctt: 'Sitting down with the medical team to discuss cases is the fastest way for me to understand a problem.',
          source: 'Algorithm researcher, Beijing',
        },
      ],
      postList: [
        {
          title: 'Medical imaging algorithm engineer',
          list: [
            {
              title: duties,
              items: [
                'Research and develop classification, segmentation and detection algorithms for retinal images',
                'Design experiments and analyse errors to keep improving accuracy and robustness',
                'Prepare algorithm documentation and validation records with the product and regulatory teams',
              ],
            },
            {
              title: requirements,
              items: [
                'Master’s degree or above in computer science, electronics, mathematics or a related field',
                'Familiar with deep learning frameworks such as PyTorch; medical imaging experience is a plus',
                'Good communication skills and enjoy working with medical colleagues',
              ],
            },
          ],
        },
        {
          title: 'Model deployment engineer',
          list: [
            {
              title: duties,
              items: [
                'Optimise and deploy model inference on servers and edge devices',
                'Build model versioning, monitoring and regression testing',
              ],
            },
            {
              title: requirements,
              items: [
                'Bachelor’s degree or above; fluent in C++ or Python',
                'Experience with model quantisation or inference acceleration is a plus',
              ],
            },
          ],
        },
      ],
      workplace: { address: BEIJING, email: HR_EMAIL, btn: 'Submit' },
    },
    marketing: {
      post: 'Let more people know what a retinal photograph can reveal',
      postUrl: {
        image: sceneCheckupCentre,
        alt: 'A health check-up centre where a visitor has a retinal photograph taken',
      },
      postOath: 'Here you will',
      postOathDetail: [
        'Bring AI retinal screening to hospitals, check-up centres, pharmacies and insurers',
        'Plan academic meetings, trade shows and public health education events',
        'Work with partners to bring screening to more cities',
      ],
      colleaguesWordsTitle: 'In our colleagues’ words',
      colleaguesWordsList: [
        {
          ctt: 'Hearing from a partner that screening helped a customer see a doctor early is the most rewarding part of the job.',
          source: 'Regional marketing manager, Shanghai',
        },
        {
          ctt: 'Our marketing is built on clinical evidence: every sentence we say has to stand up.',
          source: 'Brand marketing specialist, Beijing',
        },
      ],
      postList: [
        {
          title: 'Regional marketing manager',
          list: [
            {
              title: duties,
              items: [
                'Develop the market among medical institutions and partners in your region',
                'Organise academic promotion and customer training, and gather market feedback',
              ],
            },
            {
              title: requirements,
              items: [
                'Bachelor’s degree or above; medicine, pharmacy or marketing preferred',
                'At least three years of marketing experience in medical devices or healthcare IT',
              ],
            },
          ],
        },
        {
          title: 'Brand marketing specialist',
          list: [
            {
              title: duties,
              items: [
                'Plan and produce content for the website, social media and trade shows',
                'Help run public health education activities',
              ],
            },
            {
              title: requirements,
              items: [
                'Bachelor’s degree or above, with strong writing skills',
                'Experience writing healthcare content is a plus',
              ],
            },
          ],
        },
      ],
      workplace: {
        address: 'Our Beijing, Shanghai, Guangzhou and Chengdu offices (see Contact us)',
        email: HR_EMAIL,
        btn: 'Submit',
      },
    },
    product: {
      post: 'Turn AI into products doctors and users want to use',
      postUrl: { image: reportOnTablet, alt: 'A retinal screening report on a tablet' },
      postOath: 'Here you will',
      postOathDetail: [
        'Plan our screening software, ophthalmic information systems and health risk assessment products',
        'Visit consulting rooms and check-up centres to understand how work is really done',
        'Deliver compliant products with the algorithm, engineering, quality and regulatory teams',
      ],
      colleaguesWordsTitle: 'In our colleagues’ words',
      colleaguesWordsList: [
        {
          ctt: 'Watching doctors at work, again and again, convinces more than any requirements document.',
          source: 'Senior product manager, Beijing',
        },
        {
          ctt: 'Every change to medical software is reviewed and verified. The process makes us confident in what we ship.',
        },
      ],
      postList: [
        {
          title: 'Medical software product manager',
          list: [
            {
              title: duties,
              items: [
                'Research needs, plan features and manage releases',
                'Write requirements and design documents and take part in usability testing',
                'Prepare technical documentation with the regulatory team',
              ],
            },
            {
              title: requirements,
              items: [
                'Bachelor’s degree or above and at least three years in software products',
                'Experience with medical device software or hospital information systems is a plus',
              ],
            },
          ],
        },
        {
          title: 'Interaction designer',
          list: [
            {
              title: duties,
              items: [
                'Design interactions and interfaces for doctors and for users',
                'Build and maintain the design system',
              ],
            },
            {
              title: requirements,
              items: [
                'A design background and a complete portfolio',
                'Care for accessibility and detail',
              ],
            },
          ],
        },
      ],
      workplace: { address: BEIJING, email: HR_EMAIL, btn: 'Submit' },
    },
    medical: {
      post: 'Evidence and compliance behind every product',
      postUrl: {
        image: sceneHospital,
        alt: 'A hospital where a doctor reviews retinal screening results',
      },
      postOath: 'Here you will',
      postOathDetail: [
        'Design and run medical device clinical trials and real-world studies',
        'Prepare registration submissions and handle post-market compliance',
        'Build medical evidence and publications with clinical experts',
      ],
      colleaguesWordsTitle: 'In our colleagues’ words',
      colleaguesWordsList: [
        {
          ctt: 'Registration work is detailed and long, but seeing a product approved and used for screening makes it all worthwhile.',
          source: 'Regulatory affairs manager, Beijing',
        },
        {
          ctt: 'The medical team has to understand both the clinic and the limits of algorithms. Here you learn both.',
          source: 'Medical manager, Shanghai',
        },
      ],
      postList: [
        {
          title: 'Medical device registration specialist',
          list: [
            {
              title: duties,
              items: [
                'Write and submit registration dossiers for medical device software and equipment',
                'Follow regulatory changes and support the quality system and post-market surveillance',
              ],
            },
            {
              title: requirements,
              items: [
                'Bachelor’s degree or above in medicine, biomedical engineering, pharmacy or a related field',
                'Medical device registration experience is a plus',
              ],
            },
          ],
        },
        {
          title: 'Clinical research manager',
          list: [
            {
              title: duties,
              items: [
                'Design trial protocols, manage sites and ensure data quality',
                'Write clinical evaluation reports and scientific articles',
              ],
            },
            {
              title: requirements,
              items: [
                'Master’s degree or above in medicine or public health',
                'Familiar with good clinical practice for medical device trials',
              ],
            },
          ],
        },
      ],
      workplace: { address: BEIJING, email: HR_EMAIL, btn: 'Submit' },
    },
  },
  labels: {
    categories: 'Position categories',
    posts: 'Open positions',
    workplace: 'Work base and application',
    address: 'Work base',
    email: 'Send your CV to',
    mailSubject: 'Application: {category}',
    back: 'Back to Careers',
  },
};
