import { ArrowLeft, Mail, MapPin, Send } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { PageProps } from '../../app/page-props';
import { Icon } from '../../components/ui/icon';
import { SectionHeading } from '../../components/ui/section-heading';
import { VariantNav } from '../../components/ui/variant-nav';
import { PAGES, pageVariant } from '../../config/paths';
import { RECRUIT_KEYS } from '../../content/keys';
import { applicationMailto } from './application-mailto';
import '../../components/ui/button.css';
import './career-detail-page.css';

/**
 * Recruit categories in the spec's order (docs/spec.md#what-each-page-holds): `?type=1` visual
 * algorithm … `?type=4` medical/registration.
 */
const CATEGORY_KEYS = RECRUIT_KEYS;

/**
 * One recruit category (docs/spec.md#content-shapes): post, colleagues' words, posts, work base and
 * Submit.
 */
export default function CareerDetailPage({ content }: PageProps<'career-detail'>) {
  const [params] = useSearchParams();
  const type = pageVariant('career-detail', params) ?? '1';
  const key = CATEGORY_KEYS[Number(type) - 1] ?? 'algorithm';
  const category = content.categories[key];
  const { labels } = content;
  const name = content.sections[key].title;
  const links = CATEGORY_KEYS.map((k, i) => ({
    value: String(i + 1),
    label: content.sections[k].title,
  }));
  return (
    <article className="career-detail">
      <header className="career-detail__hero">
        <div className="container">
          <Link className="career-detail__back" to={PAGES.career.path}>
            <Icon icon={ArrowLeft} size={18} />
            {labels.back}
          </Link>
          <SectionHeading level={1} {...content.heading} />
          <VariantNav
            param={PAGES['career-detail'].variants.param}
            links={links}
            current={type}
            label={labels.categories}
          />
        </div>
      </header>

      <section className="career-detail__category" aria-labelledby="career-detail-category">
        <div className="container">
          <div className="career-detail__intro">
            <div>
              <SectionHeading
                id="career-detail-category"
                eyebrow={name}
                title={category.post}
                lead={content.sections[key].lead}
              />
              <h3 className="career-detail__subtitle">{category.postOath}</h3>
              <ul className="career-detail__oath">
                {category.postOathDetail.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
            <img
              className="career-detail__image"
              src={category.postUrl.image.url}
              width={category.postUrl.image.width}
              height={category.postUrl.image.height}
              alt={category.postUrl.alt}
              decoding="async"
            />
          </div>

          <div className="career-detail__block">
            <h3 className="career-detail__subtitle">{category.colleaguesWordsTitle}</h3>
            <ul className="career-detail__quotes">
              {category.colleaguesWordsList.map((quote) => (
                <li key={quote.ctt}>
                  <figure className="career-detail__quote">
                    <blockquote>
                      <p>{quote.ctt}</p>
                    </blockquote>
                    {quote.source && <figcaption>{quote.source}</figcaption>}
                  </figure>
                </li>
              ))}
            </ul>
          </div>

          <div className="career-detail__block">
            <h3 className="career-detail__subtitle">{labels.posts}</h3>
            <ul className="career-detail__posts">
              {category.postList.map((post) => (
                <li key={post.title} className="career-detail__post">
                  <h4 className="career-detail__post-title">{post.title}</h4>
                  {post.list.map((group) => (
                    <div key={group.title} className="career-detail__post-group">
                      <p className="career-detail__post-label">{group.title}</p>
                      <ul>
                        {group.items.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </li>
              ))}
            </ul>
          </div>

          <div className="career-detail__block career-detail__workplace">
            <h3 className="career-detail__subtitle">{labels.workplace}</h3>
            <dl>
              <div>
                <dt>
                  <Icon icon={MapPin} size={18} />
                  {labels.address}
                </dt>
                <dd>{category.workplace.address}</dd>
              </div>
              <div>
                <dt>
                  <Icon icon={Mail} size={18} />
                  {labels.email}
                </dt>
                <dd>
                  <a href={`mailto:${category.workplace.email}`}>{category.workplace.email}</a>
                </dd>
              </div>
            </dl>
            <a
              className="button button--primary career-detail__submit"
              href={applicationMailto(category.workplace.email, labels.mailSubject, name)}
            >
              <Icon icon={Send} size={18} />
              {category.workplace.btn}
            </a>
          </div>
        </div>
      </section>
    </article>
  );
}
