import {fireEvent, render, screen} from '@testing-library/react';

const location = {pathname: '/docs/performance/memory-planner', search: '', hash: ''};
const replace = vi.fn();
vi.mock('@docusaurus/router', () => ({useLocation: () => location, useHistory: () => ({replace})}));

const {default: MemoryPlanner} = await import('@site/src/components/MemoryPlanner');

describe('memory planner component', () => {
  it('draws the default plan: a verdict, the figures, the bar in words and the command', () => {
    render(<MemoryPlanner />);
    expect(document.querySelector('[data-verdict]')).toHaveAttribute('data-verdict', 'fits');
    expect(screen.getByRole('img', {name: /每张 GPU 的显存（共 23\.50 GiB）：权重 .* GiB/})).toBeInTheDocument();
    expect(screen.getByTestId('command')).toHaveTextContent(/^vllm serve Qwen\/Qwen2\.5-7B-Instruct/);
  });

  it('a change updates the plan and the address', () => {
    render(<MemoryPlanner />);
    fireEvent.change(screen.getByLabelText('--tensor-parallel-size'), {target: {value: '2'}});
    fireEvent.change(screen.getByLabelText('GPU 数量'), {target: {value: '2'}});
    expect(replace).toHaveBeenLastCalledWith({search: '?gpus=2&tp=2', hash: ''});
    expect(screen.getByTestId('command')).toHaveTextContent('--tensor-parallel-size 2');
  });

  it('the reader\'s own model shows its structure fields', () => {
    render(<MemoryPlanner />);
    fireEvent.change(screen.getByLabelText('模型'), {target: {value: ''}});
    expect(screen.getByLabelText('层数 num_hidden_layers')).toHaveValue(32);
  });
});
