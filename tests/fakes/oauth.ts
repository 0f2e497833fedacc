/**
 * Fakes of Kakao's and Naver's OAuth 2.0 endpoints for offline tests, answering as the services
 * document them (Kakao: developers.kakao.com 카카오 로그인 REST API; Naver: developers.naver.com
 * 네아로 API). One server plays one service under its paths:
 *
 *  - Kakao: GET /oauth/authorize, POST /oauth/token (form body, client_secret_post), GET
 *    /v2/user/me (Bearer) -> {id: number, kakao_account: {email, is_email_valid, is_email_verified, profile: {nickname}}}
 *  - Naver: GET /oauth2.0/authorize, POST /oauth2.0/token (expires_in as a string, like Naver),
 *    GET /v1/nid/me (Bearer) -> {resultcode: '00', message: 'success', response: {id, email, name, nickname}}
 *
 * The person "signing in" at the authorize endpoint is whoever `signInAs` named last; the
 * endpoint answers at once with a redirect to redirect_uri carrying a code and the state. The token
 * request must name the same redirect_uri as the authorize step (else `invalid_grant`).
 */
import {randomBytes} from 'node:crypto';
import {createServer, type IncomingMessage} from 'node:http';
import type {AddressInfo} from 'node:net';

export interface FakePerson {
  id: string;
  email?: string;
  /** Kakao: is_email_valid and is_email_verified (default true). */
  verified?: boolean;
  name?: string;
}

export interface FakeOAuth {
  url: string;
  service: 'kakao' | 'naver';
  clientId: string;
  clientSecret: string;
  signInAs(person: FakePerson): void;
  requests: {method: string; path: string; query: Record<string, string>; body: Record<string, string>; authorization?: string}[];
  close(): Promise<void>;
}

const PATHS = {
  kakao: {authorize: '/oauth/authorize', token: '/oauth/token', me: '/v2/user/me'},
  naver: {authorize: '/oauth2.0/authorize', token: '/oauth2.0/token', me: '/v1/nid/me'},
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeOAuth(service: 'kakao' | 'naver', clientId = `${service}-client`, clientSecret = `${service}-secret`): Promise<FakeOAuth> {
  const paths = PATHS[service];
  let person: FakePerson = {id: '1'};
  const codes = new Map<string, {person: FakePerson; redirectUri: string}>();
  const tokens = new Map<string, FakePerson>();
  const requests: FakeOAuth['requests'] = [];

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const raw = request.method === 'POST' ? await readBody(request) : '';
    const body = Object.fromEntries(new URLSearchParams(raw));
    const query = Object.fromEntries(url.searchParams);
    requests.push({method: request.method ?? 'GET', path: url.pathname, query, body, authorization: request.headers.authorization});
    const json = (status: number, value: unknown) => {
      response.writeHead(status, {'content-type': 'application/json;charset=UTF-8'});
      response.end(JSON.stringify(value));
    };

    if (request.method === 'GET' && url.pathname === paths.authorize) {
      if (query.client_id !== clientId || query.response_type !== 'code' || !query.redirect_uri || !query.state) return json(400, {error: 'invalid_request'});
      const code = randomBytes(12).toString('hex');
      codes.set(code, {person, redirectUri: query.redirect_uri});
      const back = new URL(query.redirect_uri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', query.state);
      response.writeHead(302, {location: back.toString()});
      return response.end();
    }
    if (request.method === 'POST' && url.pathname === paths.token) {
      // Both services take the client's id and secret in the form body.
      if (body.client_id !== clientId || body.client_secret !== clientSecret) return json(401, {error: 'invalid_client'});
      const grant = codes.get(body.code ?? '');
      // A code is good only with the redirect_uri it was issued for, as Kakao, Google and other OAuth 2.0 services check (RFC 6749 4.1.3).
      if (body.grant_type !== 'authorization_code' || !grant || body.redirect_uri !== grant.redirectUri) return json(400, {error: 'invalid_grant'});
      codes.delete(body.code ?? '');
      const accessToken = randomBytes(16).toString('hex');
      tokens.set(accessToken, grant.person);
      return service === 'kakao'
        ? json(200, {token_type: 'bearer', access_token: accessToken, expires_in: 21599, refresh_token: 'r', refresh_token_expires_in: 5183999})
        : json(200, {access_token: accessToken, refresh_token: 'r', token_type: 'bearer', expires_in: '3600'});
    }
    if (request.method === 'GET' && url.pathname === paths.me) {
      const who = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /i, ''));
      if (!who) return json(401, {msg: 'this access token does not exist', code: -401});
      if (service === 'kakao') {
        const verified = who.verified ?? true;
        return json(200, {
          id: Number(who.id),
          connected_at: new Date().toISOString(),
          kakao_account: {
            profile_nickname_needs_agreement: false,
            profile: {nickname: who.name ?? '카카오사용자'},
            ...(who.email ? {email_needs_agreement: false, is_email_valid: verified, is_email_verified: verified, email: who.email} : {email_needs_agreement: true}),
          },
        });
      }
      return json(200, {resultcode: '00', message: 'success', response: {id: who.id, nickname: who.name ?? 'naver', name: who.name, ...(who.email ? {email: who.email} : {})}});
    }
    json(404, {error: 'not_found'});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    service,
    clientId,
    clientSecret,
    signInAs(next) {
      person = next;
    },
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The shop's settings that point its Kakao and Naver sign-in at these fakes (docs/configuration.md). */
export function oauthSettings(kakao: FakeOAuth, naver: FakeOAuth): Record<string, string> {
  return {
    KAKAO_CLIENT_ID: kakao.clientId,
    KAKAO_CLIENT_SECRET: kakao.clientSecret,
    KAKAO_OAUTH_BASE: kakao.url,
    NAVER_CLIENT_ID: naver.clientId,
    NAVER_CLIENT_SECRET: naver.clientSecret,
    NAVER_OAUTH_BASE: naver.url,
  };
}
