import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEventHandler } from 'react';
import { createFormControl, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { Toaster, toast } from 'sonner';
import {
  asContactErrorCode,
  type ContactMessage,
  type ContactMessages,
  ContactSchema,
} from '../../../shared/contact';
import { createApiClient } from '../../lib/api-client';
import { webType } from '../../lib/is-mobile';
import { characters, FIELD_NAMES, type FieldName, type FormValues } from './contact-form-view';
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

/** What the form's markup shows of the live state. */
export interface LiveFormState {
  /** Error words per field, in the page language. */
  errors: Partial<Record<FieldName, string>>;
  /** Characters in the details field. */
  count: number;
  submitting: boolean;
}

export interface LiveFormOptions {
  languageType: 0 | 1 | 2;
  /** The page language's messages (the contact page's `form.messages`). */
  messages: ContactMessages;
  /** When the form was first shown (ms since epoch). */
  startedAt: number;
}

/** The working form, bound to the fields the page has already rendered. */
export interface LiveForm {
  /** Props that bind a field (react-hook-form's `register`). */
  bind: (name: FieldName) => UseFormRegisterReturn;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Calls `listener` with every change of the state the markup shows; returns unsubscribe. */
  subscribe: (listener: (state: LiveFormState) => void) => () => void;
  /**
   * Call once the fields are bound (their refs attached): tells the listeners the state of what
   * the visitor typed, chose or ticked before this code arrived, which the form has now taken
   * over from the elements.
   */
  adopted: () => void;
}

/**
 * The working message form (docs/spec.md#content-shapes, docs/spec.md#validation,
 * docs/spec.md#errors): react-hook-form with the schema the server validates with, the shared
 * request client, toasts. Keeps what was typed on an error, clears on success. Loaded on demand by
 * the contact page.
 *
 * CAREFUL: this returns a form controller, not a component. The page keeps rendering the same
 * `ContactFormView` and only passes it these bindings, so React updates the prerendered
 * elements in place: focus, caret, an open picker and an IME composition survive the upgrade.
 * No default values either: registering a field then reads its current value from the element
 * instead of writing one into it.
 */
export function createLiveForm({
  languageType: lang,
  messages,
  startedAt,
}: LiveFormOptions): LiveForm {
  let shownAt = startedAt;
  const form = createFormControl<FormValues, unknown, ContactMessage>({
    resolver: zodResolver(ContactSchema) as unknown as Resolver<
      FormValues,
      unknown,
      ContactMessage
    >,
  });

  // The state the markup shows, pushed to the page's listeners on every change.
  let state: LiveFormState = { errors: {}, count: 0, submitting: false };
  const listeners = new Set<(state: LiveFormState) => void>();
  const update = (change: Partial<LiveFormState>) => {
    state = { ...state, ...change };
    for (const listener of listeners) listener(state);
  };
  const errorWords = (errors: Partial<Record<FieldName, { message?: string }>>) => {
    const words: Partial<Record<FieldName, string>> = {};
    for (const name of FIELD_NAMES) {
      const error = errors[name];
      if (error) words[name] = messages[asContactErrorCode(error.message)];
    }
    return words;
  };
  form.subscribe({
    formState: { errors: true, values: true },
    callback: ({ errors, values }) =>
      update({
        count: characters(values.suggest),
        ...(errors ? { errors: errorWords(errors) } : {}),
      }),
  });

  const onValid = async (data: ContactMessage) => {
    const api = createApiClient({
      languageType: lang,
      webType: webType(),
      networkError: messages.network,
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
        started_at: shownAt,
      });
    } catch {
      // The client has shown the server's message or the network error; keep what was typed.
      return;
    }
    toast.success(messages.success);
    // Empties the same elements. Without keepFieldsRef the form would forget them and, binding
    // them again, take back the values still in them (how it adopts what was typed earlier).
    form.reset(EMPTY, { keepFieldsRef: true });
    shownAt = Date.now();
  };
  const submit = form.handleSubmit(onValid);

  return {
    bind: (name) => form.register(name),
    onSubmit: async (event) => {
      // The button is disabled from the press until the answer (validation included).
      update({ submitting: true });
      try {
        await submit(event);
      } finally {
        update({ submitting: false });
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    adopted: () => update({ count: characters(form.getValues('suggest')) }),
  };
}

/** The toasts of the form (success, server and network errors). */
export function LiveToaster({ label }: { label: string }) {
  return <Toaster position="top-center" richColors containerAriaLabel={label} />;
}
