import type {ReactNode} from 'react';

/** Stands in for the site's CodeBlock (src/theme/CodeBlock): the code as text, its title above. */
export default function CodeBlock({children, title}: {children?: ReactNode; title?: string}): ReactNode {
  return (
    <figure>
      {title && <figcaption>{title}</figcaption>}
      <pre data-testid="command">{children}</pre>
    </figure>
  );
}
