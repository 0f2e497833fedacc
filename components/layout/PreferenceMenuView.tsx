'use client';

import {DropdownMenu} from 'radix-ui';
import {Chevron, MENU_TRIGGER_CLASS} from './PreferenceTrigger';
import {preferenceCookieString} from '@/lib/cookies';
import {isCountryCode} from '@/lib/countries';
import {isLanguage} from '@/lib/i18n/languages';
import {countrySwitchPath, languageSwitchPath} from '@/lib/i18n/paths';

export interface PreferenceOption {
  value: string;
  label: string;
  /** Shown before the label (country code, currency symbol…). */
  hint?: string;
  /** BCP 47 language of the label, for screen readers. */
  lang?: string;
}

export interface PreferenceMenuProps {
  /** Accessible name of the trigger, e.g. "Language: 日本語". */
  triggerLabel: string;
  /** Short visible text of the trigger. */
  triggerText: string;
  menuLabel: string;
  options: PreferenceOption[];
  current: string;
  cookieName: string;
  /** Builds the URL to go to from the current one; runs in the browser on selection only. */
  target: 'country' | 'language';
}

/**
 * The Radix menu behind PreferenceMenu, loaded on the first click and rendered open. Remembers
 * the choice in a preference cookie and goes to the same page in the chosen country or language
 * (a full page load, so <html lang> and fonts follow).
 */
export default function PreferenceMenuView({triggerLabel, triggerText, menuLabel, options, current, cookieName, target}: PreferenceMenuProps) {
  function choose(value: string) {
    const {pathname, search, hash} = window.location;
    let next: string;
    if (target === 'country' && isCountryCode(value)) next = countrySwitchPath(pathname, value);
    else if (target === 'language' && isLanguage(value)) next = languageSwitchPath(pathname, value);
    else return;
    document.cookie = preferenceCookieString(cookieName, value, window.location.protocol === 'https:');
    window.location.assign(next + search + hash);
  }

  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger aria-label={triggerLabel} className={MENU_TRIGGER_CLASS}>
        {triggerText}
        <Chevron />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content aria-label={menuLabel} align="end" sideOffset={6} className="z-50 min-w-56 rounded-lg border border-line bg-white p-1 text-sm shadow-lg">
          <DropdownMenu.RadioGroup value={current} onValueChange={choose}>
            {options.map((o) => (
              <DropdownMenu.RadioItem
                key={o.value}
                value={o.value}
                lang={o.lang}
                className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 outline-none data-[highlighted]:bg-paper data-[state=checked]:font-semibold"
              >
                {o.hint ? <span className="w-8 text-xs uppercase text-muted">{o.hint}</span> : null}
                <span>{o.label}</span>
                <DropdownMenu.ItemIndicator className="ml-auto" aria-hidden="true">
                  ✓
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
