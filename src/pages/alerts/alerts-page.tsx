import { useLocation } from 'react-router';
import type { AlertAction } from '../../../shared/alerts-limits';
import type { PageProps } from '../../app/page-props';
import { Button, ButtonLink } from '../../components/ui/button';
import { SectionHeading } from '../../components/ui/section-heading';
import { PAGES, pageVariant } from '../../config/paths';
import './alerts-page.css';

/**
 * `/alerts`: what a link from an alerts e-mail opens (`?action=confirm&token=…`,
 * `?action=unsubscribe&token=…`), and the outcome of its button. The button posts a form to the
 * page's own address, token included (a form without `action`): opening the link changes
 * nothing, so a mail scanner that fetches it confirms or ends nothing. The server answers the
 * POST with the outcome's address (`?action=confirmed`, …), each prerendered.
 */
export default function AlertsPage({ content }: PageProps<'alerts'>) {
  const { search } = useLocation();
  const action = (pageVariant('alerts', search) ?? 'confirm') as AlertAction;
  const words = content.actions[action];
  return (
    <article className="alerts-page">
      <header className="alerts-page__hero">
        <div className="container alerts-page__inner">
          <SectionHeading level={1} {...content.heading} />
        </div>
      </header>
      <div className="container alerts-page__inner alerts-page__body">
        <SectionHeading title={words.title} lead={words.lead} />
        {words.button && (
          <form method="post" className="alerts-page__form">
            <Button type="submit">{words.button}</Button>
          </form>
        )}
        <p>
          <ButtonLink variant="secondary" to={PAGES['investor-documents'].path}>
            {content.back}
          </ButtonLink>
        </p>
      </div>
    </article>
  );
}
