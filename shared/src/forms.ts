// Form errors in the words of the form: each message sits next to the field it is about, and
// never shows the API's field names ('payout_address: …'). Used by every remote's forms.

/** How a form names one of its fields, and how the API and its messages name it. */
export interface FormField {
  /** The label the person sees, e.g. 'Payout wallet address'. */
  label: string;
  /** The names the API and its schemas use for this field, e.g. ['payout_address']. */
  keys: readonly string[];
  /** Words that, found in a message without a field name, mean this field (e.g. 'email'). */
  words?: readonly string[];
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface PlacedErrors<K extends string> {
  fields: FieldErrors<K>;
  /** Messages about no field in particular, shown next to the submit button. */
  form: string | null;
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

function fieldOfKey<K extends string>(key: string, fields: Record<K, FormField>): K | null {
  for (const name of Object.keys(fields) as K[]) if (fields[name].keys.includes(key)) return name;
  return null;
}

/** The first message of each field from a schema's issues (zod's `error.issues`). */
export function placeIssues<K extends string>(issues: readonly Issue[], fields: Record<K, FormField>): PlacedErrors<K> {
  const placed: FieldErrors<K> = {};
  let form: string | null = null;
  for (const issue of issues) {
    const key = issue.path[0];
    const field = typeof key === 'string' ? fieldOfKey(key, fields) : null;
    if (field) placed[field] ??= withLabels(issue.message, fields);
    else form ??= withLabels(issue.message, fields);
  }
  return { fields: placed, form };
}

/**
 * Places one message from the server: '<key>: <message>' and '<key> is required.' go to that
 * field; a message naming a field by one of its words ('This email is already registered.') goes
 * to that field; anything else stays with the form. API names left in a message become labels.
 */
export function placeServerMessage<K extends string>(message: string, fields: Record<K, FormField>): PlacedErrors<K> {
  const prefixed = /^([A-Za-z_][\w.]*):\s*(.+)$/s.exec(message);
  if (prefixed) {
    const field = fieldOfKey(prefixed[1]!.split('.')[0]!, fields);
    if (field) return { fields: { [field]: withLabels(capitalize(prefixed[2]!), fields) } as FieldErrors<K>, form: null };
  }
  const leading = /^([A-Za-z_]\w*)\s/.exec(message);
  const leadingField = leading ? fieldOfKey(leading[1]!, fields) : null;
  if (leadingField) return { fields: { [leadingField]: withLabels(message, fields) } as FieldErrors<K>, form: null };
  const lower = message.toLowerCase();
  for (const name of Object.keys(fields) as K[]) {
    if (fields[name].words?.some((word) => new RegExp(`\\b${escape(word.toLowerCase())}\\b`).test(lower))) {
      return { fields: { [name]: withLabels(message, fields) } as FieldErrors<K>, form: null };
    }
  }
  return { fields: {}, form: withLabels(message, fields) };
}

/** Replaces API names such as 'payout_address' in a message with the field's label. */
function withLabels<K extends string>(message: string, fields: Record<K, FormField>): string {
  let text = message;
  for (const name of Object.keys(fields) as K[]) {
    for (const key of fields[name].keys) {
      // Plain words ('email', 'name') read as English already; code names do not.
      if (!/[_.A-Z]/.test(key)) continue;
      text = text.replace(new RegExp(`\\b${escape(key)}\\b`, 'g'), (_match, offset: number) =>
        offset === 0 ? fields[name].label : fields[name].label.toLowerCase(),
      );
    }
  }
  return text;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
