import { PlaceholderPage } from '../../app/PlaceholderPage';

export default function ProfilePage() {
  return <PlaceholderPage titleKey="page.profile" />;
}
