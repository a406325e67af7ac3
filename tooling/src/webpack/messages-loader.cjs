// Compiles an app's messages (`src/messages/<language>.json`, ICU MessageFormat) at build time into plain
// functions, so the browser loads neither a parser nor a compiler: only @messageformat/runtime's few helpers
// (plural rules, number formatting) for the languages it shows. CommonJS because webpack's loader runner
// requires it as it is.
const path = require('node:path');
const MessageFormat = require('@messageformat/core');
const compileModule = require('@messageformat/core/compile-module.js');

// the package root (its main is lib/runtime.js; its exports list no package.json)
const RUNTIME = path.dirname(path.dirname(require.resolve('@messageformat/runtime')));

/** One language's messages as ES module source: `export default { key: (values) => string }`. */
function compileMessages(language, messages) {
  const formatter = new MessageFormat(language, { currency: 'EUR' });
  const source = compileModule(formatter, messages);
  // the compiled module imports the runtime by name: resolve it here (tooling's dependency, not each app's),
  // to its ES build, so that only the plural rules of this language are bundled
  return source.replace(
    /from "@messageformat\/runtime(?:\/lib\/([a-z]+))?"/g,
    (_match, file = 'runtime') => `from ${JSON.stringify(path.join(RUNTIME, 'esm', `${file}.js`))}`,
  );
}

/** The language a messages file is for: its name (`de.json` → `de`). */
function languageOf(file) {
  return path.basename(file, '.json');
}

/** @this {import('webpack').LoaderContext<object>} */
function messagesLoader(source) {
  return compileMessages(languageOf(this.resourcePath), JSON.parse(source));
}

module.exports = messagesLoader;
module.exports.compileMessages = compileMessages;
module.exports.languageOf = languageOf;
