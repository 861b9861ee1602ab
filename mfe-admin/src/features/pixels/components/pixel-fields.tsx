import { Input } from 'antd';
import { useT } from '../../../i18n';
import type { PixelInput } from '../api/pixels';

/** The three inputs of an API key record, shared by the create form and the 'Edit API Key' dialog. */
export function PixelFields({ value, onChange, idPrefix }: { value: PixelInput; onChange: (next: PixelInput) => void; idPrefix: string }) {
  const t = useT();
  return (
    <div className="ad-pixel-fields">
      <label htmlFor={`${idPrefix}-key`} className="ad-field">
        <span>{t('pixels.apiKey')}</span>
        <Input
          id={`${idPrefix}-key`}
          placeholder={t('pixels.apiKeyPlaceholder')}
          value={value.api_key}
          onChange={(e) => onChange({ ...value, api_key: e.target.value })}
          spellCheck={false}
        />
      </label>
      <label htmlFor={`${idPrefix}-secondary`} className="ad-field">
        <span>{t('pixels.secondaryOptional')}</span>
        <Input
          id={`${idPrefix}-secondary`}
          placeholder={t('pixels.secondaryPlaceholder')}
          value={value.api_key_secondary}
          onChange={(e) => onChange({ ...value, api_key_secondary: e.target.value })}
          spellCheck={false}
        />
      </label>
      <label htmlFor={`${idPrefix}-location`} className="ad-field">
        <span>{t('pixels.location')}</span>
        <Input
          id={`${idPrefix}-location`}
          placeholder={t('pixels.locationPlaceholder')}
          value={value.location}
          onChange={(e) => onChange({ ...value, location: e.target.value })}
          spellCheck={false}
        />
      </label>
    </div>
  );
}
