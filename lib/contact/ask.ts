/**
 * "Ask us about it" (a service's details dialog, on the front page and on /services): it leads to
 * the front page's contact form with the service named, `/{country}?ask={service name}#contact`.
 * The form then starts as a free consultation about that service (the visitor still writes and
 * sends the message). Plain functions: used by the dialog (server) and the form (browser).
 */

export const ASK_PARAM = 'ask';

/** The longest service name taken from an address: the catalogue's names are far shorter. */
const MAX_NAME = 120;

/** Where "Ask us about it" leads: the front page's contact section, the service named in the query. */
export function askHref(homePath: string, serviceName: string): string {
  return `${homePath}?${new URLSearchParams({[ASK_PARAM]: serviceName})}#contact`;
}

/** The service an address asks about (`?ask=`), as one short line of text; null when there is none. */
export function askedService(search: string): string | null {
  const value = new URLSearchParams(search).get(ASK_PARAM);
  const line = value
    ?.replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line ? line.slice(0, MAX_NAME) : null;
}
