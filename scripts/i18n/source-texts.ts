import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'oxc-parser';
import { root } from './catalog-files.ts';

/**
 * Texts written into the apps' sources instead of coming from a catalog: JSX text with a letter in
 * it, a JSX attribute people read (placeholder, title, aria-label, alt, label) given as a literal, and
 * a string literal that reads as a sentence ('Saved successfully', 'Could not load the orders.').
 * A literal that is not shown to people (a log line, a value the server expects) says so with
 * `// i18n-ignore` on its line or the line above; test fixtures (test-*.ts) are not read. Parsed with oxc-parser (TypeScript 7's compiler has no JavaScript API).
 */
// data-label: the label a table cell shows beside its value on a phone.
const READ_ATTRIBUTES = new Set(['placeholder', 'title', 'aria-label', 'alt', 'label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'data-label']);
const HAS_LETTER = /[A-Za-z]/;
/** Capitalised words with a space between: how the apps' sentences, labels and buttons look. */
const SENTENCE = /^[A-Z][a-z']*(?:[ ,][A-Za-z0-9'’₹(),:&/-]+)+[.!?…:]?$/;
/** Calls whose texts are for developers: errors thrown, the console, tests. */
const DEVELOPER_CALLS = /^(console\.\w+|Error|TypeError|RangeError|describe|it|test|expect|invariant|assert)$/;
/** Texts allowed as written: the brand, which no language translates. */
const BRAND = new Set(['Haat']);

export type Finding = { file: string; line: number; text: string };

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function calleeText(node: Node, source: string): string {
  const callee = node['callee'] as Node | undefined;
  return callee ? source.slice(callee.start, callee.end) : '';
}

/** Inside a call for developers (a thrown Error, console.log) or a type, or the module an import or export names. */
function isDeveloperText(ancestors: Node[], source: string): boolean {
  const parent = ancestors.at(-1);
  if (parent && /^(Import|Export(Named|All))/.test(parent.type)) return true;
  return ancestors.some((node) =>
    ((node.type === 'CallExpression' || node.type === 'NewExpression') && DEVELOPER_CALLS.test(calleeText(node, source))) ||
    (node.type.startsWith('TS') && !/^TS(AsExpression|SatisfiesExpression|NonNullExpression)$/.test(node.type)));
}

const VALUE_FIELDS = new Set(['status', 'type', 'role', 'kind', 'action', 'decision', 'paymentMethod', 'failedReason', 'proofReason', 'vehicleType', 'variantType', 'unit']);

/**
 * A value the code compares or looks up, not a text it shows: a key of an object (a map from the
 * server's 'Out for Delivery' to its label), a side of ===, a switch case, a JSX attribute not read.
 */
function isValueInCode(node: Node, parent: Node | undefined): boolean {
  if (!parent) return false;
  if (parent.type === 'JSXAttribute') return true;
  if (parent.type === 'Property' && parent['key'] === node) return true;
  // A field the server reads as a value ({ status: 'Returned to Store' }), whatever the words.
  if (parent.type === 'Property' && VALUE_FIELDS.has(((parent['key'] as Node)['name'] as string) ?? '')) return true;
  if (parent.type === 'BinaryExpression' && /^[!=]==?$/.test(parent['operator'] as string)) return true;
  return parent.type === 'SwitchCase';
}

/** The first literal words inside an expression (not inside a call: t('…') takes an id), or ''. */
function wordsIn(node: Node): string {
  if (node.type === 'Literal') return typeof node['value'] === 'string' && HAS_LETTER.test(node['value']) ? node['value'] : '';
  if (node.type === 'TemplateLiteral') {
    const text = (node['quasis'] as Node[]).map((quasi) => (quasi['value'] as { cooked: string }).cooked).join(' ');
    if (HAS_LETTER.test(text)) return text;
  }
  // t('…') takes an id; a comparison (kind === 'cash') holds values.
  // JSX inside is read on its own (its text and attributes).
  if (node.type === 'JSXElement' || node.type === 'JSXFragment') return '';
  if (node.type === 'CallExpression' || (node.type === 'BinaryExpression' && /^[!=]==?$/.test(node['operator'] as string))) return '';
  for (const value of Object.values(node)) {
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (!isNode(child)) continue;
      const words = wordsIn(child);
      if (words) return words;
    }
  }
  return '';
}

export function untranslatedTexts(file: string): Finding[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  const { program } = parseSync(file, source);
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low;
  };
  const lines = source.split('\n');
  const findings: Finding[] = [];
  const report = (node: Node, text: string) => {
    const line = lineOf(node.start);
    if (lines[line]?.includes('i18n-ignore') || lines[line - 1]?.includes('i18n-ignore')) return;
    if (BRAND.has(text.trim())) return;
    findings.push({ file, line: line + 1, text: text.trim().replace(/\s+/g, ' ').slice(0, 80) });
  };

  const visit = (node: Node, ancestors: Node[]): void => {
    const parent = ancestors.at(-1);
    if (node.type === 'JSXText' && HAS_LETTER.test(node['value'] as string)) report(node, node['value'] as string);
    else if (node.type === 'JSXAttribute') {
      const name = node['name'] as Node;
      const value = node['value'] as Node | null;
      // Any words in a read attribute's value: a literal, a template's text, either branch of a condition.
      if (value && READ_ATTRIBUTES.has(source.slice(name.start, name.end))) {
        const words = wordsIn(value);
        if (words) report(node, words);
      }
    } else if (node.type === 'Literal' && typeof node['value'] === 'string' && SENTENCE.test(node['value']) && !isValueInCode(node, parent) && !isDeveloperText(ancestors, source)) {
      report(node, node['value']);
    } else if (node.type === 'TemplateLiteral' && !isDeveloperText(ancestors, source)) {
      const quasis = node['quasis'] as Node[];
      const words = quasis.map((quasi) => (quasi['value'] as { cooked: string }).cooked).join('x');
      if (SENTENCE.test(words) && /[a-z]{2,} [a-z]{2,}/.test(words)) report(node, source.slice(node.start, node.end));
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'parent') continue;
      if (Array.isArray(value)) {
        for (const child of value) if (isNode(child)) visit(child, [...ancestors, node]);
      } else if (isNode(value)) {
        visit(value, [...ancestors, node]);
      }
    }
  };
  visit(program as unknown as Node, []);
  return findings;
}
