/**
 * The layouts of the template designs (`npm run art:templates`): one HTML page per design page,
 * sized in container units so the same layout serves every preview size. Type and colour come from
 * each template's content (scripts/art/template-content.mts); photographs are the shop's own.
 */
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {Content, Section} from './template-content.mts';
import type {DesignPage} from '../../lib/catalog/template-designs.ts';

const root = process.cwd();
const file = (p: string) => pathToFileURL(path.join(root, p)).href;

const FONT_CSS = [
  'node_modules/@fontsource-variable/inter/index.css',
  ...['300', '400', '500', '700', '900'].flatMap((w) => ['kr', 'jp', 'sc'].map((s) => `node_modules/@fontsource/noto-sans-${s}/${w}.css`)),
];

const STACK: Record<Content['script'], string> = {
  latin: "'Inter Variable', 'Noto Sans KR', sans-serif",
  kr: "'Inter Variable', 'Noto Sans KR', sans-serif",
  jp: "'Inter Variable', 'Noto Sans JP', sans-serif",
  sc: "'Inter Variable', 'Noto Sans SC', sans-serif",
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>');

function photoUrl(name: string, photos: Record<string, {src: string}>): string {
  const entry = photos[name];
  if (!entry) throw new Error(`No photograph named ${name} in lib/media/photo-files.ts`);
  return file(path.join('public', entry.src));
}

/** The picture area: the photograph, else the big word set in type. */
function visual(c: Content, photos: Record<string, {src: string}>, cls: string, bigSize = '34cqw'): string {
  if (c.photo) return `<div class="ph ${cls}" style="background-image:url('${photoUrl(c.photo, photos)}')"></div>`;
  return `<div class="bigbox ${cls}"><span class="big" style="font-size:${bigSize}">${esc(c.big ?? c.brand)}</span></div>`;
}

function sectionHtml(s: Section): string {
  return `<section class="msec"><h3>${esc(s.title)}</h3>${s.items
    .map((i) => `<div class="mi"><div class="mn"><span>${esc(i.name)}</span>${i.note ? `<small>${esc(i.note)}</small>` : ''}</div><i></i><b>${esc(i.price)}</b></div>`)
    .join('')}</section>`;
}

function body(page: DesignPage, c: Content, photos: Record<string, {src: string}>): string {
  const sections = c.sections ?? [];
  const badge = c.badge ? `<span class="badge">${esc(c.badge)}</span>` : '';
  const brand = `<p class="brand">${esc(c.brand)}</p>`;
  switch (page) {
    case 'menuFront':
      return `<div class="menu">${brand}<h1 class="h1 menu-h">${esc(c.headline)}</h1><p class="sub">${esc(c.sub)}</p><div class="rule"></div>${sections.slice(0, 3).map(sectionHtml).join('')}<p class="foot">${esc(c.info ?? '')}</p></div>`;
    case 'menuBack':
      return `<div class="menu back">${sections.slice(3).map(sectionHtml).join('')}<div class="backmark">${visual(c, photos, 'backvis', '26cqw')}</div>${brand}<p class="foot">${esc(c.info ?? '')} · ${esc(c.cta ?? '')}</p></div>`;
    case 'poster':
      return `<div class="poster">${brand}${visual(c, photos, 'pvis')}<div class="ptext">${badge}<h1 class="h1">${esc(c.headline)}</h1><p class="sub">${esc(c.sub)}</p><div class="row">${c.price ? `<b class="price">${esc(c.price)}</b>` : ''}<span class="info">${esc(c.info ?? c.cta ?? '')}</span></div></div></div>`;
    case 'story':
      return `<div class="story">${brand}${visual(c, photos, 'svis', '40cqw')}<div class="ptext">${badge}<h1 class="h1">${esc(c.headline)}</h1><p class="sub">${esc(c.sub)}</p>${c.price ? `<b class="price">${esc(c.price)}</b>` : ''}<span class="cta">${esc(c.cta ?? c.info ?? '')}</span></div></div>`;
    case 'feed':
      return `<div class="feed">${visual(c, photos, 'fvis', '42cqw')}<div class="fband">${brand}<h1 class="h1">${esc(c.headline)}</h1><p class="sub">${esc(c.sub)}</p><div class="row">${c.price ? `<b class="price">${esc(c.price)}</b>` : ''}${badge}</div></div></div>`;
    case 'square':
      return `<div class="square">${visual(c, photos, 'qvis', '30cqw')}<div class="qtext">${brand}<h1 class="h1">${esc(c.headline)}</h1><p class="sub">${esc(c.sub)}</p>${c.price ? `<b class="price">${esc(c.price)}</b>` : ''}${c.cta ? `<span class="cta">${esc(c.cta)}</span>` : ''}</div></div>`;
    case 'detailTop':
      return `<div class="detail">${badge}${brand}<h1 class="h1 dh">${esc(c.headline)}</h1><p class="sub">${esc(c.sub)}</p>${visual(c, photos, 'dvis', '24cqw')}<p class="price dprice">${esc(c.price ?? '')}</p></div>`;
    case 'detailPoints':
      return `<div class="detail points">${(c.points ?? [])
        .map((p, n) => `<div class="pt"><span class="ptn">POINT ${String(n + 1).padStart(2, '0')}</span><h2>${esc(p.title)}</h2><p>${esc(p.text)}</p></div>`)
        .join('')}${c.photo ? `<div class="ph ptph" style="background-image:url('${photoUrl(c.photo, photos)}')"></div>` : ''}</div>`;
    case 'detailSpecs':
      return `<div class="detail specs"><p class="brand">PRODUCT INFO</p><h2 class="sh">${esc(c.sub)}</h2><table>${(c.specs ?? []).map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table>${brand}</div>`;
    case 'wide':
      return `<div class="wide"><div class="wtext">${brand}<h1 class="h1">${esc(c.headline)}</h1><p class="sub">${esc(c.sub)}</p><div class="row">${c.price ? `<b class="price">${esc(c.price)}</b>` : ''}${badge}<span class="cta pill">${esc(c.cta ?? '')}</span></div></div>${visual(c, photos, 'wvis', '20cqw')}</div>`;
  }
}

export function designHtml(page: DesignPage, c: Content, photos: Record<string, {src: string}>, [w, h]: readonly [number, number]): string {
  const {bg, ink, accent, soft} = c.colors;
  const elegant = c.tone === 'elegant';
  const bold = c.tone === 'bold';
  const latin = c.script === 'latin';
  const hw = bold ? 850 : elegant ? 300 : 720;
  return `<!doctype html><html><head><meta charset="utf-8">${FONT_CSS.map((f) => `<link rel="stylesheet" href="${file(f)}">`).join('')}
<style>
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:${w}px;height:${h}px;overflow:hidden;background:${bg}}
.page{width:${w}px;height:${h}px;container-type:size;background:${bg};color:${ink};font-family:${STACK[c.script]};position:relative;overflow:hidden;-webkit-font-smoothing:antialiased;${c.script === 'kr' ? 'word-break:keep-all;' : ''}${c.script === 'jp' ? 'line-break:strict;word-break:auto-phrase;' : ''}}
.brand{font-size:max(2.4cqw,11px);letter-spacing:${latin ? '.28em' : '.12em'};text-transform:uppercase;font-weight:600;color:${accent}}
.h1{font-weight:${hw};line-height:${bold ? 0.95 : 1.1};letter-spacing:${bold ? '-.03em' : elegant && latin ? '-.01em' : '-.02em'};${bold && latin ? 'text-transform:uppercase;' : ''}}
.sub{font-size:max(2.9cqw,11px);opacity:.82;margin-top:1.4cqw;line-height:1.45}
.price{font-size:6cqw;font-weight:800;color:${accent};letter-spacing:-.02em}
.badge{display:inline-block;background:${accent};color:${bg};font-size:max(2.2cqw,10px);font-weight:700;padding:1cqw 2.4cqw;border-radius:99px;margin-bottom:2.4cqw;letter-spacing:.04em}
.cta{display:inline-block;margin-top:2.5cqw;font-size:max(2.6cqw,11px);font-weight:600;border-bottom:2px solid ${accent};padding-bottom:.6cqw}
.pill{border:0;background:${ink};color:${bg};padding:1.4cqw 3.2cqw;border-radius:99px;margin:0}
.row{display:flex;align-items:center;gap:3cqw;flex-wrap:wrap;margin-top:3cqw}
.info{font-size:max(2.3cqw,10px);opacity:.8}
.ph{background-size:cover;background-position:center}
.bigbox{display:flex;align-items:center;justify-content:center;background:${soft};overflow:hidden}
.big{font-weight:${bold ? 900 : elegant ? 200 : 800};color:${accent};line-height:.9;letter-spacing:${bold ? '-.05em' : '-.03em'};white-space:nowrap;${elegant && latin ? 'font-style:italic;' : ''}}
/* menu */
.menu{position:absolute;inset:5cqw 6.5cqw;display:flex;flex-direction:column;border:1px solid ${accent}55;padding:5cqw 5.5cqw}
.menu .brand{text-align:center}
.menu-h{font-size:8.4cqw;text-align:center;margin-top:2cqw}
.menu .sub{text-align:center}
.rule{height:1px;background:${accent};opacity:.5;margin:3.4cqw auto 1cqw;width:30%}
.msec{margin-top:3.6cqw}
.msec h3{font-size:3cqw;letter-spacing:${latin ? '.22em' : '.1em'};text-transform:uppercase;color:${accent};font-weight:700;margin-bottom:1.6cqw}
.mi{display:flex;align-items:flex-end;gap:1.6cqw;margin:1.5cqw 0}
.mn{display:flex;flex-direction:column}
.mn span{font-size:3.2cqw;font-weight:600}
.mn small{font-size:2.3cqw;opacity:.7;margin-top:.3cqw}
.mi i{flex:1;border-bottom:1px dotted ${ink}66;margin-bottom:1cqw}
.mi b{font-size:3.2cqw;font-weight:700}
.foot{margin-top:auto;text-align:center;font-size:2.3cqw;opacity:.75}
.back .backmark{flex:1;margin:4cqw 0 3cqw;min-height:20cqh;display:flex}
.back .backvis{flex:1;border-radius:2cqw}
.back .brand{text-align:center;margin-bottom:1.5cqw}
/* poster / story */
.poster,.story{position:absolute;inset:0;display:flex;flex-direction:column;padding:6cqw}
.poster .pvis{flex:1;margin:3cqw 0 4cqw;border-radius:${bold ? 0 : 1.5}cqw}
.poster .h1{font-size:${bold ? 11 : 8.5}cqw}
.story .svis{flex:1;margin:4cqw 0;border-radius:3cqw}
.story .h1{font-size:${bold ? 12 : 9.5}cqw}
.story .sub{font-size:3.6cqw}
.story .price{font-size:8cqw;display:block;margin-top:2cqw}
/* feed */
.feed{position:absolute;inset:0;display:flex;flex-direction:column}
.feed .fvis{flex:1}
.fband{padding:5cqw 6cqw 6cqw;background:${bg}}
.feed .h1{font-size:7.6cqw;margin-top:1cqw}
.feed .badge{margin:0}
/* square */
.square{position:absolute;inset:0;display:grid;grid-template-columns:1.05fr 1fr}
.square .qvis{height:100%}
.qtext{display:flex;flex-direction:column;justify-content:center;padding:6cqw}
.square .h1{font-size:7.4cqw;margin-top:2cqw}
.square .price{margin-top:3cqw;display:block}
/* detail page */
.detail{position:absolute;inset:0;padding:8cqw 8cqw 0;display:flex;flex-direction:column;align-items:center;text-align:center;background:linear-gradient(${bg},${soft})}
.dh{font-size:7cqw;margin-top:2cqw;font-weight:${latin ? hw : 700}}
.dvis{width:78%;flex:1;margin-top:5cqw;border-radius:3cqw 3cqw 0 0}
.dprice{position:absolute;bottom:4cqw;right:6cqw;background:${bg}dd;padding:1cqw 3cqw;border-radius:99px;font-size:4.4cqw}
.points{justify-content:flex-start;text-align:left;align-items:stretch;gap:4.2cqw;background:${bg}}
.pt{border-left:3px solid ${accent};padding-left:4cqw}
.ptn{font-size:2.6cqw;font-weight:700;letter-spacing:.18em;color:${accent}}
.pt h2{font-size:5.2cqw;font-weight:700;margin-top:1cqw}
.pt p{font-size:3.2cqw;opacity:.8;margin-top:1cqw;line-height:1.5}
.ptph{flex:1;border-radius:3cqw;margin-bottom:6cqw;min-height:20cqh}
.specs{justify-content:flex-start;background:${bg}}
.sh{font-size:5.4cqw;font-weight:700;margin:2cqw 0 6cqw}
table{width:100%;border-collapse:collapse;font-size:3.3cqw;text-align:left}
th{width:30%;padding:3.2cqw 2cqw;font-weight:600;color:${accent};border-top:1px solid ${ink}33;vertical-align:top}
td{padding:3.2cqw 2cqw;border-top:1px solid ${ink}33}
tr:last-child th,tr:last-child td{border-bottom:1px solid ${ink}33}
.specs>.brand:last-child{margin-top:auto;margin-bottom:8cqw}
/* wide banner */
.wide{position:absolute;inset:0;display:grid;grid-template-columns:1.15fr 1fr}
.wtext{display:flex;flex-direction:column;justify-content:center;padding:0 5cqw}
.wide .h1{font-size:${bold ? 8 : 6.4}cqw;margin-top:1.4cqw}
.wide .sub{font-size:2cqw}
.wide .price{font-size:4cqw}
.wide .badge{margin:0;font-size:1.5cqw}
.wide .brand{font-size:1.6cqw}
.wide .cta{font-size:1.7cqw}
.wide .wvis{height:100%}
</style></head><body><div class="page">${body(page, c, photos)}</div></body></html>`;
}
