import { PlaceholderPage } from '../../app/PlaceholderPage';

export default function HomePage() {
  return <PlaceholderPage titleKey="page.home" />;
}
