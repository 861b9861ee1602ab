import type { Translation } from '@openpresale/shared';
import type { docsEn } from './en';

export const docsRu: Translation<typeof docsEn> = {
  'docs.pageTitle': 'Документы',
  'docs.title': 'Документы',
  'docs.intro': 'Документы о токене и продаже, опубликованные эмитентом.',
  'docs.loading': 'Загружаем документы',
  'docs.empty': 'Документов пока нет',
  'docs.emptyText': 'Документы эмитента появятся здесь после публикации.',
  'docs.open': 'Открыть документ',
};
