import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {taskGroups, type Task, type TaskGroup} from './tasks';
import styles from './styles.module.css';

/**
 * A card that is one link. Its accessible name is its whole visible text (title, then line): a name
 * of the title alone would not contain what is shown (axe label-content-name-mismatch).
 */
function TaskCard({title, description, to}: Task): ReactNode {
  return (
    <li>
      <Link to={to} className={styles.card}>
        <h3 className={styles.cardTitle}>{title}</h3>
        <p className={styles.cardDescription}>{description}</p>
      </Link>
    </li>
  );
}

function Group({id, heading, tasks}: TaskGroup): ReactNode {
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id} className={styles.groupHeading}>
        {heading}
      </h2>
      <ul className={styles.grid}>
        {tasks.map((task) => (
          <TaskCard key={task.id} {...task} />
        ))}
      </ul>
    </section>
  );
}

/** The home page's entry points, one section per task (install, get started, deploy, tune). */
export default function HomeTasks(): ReactNode {
  return (
    <div className="container">
      {taskGroups.map((group) => (
        <Group key={group.id} {...group} />
      ))}
    </div>
  );
}
