/**
 * One contract: every command and query declares its JSON answer as a zod `output` schema
 * (lib/commands), which the REST adapters check and lib/http/answers.ts derives the browser's
 * types from. Read from the source (the modules are server-only), each `defineCommand` and
 * `defineQuery` either declares one or is listed below with the reason.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type * as z from 'zod/mini';
import type {setRole} from '@/lib/admin/commands';
import type {forgotPassword, logIn, oauthConfirm, oauthEmail, register, resendVerification, resetPasswordCommand, saveProfile} from '@/lib/auth/commands';
import type {contactMessagesAnswer, statsAnswer} from '@/lib/admin/answers';
import type {AdminStats} from '@/lib/admin/stats';
import type {changeOwnEmail, changeOwnPassword, deleteOwnAccount} from '@/lib/account/commands';
import type {briefsAnswer} from '@/lib/briefs/answers';
import type {changeBriefStatus, requestQuote, submitBrief} from '@/lib/briefs/commands';
import type {listBriefs} from '@/lib/briefs/store';
import type {updateBusiness} from '@/lib/business/commands';
import type {cartAnswer} from '@/lib/cart/answers';
import type {addToCartCommand} from '@/lib/cart/commands';
import type {CartView} from '@/lib/cart/store';
import type {catalogEntry, tierView} from '@/lib/catalog/answers';
import type {updateCatalogItem} from '@/lib/catalog/commands';
import type {saveCatalogFaq} from '@/lib/catalog/faq/commands';
import type {PriceEntry} from '@/lib/catalog/prices';
import type {saveServiceTiers} from '@/lib/catalog/tiers/commands';
import type {Tier} from '@/lib/catalog/tiers/shapes';
import type {Command, Who} from '@/lib/commands';
import type {markRead} from '@/lib/contact/commands';
import type {contactMessages} from '@/lib/contact/submit';
import type {Assert, Matches} from '@/lib/http/json';
import type {pictureView} from '@/lib/media/answers';
import type {placePictureCommand} from '@/lib/media/commands';
import type {Picture} from '@/lib/media/pictures';
import type {myOrdersAnswer, myQuestionsAnswer, orderView, threadAnswer} from '@/lib/orders/answers';
import type {questionsOf} from '@/lib/orders/questions/store';
import type {acceptDraft, askRevision, cancelOrder, changeStatus, claim, confirmOrderPayment, deliverDraft, payOrder, placeOrder, priceQuote, refund, setComments} from '@/lib/orders/commands';
import type {readOrderMessages, sendOrderMessage} from '@/lib/orders/messages/commands';
import type {threadFor} from '@/lib/orders/messages/read';
import type {hideOrderReview, reviewOrderLine} from '@/lib/orders/reviews/commands';
import type {publicOrder} from '@/lib/orders/view';
import type {consentsAnswer} from '@/lib/privacy/answers';
import type {setOwnConsent} from '@/lib/privacy/consent-commands';
import type {ConsentState} from '@/lib/privacy/consent-store';
import type {deleteShowcaseCommand, savePortfolioCommand, saveTestimonialCommand} from '@/lib/showcase/commands';

const root = process.cwd();

/** Answers a file, not JSON: there is no JSON answer to declare. */
const FILE_ANSWERS = ['auth.profileExport'];

function sources(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Each declaration's name and whether its definition names an `output` before its `run`. */
function declarations(): {name: string; output: boolean}[] {
  return sources(path.join(root, 'lib')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/define(?:Command|Query)\(\{\n  name: '([^']+)',\n((?:  (?!(?:async )?run\b).*\n)*)/g)].map(([, name, head]) => ({
      name: name!,
      output: /^  output: /m.test(head!),
    })),
  );
}

test('every command and query declares its answer as an output schema, or is listed with the reason', () => {
  const all = declarations();
  expect(all.length).toBeGreaterThan(60);
  const without = all.filter((d) => !d.output).map((d) => d.name);
  expect(without.sort()).toEqual([...FILE_ANSWERS].sort());
});

/*
 * At compile time: each schema names exactly what its handler answers (lib/http/json Matches), so
 * checking an answer against it drops no field. A command's answer is `{success, message, ...body}`
 * from its `run`; the queries' and the file endpoints' answers are checked where they are built
 * (`satisfies` their schema's input), and their records here.
 */
type Done = {success: true; message: string};
/** A command's REST answer on success, from the body its `run` returns. */
type CommandAnswer<C> = C extends Command<z.ZodMiniType, Who, infer B> ? Omit<Done, keyof B> & B : never;
type Checked<C extends {output?: z.ZodMiniType}> = Matches<NonNullable<C['output']>, CommandAnswer<C>>;

export type CommandsChecked = [
  Assert<Checked<typeof forgotPassword>>,
  Assert<Checked<typeof resetPasswordCommand>>,
  Assert<Checked<typeof resendVerification>>,
  Assert<Checked<typeof logIn>>,
  Assert<Checked<typeof register>>,
  Assert<Checked<typeof oauthEmail>>,
  Assert<Checked<typeof oauthConfirm>>,
  Assert<Checked<typeof saveProfile>>,
  Assert<Checked<typeof setRole>>,
  Assert<Checked<typeof changeOwnPassword>>,
  Assert<Checked<typeof changeOwnEmail>>,
  Assert<Checked<typeof deleteOwnAccount>>,
  Assert<Checked<typeof submitBrief>>,
  Assert<Checked<typeof requestQuote>>,
  Assert<Checked<typeof changeBriefStatus>>,
  Assert<Checked<typeof updateBusiness>>,
  Assert<Checked<typeof addToCartCommand>>,
  Assert<Checked<typeof updateCatalogItem>>,
  Assert<Checked<typeof saveServiceTiers>>,
  Assert<Checked<typeof saveCatalogFaq>>,
  Assert<Checked<typeof markRead>>,
  Assert<Checked<typeof placePictureCommand>>,
  Assert<Checked<typeof changeStatus>>,
  Assert<Checked<typeof setComments>>,
  Assert<Checked<typeof refund>>,
  Assert<Checked<typeof deliverDraft>>,
  Assert<Checked<typeof askRevision>>,
  Assert<Checked<typeof acceptDraft>>,
  Assert<Checked<typeof claim>>,
  Assert<Checked<typeof placeOrder>>,
  Assert<Checked<typeof payOrder>>,
  Assert<Checked<typeof confirmOrderPayment>>,
  Assert<Checked<typeof priceQuote>>,
  Assert<Checked<typeof cancelOrder>>,
  Assert<Checked<typeof sendOrderMessage>>,
  Assert<Checked<typeof readOrderMessages>>,
  Assert<Checked<typeof reviewOrderLine>>,
  Assert<Checked<typeof hideOrderReview>>,
  Assert<Checked<typeof setOwnConsent>>,
  Assert<Checked<typeof savePortfolioCommand>>,
  Assert<Checked<typeof saveTestimonialCommand>>,
  Assert<Checked<typeof deleteShowcaseCommand>>,
];

export type RecordsChecked = [
  Assert<Matches<typeof orderView, ReturnType<typeof publicOrder>>>,
  Assert<Matches<typeof myOrdersAnswer, {success: true; orders: (ReturnType<typeof publicOrder> & {hasBrief: boolean; unreadMessages: number})[]}>>,
  Assert<Matches<typeof myQuestionsAnswer, {success: true; questions: (Omit<Awaited<ReturnType<typeof questionsOf>>[number], 'serviceId'> & {service: string})[]}>>,
  Assert<Matches<typeof threadAnswer, {success: true} & NonNullable<Awaited<ReturnType<typeof threadFor>>>>>,
  Assert<Matches<typeof cartAnswer, {success: true} & CartView>>,
  Assert<Matches<typeof briefsAnswer, {success: true; briefs: Awaited<ReturnType<typeof listBriefs>>}>>,
  Assert<Matches<typeof consentsAnswer, {success: true; consents: ConsentState[]}>>,
  Assert<Matches<typeof statsAnswer, {success: true; stats: AdminStats}>>,
  Assert<Matches<typeof contactMessagesAnswer, {success: true} & Awaited<ReturnType<typeof contactMessages>>>>,
  Assert<Matches<typeof pictureView, Picture>>,
  Assert<Matches<typeof catalogEntry, PriceEntry>>,
  Assert<Matches<typeof tierView, Tier>>,
];
