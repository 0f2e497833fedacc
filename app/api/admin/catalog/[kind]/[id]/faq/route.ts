import {saveCatalogFaq} from '@/lib/catalog/faq/commands';
import {restCommand} from '@/lib/commands/rest';

/**
 * PUT /api/admin/catalog/{services|packages|templates}/{id}/faq (admins) {faq: {<language>: [{q, a}]}}
 * -> {success, message, faq}: replaces the item's questions and answers (a language left out has
 * none); 404 unknown item, 422 too long or more than 12 a language; audited.
 */
export const PUT = restCommand(saveCatalogFaq);
