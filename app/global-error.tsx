'use client';

import {useEffect, useState} from 'react';
import {isCutShortPayload, reloadOnce} from '@/lib/navigation/recover';

/**
 * The last boundary, outside every layout (so without the shop's texts): a navigation cut short
 * (lib/navigation/recover) loads the page in full; anything else offers a reload.
 */
export default function GlobalError({error}: {error: Error & {digest?: string}}) {
  const [reloading] = useState(() => typeof window !== 'undefined' && isCutShortPayload(error) && reloadOnce());
  useEffect(() => {
    if (!reloading) console.error(error);
  }, [error, reloading]);
  return (
    <html lang="en">
      <body style={{fontFamily: 'system-ui, sans-serif', display: 'grid', placeItems: 'center', minHeight: '100vh', margin: 0}}>
        {reloading ? null : (
          <main style={{textAlign: 'center'}}>
            <h1>This page couldn’t load.</h1>
            <button type="button" onClick={() => window.location.reload()} style={{padding: '0.75rem 1.5rem', borderRadius: 999, border: '1px solid #ccc', background: '#fff', cursor: 'pointer'}}>
              Reload
            </button>
          </main>
        )}
      </body>
    </html>
  );
}
