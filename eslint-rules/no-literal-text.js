// Words a person reads must come from a catalog (t('key')), never be written into a component:
// a literal sentence would stay English on a Russian page. Flags JSX text that contains a letter
// and string literals in the JSX attributes people read (labels, titles, placeholders, alt texts).
// Numbers, punctuation and symbols alone ('·', '–', '%') are fine.

const READ_ATTRIBUTES = new Set([
  'title',
  'placeholder',
  'alt',
  'label',
  'aria-label',
  'aria-description',
  'description',
  'okText',
  'cancelText',
  'tooltip',
  'extra',
  'emptyText',
  'message',
  'help',
]);

const hasLetter = (text) => /\p{L}/u.test(text);

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Text people read comes from a translation catalog' },
    schema: [],
    messages: { literal: 'Put "{{text}}" in the catalog and render it with t(…).' },
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasLetter(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value;
        if (value.type === 'Literal' && typeof value.value === 'string' && hasLetter(value.value)) report(value, value.value);
        if (value.type === 'JSXExpressionContainer') {
          const inner = value.expression;
          if (inner.type === 'Literal' && typeof inner.value === 'string' && hasLetter(inner.value)) report(inner, inner.value);
          if (inner.type === 'TemplateLiteral' && inner.quasis.some((q) => hasLetter(q.value.cooked ?? '')))
            report(inner, inner.quasis[0].value.cooked ?? '');
        }
      },
    };
  },
};
