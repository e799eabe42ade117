/**
 * The contact form's one schema (DESIGN §6, SPEC §3 "Contact form", §5), used by the form
 * (react-hook-form + zodResolver) and by `POST /api/contact`. Validation messages are codes;
 * `contactErrorText` turns them into the words of SPEC §8 in the request's language.
 */
import { z } from 'zod';
import { APPEAL_CODES, SUGGEST_MAX } from './contact-limits';
import { hasControlCharacters, withoutControlCharacters } from './control-chars';

// The limits live in a zod-free module so the contact page's first load need not carry zod.
export { APPEAL_CODES, type AppealCode, MIN_FILL_MS, SUGGEST_MAX } from './contact-limits';

export type ContactErrorCode =
  | 'required'
  | 'name_too_long'
  | 'name_invalid'
  | 'phone_invalid'
  | 'email_invalid'
  | 'appeal_invalid'
  | 'suggest_too_long'
  | 'consent_required'
  | 'invalid';

/** Answers that are not about one field. */
export type ContactStatusCode =
  | 'success'
  | 'network'
  | 'rate_limited'
  | 'too_large'
  | 'unsupported'
  | 'unavailable';

const characters = (value: string) => [...value].length;
const trimmed = z.string({ error: 'required' }).trim();

/** Form-encoded bodies carry strings: 'true', 'on', '1' mean checked. */
const checkbox = z.preprocess(
  (value) => value === true || value === 'true' || value === 'on' || value === '1',
  z.literal(true, { error: 'consent_required' }),
);

export const ContactSchema = z.object({
  // Single line: a line break or escape in a name would forge lines in the staff e-mail's
  // subject and body and in `npm run messages` (control-chars.ts).
  name: trimmed
    .min(1, { error: 'required' })
    .max(50, { error: 'name_too_long' })
    .refine((v) => !hasControlCharacters(v), { error: 'name_invalid' }),
  phone: trimmed
    .max(20, { error: 'phone_invalid' })
    .refine((v) => v === '' || /^\+?[\d\s()-]{6,20}$/.test(v), { error: 'phone_invalid' })
    .default(''),
  email: trimmed
    .min(1, { error: 'required' })
    .max(254, { error: 'email_invalid' })
    .pipe(z.email({ error: 'email_invalid' })),
  appeal: z.enum(APPEAL_CODES, { error: 'appeal_invalid' }),
  suggest: z
    .string({ error: 'required' })
    .transform(withoutControlCharacters)
    .pipe(z.string().trim())
    .pipe(z.string().min(1, { error: 'required' }))
    .refine((v) => characters(v) <= SUGGEST_MAX, { error: 'suggest_too_long' }),
  consent: checkbox,
  /** Language of `err` in the answer: 0 Simplified Chinese, 1 Traditional Chinese, 2 English. */
  language_type: z.coerce.number().int().min(0).max(2).catch(0).default(0),
  /** Honeypot: people leave it empty; anything in it marks the message as spam. */
  website: z.string().max(200).default(''),
  /** When the form was shown (ms since epoch); a quicker submission than MIN_FILL_MS is spam. */
  started_at: z.coerce.number().int().positive().optional().catch(undefined),
});

/** What the form sends. */
export type ContactInput = z.input<typeof ContactSchema>;
/** What the server stores. */
export type ContactMessage = z.output<typeof ContactSchema>;

export type LanguageType = 0 | 1 | 2;

const TEXT: Record<LanguageType, Record<ContactErrorCode | ContactStatusCode, string>> = {
  0: {
    required: '此项为必填项',
    name_too_long: '姓名不能超过 50 个字',
    name_invalid: '姓名不能包含换行或控制字符',
    phone_invalid: '电话号码格式不正确',
    email_invalid: '邮箱格式不符',
    appeal_invalid: '请选择诉求类型',
    suggest_too_long: `详情不能超过 ${SUGGEST_MAX} 字`,
    consent_required: '请阅读并同意隐私声明',
    invalid: '提交的内容有误',
    success: '发送成功',
    network: '发生网络错误',
    rate_limited: '提交过于频繁，请稍后再试',
    too_large: '提交的内容过长',
    unsupported: '不支持的提交格式',
    unavailable: '服务暂时不可用，请稍后再试',
  },
  1: {
    required: '此項為必填項',
    name_too_long: '姓名不能超過 50 個字',
    name_invalid: '姓名不能包含換行或控制字元',
    phone_invalid: '電話號碼格式不正確',
    email_invalid: '電郵格式不符',
    appeal_invalid: '請選擇訴求類型',
    suggest_too_long: `詳情不能超過 ${SUGGEST_MAX} 字`,
    consent_required: '請閱讀並同意私隱聲明',
    invalid: '提交的內容有誤',
    success: '發送成功',
    network: '發生網絡錯誤',
    rate_limited: '提交過於頻繁，請稍後再試',
    too_large: '提交的內容過長',
    unsupported: '不支援的提交格式',
    unavailable: '服務暫時無法使用，請稍後再試',
  },
  2: {
    required: 'This field is required',
    name_too_long: 'Name must be at most 50 characters',
    name_invalid: 'The name cannot contain line breaks or control characters',
    phone_invalid: 'Invalid phone number',
    email_invalid: 'Invalid Email',
    appeal_invalid: 'Please choose a subject',
    suggest_too_long: `Details must be at most ${SUGGEST_MAX} characters`,
    consent_required: 'Please read and accept the privacy notice',
    invalid: 'The form contains invalid data',
    success: 'Submitted Successfully',
    network: 'A network error occurred',
    rate_limited: 'Too many submissions. Please try again later',
    too_large: 'The submission is too large',
    unsupported: 'Unsupported submission format',
    unavailable: 'The service is temporarily unavailable. Please try again later',
  },
};

/** The SPEC §8 words for a code, in the language of `language_type`. */
export function contactText(
  code: ContactErrorCode | ContactStatusCode,
  languageType: number = 0,
): string {
  const table = TEXT[(languageType === 1 || languageType === 2 ? languageType : 0) as LanguageType];
  return table[code] ?? table.invalid;
}

/** Narrows a validation message to a known code. */
export function asContactErrorCode(message: string | undefined): ContactErrorCode {
  return message && message in TEXT[0] ? (message as ContactErrorCode) : 'invalid';
}
