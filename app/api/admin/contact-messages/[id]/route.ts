import {restCommand} from '@/lib/commands/rest';
import {markRead} from '@/lib/contact/commands';

/** PATCH /api/admin/contact-messages/{id} {read: boolean} (admins) -> {success, read}; 404 unknown message (lib/contact/commands). */
export const PATCH = restCommand(markRead);
