import type { Rule } from 'eslint';

declare const plugin: { rules: { 'no-literal-ui-text': Rule.RuleModule } };
export default plugin;
