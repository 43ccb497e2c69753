import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: the one main action of a view; danger: destroys data; quiet: no frame. */
  variant?: 'default' | 'primary' | 'danger' | 'quiet';
  size?: 'normal' | 'small';
}

/** The app's button, styled from the theme tokens (`.button` and its modifiers). */
export function Button({
  variant = 'default',
  size = 'normal',
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['button'];
  if (variant !== 'default') classes.push(`button--${variant}`);
  if (size === 'small') classes.push('button--small');
  if (className) classes.push(className);
  return <button type={type} className={classes.join(' ')} {...rest} />;
}
