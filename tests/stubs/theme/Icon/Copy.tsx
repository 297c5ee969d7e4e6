export default function IconCopy(props: {className?: string}) {
  return <svg data-icon="Copy" className={props.className} />;
}
