import { LOCALE_NAMES, LOCALES, type Locale } from '@openpresale/shared/i18n';
import { Form, Input } from 'antd';
import { useT } from '../../../i18n';

interface TranslationFieldsProps {
  /** where the text's translations sit in the form: ['stageNameI18n'], or [row, 'titleI18n'] inside a list */
  name: (string | number)[];
  /** the text's own name ('Stage name', 'Document 1 title'), said with the language */
  label: string;
  maxLength: number;
  multiline?: boolean;
  /** inside a list row the name is the placeholder and the accessible name, not a visible label */
  compact?: boolean;
}

/**
 * One field per language the issuer's texts are not written in. Left empty, visitors in that
 * language see the text as written.
 */
export function TranslationFields({ name, label, maxLength, multiline = false, compact = false }: TranslationFieldsProps) {
  const t = useT();
  const contentLocale: Locale = Form.useWatch('contentLocale') ?? 'en';
  return LOCALES.filter((locale) => locale !== contentLocale).map((locale) => {
    const title = t('presale.translation', { label, language: LOCALE_NAMES[locale] });
    const field = multiline ? (
      <Input.TextArea rows={3} maxLength={maxLength} aria-label={title} placeholder={t('presale.translationPlaceholder')} />
    ) : (
      <Input maxLength={maxLength} aria-label={title} placeholder={compact ? title : t('presale.translationPlaceholder')} lang={locale} />
    );
    return (
      <Form.Item key={locale} name={[...name, locale]} label={compact ? undefined : title}>
        {field}
      </Form.Item>
    );
  });
}
