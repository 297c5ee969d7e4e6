import {render, screen} from '@testing-library/react';

import UpstreamLink from '@site/src/components/UpstreamLink';
import {upstreamLabel, upstreamRelease} from '@site/src/lib/upstream';

describe('upstream link', () => {
  it('names the release from the docs.vllm.ai URL', () => {
    expect(upstreamRelease('https://docs.vllm.ai/en/v0.8.4/features/lora.html')).toBe('v0.8.4');
    expect(upstreamRelease('https://docs.vllm.ai/en/v0.6.3.post1/index.html')).toBe('v0.6.3.post1');
    expect(upstreamRelease('https://example.com/')).toBeNull();
    expect(upstreamLabel('https://docs.vllm.ai/en/v0.6.2/index.html')).toBe('英文原文（vLLM v0.6.2）');
  });

  it('renders a link for a page with an upstream URL', () => {
    render(<UpstreamLink url="https://docs.vllm.ai/en/v0.8.4/features/lora.html" />);
    expect(screen.getByRole('link', {name: '英文原文（vLLM v0.8.4）'})).toHaveAttribute(
      'href',
      'https://docs.vllm.ai/en/v0.8.4/features/lora.html',
    );
  });

  it('renders nothing for an original page', () => {
    const {container} = render(<UpstreamLink url={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
