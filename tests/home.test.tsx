import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {render, screen, within} from '@testing-library/react';

import HomeTasks from '@site/src/components/HomeTasks';
import {taskGroups} from '@site/src/components/HomeTasks/tasks';
import DocTrees from '@site/src/components/DocTrees';
import RecentPosts from '@site/src/components/RecentPosts';
import {siteMetadata} from '@site/src/lib/siteMetadata';

const DOCS = path.join(__dirname, '..', 'docs');

/** Routes of the current tree's pages: path under docs/ without the extension, `index` → `…/`. */
function docRoutes(dir = DOCS): Map<string, string> {
  const routes = new Map<string, string>();
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      for (const [route, file] of docRoutes(full)) routes.set(route, file);
    } else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) {
      const rel = path.relative(DOCS, full).replace(/\.mdx?$/, '');
      routes.set(`/docs/${rel.replace(/(^|\/)index$/, '$1')}`, full);
    }
  }
  return routes;
}

const tasks = taskGroups.flatMap((group) => group.tasks);

describe('home page task cards', () => {
  const routes = docRoutes();

  it('link to at least ten distinct existing doc pages, the essential ones among them', () => {
    for (const task of tasks) {
      const file = routes.get(task.to);
      expect(file, `${task.title} → ${task.to}`).toBeDefined();
      // A slug or id in the front matter would move the page away from its file's route.
      const frontMatter = readFileSync(file!, 'utf8').split(/^---$/m)[1] ?? '';
      expect(frontMatter, task.to).not.toMatch(/^(slug|id):/m);
    }
    const targets = new Set(tasks.map((t) => t.to));
    expect(targets.size).toBe(tasks.length);
    expect(targets.size).toBeGreaterThanOrEqual(10);
    for (const route of [
      '/docs/getting-started/installation/gpu',
      '/docs/getting-started/installation/cpu',
      '/docs/getting-started/installation/ai-accelerator',
      '/docs/getting-started/quickstart',
      '/docs/inference-and-serving/openai_compatible_server',
      '/docs/inference-and-serving/engine_args',
      '/docs/models/supported_models',
      '/docs/deployment/docker',
      '/docs/deployment/k8s',
      '/docs/performance/optimization',
      '/docs/design/paged_attention',
      '/docs/design/automatic_prefix_caching',
      '/docs/getting-started/troubleshooting',
    ]) {
      expect(targets, route).toContain(route);
    }
  });

  it('have unique titles and ids and one line each', () => {
    expect(new Set(tasks.map((t) => t.title)).size).toBe(tasks.length);
    expect(new Set([...tasks, ...taskGroups].map((t) => t.id)).size).toBe(tasks.length + taskGroups.length);
    for (const task of tasks) {
      expect(task.description.length, task.title).toBeGreaterThan(20);
      expect(task.description, task.title).not.toMatch(/\n/);
      expect(task.description, task.title).toMatch(/。$/);
    }
  });

  it('render each card as one link whose name is its visible text, title first', () => {
    const {container} = render(<HomeTasks />);
    expect(container.querySelectorAll('a')).toHaveLength(tasks.length);
    for (const task of tasks) {
      const link = screen.getByRole('link', {name: new RegExp(`^${task.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)});
      expect(link).toHaveAttribute('href', task.to);
      expect(link).toHaveAccessibleName(`${task.title} ${task.description}`);
      // The whole card is the link: its title and its line are inside it.
      expect(within(link).getByRole('heading', {level: 3})).toHaveTextContent(task.title);
      expect(link).toHaveTextContent(task.description);
    }
  });

  it('group the cards in labelled sections with headings in order (h2, then its cards as h3)', () => {
    const {container} = render(<HomeTasks />);
    const headings = Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6'));
    expect(headings.map((h) => `${h.tagName}:${h.textContent}`)).toEqual(
      taskGroups.flatMap((g) => [`H2:${g.heading}`, ...g.tasks.map((t) => `H3:${t.title}`)]),
    );
    for (const group of taskGroups) {
      const section = screen.getByRole('region', {name: group.heading});
      expect(within(section).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(group.tasks.map((t) => t.to));
    }
  });
});

describe('home page release line', () => {
  it('names the release of each tree and links both roots', () => {
    const {container} = render(<DocTrees />);
    const text = container.textContent!;
    expect(text).toContain(`Next 文档对应 vLLM ${siteMetadata.releases.current}`);
    expect(text).toContain(`0.8.x 文档对应 vLLM ${siteMetadata.releases.legacy}`);
    expect(screen.getByRole('link', {name: 'Next 文档'})).toHaveAttribute('href', '/docs/');
    expect(screen.getByRole('link', {name: '0.8.x 文档'})).toHaveAttribute('href', '/docs/0.8.x/');
    expect(container.querySelectorAll('a')).toHaveLength(2);
  });
});

describe('home page recent posts', () => {
  const posts = [
    {title: '第三篇', date: '2025-04-15T00:00:00.000Z', permalink: '/blog/2025/04/15/c'},
    {title: '第二篇', date: '2025-03-19T00:00:00.000Z', permalink: '/blog/2025/03/19/b'},
    {title: '第一篇', date: '2025-01-01T00:00:00.000Z', permalink: '/blog/2025/01/01/a'},
  ];

  it('lists each post as a link with its date, under an h2', () => {
    render(<RecentPosts posts={posts} />);
    expect(screen.getByRole('heading', {level: 2})).toHaveTextContent('博客最新文章');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    posts.forEach((post, i) => {
      expect(within(items[i]!).getByRole('link', {name: post.title})).toHaveAttribute('href', post.permalink);
      expect(items[i]!.querySelector('time')).toHaveAttribute('dateTime', post.date);
    });
    expect(items.map((li) => li.querySelector('time')!.textContent)).toEqual(['Apr 15, 2025', 'Mar 19, 2025', 'Jan 1, 2025']);
    expect(screen.getByRole('link', {name: '全部博客文章'})).toHaveAttribute('href', '/blog');
  });

  it('renders nothing without posts', () => {
    const {container} = render(<RecentPosts posts={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
