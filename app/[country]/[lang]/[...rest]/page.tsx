import {notFound} from 'next/navigation';

/** Any unknown path under a valid country and language: the localized 404 page. */
export default function UnknownPage() {
  notFound();
}
