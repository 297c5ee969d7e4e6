import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import {features, type Feature} from './features';
import styles from './styles.module.css';

function FeatureCard({title, description, to}: Feature): ReactNode {
  return (
    <div className="col col--4">
      <Link to={to} className={styles.card}>
        <Heading as="h2" className={styles.cardTitle}>
          {title}
        </Heading>
        <p>{description}</p>
      </Link>
    </div>
  );
}

export default function HomepageFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-label="vLLM 的主要特性">
      <div className="container">
        <div className="row">
          {features.map((feature) => (
            <FeatureCard key={feature.title} {...feature} />
          ))}
        </div>
      </div>
    </section>
  );
}
