import type {ComponentProps, ReactNode} from 'react';

/** One line of a CheckList: the accent ✓ (not read out) before its content. */
export function CheckItem({children}: {children: ReactNode}) {
  return (
    <li className="flex gap-2">
      <span aria-hidden="true" className="text-accent">
        ✓
      </span>
      {children}
    </li>
  );
}

/**
 * What an item includes, one ✓ line each: `items` (texts, in order), then any `children`
 * (further CheckItems). The list's spacing and text size come from `className`. No hooks: server
 * and client components both use it.
 */
export function CheckList({items = [], children, ...list}: {items?: readonly string[]; children?: ReactNode} & ComponentProps<'ul'>) {
  return (
    <ul {...list}>
      {items.map((item) => (
        <CheckItem key={item}>{item}</CheckItem>
      ))}
      {children}
    </ul>
  );
}
