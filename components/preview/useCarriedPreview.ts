'use client';

import {useEffect, useState} from 'react';
import {callApi} from '@/lib/http/client';

export interface CarriedPreview {
  id: string;
  image: string;
  photo: {id: string; name: string; url: string};
}

/**
 * The preview the visitor carried into the checkout ("Use this photo": `?preview={id}`), if it is
 * still theirs (the server answers only its own visitor's previews of the last 24 hours).
 */
export function useCarriedPreview(): {preview: CarriedPreview | null; remove: () => void} {
  const [preview, setPreview] = useState<CarriedPreview | null>(null);
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('preview');
    if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return;
    let live = true;
    callApi('GET /api/previews/{id}', {params: {id}})
      .then((answer) => {
        if (live && answer.ok) setPreview({id: answer.body.id, image: answer.body.image, photo: answer.body.photo});
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return {preview, remove: () => setPreview(null)};
}
