import type { AwardsContent } from '../../types';

export const content: AwardsContent = {
  meta: {
    title: 'Awards',
    description: 'The industry honours and certifications Retinova has received.',
  },
  heading: {
    title: 'Awards',
    lead: 'Every recognition comes from rigorous clinical and product work.',
  },
  sections: {
    honours: {
      title: 'Honours and certifications',
      lead: 'Recognition from industry associations, government bodies, certification bodies, academic societies and the media, by year.',
    },
  },
  filter: {
    label: 'Filter by year',
    all: 'All',
    count: '{count} items',
    issuerLine: 'Issued by: {issuer}',
  },
  items: [
    { year: 2025, title: 'Technology Innovation Company of the Year', issuer: 'Media' },
    {
      year: 2024,
      title: 'Innovation Award for Medical Large Language Model Applications',
      issuer: 'Academic society',
    },
    {
      year: 2024,
      title: 'Outstanding Primary Care Informatisation Solution',
      issuer: 'Industry association',
    },
    {
      year: 2023,
      title: 'Innovative Application of AI Medical Devices',
      issuer: 'Government body',
    },
    { year: 2023, title: 'ESG Practice Case of the Year', issuer: 'Media' },
    { year: 2022, title: 'Digital Health Best Practice', issuer: 'Industry association' },
    {
      year: 2022,
      title: 'Information security management system certification (ISO/IEC 27001)',
      issuer: 'Certification body',
    },
    { year: 2021, title: 'Specialised and Innovative SME', issuer: 'Government body' },
    {
      year: 2021,
      title: 'Most Influential Medical Technology Company of the Year',
      issuer: 'Media',
    },
    { year: 2020, title: 'Outstanding Innovative Medical Device', issuer: 'Industry association' },
    {
      year: 2019,
      title: 'Medical device quality management system certification (ISO 13485)',
      issuer: 'Certification body',
    },
    { year: 2018, title: 'High-Tech Enterprise recognition', issuer: 'Government body' },
    { year: 2018, title: 'Outstanding Medical AI Application of the Year', issuer: 'Media' },
    { year: 2017, title: 'Medical AI Innovation Company', issuer: 'Industry association' },
  ],
};
