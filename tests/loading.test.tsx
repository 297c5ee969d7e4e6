import {fireEvent, render, screen} from '@testing-library/react';
import Loadable from 'react-loadable';
import {act, type ReactElement} from 'react';

import Loading from '@site/src/theme/Loading';

describe('Loading', () => {
  it('shows nothing before the loadable delay has passed', () => {
    const {container} = render(<Loading pastDelay={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a labelled spinner with a 3 s cycle once the delay has passed', () => {
    render(<Loading pastDelay />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('status').querySelector('svg')).toHaveAttribute('data-cycle', '3s');
  });

  it('shows the error in an alert with a Retry button that calls retry', () => {
    const retry = vi.fn();
    render(<Loading error={new Error('Loading chunk 42 failed.')} retry={retry} pastDelay />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Loading chunk 42 failed.');
    fireEvent.click(screen.getByRole('button', {name: 'Retry'}));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('drives react-loadable as Docusaurus does: spinner after 200 ms, error, then the page after Retry', async () => {
    vi.useFakeTimers();
    let attempt = 0;
    const loader = () =>
      new Promise<{__esModule: true; default: () => ReactElement}>((resolve, reject) => {
        attempt += 1;
        const fail = attempt === 1;
        setTimeout(() => (fail ? reject(new Error('chunk failed')) : resolve({__esModule: true, default: () => <h1>页面内容</h1>})), 500);
      });
    const Page = Loadable({loader, loading: Loading, delay: 200});
    render(<Page />);
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => vi.advanceTimersByTime(250));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(300));
    expect(screen.getByRole('alert')).toHaveTextContent('chunk failed');
    fireEvent.click(screen.getByRole('button', {name: 'Retry'}));
    await act(async () => vi.advanceTimersByTime(600));
    expect(screen.getByRole('heading')).toHaveTextContent('页面内容');
    vi.useRealTimers();
  });
});
