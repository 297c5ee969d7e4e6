import {useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import {feedbackEvent, reportIssueUrl} from '@site/src/lib/feedback';
import {releaseOfVersion, siteMetadata} from '@site/src/lib/siteMetadata';
import styles from './styles.module.css';

/** Under each doc page: "这页有帮助吗？" (an analytics event, nothing personal) and a pre-filled issue link. */
export default function PageFeedback(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const [answer, setAnswer] = useState<'yes' | 'no' | null>(null);
  const tree = metadata.version;
  const upstream = (frontMatter as {upstream?: unknown}).upstream;
  const reportUrl = reportIssueUrl(siteMetadata.sourceRepository, {
    title: metadata.title,
    url: `${siteConfig.url.replace(/\/$/, '')}${metadata.permalink}`,
    tree,
    release: releaseOfVersion(tree),
    upstream: typeof upstream === 'string' ? upstream : undefined,
  });

  const send = (helpful: boolean) => {
    const event = feedbackEvent(metadata.permalink, tree, helpful);
    (window.dataLayer ??= []).push(event);
    window.plausible?.('page_feedback', {props: {page_path: event.page_path, tree: event.tree, helpful: event.helpful}});
    setAnswer(event.helpful);
  };

  const report = (
    <a href={reportUrl} target="_blank" rel="noopener noreferrer">
      报告问题
    </a>
  );
  return (
    <section className={styles.feedback} aria-label="页面反馈">
      {answer === null ? (
        <span className={styles.question}>
          这页有帮助吗？
          <button type="button" className="button button--sm button--outline button--secondary" onClick={() => send(true)}>
            有帮助
          </button>
          <button type="button" className="button button--sm button--outline button--secondary" onClick={() => send(false)}>
            没有帮助
          </button>
        </span>
      ) : (
        <span role="status" className={styles.question}>
          {answer === 'yes' ? '谢谢你的反馈。' : <>谢谢你的反馈。哪里不对或不清楚，欢迎{report}。</>}
        </span>
      )}
      {answer !== 'no' && <span className={styles.report}>发现错误？{report}</span>}
    </section>
  );
}
