import {
  filtersForScope,
  isSearchShortcut,
  normalizeQuery,
  rerankHits,
  scopeForPath,
  searchPageUrl,
  toSearchHit,
  type SearchHit,
} from '@site/src/lib/search';

const key = (k: string, extra: Partial<{ctrlKey: boolean; metaKey: boolean; altKey: boolean; target: EventTarget | null}> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: document.body,
  ...extra,
});

const hit = (title: string, keywords: string[] = []): SearchHit => ({url: `/docs/${title}`, title, headingUrl: `/docs/${title}`, excerpt: '', keywords});

describe('search scope', () => {
  it('searches the tree being read', () => {
    expect(scopeForPath('/docs/0.8.x/')).toBe('0.8.x');
    expect(scopeForPath('/docs/0.8.x/quantization/gguf')).toBe('0.8.x');
    expect(scopeForPath('/docs/features/lora')).toBe('current');
    expect(scopeForPath('/docs/0.8.xyz')).toBe('current');
    expect(scopeForPath('/about')).toBe('current');
  });

  it('maps a scope to Pagefind filters', () => {
    expect(filtersForScope('current')).toEqual({version: 'current'});
    expect(filtersForScope('0.8.x')).toEqual({version: '0.8.x'});
    expect(filtersForScope('all')).toEqual({});
  });
});

describe('queries', () => {
  it('collapses whitespace', () => {
    expect(normalizeQuery('  OpenAI   兼容服务器 ')).toBe('OpenAI 兼容服务器');
    expect(normalizeQuery('   ')).toBe('');
  });

  it('builds the full results URL', () => {
    expect(searchPageUrl(' 量化 ', 'current')).toBe('/search?q=%E9%87%8F%E5%8C%96');
    expect(searchPageUrl('GGUF', '0.8.x')).toBe('/search?q=GGUF&v=0.8.x');
  });
});

describe('keyboard shortcut', () => {
  it('opens on Ctrl+K and ⌘+K', () => {
    expect(isSearchShortcut(key('k', {ctrlKey: true}))).toBe(true);
    expect(isSearchShortcut(key('K', {metaKey: true}))).toBe(true);
    expect(isSearchShortcut(key('k'))).toBe(false);
  });

  it('opens on "/" unless the reader is typing in a field', () => {
    expect(isSearchShortcut(key('/'))).toBe(true);
    expect(isSearchShortcut(key('/', {target: document.createElement('input')}))).toBe(false);
    expect(isSearchShortcut(key('/', {target: document.createElement('textarea')}))).toBe(false);
  });
});

describe('results', () => {
  it('uses the route and the best-matching heading from Pagefind data', () => {
    const result = toSearchHit({
      url: '/docs/features/lora/',
      excerpt: 'page <mark>LoRA</mark>',
      meta: {route: '/docs/features/lora', title: 'LoRA 适配器', keywords: 'LoRA, 多 LoRA', section: '特性'},
      sub_results: [
        {title: 'LoRA 适配器', url: '/docs/features/lora/', excerpt: 'top', locations: [1]},
        {title: '离线推理', url: '/docs/features/lora/#offline', excerpt: 'one', anchor: {id: 'offline'}, locations: [5]},
        {title: '在线服务', url: '/docs/features/lora/#serve', excerpt: 'three', anchor: {id: 'serve'}, locations: [7, 8, 9]},
      ],
    });
    expect(result).toEqual({
      url: '/docs/features/lora',
      title: 'LoRA 适配器',
      heading: '在线服务',
      headingUrl: '/docs/features/lora#serve',
      excerpt: 'three',
      keywords: ['LoRA', '多 LoRA'],
      where: 'Next › 特性',
    });
    expect(toSearchHit({url: '/docs/0.8.x/x/', excerpt: '', meta: {route: '/docs/0.8.x/x', title: 'X'}}).where).toBe('0.8.x');
  });

  it('falls back to the page when no heading matched', () => {
    const result = toSearchHit({url: '/docs/x/', excerpt: 'e', meta: {title: 'X'}});
    expect(result.headingUrl).toBe('/docs/x/');
    expect(result.heading).toBeUndefined();
  });

  it('puts the page about the query ahead of pages that mention it', () => {
    const ranked = rerankHits(
      [hit('V1 用户指南'), hit('生产指标'), hit('自动前缀缓存'), hit('分布式推理与服务', ['--tensor-parallel-size'])],
      '前缀缓存',
    );
    expect(ranked.map((h) => h.title)).toEqual(['自动前缀缓存', 'V1 用户指南', '生产指标', '分布式推理与服务']);
  });

  it('ranks an exact title, then a title containing the query, then a keyword', () => {
    const hits = [hit('引擎参数', ['量化']), hit('量化硬件支持'), hit('量化'), hit('其他')];
    expect(rerankHits(hits, '量化').map((h) => h.title)).toEqual(['量化', '量化硬件支持', '引擎参数', '其他']);
    expect(rerankHits([hit('Tensorizer 加载'), hit('分布式推理', ['--tensor-parallel-size'])], '--tensor-parallel-size')[0]!.title).toBe('分布式推理');
    expect(rerankHits(hits, '').map((h) => h.title)).toEqual(hits.map((h) => h.title));
  });

  it('among keyword matches, puts the page that lists the query earlier first, and topic pages before examples', () => {
    const example = {...hit('分布式批量推理', ['分布式', '张量并行']), url: '/docs/getting-started/examples/offline-inference/distributed'};
    const hits = [hit('LangChain', ['LangChain', 'VLLM', '量化', '张量并行']), example, hit('分布式推理与服务', ['分布式推理', 'Ray', '张量并行'])];
    expect(rerankHits(hits, '张量并行').map((h) => h.title)).toEqual(['分布式推理与服务', 'LangChain', '分布式批量推理']);
  });

  it('among titles containing the query, puts the one the query fills most first', () => {
    const hits = [hit('多模态数据处理'), hit('多模态 API'), hit('多模态输入'), hit('离线推理', ['多模态'])];
    expect(rerankHits(hits, '多模态').map((h) => h.title)).toEqual(['多模态输入', '多模态 API', '多模态数据处理', '离线推理']);
  });

  it('on a tie, puts the page for users of vLLM before the page for contributors', () => {
    const at = (title: string, url: string): SearchHit => ({...hit(title), url});
    const contributor = at('多模态支持', '/docs/contributing/model/multimodal');
    const user = at('多模态输入', '/docs/inference-and-serving/multimodal_inputs');
    expect(rerankHits([contributor, user], '多模态').map((h) => h.url)).toEqual([user.url, contributor.url]);
    // Not a tie: the contributor page titled exactly as the query still comes first.
    expect(rerankHits([user, at('多模态', '/docs/design/mm')], '多模态')[0]!.url).toBe('/docs/design/mm');
  });

  it('ranks an example page after a topic page whose title contains the query, before a keyword-only match', () => {
    const example = (title: string): SearchHit => ({...hit(title), url: `/docs/getting-started/examples/offline-inference/${title}`});
    expect(rerankHits([example('前缀缓存'), hit('自动前缀缓存')], '前缀缓存').map((h) => h.title)).toEqual(['自动前缀缓存', '前缀缓存']);
    expect(rerankHits([hit('LoRA 适配器', ['多 LoRA 推理']), example('多 LoRA 推理')], '多 LoRA 推理').map((h) => h.title)).toEqual(['多 LoRA 推理', 'LoRA 适配器']);
    // An example named by its script keyword still beats a page the query does not name at all.
    const script = {...example('LLMEngine 示例'), keywords: ['llm_engine_example']};
    expect(rerankHits([hit('LLMEngine'), script], 'llm_engine_example').map((h) => h.title)).toEqual(['LLMEngine 示例', 'LLMEngine']);
  });
});

describe('the error catalogue pages in page results', () => {
  it('come after the topic pages for a topic search, unless their title is what was searched', () => {
    const hits = [
      {url: '/docs/getting-started/error-messages', title: '错误信息速查', keywords: ['错误信息']},
      {url: '/docs/inference-and-serving/engine_args', title: '引擎参数', keywords: []},
      {url: '/docs/performance/optimization', title: '优化与调优', keywords: []},
    ];
    expect(rerankHits(hits, 'max-model-len').map((h) => h.url)).toEqual([
      '/docs/inference-and-serving/engine_args',
      '/docs/performance/optimization',
      '/docs/getting-started/error-messages',
    ]);
    expect(rerankHits(hits, '错误信息速查')[0]!.url).toBe('/docs/getting-started/error-messages');
  });
});
