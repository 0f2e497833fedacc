/**
 * Original vector artwork for each template and service: a studio backdrop in the palette with a
 * product motif. Drawn here once (`ArtDrawing`), written by `npm run art` to public/art/ as SVG
 * files (about 1 KB each, named by content hash, cached for good), and shown as <img>: inline,
 * each picture was in the HTML twice (markup and React's payload) and made the home page 290 KB.
 */
import type {ReactNode} from 'react';
import artFiles from './art-files.json';
import type {MotifName} from '@/lib/catalog/motifs';
import type {Template} from '@/lib/catalog/templates';

const SIZE: Record<Template['aspect'], [number, number]> = {'3/4': [300, 400], '1/1': [400, 400], '4/5': [320, 400]};

type Motif = (accent: string, light: string) => ReactNode;

const plate = (inner: ReactNode): Motif =>
  function plateMotif(accent, light) {
    return (
  <g>
    <ellipse cx="0" cy="70" rx="120" ry="18" fill="#000" opacity=".25" />
    <circle r="110" fill={light} opacity=".95" />
    <circle r="82" fill="none" stroke={accent} strokeOpacity=".35" strokeWidth="3" />
    {inner}
  </g>
    );
  };

const bottle = (extra?: ReactNode): Motif =>
  function bottleMotif(accent, light) {
    return (
  <g>
    <ellipse cx="0" cy="118" rx="70" ry="12" fill="#000" opacity=".25" />
    <rect x="-46" y="-60" width="92" height="176" rx="22" fill={light} opacity=".95" />
    <rect x="-26" y="-104" width="52" height="48" rx="8" fill={accent} />
    <rect x="-30" y="-10" width="60" height="64" rx="6" fill={accent} opacity=".25" />
    {extra}
  </g>
    );
  };

export const MOTIFS: Record<MotifName, Motif> = {
  pasta: plate(<path d="M0 0m-10 0a10 10 0 1 1 20 0a20 20 0 1 1 -40 0a30 30 0 1 1 60 0a40 40 0 1 1 -80 0" fill="none" stroke="#e8b04a" strokeWidth="9" strokeLinecap="round" />),
  sushi: plate(<g>{[-50, 0, 50].map((x) => <g key={x}><rect x={x - 20} y="-16" width="40" height="32" rx="14" fill="#fff" /><rect x={x - 22} y="-22" width="44" height="16" rx="8" fill="#f26b5b" /></g>)}</g>),
  coffee: (accent, light) => (
    <g>
      <ellipse cx="0" cy="92" rx="110" ry="16" fill={light} opacity=".9" />
      <path d="M-70 -20h140l-14 100a20 20 0 0 1 -20 16h-72a20 20 0 0 1 -20 -16z" fill={light} />
      <path d="M70 0a28 28 0 0 1 0 56" fill="none" stroke={light} strokeWidth="12" />
      <ellipse cx="0" cy="-20" rx="70" ry="14" fill={accent} />
      {[-30, 0, 30].map((x) => <path key={x} d={`M${x} -50c-12 -18 12 -30 0 -50`} fill="none" stroke={light} strokeWidth="5" strokeLinecap="round" opacity=".7" />)}
    </g>
  ),
  smoothie: plate(<g>{([[-40, -20, '#ff6f91'], [30, -35, '#ffd166'], [0, 20, '#06d6a0'], [45, 30, '#ef476f'], [-45, 35, '#9b5de5']] as const).map(([x, y, c]) => <circle key={c} cx={x} cy={y} r="24" fill={c} />)}</g>),
  bbq: plate(<g>{[-48, -16, 16, 48].map((y) => <rect key={y} x="-70" y={y - 6} width="140" height="12" rx="6" fill="#5a1a12" />)}<rect x="-40" y="-40" width="80" height="34" rx="12" fill="#c0392b" transform="rotate(-12)" /></g>),
  cake: (accent, light) => (
    <g>
      <ellipse cx="0" cy="100" rx="110" ry="16" fill="#000" opacity=".15" />
      <rect x="-90" y="10" width="180" height="80" rx="12" fill={light} />
      <rect x="-70" y="-60" width="140" height="74" rx="12" fill={accent} opacity=".85" />
      <path d="M-70 -60q17 22 35 0q17 22 35 0q17 22 35 0q17 22 35 0" fill="#fff" />
      <circle cx="0" cy="-78" r="14" fill="#d62839" />
    </g>
  ),
  bubbleTea: (accent, light) => (
    <g>
      <path d="M-56 -90h112l-16 200h-80z" fill={light} opacity=".95" />
      <rect x="-62" y="-104" width="124" height="18" rx="9" fill={accent} />
      <rect x="14" y="-170" width="12" height="90" rx="6" fill={accent} transform="rotate(12)" />
      {[[-24, 80], [0, 88], [24, 80], [-12, 60], [12, 64]].map(([x, y]) => <circle key={`${x}${y}`} cx={x} cy={y} r="11" fill="#3b2314" />)}
    </g>
  ),
  pizza: plate(<g><circle r="72" fill="#f4a259" /><circle r="62" fill="#e63946" />{[[-25, -25], [25, -20], [0, 20], [-30, 25], [30, 30]].map(([x, y]) => <circle key={`${x}${y}`} cx={x} cy={y} r="10" fill="#fefae0" />)}</g>),
  luxuryBottle: bottle(<circle cx="0" cy="22" r="14" fill="#d4af37" />),
  waterBottle: bottle(<g>{([[-80, -40], [80, -10], [-70, 60], [78, 70]] as const).map(([x, y]) => <path key={`${x}${y}`} d={`M${x} ${y - 16}q12 16 0 28q-12 -12 0 -28z`} fill="#fff" opacity=".8" />)}</g>),
  creamJar: (accent, light) => (
    <g>
      <ellipse cx="0" cy="80" rx="120" ry="14" fill="#000" opacity=".15" />
      <rect x="-90" y="-10" width="180" height="84" rx="18" fill={light} />
      <rect x="-96" y="-46" width="192" height="44" rx="14" fill={accent} />
      <rect x="-60" y="14" width="120" height="36" rx="8" fill={accent} opacity=".2" />
    </g>
  ),
  greenBottle: bottle(<g>{[[-70, 40, -30], [70, 10, 30]].map(([x, y, r]) => <path key={`${x}`} d={`M${x} ${y}c-30 -30 -10 -70 30 -70c0 40 -10 60 -30 70z`} fill="#6a994e" transform={`rotate(${r} ${x} ${y})`} />)}</g>),
  perfume: (accent, light) => (
    <g>
      <ellipse cx="0" cy="110" rx="80" ry="12" fill="#000" opacity=".25" />
      <rect x="-70" y="-30" width="140" height="140" rx="40" fill={light} opacity=".9" />
      <rect x="-20" y="-72" width="40" height="44" rx="6" fill={accent} />
      <circle cx="0" cy="-92" r="22" fill={accent} opacity=".8" />
    </g>
  ),
  lipstick: (accent) => (
    <g>
      {[-60, 0, 60].map((x, i) => (
        <g key={x} transform={`translate(${x} ${i * 10}) rotate(${(i - 1) * 8})`}>
          <rect x="-20" y="-10" width="40" height="110" rx="6" fill="#1b1b1b" />
          <rect x="-16" y="-60" width="32" height="54" rx="4" fill="#c9a227" />
          <path d="M-14 -60v-40l28 -16v56z" fill={accent} />
        </g>
      ))}
    </g>
  ),
  hoodie: (accent, light) => (
    <g>
      <path d="M-40 -110q40 -30 80 0l60 40l-26 46l-34 -18v150h-120v-150l-34 18l-26 -46z" fill={light} />
      <path d="M-30 -110q30 40 60 0" fill="none" stroke={accent} strokeWidth="10" />
      <rect x="-50" y="0" width="100" height="34" rx="6" fill={accent} />
    </g>
  ),
  knit: (accent, light) => (
    <g>
      <path d="M-40 -110q40 -24 80 0l60 40l-26 46l-34 -18v150h-120v-150l-34 18l-26 -46z" fill={light} />
      {[-60, -30, 0, 30, 60, 90].map((y) => <path key={y} d={`M-60 ${y}q15 -10 30 0t30 0t30 0t30 0`} fill="none" stroke={accent} strokeWidth="4" opacity=".5" />)}
    </g>
  ),
  sneaker: (accent, light) => (
    <g>
      <ellipse cx="0" cy="70" rx="140" ry="14" fill="#000" opacity=".3" />
      <path d="M-130 40q0 -40 30 -50l60 -40q30 -10 50 20q30 30 80 36q40 6 40 34v20h-260z" fill={light} />
      <rect x="-132" y="52" width="264" height="16" rx="8" fill={accent} />
      {[-50, -30, -10].map((x) => <line key={x} x1={x} y1="-30" x2={x + 14} y2="-6" stroke={accent} strokeWidth="5" />)}
    </g>
  ),
  handbag: (accent, light) => (
    <g>
      <ellipse cx="0" cy="100" rx="120" ry="14" fill="#000" opacity=".3" />
      <path d="M-50 -40a50 60 0 0 1 100 0" fill="none" stroke={accent} strokeWidth="12" />
      <rect x="-100" y="-40" width="200" height="140" rx="18" fill={light} />
      <rect x="-16" y="0" width="32" height="20" rx="4" fill={accent} />
    </g>
  ),
  ring: (accent) => (
    <g>
      <circle cy="40" r="70" fill="none" stroke={accent} strokeWidth="14" />
      <path d="M-36 -30h72l20 24l-56 56l-56 -56z" fill="#eaf6ff" stroke="#fff" strokeWidth="3" />
      <path d="M-36 -30l20 24h32l20 -24M-56 -6h112M-16 -6l16 56l16 -56" fill="none" stroke="#9cc9e8" strokeWidth="2" />
    </g>
  ),
  dress: (accent, light) => (
    <g>
      <path d="M-24 -120h48l8 50q70 110 80 190h-224q10 -80 80 -190z" fill={accent} />
      <path d="M-32 -70h64" stroke={light} strokeWidth="8" />
      {[[-40, 40], [30, 10], [0, 80], [50, 90], [-60, 100]].map(([x, y]) => <circle key={`${x}${y}`} cx={x} cy={y} r="8" fill={light} />)}
    </g>
  ),
  flower: (accent) => (
    <g>
      {[0, 72, 144, 216, 288].map((r) => <ellipse key={r} cx="0" cy="-52" rx="34" ry="56" fill="#fff" opacity=".85" transform={`rotate(${r})`} />)}
      <circle r="26" fill="#ffd166" />
      <path d="M0 30q-10 90 10 150" stroke={accent} strokeWidth="8" fill="none" />
    </g>
  ),
  phone: (accent, light) => (
    <g>
      <rect x="-70" y="-120" width="140" height="240" rx="24" fill="#05070d" stroke={accent} strokeWidth="4" />
      <rect x="-58" y="-100" width="116" height="190" rx="10" fill={light} opacity=".25" />
      <circle cx="0" cy="104" r="7" fill={accent} />
      <path d="M-58 10q58 -60 116 0" stroke={accent} strokeWidth="3" fill="none" />
    </g>
  ),
  candle: (accent, light) => (
    <g>
      <ellipse cx="0" cy="110" rx="90" ry="12" fill="#000" opacity=".3" />
      <rect x="-60" y="-20" width="120" height="130" rx="14" fill={light} />
      <rect x="-60" y="20" width="120" height="40" fill={accent} opacity=".35" />
      <line x1="0" y1="-20" x2="0" y2="-40" stroke="#333" strokeWidth="4" />
      <path d="M0 -96q24 30 0 54q-24 -24 0 -54z" fill="#ffb703" />
    </g>
  ),
  petBowl: (accent, light) => (
    <g>
      <ellipse cx="0" cy="60" rx="120" ry="36" fill={accent} />
      <ellipse cx="0" cy="44" rx="96" ry="22" fill="#8d5524" />
      {[[-60, -70], [-22, -100], [22, -100], [60, -70]].map(([x, y]) => <ellipse key={`${x}`} cx={x} cy={y} rx="18" ry="24" fill={light} />)}
      <ellipse cx="0" cy="-30" rx="40" ry="34" fill={light} />
    </g>
  ),
  notebook: (accent, light) => (
    <g>
      <rect x="-100" y="-90" width="140" height="180" rx="8" fill={light} transform="rotate(-6)" />
      {[-50, -20, 10, 40].map((y) => <line key={y} x1="-80" y1={y} x2="20" y2={y} stroke={accent} strokeOpacity=".4" strokeWidth="3" transform="rotate(-6)" />)}
      <rect x="60" y="-100" width="16" height="190" rx="8" fill={accent} transform="rotate(14)" />
    </g>
  ),
  wine: (accent, light) => (
    <g>
      <path d="M-18 -140h36v60q34 20 34 60v150h-104v-150q0 -40 34 -60z" fill="#2b0a16" stroke={accent} strokeWidth="3" />
      <rect x="-34" y="10" width="68" height="60" rx="4" fill={light} />
      <path d="M70 -10h60l-6 50a24 24 0 0 1 -48 0z" fill={accent} opacity=".6" />
      <line x1="100" y1="64" x2="100" y2="110" stroke={light} strokeWidth="4" />
    </g>
  ),
  saleTag: (accent, light) => (
    <g transform="rotate(-10)">
      <path d="M-110 -60h170l60 60l-60 60h-170z" fill={accent} />
      <circle cx="70" cy="0" r="12" fill={light} />
      <path d="M-80 -20h40M-80 0h80M-80 20h60" stroke={light} strokeWidth="10" strokeLinecap="round" />
    </g>
  ),  building: (accent, light) => (
    <g>
      <ellipse cx="0" cy="130" rx="150" ry="14" fill="#000" opacity=".25" />
      <rect x="-110" y="-60" width="90" height="190" fill={light} />
      <rect x="-10" y="-130" width="120" height="260" fill={light} opacity=".9" />
      {[-100, -70, -40].flatMap((x) => [-40, 0, 40, 80].map((y) => <rect key={`a${x}${y}`} x={x} y={y} width="18" height="24" fill={accent} opacity=".6" />))}
      {[5, 40, 75].flatMap((x) => [-110, -70, -30, 10, 50, 90].map((y) => <rect key={`b${x}${y}`} x={x} y={y} width="22" height="26" fill={accent} opacity=".5" />))}
    </g>
  ),
  aerial: (accent, light) => (
    <g>
      <rect x="-150" y="-150" width="300" height="300" rx="20" fill="#6a994e" opacity=".5" />
      <path d="M-150 40h300v34h-300z" fill="#adb5bd" />
      <rect x="-70" y="-90" width="140" height="100" rx="6" fill={light} />
      <path d="M-70 -90l70 50l70 -50" fill="none" stroke={accent} strokeWidth="6" />
      {[[-120, -110], [110, -120], [-110, 110], [120, 100], [100, -40]].map(([x, y]) => <circle key={`${x}${y}`} cx={x} cy={y} r="22" fill="#386641" />)}
    </g>
  ),
};

export type ArtAspect = '3/4' | '1/1' | '4/5';

/** What one picture is drawn from. */
export interface ArtSpec {
  motif: MotifName;
  palette: readonly [string, string, string];
  aspect: ArtAspect;
  /** 'plain' is the customer's own snapshot (the "before"); 'styled' is the studio's result. */
  mode?: 'plain' | 'styled';
}

/** The picture's name in art-files.json: every input of the drawing, readable. */
export function artKey({motif, palette, aspect, mode = 'styled'}: ArtSpec): string {
  return [motif, aspect.replace('/', 'x'), mode, ...palette.map((c) => c.replace('#', ''))].join('-').toLowerCase();
}

/** The SVG drawing itself (for `npm run art` and its test; pages show the file). */
export function ArtDrawing({motif, palette, aspect, mode = 'styled'}: ArtSpec) {
  const [w, h] = SIZE[aspect];
  const [from, to, accent] = mode === 'plain' ? (['#d8d6d0', '#c9c7c1', '#8f8d88'] as const) : palette;
  const scale = Math.min(w, h) / 400;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${w} ${h}`} width={w} height={h} preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width={w} height={h} fill="url(#bg)" />
      {mode === 'styled' ? (
        <>
          <circle cx={w * 0.82} cy={h * 0.16} r={h * 0.22} fill={accent} opacity=".18" />
          <rect x="0" y={h * 0.78} width={w} height={h * 0.22} fill="#000" opacity=".12" />
        </>
      ) : (
        <rect x={w * 0.55} y="0" width={w * 0.45} height={h} fill="#fff" opacity=".18" />
      )}
      <g
        transform={
          mode === 'styled'
            ? `translate(${w / 2} ${h * 0.5}) scale(${scale})`
            : `translate(${w * 0.44} ${h * 0.56}) rotate(-7) scale(${scale * 0.8})`
        }
        opacity={mode === 'styled' ? 1 : 0.9}
      >
        {MOTIFS[motif](accent, mode === 'styled' ? '#fffaf2' : '#ecebe7')}
      </g>
    </svg>
  );
}

const FILES: Readonly<Record<string, string>> = artFiles;

interface ProductArtProps extends ArtSpec {
  /** Accessible name of the picture; '' when the text beside it already names it (decorative). */
  title: string;
  className?: string;
  /** The first thing a visitor sees (the hero's first slide): fetched first, never lazily. */
  priority?: boolean;
}

export function ProductArt({title, className, priority = false, ...spec}: ProductArtProps) {
  const [w, h] = SIZE[spec.aspect];
  const file = FILES[artKey(spec)];
  // A catalogue entry added without `npm run art`: fail the build rather than show a broken image.
  if (!file) throw new Error(`No artwork file for ${artKey(spec)}: run \`npm run art\``);
  return (
    // A 1 KB vector file with a hashed name: next/image's resizing and formats have nothing to add.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={file}
      alt={title}
      width={w}
      height={h}
      className={`object-cover ${className ?? ''}`.trim()}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      draggable={false}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}

/** A template's card and detail artwork. */
export function TemplateArt({template, title, className}: {template: Template; title: string; className?: string}) {
  return <ProductArt motif={template.motif} palette={template.palette} aspect={template.aspect} title={title} className={className} />;
}
