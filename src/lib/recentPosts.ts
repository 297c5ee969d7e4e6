/**
 * The newest blog posts for the home page: config/recentPosts.ts picks them from the blog plugin's
 * loaded content at build time and ships them as the `recent-posts` plugin's global data.
 */

/** What the home page shows of a post: kept tiny, as global data is in every page's bundle. */
export interface RecentPost {
  title: string;
  /** Publish date, ISO 8601 (UTC). */
  date: string;
  permalink: string;
}

/** The `recent-posts` plugin's global data. */
export interface RecentPostsData {
  posts: RecentPost[];
}

/** The part of a blog post's metadata the picker reads. */
export interface PostMetadata {
  title: string;
  date: Date | string;
  permalink: string;
  unlisted?: boolean;
}

/** The newest `count` listed posts, newest first (same date: by permalink, for a stable order). */
export function pickRecentPosts(posts: readonly PostMetadata[], count = 3): RecentPost[] {
  return posts
    .filter((post) => !post.unlisted)
    .map((post) => ({title: post.title, date: new Date(post.date).toISOString(), permalink: post.permalink}))
    .sort((a, b) => b.date.localeCompare(a.date) || a.permalink.localeCompare(b.permalink))
    .slice(0, count);
}
