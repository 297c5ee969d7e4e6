/**
 * Ships the newest blog posts (title, date, permalink) as global data for the home page, read
 * there with `usePluginData('recent-posts')`. The posts come from the blog plugin's own loaded
 * content, so the list follows the blog. See src/lib/recentPosts.ts.
 */
import type {Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

import {pickRecentPosts, type RecentPostsData} from '../src/lib/recentPosts';

export default function recentPostsPlugin(): Plugin {
  return {
    name: 'recent-posts',
    allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (!blog) throw new Error('[recent-posts] the blog plugin (id "default") has no loaded content');
      const data: RecentPostsData = {posts: pickRecentPosts(blog.blogPosts.map((post) => post.metadata), 3)};
      actions.setGlobalData(data);
    },
  };
}
