/** The five display languages. Order is the order the language switcher shows. */
export const LANGUAGES = ['en', 'ko', 'ja', 'zh', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language's own name ("한국어", "日本語"…), from the platform's CLDR data. */
export function languageEndonym(language: Language): string {
  return (ENDONYMS[language] ??= new Intl.DisplayNames([language], {type: 'language'}).of(language) ?? language);
}
const ENDONYMS: Partial<Record<Language, string>> = {};

/** The value for <html lang>: Chinese is served in Simplified script. */
export function htmlLang(language: Language): string {
  return language === 'zh' ? 'zh-Hans' : language;
}
