/**
 * Code blocks are highlighted at build time, not in the reader's browser.
 *
 * Docusaurus' CodeBlock tokenizes every block with Prism on the client, and renders each block
 * twice (once to hydrate, again after mount), so every page shipped Prism (~32 KB gzip in
 * main.js) and code-heavy pages spent most of their hydration time re-highlighting code.
 * Here a rehype plugin tokenizes each fenced block with the same Prism grammars and hands the
 * result to `src/theme/CodeBlock` as an HTML string, which React inserts without walking it.
 * Token colours live in `src/css/code.css`.
 */
import {createRequire} from 'node:module';
import {Prism} from 'prism-react-renderer';

const require = createRequire(import.meta.url);

/** The hast subset this plugin reads and writes. */
interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

type PrismToken = string | {type: string; alias?: string | string[]; content: PrismToken | PrismToken[]};

/** The prop that carries the highlighted HTML from the MDX code element to the CodeBlock. */
export const HIGHLIGHTED_HTML_PROP = 'data-highlighted-html';

/** Grammars beyond prism-react-renderer's bundled set, loaded into its Prism instance once. */
export function loadLanguages(languages: readonly string[]): void {
  const before = (globalThis as {Prism?: unknown}).Prism;
  (globalThis as {Prism?: unknown}).Prism = Prism;
  try {
    for (const language of languages) {
      if (!Prism.languages[language]) require(`prismjs/components/prism-${language}`);
    }
  } finally {
    (globalThis as {Prism?: unknown}).Prism = before;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function tokensToHtml(tokens: PrismToken | PrismToken[]): string {
  if (typeof tokens === 'string') return escapeHtml(tokens);
  if (Array.isArray(tokens)) return tokens.map(tokensToHtml).join('');
  const aliases = tokens.alias === undefined ? [] : [tokens.alias].flat();
  const classes = ['token', tokens.type, ...aliases].join(' ');
  return `<span class="${classes}">${tokensToHtml(tokens.content)}</span>`;
}

/**
 * The block's HTML: Prism token spans for a language Prism knows, escaped text otherwise
 * (`text`, `console`, no language). The trailing newline Markdown keeps is dropped.
 */
export function highlightCode(code: string, language: string | undefined): string {
  const source = code.replace(/\n$/, '');
  const grammar = language ? Prism.languages[language.toLowerCase()] : undefined;
  if (!grammar) return escapeHtml(source);
  return tokensToHtml(Prism.tokenize(source, grammar) as PrismToken[]);
}

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

function languageOf(code: HastNode): string | undefined {
  const className = code.properties?.className;
  const classes = Array.isArray(className) ? className.map(String) : typeof className === 'string' ? className.split(' ') : [];
  return classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
}

/** Rehype plugin: every `<pre><code>` gets its highlighted HTML as a prop and loses its text children. */
export function rehypeHighlightCode(options: {languages: readonly string[]}) {
  loadLanguages(options.languages);
  const visit = (node: HastNode): void => {
    if (node.type === 'element' && node.tagName === 'pre') {
      const code = node.children?.find((child) => child.type === 'element' && child.tagName === 'code');
      if (code && code.properties?.[HIGHLIGHTED_HTML_PROP] === undefined) {
        code.properties = {...code.properties, [HIGHLIGHTED_HTML_PROP]: highlightCode(textOf(code), languageOf(code))};
        code.children = [];
        return;
      }
    }
    node.children?.forEach(visit);
  };
  return (tree: HastNode) => visit(tree);
}
