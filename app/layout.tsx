import type {ReactNode} from 'react';

// The document (<html lang>) is rendered by app/[country]/[lang]/layout.tsx, which knows the
// language. This pass-through root lets that layout's not-found boundary catch notFound() from
// its pages (a not-found.tsx beside the root layout itself is never used by Next).
export default function RootLayout({children}: {children: ReactNode}) {
  return children;
}
