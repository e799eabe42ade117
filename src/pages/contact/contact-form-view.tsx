import type { FormEventHandler, ReactNode, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { APPEAL_CODES, SUGGEST_MAX } from '../../../shared/contact-limits';
import { Button } from '../../components/ui/button';
import { PAGES } from '../../config/paths';
import type { ContactFormContent } from '../../content/types';

/** What the inputs hold (strings and a checkbox); the shared schema turns them into a message. */
export interface FormValues {
  name: string;
  phone: string;
  email: string;
  appeal: string;
  suggest: string;
  consent: boolean;
  website: string;
}

export type FieldName = keyof FormValues;

export const FIELD_NAMES: readonly FieldName[] = [
  'name',
  'phone',
  'email',
  'appeal',
  'suggest',
  'consent',
  'website',
];

/** Fixed ids (one form per page). */
export const fieldId = (name: FieldName) => `contact-${name}`;

/** Counted like the server counts: characters, not UTF-16 units. */
export const characters = (value: string | undefined) => [...(value ?? '')].length;

interface ContactFormViewProps {
  text: ContactFormContent;
  /** `language_type` of the page (0/1/2), also sent by a form posted without JavaScript. */
  languageType: number;
  /** react-hook-form's `register` once the form is live; plain named inputs before. */
  bind?: (name: FieldName) => UseFormRegisterReturn;
  /** Error words per field, already in the page language. */
  errors?: Partial<Record<FieldName, string>>;
  count?: number;
  submitting?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  formRef?: Ref<HTMLFormElement>;
  /** Set by the live form (its code has loaded); tests wait for it. */
  live?: boolean;
}

/**
 * The message form's markup (docs/spec.md#content-shapes, "Contact form"). The page prerenders it
 * and shows it at once; when the live form's code (react-hook-form, the shared zod schema, toasts)
 * has loaded, the same elements get its bindings (`bind`), so nothing the visitor is doing is
 * interrupted. Without JavaScript it posts form-encoded to the API, which accepts it.
 */
export function ContactFormView({
  text,
  languageType,
  bind,
  errors = {},
  count = 0,
  submitting = false,
  onSubmit,
  formRef,
  live = false,
}: ContactFormViewProps) {
  const field = (name: FieldName) => bind?.(name) ?? { name };
  const describedBy = (name: FieldName, ...extra: string[]) =>
    [errors[name] ? `${fieldId(name)}-error` : undefined, ...extra].filter(Boolean).join(' ') ||
    undefined;
  const error = (name: FieldName): ReactNode =>
    errors[name] && (
      <p id={`${fieldId(name)}-error`} className="contact-form__error">
        {errors[name]}
      </p>
    );
  /** The attributes every control shares: id, required/invalid state, its descriptions, binding. */
  const control = (name: FieldName, required: boolean, ...described: string[]) => ({
    id: fieldId(name),
    'aria-required': required ? ('true' as const) : undefined,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(name, ...described),
    ...field(name),
  });
  /** One labelled field: label (required mark or "optional"), the control, then its error. */
  const fieldBox = (
    name: FieldName,
    words: string,
    required: boolean,
    input: ReactNode,
    { wide = false, after = error(name) }: { wide?: boolean; after?: ReactNode } = {},
  ) => (
    <div className={wide ? 'contact-form__field contact-form__field--wide' : 'contact-form__field'}>
      <label className="contact-form__label" htmlFor={fieldId(name)}>
        {words}
        {required ? (
          <>
            <span className="contact-form__required" aria-hidden="true">
              *
            </span>
            <span className="visually-hidden">{text.required}</span>
          </>
        ) : (
          <span className="contact-form__optional">{text.optional}</span>
        )}
      </label>
      {input}
      {after}
    </div>
  );

  return (
    <form
      ref={formRef}
      className="contact-form"
      method="post"
      action="/api/contact"
      noValidate
      data-live={live ? 'true' : undefined}
      onSubmit={onSubmit}
    >
      <input type="hidden" name="language_type" value={languageType} />
      <div className="contact-form__grid">
        {fieldBox(
          'name',
          text.name,
          true,
          <input
            className="contact-form__input"
            type="text"
            autoComplete="name"
            {...control('name', true)}
          />,
        )}
        {fieldBox(
          'phone',
          text.phone,
          false,
          <input
            className="contact-form__input"
            type="tel"
            autoComplete="tel"
            {...control('phone', false)}
          />,
        )}
        {fieldBox(
          'email',
          text.email,
          true,
          <input
            className="contact-form__input"
            type="email"
            autoComplete="email"
            {...control('email', true)}
          />,
        )}
        {fieldBox(
          'appeal',
          text.appeal,
          true,
          <select
            className="contact-form__input contact-form__select"
            defaultValue=""
            {...control('appeal', true)}
          >
            <option value="" disabled>
              {text.appealPlaceholder}
            </option>
            {APPEAL_CODES.map((code) => (
              <option key={code} value={code}>
                {text.appeals[code]}
              </option>
            ))}
          </select>,
        )}
        {fieldBox(
          'suggest',
          text.suggest,
          true,
          <textarea
            className="contact-form__input contact-form__textarea"
            rows={6}
            {...control('suggest', true, `${fieldId('suggest')}-count`)}
          />,
          {
            wide: true,
            after: (
              <div className="contact-form__meta">
                {error('suggest') ?? <span />}
                <p
                  id={`${fieldId('suggest')}-count`}
                  className={
                    count > SUGGEST_MAX
                      ? 'contact-form__count contact-form__count--over'
                      : 'contact-form__count'
                  }
                >
                  <span aria-hidden="true">
                    {text.counter
                      .replace('{count}', String(count))
                      .replace('{max}', String(SUGGEST_MAX))}
                  </span>
                  <span className="visually-hidden">{text.suggestHint}</span>
                </p>
              </div>
            ),
          },
        )}
      </div>

      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={fieldId('website')}>{text.honeypot}</label>
        <input
          id={fieldId('website')}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...field('website')}
        />
      </div>

      <div className="contact-form__consent">
        <input
          className="contact-form__checkbox"
          type="checkbox"
          value="true"
          {...control('consent', true)}
        />
        <label htmlFor={fieldId('consent')}>
          {text.consent.before}
          <Link to={PAGES.privacy.path} target="_blank" rel="noopener">
            {text.consent.link}
            <span className="visually-hidden">{text.newTab}</span>
          </Link>
          {text.consent.after}
        </label>
      </div>
      {error('consent')}

      <Button type="submit" className="contact-form__submit" disabled={submitting}>
        {submitting ? text.sending : text.button}
      </Button>
    </form>
  );
}
