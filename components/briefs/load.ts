/** The brief form's code, fetched when a brief button is pointed at, focused or clicked. */
export const loadBriefModal = () => import('./BriefModal');
