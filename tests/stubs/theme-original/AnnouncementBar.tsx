export default function AnnouncementBar() {
  return <div role="banner">announcement</div>;
}
