import type {PackageId} from '@/lib/catalog/catalog';

/** Each package's icon: drawn inline, decorative (the name beside it says what it is). */
const PATHS: Record<PackageId, string> = {
  // a phone with a speech bubble: social media
  sns: 'M7 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm0 3v13h8V5H7Zm3 15h2M17 7h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2h-1l-2 2',
  // a delivery scooter
  delivery: 'M5 17a2 2 0 1 0 4 0 2 2 0 0 0-4 0Zm10 0a2 2 0 1 0 4 0 2 2 0 0 0-4 0ZM3 17V9h7v5h5l2-5h-3M3 9V6h5v3m9 0h2l2 4v4h-2',
  // a shop front
  ecommerce: 'M3 9l2-5h14l2 5M3 9v2a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0V9M3 9h18M5 13v7h14v-7M10 20v-4h4v4',
};

export function PackageIcon({id, className}: {id: PackageId; className?: string}) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[id]} />
    </svg>
  );
}
