/**
 * Old URLs that must keep working (data/redirects.tsv). The same rows can later feed
 * server-side 301 rules; here they become static redirect pages in the build.
 */
export interface RedirectRow {
  from: string;
  to: string;
  why: string;
}

export interface RedirectPlan {
  /** Redirects to emit: the target exists and the old path is not itself a page. */
  emit: RedirectRow[];
  /** Rows whose target page does not exist (yet). */
  missingTarget: RedirectRow[];
  /** Rows whose old path is a real page now, so no redirect may shadow it. */
  shadowed: RedirectRow[];
}

export function parseRedirects(tsv: string): RedirectRow[] {
  const [header, ...rows] = tsv.trim().split('\n');
  if (header!.split('\t').slice(0, 2).join(',') !== 'from,to') throw new Error('redirects.tsv must start with from\tto');
  return rows
    .filter((r) => r.trim())
    .map((r) => {
      const [from = '', to = '', why = ''] = r.split('\t');
      return {from, to, why};
    });
}

/** Route paths compare without a trailing slash: /docs/a/ and /docs/a are the same page. */
export function normalizeRoute(route: string): string {
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
}

export function planRedirects(rows: RedirectRow[], routes: Iterable<string>): RedirectPlan {
  const byNormalized = new Map<string, string>();
  for (const r of routes) byNormalized.set(normalizeRoute(r), r);
  const plan: RedirectPlan = {emit: [], missingTarget: [], shadowed: []};
  for (const row of rows) {
    const target = byNormalized.get(normalizeRoute(row.to));
    if (byNormalized.has(normalizeRoute(row.from))) plan.shadowed.push(row);
    else if (!target) plan.missingTarget.push(row);
    else plan.emit.push({...row, to: target});
  }
  return plan;
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A static page that sends the reader on, keeping query and hash (the meta refresh is the no-JS fallback).
 * The script reads the target from the page, so it is the same on every redirect page: one CSP hash.
 */
export function redirectPage(to: string, siteUrl: string): string {
  const href = escapeHtml(encodeURI(to));
  return `<!DOCTYPE html>
<html lang="zh-Hans" data-to="${href}">
<head>
<meta charset="UTF-8">
<meta name="robots" content="noindex">
<title>页面已移动</title>
<link rel="canonical" href="${escapeHtml(siteUrl.replace(/\/$/, ''))}${href}">
<meta http-equiv="refresh" content="0; url=${href}">
<script>location.replace(document.documentElement.dataset.to + location.search + location.hash);</script>
</head>
<body><p>此页面已移动到 <a href="${href}">${escapeHtml(to)}</a>。</p></body>
</html>
`;
}

/** Where the redirect page for an old path lives inside the build folder. */
export function redirectFile(from: string): string {
  return `${from.replace(/^\/+/, '').replace(/\/+$/, '')}/index.html`;
}
