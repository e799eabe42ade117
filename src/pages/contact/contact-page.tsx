import { Headset, Mail, MapPin, Phone } from 'lucide-react';
import type { PageProps } from '../../app/page-props';
import { Icon } from '../../components/ui/icon';
import { SectionHeading } from '../../components/ui/section-heading';
import { SITE } from '../../config/site';
import type { Office } from '../../content/types';
import { ContactForm } from './contact-form';
import './contact-page.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function OfficeCard({
  office,
  labels,
  priority,
}: {
  office: Office;
  labels: PageProps<'contact'>['content']['officeLabels'];
  /** The first office's map is on a phone's first screen (its largest paint): load it first. */
  priority: boolean;
}) {
  return (
    <li
      className={['contact__office', office.src && 'contact__office--map']
        .filter(Boolean)
        .join(' ')}
    >
      {office.src && (
        <img
          className="contact__map"
          src={office.src.image.url}
          width={office.src.image.width}
          height={office.src.image.height}
          alt={office.src.alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      )}
      <div className="contact__office-body">
        <h3 className="contact__office-title">{office.title}</h3>
        <dl className="contact__details">
          <div>
            <dt>
              <Icon icon={Phone} size={18} />
              {labels.tel}
            </dt>
            <dd>
              <a href={telHref(office.mobile)}>{office.mobile}</a>
            </dd>
          </div>
          <div>
            <dt>
              <Icon icon={Mail} size={18} />
              {labels.email}
            </dt>
            <dd>
              <a href={`mailto:${office.email}`}>{office.email}</a>
            </dd>
          </div>
          <div>
            <dt>
              <Icon icon={MapPin} size={18} />
              {office.address.text}
            </dt>
            <dd>{office.address.add}</dd>
          </div>
          <div>
            <dt>{labels.postcode}</dt>
            <dd>{office.postcode}</dd>
          </div>
        </dl>
      </div>
    </li>
  );
}

/** Contact us: hotline, the four offices (maps for Beijing and Shanghai) and the message form. */
export default function ContactPage({ content }: PageProps<'contact'>) {
  const { sections } = content;
  return (
    <article className="contact">
      <header className="contact__hero">
        <div className="container contact__hero-inner">
          <SectionHeading level={1} {...content.heading} />
          <a className="contact__hotline" href={telHref(SITE.hotline)}>
            <Icon icon={Headset} size={32} />
            <span>
              <span className="contact__hotline-title">{content.hotline.title}</span>
              <span className="contact__hotline-number">{SITE.hotline}</span>
              <span className="contact__hotline-hours">{content.hotline.hours}</span>
            </span>
          </a>
        </div>
      </header>

      <section className="contact__section" aria-labelledby="contact-offices">
        <div className="container">
          <SectionHeading id="contact-offices" {...sections.offices} />
          <ul className="contact__offices">
            {content.offices.map((office, index) => (
              <OfficeCard
                key={office.title}
                office={office}
                labels={content.officeLabels}
                priority={index === 0}
              />
            ))}
          </ul>
        </div>
      </section>

      <section className="contact__section contact__section--alt" aria-labelledby="contact-form">
        <div className="container contact__form-wrap">
          <SectionHeading id="contact-form" {...sections.form} />
          <ContactForm text={content.form} />
        </div>
      </section>
    </article>
  );
}
