import type {PluginContentLoadedActions} from '@docusaurus/types';

import recentPostsPlugin from '../config/recentPosts';
import {pickRecentPosts, type PostMetadata} from '../src/lib/recentPosts';

const post = (date: string, slug: string, extra: Partial<PostMetadata> = {}): PostMetadata => ({
  title: `文章 ${slug}`,
  date: new Date(date),
  permalink: `/blog/${slug}`,
  ...extra,
});

describe('pickRecentPosts', () => {
  it('picks the newest three, newest first, whatever the input order', () => {
    const posts = [
      post('2024-10-18', 'spec-decode'),
      post('2025-03-19', 'v0-8-0'),
      post('2024-09-06', 'v0-6-0'),
      post('2025-04-15', 'v0-8-4'),
      post('2025-01-27', 'v1-alpha'),
      post('2025-02-25', 'deepseek'),
    ];
    expect(pickRecentPosts(posts)).toEqual([
      {title: '文章 v0-8-4', date: '2025-04-15T00:00:00.000Z', permalink: '/blog/v0-8-4'},
      {title: '文章 v0-8-0', date: '2025-03-19T00:00:00.000Z', permalink: '/blog/v0-8-0'},
      {title: '文章 deepseek', date: '2025-02-25T00:00:00.000Z', permalink: '/blog/deepseek'},
    ]);
  });

  it('keeps only title, ISO date and permalink, and skips unlisted posts', () => {
    const picked = pickRecentPosts([
      {...post('2025-05-01', 'hidden', {unlisted: true}), description: 'x'} as PostMetadata,
      {...post('2025-04-15', 'shown'), description: 'long text'} as PostMetadata,
    ]);
    expect(picked).toEqual([{title: '文章 shown', date: '2025-04-15T00:00:00.000Z', permalink: '/blog/shown'}]);
    expect(Object.keys(picked[0]!)).toEqual(['title', 'date', 'permalink']);
  });

  it('accepts serialized dates, orders same-day posts stably, and honours the count', () => {
    const posts = [post('2025-04-15', 'b'), {...post('2025-04-15', 'a'), date: '2025-04-15T00:00:00.000Z'}, post('2025-01-01', 'c')];
    expect(pickRecentPosts(posts, 2).map((p) => p.permalink)).toEqual(['/blog/a', '/blog/b']);
    expect(pickRecentPosts(posts, 5)).toHaveLength(3);
    expect(pickRecentPosts([])).toEqual([]);
  });
});

describe('recent-posts plugin', () => {
  const run = async (allContent: Record<string, Record<string, unknown>>) => {
    const plugin = recentPostsPlugin();
    let data: unknown;
    const actions = {setGlobalData: (d: unknown) => (data = d)} as PluginContentLoadedActions;
    await plugin.allContentLoaded!({allContent, actions});
    return {plugin, data};
  };

  it('is named recent-posts and publishes the newest three of the blog plugin’s posts', async () => {
    const blogPosts = ['2025-01-10', '2025-04-15', '2024-09-06', '2025-03-19'].map((d) => ({
      id: d,
      content: '正文',
      metadata: {...post(d, d), description: '摘要', source: `@site/blog/${d}.md`, unlisted: false, tags: []},
    }));
    const {plugin, data} = await run({'docusaurus-plugin-content-blog': {default: {blogPosts}}});
    expect(plugin.name).toBe('recent-posts');
    expect(data).toEqual({
      posts: ['2025-04-15', '2025-03-19', '2025-01-10'].map((d) => ({title: `文章 ${d}`, date: `${d}T00:00:00.000Z`, permalink: `/blog/${d}`})),
    });
  });

  it('fails the build when the blog has no loaded content', async () => {
    await expect(run({})).rejects.toThrow(/blog plugin/);
  });
});

