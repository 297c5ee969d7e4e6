import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

import {KATEX_STATIC_DIR, prepareKatexAssets, rehypeKatexStylesheet, resolveKatexDist, sriHash} from '@site/config/katex';

describe('self-hosted KaTeX', () => {
  it('uses the katex that rehype-katex renders with', () => {
    const fromRehype = createRequire(createRequire(__filename).resolve('rehype-katex'));
    const rendererVersion = (JSON.parse(readFileSync(fromRehype.resolve('katex/package.json'), 'utf8')) as {version: string}).version;
    expect(resolveKatexDist().version).toBe(rendererVersion);
  });

  it('serves the stylesheet under /katex/ with an integrity hash of the served file', () => {
    const sheet = prepareKatexAssets('/');
    expect(sheet.href).toBe('/katex/katex.min.css');
    const served = readFileSync(path.join(KATEX_STATIC_DIR, 'katex', 'katex.min.css'));
    expect(sheet.integrity).toBe(`sha384-${createHash('sha384').update(served).digest('base64')}`);
    expect(readFileSync(path.join(KATEX_STATIC_DIR, 'katex', 'fonts', 'KaTeX_Main-Regular.woff2')).length).toBeGreaterThan(1000);
  });

  it('computes SRI hashes in the sha384-base64 form', () => {
    expect(sriHash('abc')).toBe('sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn');
  });
});

describe('KaTeX stylesheet only where there is maths', () => {
  const sheet = {href: '/katex/katex.min.css', integrity: 'sha384-x', version: '0'};
  const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});
  const link = {
    type: 'mdxJsxFlowElement',
    name: 'link',
    attributes: [attribute('rel', 'stylesheet'), attribute('href', sheet.href), attribute('integrity', sheet.integrity), attribute('crossOrigin', 'anonymous')],
    children: [],
  };

  it('adds a head link to a page that renders maths', () => {
    const tree = {type: 'root', children: [{type: 'element', tagName: 'p', children: [{type: 'element', tagName: 'span', properties: {className: ['katex']}, children: []}]}]};
    rehypeKatexStylesheet(sheet)(tree);
    expect(tree.children.at(-1)).toEqual({type: 'mdxJsxFlowElement', name: 'Head', attributes: [], children: [link]});
  });

  it('leaves a page without maths alone', () => {
    const tree = {type: 'root', children: [{type: 'element', tagName: 'p', properties: {className: ['lead']}, children: []}]};
    rehypeKatexStylesheet(sheet)(tree);
    expect(tree.children).toHaveLength(1);
  });
});
