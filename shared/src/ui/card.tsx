import { useId, type ReactNode } from 'react';

export interface CardProps {
  /** Names the card: its heading, and the landmark's accessible name. */
  heading?: ReactNode;
  /** Keeps the page's outline right where the card sits (h2 on a page, h3 inside a section). */
  headingLevel?: 2 | 3 | 4;
  /** article: stands on its own (a challenge); section: a part of the page. */
  as?: 'section' | 'article' | 'div';
  className?: string;
  children?: ReactNode;
}

export function Card({
  heading,
  headingLevel = 2,
  as: Element = 'section',
  className,
  children,
}: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Element
      className={className ? `kit-card ${className}` : 'kit-card'}
      aria-labelledby={heading ? headingId : undefined}
    >
      {heading && (
        <Heading className="kit-card__heading" id={headingId}>
          {heading}
        </Heading>
      )}
      {children}
    </Element>
  );
}
