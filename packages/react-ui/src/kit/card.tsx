import type { HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  children: ReactNode;
}

/** A framed panel on the surface colour, with an optional heading. */
export function Card({ title, children, className, ...rest }: CardProps) {
  return (
    <section className={className ? `card ${className}` : 'card'} {...rest}>
      {title ? <h2 className="card__title">{title}</h2> : null}
      {children}
    </section>
  );
}
