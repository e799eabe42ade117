import {
  type ComponentType,
  type FormEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useSite } from '../../app/site-context';
import type { ContactFormContent } from '../../content/types';
import { languageType } from '../../i18n/locales';
import type { ContactFormLiveProps } from './contact-form-live';
import { ContactFormView, FIELD_NAMES, type FormValues } from './contact-form-view';

type Live = { Component: ComponentType<ContactFormLiveProps>; props: ContactFormLiveProps };

/** What the prerendered form holds now (typed or autofilled before the live form arrived). */
function readForm(form: HTMLFormElement | null): FormValues {
  const values: FormValues = {
    name: '',
    phone: '',
    email: '',
    appeal: '',
    suggest: '',
    consent: false,
    website: '',
  };
  if (!form) return values;
  for (const name of FIELD_NAMES) {
    const element = form.elements.namedItem(name);
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      values.consent = element.checked;
    } else if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
    ) {
      (values as unknown as Record<string, string>)[name] = element.value;
    }
  }
  return values;
}

/**
 * The contact form. Its markup is prerendered and shown at once; the code that makes it work
 * (react-hook-form, zod, toasts: about 40 KB gzip) loads only when the visitor comes near the
 * form or touches it, so it stays off the page's first load. Nothing typed meanwhile is lost.
 */
export function ContactForm({ text }: { text: ContactFormContent }) {
  const { locale } = useSite();
  const lang = languageType(locale);
  const formRef = useRef<HTMLFormElement>(null);
  const startedAt = useRef(0);
  const loading = useRef(false);
  const submitWhenLoaded = useRef(false);
  const [live, setLive] = useState<Live | null>(null);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('./contact-form-live').then(({ ContactFormLive }) => {
      const active = document.activeElement;
      setLive({
        Component: ContactFormLive,
        props: {
          text,
          languageType: lang,
          initial: readForm(formRef.current),
          focus: active && formRef.current?.contains(active) ? active.id : undefined,
          submitNow: submitWhenLoaded.current,
          startedAt: startedAt.current,
        },
      });
    });
  }, [text, lang]);

  useEffect(() => {
    // When the visitor first saw the form; set after hydration (a time read during render
    // would differ between the prerender and the browser).
    startedAt.current = Date.now();
    const form = formRef.current;
    if (!form) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(form);
    const touch = () => load();
    form.addEventListener('focusin', touch);
    form.addEventListener('pointerdown', touch);
    return () => {
      observer.disconnect();
      form.removeEventListener('focusin', touch);
      form.removeEventListener('pointerdown', touch);
    };
  }, [load]);

  if (live) return <live.Component {...live.props} />;
  return (
    <ContactFormView
      text={text}
      languageType={lang}
      formRef={formRef}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        // Pressed before the live form arrived: submit as soon as it is there.
        event.preventDefault();
        submitWhenLoaded.current = true;
        load();
      }}
    />
  );
}
