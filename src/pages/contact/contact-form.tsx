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
import { whenNearScreen } from '../../lib/near-screen';
import type { LiveForm, LiveFormState } from './contact-form-live';
import { ContactFormView } from './contact-form-view';

type Live = { form: LiveForm; Toaster: ComponentType<{ label: string }> };

const IDLE: LiveFormState = { errors: {}, count: 0, submitting: false };

/**
 * The contact form. Its markup is prerendered and shown at once; the code that makes it work
 * (react-hook-form, zod, toasts: about 40 KB gzip) loads only when the visitor comes near the
 * form or touches it, so it stays off the page's first load.
 *
 * CAREFUL: the upgrade must not replace a single element. The visitor may be typing, have the
 * appeal picker open or be in the middle of an IME composition when the code arrives; a new
 * element would lose all of that. So this component renders the same `ContactFormView` in the
 * same place before and after, and the live code only adds bindings (react-hook-form's
 * `register`, which takes over each element and what it holds) and the toaster after the form.
 */
export function ContactForm({ text }: { text: ContactFormContent }) {
  const { locale } = useSite();
  const lang = languageType(locale);
  const formRef = useRef<HTMLFormElement>(null);
  const startedAt = useRef(0);
  const loading = useRef(false);
  const submitWhenLoaded = useRef(false);
  const [live, setLive] = useState<Live | null>(null);
  const [state, setState] = useState<LiveFormState>(IDLE);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('./contact-form-live').then(({ createLiveForm, LiveToaster }) => {
      setLive({
        form: createLiveForm({
          languageType: lang,
          messages: text.messages,
          startedAt: startedAt.current,
        }),
        Toaster: LiveToaster,
      });
    });
  }, [lang, text.messages]);

  useEffect(() => {
    // When the visitor first saw the form; set after hydration (a time read during render
    // would differ between the prerender and the browser).
    startedAt.current = Date.now();
    const form = formRef.current;
    if (!form) return;
    return whenNearScreen(form, load);
  }, [load]);

  useEffect(() => {
    if (!live) return;
    // The fields are bound now (refs attach before effects run): show the state of what they
    // held, then follow every change.
    const unsubscribe = live.form.subscribe(setState);
    live.form.adopted();
    // Pressed before the code arrived: submit now, through validation (once).
    if (submitWhenLoaded.current) {
      submitWhenLoaded.current = false;
      formRef.current?.requestSubmit();
    }
    return unsubscribe;
  }, [live]);

  return (
    <>
      <ContactFormView
        text={text}
        languageType={lang}
        formRef={formRef}
        live={live !== null}
        bind={live?.form.bind}
        errors={state.errors}
        count={state.count}
        submitting={state.submitting}
        onSubmit={
          live?.form.onSubmit ??
          ((event: FormEvent<HTMLFormElement>) => {
            // Pressed before the live form arrived: submit as soon as it is there.
            event.preventDefault();
            submitWhenLoaded.current = true;
            load();
          })
        }
      />
      {live && <live.Toaster label={text.notifications} />}
    </>
  );
}
