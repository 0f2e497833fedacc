'use client';

import {useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode, type Ref} from 'react';
import {useTranslations} from 'next-intl';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {CONSENT_FIELDS, consentBoxes, consentForm, type ConsentField, type ConsentKind, type ConsentPlace, type ConsentValues} from '@/lib/privacy/consents';

type BoxProps = InputHTMLAttributes<HTMLInputElement> & {ref?: Ref<HTMLInputElement>};

interface Props {
  country: CountryCode;
  lang: Language;
  place: ConsentPlace;
  /** The boxes' current ticks (the form's values): 전체 동의 follows them. */
  values: ConsentValues;
  /** 전체 동의 ticked or unticked: the form sets every box to it. */
  onAll: (checked: boolean) => void;
  /** A box's input props from the form (react-hook-form's register: its ref takes the focus on an error). */
  box: (field: ConsentField) => BoxProps;
  /** Each box's error, a key of Consent.errors. */
  errors?: Partial<Record<ConsentField, string | undefined>>;
  /** The terms' page (the checkout's may differ); the privacy policy is the country's. */
  termsHref?: string;
  privacyHref?: string;
}

/**
 * The consents of a form, as the page's country asks for them (lib/privacy/consents): in Korea
 * 전체 동의 over separate required boxes and the optional marketing one; elsewhere the checkout's
 * two boxes, or the sentence a sign-up or quote request carries.
 */
export function ConsentChecklist({country, lang, place, values, onAll, box, errors = {}, termsHref, privacyHref}: Props) {
  const t = useTranslations('Consent');
  const id = useId();
  const form = consentForm(country, place);
  const terms = termsHref ?? localizedPath(country, lang, '/terms');
  const privacy = privacyHref ?? localizedPath(country, lang, '/privacy');
  const link = (href: string) =>
    function PolicyLink(chunks: ReactNode) {
      return (
        <a href={href} target="_blank" className="font-medium underline">
          {chunks}
        </a>
      );
    };
  const kinds = consentBoxes(form);
  const ticked = kinds.filter((kind) => values[CONSENT_FIELDS[kind]] === true).length;
  const allRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = ticked > 0 && ticked < kinds.length;
  }, [ticked, kinds.length]);

  if (form.style === 'notice') {
    const text = place === 'signup' ? t.rich('notice.signup', {terms: link(terms), privacy: link(privacy)}) : t.rich('notice.quote', {link: link(privacy)});
    return <p className="text-xs text-muted">{text}</p>;
  }

  const korean = form.allAgree;
  const label = (kind: ConsentKind): ReactNode => {
    if (!korean) return kind === 'terms' ? t.rich('plain.termsPurchase', {link: link(terms)}) : t.rich('plain.privacy', {link: link(privacy)});
    const key = kind === 'terms' && place === 'checkout' ? 'termsPurchase' : kind;
    return t.rich(`box.${key}`, {link: link(kind === 'terms' ? terms : privacy)});
  };
  const errorKey = kinds.map((kind) => errors[CONSENT_FIELDS[kind]]).find(Boolean);
  const errorId = `${id}-consent-error`;

  return (
    <fieldset className="space-y-3">
      <legend className={korean ? 'text-sm font-semibold' : 'sr-only'}>{t('legend')}</legend>
      {korean ? (
        <label className="flex items-start gap-3 rounded-lg border border-line bg-paper px-3 py-2.5 text-sm font-semibold">
          <input
            ref={allRef}
            type="checkbox"
            className="mt-0.5 h-4 w-4 shrink-0"
            checked={ticked === kinds.length}
            onChange={(event) => onAll(event.target.checked)}
            aria-describedby={`${id}-all-hint`}
          />
          <span>
            {t('all')}
            <span id={`${id}-all-hint`} className="block text-xs font-normal text-muted">
              {t('allHint')}
            </span>
          </span>
        </label>
      ) : null}
      <div className={korean ? 'space-y-2.5 pl-1' : 'space-y-3'}>
        {kinds.map((kind) => {
          const field = CONSENT_FIELDS[kind];
          const invalid = Boolean(errors[field]);
          const hint = kind === 'marketing' ? `${id}-marketing-hint` : undefined;
          const describedBy = [invalid ? errorId : null, hint].filter(Boolean).join(' ') || undefined;
          return (
            <div key={kind}>
              <label className="flex items-start gap-3 text-sm">
                <input type="checkbox" className="mt-1 h-4 w-4 shrink-0" aria-invalid={invalid || undefined} aria-describedby={describedBy} {...box(field)} />
                <span>
                  {/* A real space after the mark, so a screen reader says "(필수) 이용약관 동의" as it reads. */}
                  {korean ? (
                    <>
                      <span className={form.required.includes(kind) ? 'font-semibold text-ink' : 'text-muted'}>{form.required.includes(kind) ? t('required') : t('optional')}</span>{' '}
                    </>
                  ) : null}
                  {label(kind)}
                </span>
              </label>
              {hint ? (
                <p id={hint} className="ml-7 mt-0.5 text-xs text-muted">
                  {t('marketingHint')}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {errorKey ? (
        <p id={errorId} className="text-xs text-red-700">
          {t.has(`errors.${errorKey}` as 'errors.invalid') ? t(`errors.${errorKey}` as 'errors.invalid') : errorKey}
        </p>
      ) : null}
    </fieldset>
  );
}
