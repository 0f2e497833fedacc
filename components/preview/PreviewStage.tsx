'use client';

import {createContext, useContext, useMemo, useState, type ReactNode} from 'react';

/**
 * Where a template page's preview is shown: in place of the page's main picture (its gallery).
 * The provider wraps the page's columns; PreviewStage wraps the gallery and offers its place;
 * the try-out (./PreviewTryOut) shows a made preview there and the gallery steps aside until the
 * preview goes. Without a provider (a service's checkout) the try-out shows the preview in itself.
 */
interface Stage {
  place: HTMLElement | null;
  setPlace: (place: HTMLElement | null) => void;
  shown: boolean;
  setShown: (shown: boolean) => void;
}

const StageContext = createContext<Stage | null>(null);

export function PreviewStageProvider({children}: {children: ReactNode}) {
  const [place, setPlace] = useState<HTMLElement | null>(null);
  const [shown, setShown] = useState(false);
  const value = useMemo(() => ({place, setPlace, shown, setShown}), [place, shown]);
  return <StageContext.Provider value={value}>{children}</StageContext.Provider>;
}

/** The gallery's place: the preview when one is shown, else the gallery. */
export function PreviewStage({children}: {children: ReactNode}) {
  const stage = useContext(StageContext);
  return (
    <div>
      <div ref={stage?.setPlace} data-testid="preview-stage" />
      <div hidden={stage?.shown}>{children}</div>
    </div>
  );
}

/** The stage the try-out may show its preview on (null: show it in the try-out). */
export function usePreviewStage(): Stage | null {
  return useContext(StageContext);
}
