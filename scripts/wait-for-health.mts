/**
 * Waits for an app server to answer: polls its liveness (GET {base}/api/health) every half second
 * until it answers 200. Used by the scripts and tests that start servers of their own.
 */
export async function waitForHealth(base: string, {timeoutMs, stop}: {timeoutMs: number; stop?: () => boolean}): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stop?.()) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}
