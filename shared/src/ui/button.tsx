import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonLookProps {
  /** primary: the one main action of a view; secondary: others; link: an action that reads as text. */
  variant?: ButtonVariant;
  /** Fills its container's width (forms on phones). */
  block?: boolean;
}

/** The kit's button classes, for the rare element that must look like a button but is neither. */
export function buttonClassName({ variant = 'primary', block = false }: ButtonLookProps = {}) {
  return `kit-button kit-button--${variant}${block ? ' kit-button--block' : ''}`;
}

const withClass = (look: ButtonLookProps, className: string | undefined) =>
  className ? `${buttonClassName(look)} ${className}` : buttonClassName(look);

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonLookProps {
  /** Busy: shows a spinner over the label (the width stays) and cannot be pressed again. */
  loading?: boolean;
}

export function Button({
  variant,
  block,
  loading = false,
  className,
  disabled,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={withClass({ variant, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      <span className="kit-button__label">{children}</span>
      {loading && <span className="kit-button__spinner" aria-hidden="true" />}
    </button>
  );
}

type AnchorProps = ComponentPropsWithRef<'a'> & ButtonLookProps & { href: string; to?: never };
type RouterLinkProps = LinkProps & ButtonLookProps & { href?: never };

export type ButtonLinkProps = AnchorProps | RouterLinkProps;

/**
 * A link that looks like a button: `to` moves within the site (react-router), `href` leaves it or
 * opens another app (`tel:`, `https://wa.me/…`).
 */
export function ButtonLink({ variant, block, className, children, ...props }: ButtonLinkProps) {
  const look = withClass({ variant, block }, className);
  const label: ReactNode = <span className="kit-button__label">{children}</span>;
  if ('to' in props && props.to !== undefined) {
    return (
      <Link {...(props as LinkProps)} className={look}>
        {label}
      </Link>
    );
  }
  return (
    <a {...(props as ComponentPropsWithRef<'a'>)} className={look}>
      {label}
    </a>
  );
}
