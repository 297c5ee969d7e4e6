/**
 * Code blocks arrive highlighted from the build (config/highlight.ts) as an HTML string, so this
 * replaces theme-classic's CodeBlock, which would bundle Prism and highlight again in the browser.
 * Same markup hooks as the original (`theme-code-block`, i.e. ThemeClassNames.common.codeBlock, `codeBlockTitle`, language class).
 */
import React, {useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import CopyButton from './CopyButton';
import styles from './styles.module.css';

interface Props {
  readonly children?: ReactNode;
  readonly className?: string;
  readonly metastring?: string;
  readonly title?: ReactNode;
  readonly language?: string;
  readonly 'data-highlighted-html'?: string;
}

/** `title="x.py"` (or single quotes) in the fence's meta string, as Docusaurus reads it. */
export function titleOfMeta(metastring: string | undefined): string | undefined {
  return metastring?.match(/title=(["'])(.*?)\1/)?.[2];
}

export default function CodeBlock({children, className, metastring, title, language, ...props}: Props): ReactNode {
  const codeRef = useRef<HTMLElement>(null);
  const html = props['data-highlighted-html'];
  const heading = titleOfMeta(metastring) ?? title;
  const languageClass = language && !className?.includes(`language-${language}`) ? `language-${language}` : undefined;
  return (
    <div className={clsx(className, languageClass, 'theme-code-block', styles.container)}>
      {heading && <div className={styles.codeBlockTitle}>{heading}</div>}
      <div className={styles.content}>
        {/* Focusable so a keyboard can scroll long lines sideways. */}
        <pre tabIndex={0} className={clsx(styles.pre, 'thin-scrollbar')}>
          {html === undefined ? (
            <code ref={codeRef}>{children}</code>
          ) : (
            <code ref={codeRef} dangerouslySetInnerHTML={{__html: html}} />
          )}
        </pre>
        <CopyButton className={styles.copyButton} codeRef={codeRef} />
      </div>
    </div>
  );
}
