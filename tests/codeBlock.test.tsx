import {fireEvent, render, screen} from '@testing-library/react';

import CodeBlock, {titleOfMeta} from '@site/src/theme/CodeBlock';

vi.mock('copy-text-to-clipboard', () => ({default: vi.fn(() => true)}));
import copy from 'copy-text-to-clipboard';

describe('CodeBlock', () => {
  it('renders the build\'s highlighted HTML inside a focusable pre, with the title from the meta string', () => {
    const {container} = render(
      <CodeBlock className="language-python" metastring='title="demo.py"' data-highlighted-html={'<span class="token keyword">import</span> vllm'} />,
    );
    expect(screen.getByText('demo.py')).toBeInTheDocument();
    expect(container.querySelector('.theme-code-block.language-python')).not.toBeNull();
    expect(container.querySelector('pre')).toHaveAttribute('tabindex', '0');
    expect(container.querySelector('code .token.keyword')).toHaveTextContent('import');
  });

  it('copies the rendered text, then says Copied', () => {
    render(<CodeBlock className="language-bash" data-highlighted-html={'pip install <span class="token function">vllm</span>'} />);
    fireEvent.click(screen.getByRole('button', {name: 'Copy code to clipboard'}));
    expect(copy).toHaveBeenCalledWith('pip install vllm');
    expect(screen.getByRole('button', {name: 'Copied'})).toBeInTheDocument();
  });

  it('shows plain children when no highlighted HTML is given', () => {
    const {container} = render(<CodeBlock>{'a < b'}</CodeBlock>);
    expect(container.querySelector('code')).toHaveTextContent('a < b');
  });

  it('reads double- and single-quoted titles', () => {
    expect(titleOfMeta('title="x.py" {1}')).toBe('x.py');
    expect(titleOfMeta("title='y.yaml'")).toBe('y.yaml');
    expect(titleOfMeta(undefined)).toBeUndefined();
  });
});
