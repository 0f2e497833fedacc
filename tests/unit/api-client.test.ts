/**
 * The browser's one JSON client (lib/http/client.ts): addresses filled in and encoded, JSON or a
 * file sent, an answer that is not a JSON object read as an empty refusal (a proxy's HTML error
 * page must not throw in a form), a refusal's message and field errors passed on.
 */
import {callApi} from '@/lib/http/client';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const reply = (status: number, body: string, type = 'application/json') => new Response(body, {status, headers: {'content-type': type}});

test('fills the path, adds the query, sends JSON with its content type', async () => {
  fetchMock.mockResolvedValue(reply(200, JSON.stringify({success: true, totalQuantity: 2})));
  const answer = await callApi('DELETE /api/cart/{id}', {params: {id: 'a b/c'}, headers: {'x-language': 'ko'}});
  expect(fetchMock).toHaveBeenCalledWith('/api/cart/a%20b%2Fc', expect.objectContaining({method: 'DELETE', cache: 'no-store', headers: {'x-language': 'ko'}}));
  expect(answer).toEqual({ok: true, status: 200, body: {success: true, totalQuantity: 2}});

  fetchMock.mockResolvedValue(reply(201, JSON.stringify({message: 'Sent'})));
  await callApi('POST /api/contact', {json: {name: 'Minji'}, query: {target: 'service-1'}});
  const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
  expect(url).toBe('/api/contact?target=service-1');
  expect(init).toMatchObject({method: 'POST', body: '{"name":"Minji"}', headers: {'content-type': 'application/json'}});
});

test('a file is sent as it is', async () => {
  fetchMock.mockResolvedValue(reply(201, JSON.stringify({success: true, id: 'p1', image: '/uploads/1'})));
  const file = new Blob(['jpeg'], {type: 'image/jpeg'});
  await callApi('POST /api/previews', {body: file, headers: {'content-type': 'image/jpeg'}});
  expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].body).toBe(file);
});

test('a refusal passes on its message and field errors', async () => {
  fetchMock.mockResolvedValue(reply(422, JSON.stringify({message: '입력을 확인해 주세요.', errors: {email: '이메일 형식이 아닙니다.'}})));
  expect(await callApi('POST /api/auth/register', {json: {}})).toEqual({ok: false, status: 422, body: {message: '입력을 확인해 주세요.', errors: {email: '이메일 형식이 아닙니다.'}}});
});

test.each([
  ['a proxy error page', 502, '<html>Bad gateway</html>', 'text/html'],
  ['an array', 200, '[1,2]', 'application/json'],
  ['null', 200, 'null', 'application/json'],
  ['an empty body', 200, '', 'application/json'],
])('%s reads as an empty refusal, never a throw or a half answer', async (_what, status, body, type) => {
  fetchMock.mockResolvedValue(reply(status, body, type));
  expect(await callApi('GET /api/orders/unread')).toEqual({ok: false, status, body: {}});
});
