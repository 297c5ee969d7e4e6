import React, {useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import copy from 'copy-text-to-clipboard';
import {translate} from '@docusaurus/Translate';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import styles from './styles.module.css';

/** Copies the block's text as rendered, so the code is not shipped a second time as a prop. */
export default function CopyButton({codeRef, className}: {codeRef: RefObject<HTMLElement | null>; className?: string}): ReactNode {
  const [copied, setCopied] = useState(false);
  const timeout = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timeout.current), []);
  const onClick = () => {
    copy(codeRef.current?.textContent ?? '');
    setCopied(true);
    window.clearTimeout(timeout.current);
    timeout.current = window.setTimeout(() => setCopied(false), 1000);
  };
  return (
    <button
      type="button"
      className={clsx('clean-btn', className, copied && styles.copied)}
      aria-label={
        copied
          ? translate({id: 'theme.CodeBlock.copied', message: 'Copied'})
          : translate({id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard'})
      }
      title={translate({id: 'theme.CodeBlock.copy', message: 'Copy'})}
      onClick={onClick}>
      <span className={styles.icons} aria-hidden="true">
        <IconCopy className={styles.icon} />
        <IconSuccess className={styles.successIcon} />
      </span>
    </button>
  );
}
