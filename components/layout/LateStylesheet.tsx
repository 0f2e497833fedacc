'use client';

import {useEffect} from 'react';

/**
 * A stylesheet nothing on first paint needs (the Korean fallback face, public/fonts/kr-fallback.css):
 * linked once the browser is idle after the page loaded, so it never competes with the page's own
 * CSS, fonts and pictures. Text drawn before then is redrawn once a needed face arrives.
 *
 * With `needs` (a regular expression's source: a prop from the server is text), only once the
 * page's text has a character it matches (Korean for the Korean face):
 * adding a stylesheet of 120 faces makes the browser lay the whole page out again, which a page
 * without such a character never needs. Text added later (a menu opened, a streamed part, a
 * message) is watched until one arrives.
 */
/** Whether the text drawn under `root` (not scripts' or styles' text: the page's data rides in scripts) has a match. */
function drawsMatch(root: Node, needs: RegExp): boolean {
  const hidden = (node: Node) => Boolean(node.parentElement?.closest('script, style, noscript, template'));
  if (root.nodeType === Node.TEXT_NODE) return !hidden(root) && needs.test(root.textContent ?? '');
  if (root.nodeType !== Node.ELEMENT_NODE || (root as Element).matches('script, style, noscript, template')) return false;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (!hidden(node) && needs.test(node.textContent ?? '')) return true;
  return false;
}

export function LateStylesheet({href, needs: source}: {href: string; needs?: string}) {
  useEffect(() => {
    const needs = source ? new RegExp(source) : undefined;
    if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return;
    let observer: MutationObserver | undefined;
    const link = () => {
      observer?.disconnect();
      if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return;
      const element = document.createElement('link');
      element.rel = 'stylesheet';
      element.href = href;
      document.head.append(element);
    };
    const start = () => {
      if (!needs || drawsMatch(document.body, needs)) return link();
      observer = new MutationObserver((records) => {
        if (records.some((record) => (record.type === 'characterData' ? drawsMatch(record.target, needs) : [...record.addedNodes].some((node) => drawsMatch(node, needs))))) link();
      });
      observer.observe(document.body, {childList: true, subtree: true, characterData: true});
    };
    const idle = window.requestIdleCallback?.(start, {timeout: 3000}) ?? window.setTimeout(start, 1500);
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      observer?.disconnect();
    };
  }, [href, source]);
  return null;
}
