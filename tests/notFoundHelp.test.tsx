import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';

const location = {pathname: '/docs/getting-started/quickstrat'};
const push = vi.fn();
vi.mock('@docusaurus/router', () => ({useLocation: () => location, useHistory: () => ({push})}));
const docs = (paths: string[]) => paths.map((p) => ({id: p, path: p, sidebar: 'tutorialSidebar'}));
// Global data: the same object on every call, as in Docusaurus.
const ALL_DOCS = {
  default: {
    versions: [
      {name: 'current', docs: docs(['/docs/', '/docs/getting-started/quickstart', '/docs/features/lora'])},
      {name: '0.8.x', docs: docs(['/docs/0.8.x/', '/docs/0.8.x/getting-started/quickstart', '/docs/0.8.x/models/lora'])},
    ],
  },
};
vi.mock('@docusaurus/plugin-content-docs/client', () => ({useAllDocsData: () => ALL_DOCS}));

const PAGE_MAPS: Record<string, unknown> = {
  '/search/pages-current.json': {a: ['/docs/getting-started/quickstart', '快速开始'], b: ['/docs/features/lora', 'LoRA 适配器']},
  '/search/pages-0.8.x.json': {c: ['/docs/0.8.x/getting-started/quickstart', '快速入门'], d: ['/docs/0.8.x/models/lora', '使用 LoRA']},
  '/redirects.json': [{from: '/docs/models/lora', to: '/docs/0.8.x/models/lora'}],
};
function serve(available: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      available && url in PAGE_MAPS ? new Response(JSON.stringify(PAGE_MAPS[url])) : new Response('', {status: 404}),
    ),
  );
}

const {default: NotFoundHelp} = await import('@site/src/components/NotFoundHelp');

describe('not-found help', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('suggests the page meant first, titled from the search page maps, and prefills the search with the path words', async () => {
    serve(true);
    location.pathname = '/docs/getting-started/quickstrat';
    render(<NotFoundHelp />);
    const first = await screen.findByRole('link', {name: '快速开始'});
    expect(first).toHaveAttribute('href', '/docs/getting-started/quickstart');
    expect(screen.getAllByRole('listitem')[0]).toContainElement(first);
    expect(screen.getByRole('searchbox', {name: '搜索关键词'})).toHaveValue('getting started quickstrat');
    expect(screen.getByRole('link', {name: /Next 文档（vLLM v0\.8\.4）/})).toHaveAttribute('href', '/docs/');
    expect(screen.getByRole('link', {name: /0\.8\.x 文档（vLLM v0\.6\.2）/})).toHaveAttribute('href', '/docs/0.8.x/');
    fireEvent.submit(screen.getByRole('search'));
    expect(push).toHaveBeenLastCalledWith('/search?q=getting+started+quickstrat');
  });

  it('a 0.8.x path suggests the 0.8.x page first and searches the 0.8.x tree', async () => {
    serve(true);
    location.pathname = '/docs/0.8.x/getting-started/quickstrat';
    render(<NotFoundHelp />);
    expect(await screen.findByRole('link', {name: '快速入门'})).toHaveAttribute('href', '/docs/0.8.x/getting-started/quickstart');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('快速入门');
    fireEvent.submit(screen.getByRole('search'));
    expect(push).toHaveBeenLastCalledWith('/search?q=getting+started+quickstrat&v=0.8.x');
  });

  it('without the search files (npm start) it still ranks the docs routes, titled by path', async () => {
    serve(false);
    location.pathname = '/docs/features/lorra';
    render(<NotFoundHelp />);
    expect(await screen.findByRole('link', {name: '/docs/features/lora'})).toHaveAttribute('href', '/docs/features/lora');
  });

  it('says so when nothing is close', async () => {
    serve(true);
    location.pathname = '/xyz/qwerty-asdf-zxcv';
    await act(async () => {
      render(<NotFoundHelp />);
    });
    await waitFor(() => expect(screen.getByText(/没有找到与这个地址相近的页面/)).toBeInTheDocument());
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
