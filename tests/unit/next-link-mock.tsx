import type {AnchorHTMLAttributes, ReactNode} from 'react';

/**
 * next/link in unit tests (`jest.mock('next/link', () => jest.requireActual('./next-link-mock'))`): a plain <a>,
 * without a router, and without the props only the router reads (IntentLink sets `prefetch`).
 */
export default function Link(props: {href: string; children: ReactNode; prefetch?: boolean | null} & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const {href, children, ...rest} = props;
  delete rest.prefetch;
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
