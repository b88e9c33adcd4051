import { PlaceholderPage } from '../../app/PlaceholderPage';

export default function SpinPage() {
  return <PlaceholderPage titleKey="page.spin" />;
}
