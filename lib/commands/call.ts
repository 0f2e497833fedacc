/**
 * Calling a server action from a page: its typed result, or, when the call never got an answer
 * (offline, the server restarting), a result with status 0 so the page can say so.
 */
import type {ActionResult} from './action';

export type Sent<B extends object = object> = ActionResult<B> | {ok: false; status: 0; message: ''; data?: undefined};

export async function callAction<B extends object>(action: () => Promise<ActionResult<B>>): Promise<Sent<B>> {
  try {
    return await action();
  } catch {
    return {ok: false, status: 0, message: ''};
  }
}
