import {readFileSync} from 'node:fs';
import path from 'node:path';

import {HIGHLIGHTED_HTML_PROP, highlightCode, rehypeHighlightCode} from '../config/highlight';

describe('build-time code highlighting', () => {
  rehypeHighlightCode({languages: ['bash', 'docker', 'toml', 'diff', 'ini', 'json']});

  it('wraps tokens of a known language in Prism class spans', () => {
    const html = highlightCode('vllm serve Qwen/Qwen2.5-1.5B-Instruct --port 8000\n', 'bash');
    expect(html).toContain('<span class="token parameter variable">--port</span>');
    expect(html).toContain('<span class="token number">8000</span>');
    expect(html.endsWith('\n')).toBe(false);
  });

  it('loads the extra grammars: docker and toml have tokens too', () => {
    expect(highlightCode('FROM vllm/vllm-openai:v0.8.4', 'docker')).toContain('<span class="token instruction">');
    expect(highlightCode('[tool]\nname = "x"', 'toml')).toContain('class="token');
  });

  it('escapes markup in code, highlighted or not', () => {
    expect(highlightCode('print("<b>&</b>")', 'python')).toContain('&lt;b&gt;&amp;&lt;/b&gt;');
    expect(highlightCode('<html> & text', 'text')).toBe('&lt;html&gt; &amp; text');
    expect(highlightCode('$ ls <dir>', undefined)).toBe('$ ls &lt;dir&gt;');
  });

  it('moves a fenced block\'s text into the HTML prop and leaves inline code alone', () => {
    const code = {type: 'element', tagName: 'code', properties: {className: ['language-python'], metastring: 'title="a.py"'} as Record<string, unknown>, children: [{type: 'text', value: 'import vllm\n'}]};
    const inline = {type: 'element', tagName: 'code', properties: {}, children: [{type: 'text', value: 'LLM'}]};
    const tree = {type: 'root', children: [{type: 'element', tagName: 'pre', children: [code]}, {type: 'element', tagName: 'p', children: [inline]}]};
    rehypeHighlightCode({languages: []})(tree);
    expect(code.children).toEqual([]);
    expect(code.properties[HIGHLIGHTED_HTML_PROP]).toBe('<span class="token keyword">import</span> vllm');
    expect(code.properties.metastring).toBe('title="a.py"');
    expect(inline.children).toEqual([{type: 'text', value: 'LLM'}]);
  });
});

/** WCAG relative luminance and contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('code colours (src/css/code.css)', () => {
  const css = readFileSync(path.join(__dirname, '../src/css/code.css'), 'utf8');
  const palettes = [...css.matchAll(/(:root|\[data-theme='dark'\])\s*\{([^}]*)\}/g)].map(([, selector, body]) => ({
    selector,
    vars: Object.fromEntries([...body.matchAll(/--(code-[\w-]+):\s*(#[0-9a-f]{6})/gi)].map(([, name, value]) => [name, value])),
  }));

  it('defines a light and a dark palette with the same colours', () => {
    expect(palettes.map((p) => p.selector)).toEqual([':root', "[data-theme='dark']"]);
    expect(Object.keys(palettes[1].vars).sort()).toEqual(Object.keys(palettes[0].vars).sort());
    expect(Object.keys(palettes[0].vars).length).toBeGreaterThan(8);
  });

  it.each([':root', "[data-theme='dark']"])('every colour of %s has at least 4.5:1 contrast on the block background', (selector) => {
    const {vars} = palettes.find((p) => p.selector === selector)!;
    const background = vars['code-block-background'];
    const weak = Object.entries(vars)
      .filter(([name]) => name !== 'code-block-background')
      .map(([name, colour]) => ({name, ratio: Number(contrast(colour, background).toFixed(2))}))
      .filter(({ratio}) => ratio < 4.5);
    expect(weak).toEqual([]);
  });
});
