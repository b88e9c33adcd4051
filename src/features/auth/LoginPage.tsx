import { PlaceholderPage } from '../../app/PlaceholderPage';

export default function LoginPage() {
  return <PlaceholderPage titleKey="page.login" />;
}
