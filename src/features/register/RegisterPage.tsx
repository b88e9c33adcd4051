import { PlaceholderPage } from '../../app/PlaceholderPage';

export default function RegisterPage() {
  return <PlaceholderPage titleKey="page.register" />;
}
