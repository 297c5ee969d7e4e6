/**
 * Ejected from @docusaurus/theme-classic 3.7.0 (NotFound/Content): the same message and markup, plus the
 * help a reader needs to go on (src/components/NotFoundHelp) inside the same column of <main>. A wrapper
 * could only put it after the original's <main>, outside the main landmark.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

import NotFoundHelp from '@site/src/components/NotFoundHelp';

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <p>
            <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
              Please contact the owner of the site that linked you to the original URL and let them know their link is broken.
            </Translate>
          </p>
          {/* Start not-found help */}
          <NotFoundHelp />
          {/* End not-found help */}
        </div>
      </div>
    </main>
  );
}
