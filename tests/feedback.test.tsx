import {fireEvent, render, screen} from '@testing-library/react';

import {feedbackEvent, reportIssueUrl} from '@site/src/lib/feedback';

const doc = {
  metadata: {title: 'Pooling Models & 嵌入', permalink: '/docs/0.8.x/models/pooling models', version: '0.8.x'},
  frontMatter: {upstream: 'https://docs.vllm.ai/en/v0.6.2/models/pooling.html'},
};
vi.mock('@docusaurus/plugin-content-docs/client', () => ({useDoc: () => doc}));
vi.mock('@docusaurus/useDocusaurusContext', () => ({default: () => ({siteConfig: {url: 'https://vllm.hyper.ai'}})}));

const {default: PageFeedback} = await import('@site/src/components/PageFeedback');

describe('page feedback', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('an answer is the page, its tree and yes or no: nothing about the reader', () => {
    expect(feedbackEvent('/docs/features/lora', 'current', false)).toEqual({
      event: 'page_feedback',
      page_path: '/docs/features/lora',
      tree: 'current',
      helpful: 'no',
    });
  });

  it('the report link fills the issue form, encoded, for a 0.8.x page whose title and path have spaces and "&"', () => {
    const url = new URL(
      reportIssueUrl('https://github.com/hyperai/vllm-cn/', {
        title: 'Pooling Models & 嵌入',
        url: 'https://vllm.hyper.ai/docs/0.8.x/models/pooling models?a=1&b=2',
        tree: '0.8.x',
        release: 'v0.6.2',
        upstream: 'https://docs.vllm.ai/en/v0.6.2/models/pooling.html',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://github.com/hyperai/vllm-cn/issues/new');
    expect(url.search).not.toMatch(/ |&b=/); // spaces and the page's own "&" are encoded
    expect(Object.fromEntries(url.searchParams)).toEqual({
      template: 'doc-problem.yml',
      title: '[文档问题] Pooling Models & 嵌入',
      'page-url': 'https://vllm.hyper.ai/docs/0.8.x/models/pooling models?a=1&b=2',
      tree: '0.8.x（vLLM v0.6.2）',
      upstream: 'https://docs.vllm.ai/en/v0.6.2/models/pooling.html',
    });
  });

  it('"没有帮助" records the event once and offers the report link', () => {
    const plausible = vi.fn();
    window.plausible = plausible;
    render(<PageFeedback />);
    expect(screen.getByRole('link', {name: '报告问题'})).toHaveAttribute('target', '_blank');
    fireEvent.click(screen.getByRole('button', {name: '没有帮助'}));
    expect(window.dataLayer).toEqual([feedbackEvent('/docs/0.8.x/models/pooling models', '0.8.x', false)]);
    expect(plausible).toHaveBeenCalledWith('page_feedback', {
      props: {page_path: '/docs/0.8.x/models/pooling models', tree: '0.8.x', helpful: 'no'},
    });
    expect(screen.getByRole('status')).toHaveTextContent('哪里不对或不清楚');
    expect(screen.queryByRole('button', {name: '有帮助'})).toBeNull();
    const link = screen.getByRole('link', {name: '报告问题'});
    expect(new URL(link.getAttribute('href')!).searchParams.get('page-url')).toBe(
      'https://vllm.hyper.ai/docs/0.8.x/models/pooling models',
    );
    delete window.plausible;
  });
});
