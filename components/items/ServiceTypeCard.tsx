import type {Service} from '@/lib/catalog/catalog';

/** Relative luminance of a #rrggbb colour (WCAG). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * A service's card where no photograph of it can honestly be made yet (people, a drone flight, a music
 * video) and the owner has uploaded none: its name and what it delivers set in type on its colours.
 * It does not pretend to be a photograph. The owner's pictures replace it (components/home/ServiceCard).
 */
export function ServiceTypeCard({service, name, lines, label}: {service: Service; name: string; lines: readonly string[]; label: string}) {
  const [from, to, accent] = service.art.palette;
  const dark = luminance(from) < 0.35;
  return (
    <div
      role="img"
      aria-label={label}
      data-type-card={service.id}
      className="flex aspect-[4/5] h-full w-full flex-col justify-between p-[9%]"
      style={{background: `linear-gradient(160deg, ${from} 0%, ${to} 100%)`, color: dark ? '#fffaf2' : '#14110f', containerType: 'inline-size'}}
    >
      <p className="flex items-center gap-3 text-[0.7rem] font-semibold uppercase tracking-[0.2em]">
        <span aria-hidden="true" className="h-1 w-8 rounded-full" style={{background: accent}} />
        {String(service.id).padStart(2, '0')}
      </p>
      <p className="text-balance text-[clamp(1.5rem,11cqw,3.25rem)] font-extrabold leading-[1.02] tracking-tight">{name}</p>
      <ul className="space-y-1.5 border-t pt-4 text-sm font-medium" style={{borderColor: dark ? 'rgba(255,250,242,.3)' : 'rgba(20,17,15,.25)'}}>
        {lines.slice(0, 3).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
