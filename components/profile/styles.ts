/** The button that opens the account deletion dialog: the stand-in and the dialog's own trigger look the same. */
export const DANGER_TRIGGER = 'mt-4 rounded-full border border-red-700 px-5 py-2.5 text-sm font-semibold text-red-700 hover:bg-red-50';
