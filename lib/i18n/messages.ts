import type {Language} from '@/lib/i18n/languages';
import type en from '@/messages/en.json';

export type Messages = typeof en;

const loaders: Record<Language, () => Promise<{default: Messages}>> = {
  en: () => import('@/messages/en.json'),
  ko: () => import('@/messages/ko.json'),
  ja: () => import('@/messages/ja.json'),
  zh: () => import('@/messages/zh.json'),
  vi: () => import('@/messages/vi.json'),
};

export async function loadMessages(language: Language): Promise<Messages> {
  return (await loaders[language]()).default;
}
