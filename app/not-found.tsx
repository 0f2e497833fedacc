import type {Metadata} from 'next';
import Link from 'next/link';
import {PreviewRibbon} from '@/components/layout/PreviewRibbon';
import {previewDeploy} from '@/lib/deploy';
import './globals.css';
import {buttonClass} from '@/components/ui/buttonClass';

export const metadata: Metadata = {title: '404 Page Not Found'};

// Only for URLs the proxy does not route (e.g. a missing file): every page path is sent to a
// country first and gets the localized 404 from app/[country]/[lang]/not-found.tsx.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="font-sans">
        <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-28 text-center">
          <h1 className="text-3xl font-bold">404 Page Not Found</h1>
          <Link href="/" className={buttonClass({className: 'mt-8'})}>
            Home
          </Link>
        </main>
        {previewDeploy ? <PreviewRibbon lang="en" /> : null}
      </body>
    </html>
  );
}
