import { Input } from 'antd';
import type { PixelInput } from '../api/pixels';

/** The three inputs of an API key record, shared by the create form and the 'Edit API Key' dialog. */
export function PixelFields({ value, onChange, idPrefix }: { value: PixelInput; onChange: (next: PixelInput) => void; idPrefix: string }) {
  return (
    <div className="ad-pixel-fields">
      <label htmlFor={`${idPrefix}-key`} className="ad-field">
        <span>API Key</span>
        <Input
          id={`${idPrefix}-key`}
          placeholder="Enter API Key"
          value={value.api_key}
          onChange={(e) => onChange({ ...value, api_key: e.target.value })}
          spellCheck={false}
        />
      </label>
      <label htmlFor={`${idPrefix}-secondary`} className="ad-field">
        <span>Secondary API Key (optional)</span>
        <Input
          id={`${idPrefix}-secondary`}
          placeholder="Enter Secondary API Key"
          value={value.api_key_secondary}
          onChange={(e) => onChange({ ...value, api_key_secondary: e.target.value })}
          spellCheck={false}
        />
      </label>
      <label htmlFor={`${idPrefix}-location`} className="ad-field">
        <span>Location</span>
        <Input
          id={`${idPrefix}-location`}
          placeholder="Enter Location (e.g., /dashboard)"
          value={value.location}
          onChange={(e) => onChange({ ...value, location: e.target.value })}
          spellCheck={false}
        />
      </label>
    </div>
  );
}
