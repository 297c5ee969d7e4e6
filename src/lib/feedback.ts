/**
 * Reader feedback on a doc page: a "helpful?" answer sent to analytics as an event, and a link that
 * opens a pre-filled issue on the site's repository (template .github/ISSUE_TEMPLATE/doc-problem.yml).
 */

export interface FeedbackEvent {
  event: 'page_feedback';
  page_path: string;
  /** The doc tree: `current` or `0.8.x`. */
  tree: string;
  helpful: 'yes' | 'no';
}

/** The event for one answer: the page and tree, and nothing about the reader. */
export function feedbackEvent(pagePath: string, tree: string, helpful: boolean): FeedbackEvent {
  return {event: 'page_feedback', page_path: pagePath, tree, helpful: helpful ? 'yes' : 'no'};
}

export interface ReportedPage {
  title: string;
  /** The page's full URL on the site. */
  url: string;
  tree: string;
  /** The vLLM release the tree documents. */
  release: string;
  upstream?: string;
}

/** A "new issue" URL with the issue form's fields filled in (GitHub fills form fields from query keys of the same id). */
export function reportIssueUrl(repository: string, page: ReportedPage): string {
  const params = new URLSearchParams({
    template: 'doc-problem.yml',
    title: `[文档问题] ${page.title}`,
    'page-url': page.url,
    tree: `${page.tree}（vLLM ${page.release}）`,
  });
  if (page.upstream) params.set('upstream', page.upstream);
  return `${repository.replace(/\/$/, '')}/issues/new?${params.toString()}`;
}
