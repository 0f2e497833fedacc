'use client';

import {useEffect, useState} from 'react';
import {useTranslations} from 'next-intl';
import {sessionUser} from '@/lib/account/client';
import type {Language} from '@/lib/i18n/languages';
import {toast} from '@/lib/toast';
import {uploadFile} from '@/lib/uploads/client';
import {formatFileSize} from '@/lib/uploads/types';

/** A file picked for the brief: its preview (an object URL, images only), its upload's progress and outcome. */
export interface Picked {
  key: string;
  file: File;
  preview?: string;
  progress: number | null;
  uploadedId?: string;
  error?: string;
}

let pickedCount = 0;

/**
 * The brief's files: picked (type and size checked here, again by the server), uploaded as soon as
 * they are picked when there is an account or an order link, removed (an upload no brief will use
 * is deleted from storage), and all uploaded before the brief is sent (`uploadAll`).
 */
export function useBriefFiles({lang, limits, orderToken}: {lang: Language; limits: {image: number; video: number}; orderToken: string | undefined}) {
  const t = useTranslations('Brief');
  const [files, setFiles] = useState<Picked[]>([]);
  const sizeText = {image: formatFileSize(limits.image, lang), video: formatFileSize(limits.video, lang)};
  // Previews are object URLs: released when their file is removed and when the form closes.
  const [previews] = useState(() => new Set<string>());
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  // Signed in, a file starts uploading as soon as it is picked; submit waits for what is still on its way.
  const [uploads] = useState(() => new Map<string, Promise<string | null>>());

  function update(key: string, change: Partial<Picked>) {
    setFiles((current) => current.map((f) => (f.key === key ? {...f, ...change} : f)));
  }

  function startUpload(picked: Picked, token: string | undefined = orderToken): Promise<string | null> {
    update(picked.key, {progress: 0, error: undefined});
    const sending = uploadFile(picked.file, lang, (fraction) => update(picked.key, {progress: fraction}), {orderToken: token}).then((result) => {
      if ('error' in result) {
        uploads.delete(picked.key);
        update(picked.key, {progress: null, error: result.error === 'network' ? t('failedDescription') : result.error});
        return null;
      }
      update(picked.key, {progress: 1, uploadedId: result.id});
      return result.id;
    });
    uploads.set(picked.key, sending);
    return sending;
  }

  function remove(picked: Picked) {
    if (picked.preview) {
      URL.revokeObjectURL(picked.preview);
      previews.delete(picked.preview);
    }
    const sending = uploads.get(picked.key);
    uploads.delete(picked.key);
    // An upload no brief will use is deleted from the studio's storage.
    void sending?.then((uploadedId) => {
      if (uploadedId) void fetch(`/uploads/${uploadedId}${orderToken ? `?token=${encodeURIComponent(orderToken)}` : ''}`, {method: 'DELETE'});
    });
    setFiles((current) => current.filter((x) => x.key !== picked.key));
  }

  function add(list: FileList | null) {
    const added: Picked[] = [];
    for (const file of Array.from(list ?? [])) {
      const kind = file.type.startsWith('image/') ? 'image' : file.type.startsWith('video/') ? 'video' : null;
      if (!kind) {
        toast({title: t('fileWrongType', {name: file.name}), variant: 'destructive'});
        continue;
      }
      if (file.size > limits[kind]) {
        toast({title: t('fileTooLarge', {name: file.name, ...sizeText}), variant: 'destructive'});
        continue;
      }
      const preview = kind === 'image' ? URL.createObjectURL(file) : undefined;
      if (preview) previews.add(preview);
      added.push({key: String(++pickedCount), file, progress: null, preview});
    }
    setFiles((current) => [...current, ...added]);
    if (orderToken || sessionUser()) added.forEach((picked) => startUpload(picked));
  }

  /** Files picked before logging in (or before a guest's request existed), and failed ones (retried), upload now; null when one fails. */
  async function uploadAll(token: string | undefined): Promise<string[] | null> {
    const ids = await Promise.all(files.map((picked) => uploads.get(picked.key) ?? startUpload(picked, token)));
    return ids.some((uploadedId) => uploadedId === null) ? null : ids.filter((x) => x !== null);
  }

  return {files, sizeText, add, remove, uploadAll};
}
