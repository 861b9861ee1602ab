import { commonTranslations } from './common';
import { LOCALE_NAMES, LOCALES } from './locales';
import { useI18n } from './use-i18n';

/**
 * The language switch of the landing header and the buyer's and administrator's top bars: one
 * button per language, each written in its own language, so a visitor finds theirs whatever the
 * page's language is. Switching re-renders every remote at once (they all read the host's locale).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { locale, setLocale } = useI18n();
  const t = commonTranslations.useT();
  return (
    <div role="group" aria-label={t('languageSwitch.label')} className={['op-language-switch', className].filter(Boolean).join(' ')}>
      {LOCALES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === locale}
          title={LOCALE_NAMES[code]}
          className="op-language-option"
          onClick={() => setLocale(code)}
        >
          {code.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
