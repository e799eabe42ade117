import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { Toaster, toast } from 'sonner';
import {
  asContactErrorCode,
  type ContactMessage,
  ContactSchema,
  contactText,
} from '../../../shared/contact';
import type { ContactFormContent } from '../../content/types';
import { createApiClient } from '../../lib/api-client';
import { webType } from '../../lib/is-mobile';
import {
  ContactFormView,
  characters,
  FIELD_NAMES,
  type FieldName,
  type FormValues,
} from './contact-form-view';
// sonner's stylesheet as a file: the CSP forbids the <style> element it would inject (see
// vite.config.ts, which removes that injection).
import 'sonner/dist/styles.css';

export const EMPTY: FormValues = {
  name: '',
  phone: '',
  email: '',
  appeal: '',
  suggest: '',
  consent: false,
  website: '',
};

export interface ContactFormLiveProps {
  text: ContactFormContent;
  languageType: 0 | 1 | 2;
  /** What the visitor typed into the prerendered form before this code arrived. */
  initial: FormValues;
  /** The field that had focus when the live form took over, to give it back. */
  focus?: string;
  /** Submit at once: the visitor pressed the button before this code arrived. */
  submitNow?: boolean;
  /** When the form was first shown (ms since epoch). */
  startedAt: number;
}

/**
 * The working message form (SPEC §3, §5, §8): react-hook-form with the schema the server
 * validates with, the shared request client, toasts. Keeps what was typed on an error, clears on
 * success; the button is disabled while sending. Loaded on demand by the contact page.
 */
export function ContactFormLive({
  text,
  languageType: lang,
  initial,
  focus,
  submitNow,
  startedAt,
}: ContactFormLiveProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const shownAt = useRef(startedAt);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, ContactMessage>({
    resolver: zodResolver(ContactSchema) as unknown as Resolver<
      FormValues,
      unknown,
      ContactMessage
    >,
    defaultValues: initial,
  });
  const suggest = useWatch({ control, name: 'suggest' });

  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
    if (submitNow) formRef.current?.requestSubmit();
  }, [focus, submitNow]);

  const onSubmit = async (data: ContactMessage) => {
    const api = createApiClient({
      languageType: lang,
      webType: webType(),
      networkError: contactText('network', lang),
      notify: (message) => toast.error(message),
    });
    try {
      await api.post('/api/contact', {
        name: data.name,
        phone: data.phone,
        email: data.email,
        appeal: data.appeal,
        suggest: data.suggest,
        consent: data.consent,
        website: data.website,
        language_type: lang,
        started_at: shownAt.current,
      });
    } catch {
      // The client has shown the server's message or the network error; keep what was typed.
      return;
    }
    toast.success(contactText('success', lang));
    reset(EMPTY);
    shownAt.current = Date.now();
  };

  const messages: Partial<Record<FieldName, string>> = {};
  for (const name of FIELD_NAMES) {
    const error = errors[name];
    if (error) messages[name] = contactText(asContactErrorCode(error.message), lang);
  }

  return (
    <>
      <ContactFormView
        text={text}
        languageType={lang}
        formRef={formRef}
        live
        bind={(name) => register(name)}
        errors={messages}
        count={characters(suggest)}
        submitting={isSubmitting}
        onSubmit={handleSubmit(onSubmit)}
      />
      <Toaster position="top-center" richColors containerAriaLabel={text.notifications} />
    </>
  );
}
