/**
 * The look of a file picker (<input type="file">): its "Choose files" part drawn as the shop's
 * outlined pill button, the chosen names beside it. One class list for every picker (brief, order
 * messages, the admin's pictures), so none shows the browser's bare default.
 */
export const FILE_INPUT_CLASS =
  'block w-full min-w-0 text-sm text-muted file:mr-3 file:cursor-pointer file:rounded-full file:border file:border-line file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:text-ink hover:file:bg-black/5';
