import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { API_ERROR_MESSAGES, fieldLabel } from '@timely/contract/english';

// Every message the API can send to a screen is in the catalog of codes (contract/error-codes.ts), or still
// written in English at one of these calls (errors.ts). Reading them from the source finds a new one the day
// it is written, whichever route or service it is in.
const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const MESSAGE_ARG: Record<string, number> = {
  conflict: 0,
  forbidden: 0,
  unauthorized: 0,
  HttpError: 1,
};
// words of the product that are written in camel case on purpose
const PRODUCT_WORDS = new Set(['eNPS', 'cNPS']);

type Found = { where: string; text: string; kind: 'message' | 'fieldMessage' | 'field' };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The written words of a string or template literal; each `${…}` reads as `{}`. */
function literalText(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
  return undefined;
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  const callee = call.expression;
  return ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
}

function messagesIn(file: string): Found[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  const inContract = path.relative(src, file).startsWith('contract');
  const where = (node: ts.Node) =>
    `${path.relative(src, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const name = calleeName(node);
      const args = node.arguments ?? ts.factory.createNodeArray();
      if (name in MESSAGE_ARG) {
        const text = literalText(args[MESSAGE_ARG[name]!]);
        if (text !== undefined) found.push({ where: where(node), text, kind: 'message' });
        // the field details sent with it: { field, message }
        for (const arg of args)
          ts.forEachChild(arg, function details(child): void {
            if (ts.isPropertyAssignment(child) && ts.isIdentifier(child.name)) {
              const value = literalText(child.initializer);
              if (value !== undefined && child.name.text === 'field')
                found.push({ where: where(child), text: value, kind: 'field' });
              if (value !== undefined && child.name.text === 'message')
                found.push({ where: where(child), text: value, kind: 'fieldMessage' });
            }
            ts.forEachChild(child, details);
          });
      }
      if (name === 'fieldError') {
        const field = literalText(args[0]);
        const message = literalText(args[1]);
        if (field !== undefined) found.push({ where: where(node), text: field, kind: 'field' });
        if (message !== undefined) found.push({ where: where(node), text: message, kind: 'fieldMessage' });
      }
    }
    // the contract's zod messages follow a field's label on screen ("Email must be a valid email address")
    if (inContract && ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'message') {
      const value = literalText(node.initializer);
      if (value !== undefined) found.push({ where: where(node), text: value, kind: 'fieldMessage' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// the catalog's messages, each `{value}` read as `{}` like a template's
const catalog: Found[] = Object.entries(API_ERROR_MESSAGES).map(([code, text]) => ({
  where: `error-codes ${code}`,
  text: text.replace(/\{\w+\}/g, '{}'),
  kind: code.startsWith('field.') ? 'fieldMessage' : 'message',
}));
const written = sourceFiles(src).flatMap(messagesIn);
const all = [...catalog, ...written];
const sentences = all.filter((item) => item.kind !== 'field');

it('reads the messages it checks (the catalog, and the scan finds the calls)', () => {
  expect(catalog.filter((item) => item.kind === 'message').length).toBeGreaterThan(80);
  expect(written.filter((item) => item.kind === 'field').length).toBeGreaterThan(20);
});

it('names no field by its JSON key: no camelCase word in any message', () => {
  // a choice's key (`{list, select, jobRole {job role} …}`) is never shown
  const choiceKeys = (text: string) => new Set([...text.matchAll(/(?:, |\} )(\w+) \{/g)].map((match) => match[1]));
  const camel = sentences.filter((item) =>
    item.text
      .split(/[^A-Za-z]+/)
      .some((word) => /^[a-z]+[A-Z]/.test(word) && !PRODUCT_WORDS.has(word) && !choiceKeys(item.text).has(word)),
  );
  expect(camel.map((item) => `${item.where}: ${item.text}`)).toEqual([]);
});

it('writes a whole message as a sentence: a capital first (not a field key such as "file is required")', () => {
  const lower = all.filter((item) => item.kind === 'message' && /^[a-z]/.test(item.text));
  expect(lower.map((item) => `${item.where}: ${item.text}`)).toEqual([]);
});

it("writes no ISO date into a message (the apps show days in the reader's date style)", () => {
  const iso = sentences.filter((item) => /\d{4}-\d{2}-\d{2}/.test(item.text));
  expect(iso.map((item) => `${item.where}: ${item.text}`)).toEqual([]);
});

it('agrees in number: no "(s)" plurals', () => {
  const either = sentences.filter((item) => /\w\(s\)/.test(item.text));
  expect(either.map((item) => `${item.where}: ${item.text}`)).toEqual([]);
});

it('gives each field it names a label a person reads (no "Id" or camel case left in it)', () => {
  const unlabelled = all.filter(
    (item) =>
      item.kind === 'field' &&
      !item.text.includes('{}') &&
      /[A-Z]|Id\b|^[a-z]+Ids?$/.test(fieldLabel(item.text).slice(1)),
  );
  expect(unlabelled.map((item) => `${item.where}: ${item.text} → ${fieldLabel(item.text)}`)).toEqual([]);
});

// English written at a call without a code would show untranslated: every message has its code in
// contract/error-codes.ts, with its translations in shared-auth/src/api-errors/messages.
it('gives every message a stable code: none is written in English alone', () => {
  const englishOnly = written.filter((item) => item.kind !== 'field' && !item.where.startsWith('contract'));
  expect(englishOnly.map((item) => `${item.where.replace(/:\d+$/, '')}: ${item.text}`).sort()).toEqual([]);
});
