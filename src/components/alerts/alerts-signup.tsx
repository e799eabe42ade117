import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ALERT_LANGUAGES, DOCUMENT_CATEGORIES } from '../../../shared/alerts-limits';
import { useSite } from '../../app/site-context';
import { PAGES } from '../../config/paths';
import type { AlertsFormContent } from '../../content/schema/alerts';
import { languageType } from '../../i18n/locales';
import { webType } from '../../lib/is-mobile';
import { whenNearScreen } from '../../lib/near-screen';
import { Button } from '../ui/button';
import './alerts-signup.css';

type Status = { kind: 'idle' | 'sending' | 'done' | 'error' | 'unavailable'; text: string };

/**
 * The e-mail alerts' subscribe form (docs/decisions/0018-investor-email-alerts.md), on the
 * documents page and the Investor Relations page. Prerendered as a plain form that posts to
 * `/api/alerts/subscribe` (the server answers it with the outcome's page); once it comes near
 * the screen it asks the server whether alerts are offered (no SMTP_URL: it says they are not),
 * and sends itself as JSON with the answer shown in place. Every box is ticked at first: all
 * categories.
 */
export function AlertsSignup({
  text,
  headingLevel = 2,
}: {
  text: AlertsFormContent;
  /** 3 where the form sits inside a section of its own page (Investor Relations). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { locale } = useSite();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle', text: '' });
  const lang = languageType(locale);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    return whenNearScreen(form, () => {
      fetch(`/api/alerts?language_type=${lang}&web_type=${webType()}`)
        .then((res) => res.json() as Promise<{ success?: boolean; data?: { available?: boolean } }>)
        .then((body) => {
          if (body.success && body.data?.available === false) {
            setStatus({ kind: 'unavailable', text: text.messages.unavailable });
          }
        })
        .catch(() => {
          // The form still posts; the server's answer then says what is wrong.
        });
    });
  }, [lang, text.messages.unavailable]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setStatus({ kind: 'sending', text: '' });
    try {
      const res = await fetch('/api/alerts/subscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: data.get('email'),
          language: data.get('language'),
          categories: data.getAll('categories'),
          consent: data.get('consent') === 'on',
          language_type: lang,
          website: data.get('website') ?? '',
        }),
      });
      const body = (await res.json()) as { success?: boolean; err?: string };
      if (res.ok && body.success) {
        setStatus({ kind: 'done', text: text.messages.pending });
        formRef.current?.reset();
      } else {
        setStatus({
          kind: res.status === 503 ? 'unavailable' : 'error',
          text: body.err ?? text.messages.invalid,
        });
      }
    } catch {
      setStatus({ kind: 'error', text: text.messages.network });
    }
  }

  const [before, after = ''] = text.consent.split('{privacy}');
  const unavailable = status.kind === 'unavailable';
  return (
    <section className="alerts-signup" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="alerts-signup__title">
        {text.title}
      </Heading>
      <p className="alerts-signup__lead">{text.lead}</p>
      <form
        ref={formRef}
        className="alerts-signup__form"
        method="post"
        action="/api/alerts/subscribe"
        onSubmit={submit}
      >
        <input type="hidden" name="language_type" value={lang} />
        <div className="alerts-signup__row">
          <div className="alerts-signup__field">
            <label htmlFor={`${id}-email`}>{text.email}</label>
            <input
              id={`${id}-email`}
              className="alerts-signup__input"
              type="email"
              name="email"
              required
              maxLength={254}
              autoComplete="email"
              disabled={unavailable}
            />
          </div>
          <div className="alerts-signup__field">
            <label htmlFor={`${id}-language`}>{text.language}</label>
            <select
              id={`${id}-language`}
              className="alerts-signup__input"
              name="language"
              defaultValue={locale}
              disabled={unavailable}
            >
              {ALERT_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {text.languageNames[l]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <fieldset className="alerts-signup__categories" disabled={unavailable}>
          <legend>{text.categories}</legend>
          {DOCUMENT_CATEGORIES.map((category) => (
            <label key={category} className="alerts-signup__check">
              <input type="checkbox" name="categories" value={category} defaultChecked />
              {text.categoryNames[category]}
            </label>
          ))}
        </fieldset>
        {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
        <div className="alerts-signup__trap" aria-hidden="true">
          <label htmlFor={`${id}-website`}>{text.honeypot}</label>
          <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <label className="alerts-signup__check alerts-signup__consent">
          <input type="checkbox" name="consent" value="on" required disabled={unavailable} />
          <span>
            {before}
            <Link to={PAGES.privacy.path}>{text.privacy}</Link>
            {after}
          </span>
        </label>
        <div className="alerts-signup__actions">
          <Button type="submit" disabled={unavailable || status.kind === 'sending'}>
            {text.submit}
          </Button>
          <p
            className={`alerts-signup__status alerts-signup__status--${status.kind}`}
            role="status"
          >
            {status.text}
          </p>
        </div>
      </form>
    </section>
  );
}
