export default function IconSuccess(props: {className?: string}) {
  return <svg data-icon="Success" className={props.className} />;
}
