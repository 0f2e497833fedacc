import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createPrismaClient} from '@/lib/db/client';
import {contactSchema} from '@/lib/contact/schema';
import {saveContact} from '@/lib/contact/submit';
import {databaseKinds} from './databases';

for (const kind of databaseKinds) {
  test(`a contact message is stored with its language and country (${kind.name})`, async () => {
    const database = await kind.createMigrated();
    const db = createPrismaClient(database.target);
    try {
      const contact = contactSchema.parse({name: 'Nguyễn Văn A', email: 'a@pho.vn', service: 'consultation', message: 'Xin chào 👋'});
      const saved = await saveContact(db, contact, {language: 'vi', country: 'vn'});
      const row = await db.contactSubmission.findUniqueOrThrow({where: {id: saved.id}});
      assert.deepEqual(
        {name: row.name, email: row.email, company: row.company, service: row.service, message: row.message, language: row.language, country: row.country},
        {name: 'Nguyễn Văn A', email: 'a@pho.vn', company: null, service: 'consultation', message: 'Xin chào 👋', language: 'vi', country: 'vn'},
      );
    } finally {
      await db.$disconnect();
      await database.drop();
    }
  });
}
