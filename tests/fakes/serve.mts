/**
 * Runs the fake Toss and Stripe APIs as one process on fixed ports, for the end-to-end tests'
 * payments server (playwright.config.ts). The fake Stripe's hosted page announces paid sessions to
 * the app's webhook, signed with the app's webhook secret. With --otlp-port, also a fake
 * OpenTelemetry collector (tests/fakes/otlp.ts) that server sends its traces to.
 */
import {parseArgs} from 'node:util';
import {startFakeCollector} from './otlp';
import {startFakeStripe} from './stripe';
import {startFakeToss} from './toss';

// serve.mts --toss-port N --toss-secret K --stripe-port N --stripe-secret K --webhook-secret S --app URL [--otlp-port N]
const {values} = parseArgs({
  options: {
    'toss-port': {type: 'string'},
    'toss-secret': {type: 'string'},
    'stripe-port': {type: 'string'},
    'stripe-secret': {type: 'string'},
    'webhook-secret': {type: 'string'},
    app: {type: 'string'},
    'otlp-port': {type: 'string'},
  },
});
const need = (name: keyof typeof values) => {
  const value = values[name];
  if (!value) throw new Error(`--${name} is required`);
  return value;
};

const toss = await startFakeToss(need('toss-secret'), Number(need('toss-port')));
const stripe = await startFakeStripe(need('stripe-secret'), {port: Number(need('stripe-port')), webhook: {url: `${need('app')}/api/webhooks/stripe`, secret: need('webhook-secret')}});
const collector = values['otlp-port'] ? await startFakeCollector(Number(values['otlp-port'])) : undefined;
console.log(`fake Toss on ${toss.url}, fake Stripe on ${stripe.url}${collector ? `, fake OTLP collector on ${collector.url}` : ''}`);
