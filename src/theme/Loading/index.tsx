// Replaces the core fallback Loading (react-loadable's `loading` for route chunks): the same
// states, but accessible (labelled spinner, error announced with role="alert") and styled
// with the site's colours instead of inline styles.
import type {ReactNode} from 'react';

import styles from './styles.module.css';

export interface LoadingProps {
  /** Set when the chunk failed to load. */
  error?: unknown;
  /** Loads the chunk again. */
  retry?: () => void;
  /** True once the loadable delay (200 ms) has passed. */
  pastDelay?: boolean;
}

export default function Loading({error, retry, pastDelay}: LoadingProps): ReactNode {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p className={styles.errorText}>{String(error)}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className={styles.container} role="status" aria-live="polite">
      <svg className={styles.spinner} viewBox="0 0 44 44" aria-hidden="true" data-cycle="3s">
        <circle className={styles.ring} cx="22" cy="22" r="6" />
        <circle className={`${styles.ring} ${styles.ringLate}`} cx="22" cy="22" r="6" />
      </svg>
      <span className={styles.label}>Loading…</span>
    </div>
  );
}
