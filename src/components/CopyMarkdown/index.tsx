import {useState, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import {markdownPath} from '@site/src/lib/markdownPath';
import styles from './styles.module.css';

type State = 'idle' | 'copying' | 'copied' | 'failed';

const LABELS: Record<State, string> = {idle: '复制 Markdown', copying: '复制中…', copied: '已复制', failed: '复制失败'};

/** Copies the page's Markdown copy (fetched on click, so pages pay nothing for it) for pasting into LLM tools. */
export default function CopyMarkdown(): ReactNode {
  const {metadata} = useDoc();
  const [state, setState] = useState<State>('idle');
  const href = markdownPath(metadata.permalink);

  const copy = async () => {
    setState('copying');
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className={styles.copy}>
      <button type="button" className="button button--sm button--outline button--secondary" onClick={copy} disabled={state === 'copying'}>
        {LABELS[state]}
      </button>
      <a href={href} target="_blank" rel="noopener noreferrer" aria-label="以 Markdown 格式查看本页">
        Markdown
      </a>
      <span role="status" className={styles.status}>
        {state === 'copied' ? '本页的 Markdown 已复制到剪贴板' : state === 'failed' ? '复制失败，可以打开 Markdown 链接手动复制' : ''}
      </span>
    </div>
  );
}
