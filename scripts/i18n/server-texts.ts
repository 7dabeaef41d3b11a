import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'oxc-parser';
import { filesUnder, root } from './catalog-files.ts';

/**
 * The texts the server sends people, found in its sources: the texts of thrown API errors
 * (badRequest('…'), conflict('…')…) and of translateText('…'), of `message`/`error`/`title`/`body`/`subject` fields, of
 * constants named *_TEXT or *_MESSAGE, and the messages of validation rules (`.min(1, '…')`). A
 * template's `${…}` parts become placeholders: `${name} is currently out of stock.` is
 * "{name} is currently out of stock." — the form the server catalogs (packages/server-kit/src/i18n/locales) use.
 */
const SERVER_SOURCES = ['packages/server-kit/src', 'packages/contracts/src', 'gateway/src', ...readdirSync(path.join(root, 'services')).map((service) => `services/${service}/src`)];
const SKIPPED = new Set(['node_modules', 'dist', 'migrations', 'testing', 'demo', 'openapi', 'api-reference', 'config', 'replies']);
const ERROR_CALLS = /^(badRequest|unauthorized|forbidden|notFound|conflict|unprocessable|serviceUnavailable|AppError|tooManyRequests|tooSoon|translateText)$/;
const TEXT_FIELDS = new Set(['message', 'error', 'title', 'body', 'subject']);
const RULES = new Set(['min', 'max', 'length', 'email', 'regex', 'refine', 'url', 'int', 'positive', 'nonnegative', 'nonempty', 'startsWith', 'endsWith', 'gte', 'lte', 'gt', 'lt', 'multipleOf', 'uuid', 'datetime', 'date', 'enum', 'literal', 'string', 'number']);
/** Words with a space between: a sentence, not a key, a path or an id. */
const WORDS = /[A-Za-z]{2,}[ ,]+[A-Za-z]/;

/** Three words or more, starting with a capital (or a placeholder) and ending as a sentence does. */
const isSentence = (text: string) => /^(\{\w+\}|[A-Z])/.test(text) && /[.!?]$/.test(text) && text.replace(/\{\w+\}/g, 'x').split(/\s+/).length >= 3;

/** Inside a log line or a thrown Error: for developers, in English. */
function inDeveloperCall(_node: Node, parent: Node, source: string): boolean {
  if (parent.type !== 'CallExpression' && parent.type !== 'NewExpression') return false;
  const callee = parent['callee'] as Node;
  return /^(logger|log|console|ctx\.logger|deps\.logger|auth\.logger|this\.logger)\b|^(Error|TypeError|RangeError)$|\.(info|warn|error|debug|fatal|trace)$/.test(source.slice(callee.start, callee.end));
}

const isServerSource = (name: string) => name.endsWith('.ts') && !/\.(test|d)\.ts$/.test(name);

type Node = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** A template literal as a catalog key: each `${expression}` named by its last identifier, else {value}. */
function templateKey(node: Node, source: string): string {
  const quasis = node['quasis'] as Node[];
  const expressions = node['expressions'] as Node[];
  const used = new Map<string, number>();
  return quasis.map((quasi, index) => {
    const text = (quasi['value'] as { cooked: string }).cooked;
    const expression = expressions[index];
    if (!expression) return text;
    const name = /([A-Za-z_]\w*)\W*$/.exec(source.slice(expression.start, expression.end).replace(/\(.*\)$/s, ''))?.[1] ?? 'value';
    // The same name twice ("{range} and {range}") is two parts: the second is {range_2}.
    const seen = (used.get(name) ?? 0) + 1;
    used.set(name, seen);
    return `${text}{${seen === 1 ? name : `${name}_${seen}`}}`;
  }).join('');
}

export type ServerText = { text: string; where: string };

export function serverTexts(): ServerText[] {
  const found = new Map<string, string>();
  for (const file of SERVER_SOURCES.flatMap((dir) => filesUnder(dir, isServerSource, SKIPPED))) {
    const source = readFileSync(path.join(root, file), 'utf8');
    const { program } = parseSync(file, source);
    const lines = source.split('\n');
    const visit = (node: Node, parent: Node | undefined, grandparent: Node | undefined): void => {
      const text = node.type === 'Literal' && typeof node['value'] === 'string' ? node['value'] : node.type === 'TemplateLiteral' ? templateKey(node, source) : null;
      // A tagged template (sql`…`) is code, not a text.
      if (text && WORDS.test(text.replace(/\{\w+\}/g, '')) && parent && parent.type !== 'TaggedTemplateExpression') {
        const callee = (parent.type === 'CallExpression' || parent.type === 'NewExpression') ? (parent['callee'] as Node) : null;
        const calleeName = callee ? source.slice(callee.start, callee.end) : '';
        const isError = callee !== null && ERROR_CALLS.test(calleeName);
        const isRule = callee?.type === 'MemberExpression' && RULES.has(((callee['property'] as Node)['name'] as string) ?? '');
        const key = parent.type === 'Property' ? (parent['key'] as Node)['name'] : undefined;
        const isField = typeof key === 'string' && TEXT_FIELDS.has(key) && grandparent?.type === 'ObjectExpression';
        const declarator = parent.type === 'VariableDeclarator' ? ((parent['id'] as Node)['name'] as string) : '';
        const isConstant = /(_TEXT|_MESSAGE|_ERROR)$/.test(declarator);
        // A message built by a function ((item) => `Our team hid ${item}.`) or handed to one (draft(…, `Order … is assigned to you.`)).
        const isComposed = isSentence(text) && !inDeveloperCall(node, parent, source);
        const line = source.slice(0, node.start).split('\n').length;
        const ignored = lines[line - 1]?.includes('i18n-ignore') || lines[line - 2]?.includes('i18n-ignore');
        if ((isError || isRule || isField || isConstant || isComposed) && !ignored) found.set(text, `${file}:${source.slice(0, node.start).split('\n').length}`);
      }
      for (const value of Object.values(node)) {
        if (Array.isArray(value)) value.forEach((child) => isNode(child) && visit(child, node, parent));
        else if (isNode(value)) visit(value, node, parent);
      }
    };
    visit(program as unknown as Node, undefined, undefined);
  }
  return [...found].map(([text, where]) => ({ text, where }));
}

if (import.meta.main) {
  // JSON, as the catalogs are written: a text may hold line breaks (an e-mail's body).
  console.log(JSON.stringify(Object.fromEntries(serverTexts().map(({ text, where }) => [text, where])), null, 2));
}
