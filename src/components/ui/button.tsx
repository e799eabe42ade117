import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';

const classes = (variant: ButtonVariant, extra?: string) =>
  ['button', `button--${variant}`, extra].filter(Boolean).join(' ');

/** A button in one of the site's variants (44 px minimum target). */
export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={classes(variant, className)} {...props} />;
}

/** A site link styled as a button. */
export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: LinkProps & { variant?: ButtonVariant; children: ReactNode }) {
  return <Link className={classes(variant, className)} {...props} />;
}
