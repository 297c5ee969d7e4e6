// Wrapped to add, below the standard crash content ('This page crashed.', Try again, the error
// and its cause chain), where a reader can go next and how to report the crash.
import type {ReactNode} from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';

import CrashHelp from '@site/src/components/CrashHelp';

type Props = WrapperProps<typeof ErrorPageContentType>;

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <ErrorPageContent {...props} />
      <CrashHelp />
    </>
  );
}
