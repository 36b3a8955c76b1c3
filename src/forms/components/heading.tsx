import type { HTMLAttributes, ReactNode } from 'react';

interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  level: 2 | 3;
  children: ReactNode;
}

/** A heading whose level depends on where it sits in the form. */
export const Heading = ({ level, children, ...props }: HeadingProps) =>
  level === 2 ? <h2 {...props}>{children}</h2> : <h3 {...props}>{children}</h3>;
