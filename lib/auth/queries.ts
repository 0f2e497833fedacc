/** The account's reads as queries (lib/commands/query): who is signed in, the profile, the data export. */
import 'server-only';
import type * as z from 'zod/mini';
import {accountExport, exportFileName} from '@/lib/account/export';
import {defineQuery, noInput} from '@/lib/commands/query';
import {db} from '@/lib/db';
import {publicUser} from './accounts';
import {meAnswer, profileAnswer} from './answers';
import {currentSessionId} from './guard';

/** Who is signed in: `{success: false, user: null}` (200) when nobody is. */
export const meQuery = defineQuery({
  name: 'auth.me',
  output: meAnswer,
  input: noInput,
  who: 'anyone',
  run: async (_, {user}) => ({json: {success: Boolean(user), user: user ? publicUser(user) : null} satisfies z.input<typeof meAnswer>}),
});

export const profileQuery = defineQuery({
  name: 'auth.profile',
  output: profileAnswer,
  input: noInput,
  who: 'customer',
  run: async (_, {user}) => ({json: {success: true, user: publicUser(user)} satisfies z.input<typeof profileAnswer>}),
});

/** The signed-in user's data as a JSON file to download (lib/account/export). */
export const profileExportQuery = defineQuery({
  name: 'auth.profileExport',
  input: noInput,
  who: 'customer',
  async run(_, {user}) {
    const now = new Date();
    const data = await accountExport(db, user.id, {currentSessionId: await currentSessionId(), now});
    return {
      file: JSON.stringify(data, null, 2),
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${exportFileName(now)}"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    };
  },
});
