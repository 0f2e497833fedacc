import type {Metadata} from 'next';
import type {ReactNode} from 'react';
import {PREVIEW_ROBOTS, previewDeploy} from '@/lib/deploy';

// Every page of a preview deploy says noindex, nofollow (pages with robots of their own use
// lib/deploy's privateRobots, which says the same in a preview).
export const metadata: Metadata = previewDeploy ? {robots: PREVIEW_ROBOTS} : {};

// The document (<html lang>) is rendered by app/[country]/[lang]/layout.tsx, which knows the
// language. This pass-through root lets that layout's not-found boundary catch notFound() from
// its pages (a not-found.tsx beside the root layout itself is never used by Next).
export default function RootLayout({children}: {children: ReactNode}) {
  return children;
}
