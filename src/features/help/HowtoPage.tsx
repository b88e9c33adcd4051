import { PlaceholderPage } from '../../app/PlaceholderPage';

export default function HowtoPage() {
  return <PlaceholderPage titleKey="page.howto" />;
}
