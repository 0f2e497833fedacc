import {buttonClass} from '@/components/ui/buttonClass';
/** The button that opens the account deletion dialog: the stand-in and the dialog's own trigger look the same. */
export const DANGER_TRIGGER = buttonClass({variant: 'dangerOutline', size: 'mdTall', className: 'mt-4'});
