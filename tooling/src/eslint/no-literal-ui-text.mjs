// Words a person reads come from the app's messages (`useMessages`), in their language: this rule refuses
// them written into JSX, as text or in the props that show text, in an object's text fields (a column's
// `title`, a form rule's `message`, an option's `label`) and in a toast (`message.success('Saved')`). Turned on for the packages already
// converted (eslint.config.mjs); a brand or a code the same in every language says why where it is used.

const LETTER = /\p{L}/u;
/** A message key (`menu.theme.dark`) held for a later `t(...)`: not words themselves. */
const MESSAGE_KEY = /^[\w-]+(\.[\w-]+)+$/;

/** Props whose string is shown or read out to the user. */
const TEXT_PROPS = new Set([
  'aria-label',
  'alt',
  'cancelText',
  'content',
  'description',
  'extra',
  'label',
  'message',
  'okText',
  'placeholder',
  'subTitle',
  'subtitle',
  'title',
  'tooltip',
]);

/** Objects whose calls show their first argument to the user: antd's toasts and confirm dialogs. */
const FEEDBACK_OBJECT = /^(message|notification|modal)(Api)?$/i;

const MESSAGE =
  "Words a user reads come from the app's messages: t('key') from useMessages (docs/architecture.md, Languages).";

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: { type: 'problem', docs: { description: 'No literal user-visible text in JSX' }, schema: [] },
  create(context) {
    const hasWords = (node) =>
      (node.type === 'Literal' &&
        typeof node.value === 'string' &&
        LETTER.test(node.value) &&
        !MESSAGE_KEY.test(node.value)) ||
      (node.type === 'TemplateLiteral' && node.quasis.some((quasi) => LETTER.test(quasi.value.cooked ?? '')));
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) context.report({ node, message: MESSAGE });
      },
      'JSXElement > JSXExpressionContainer'(node) {
        if (hasWords(node.expression)) context.report({ node, message: MESSAGE });
      },
      Property(node) {
        if (node.parent.type !== 'ObjectExpression' || node.computed) return;
        const name = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (TEXT_PROPS.has(name) && hasWords(node.value)) context.report({ node, message: MESSAGE });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.object.type !== 'Identifier') return;
        const [first] = node.arguments;
        if (FEEDBACK_OBJECT.test(callee.object.name) && first && hasWords(first))
          context.report({ node: first, message: MESSAGE });
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!TEXT_PROPS.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (hasWords(value)) context.report({ node, message: MESSAGE });
      },
    };
  },
};

export default { rules: { 'no-literal-ui-text': rule } };
