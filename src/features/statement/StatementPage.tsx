import { PlaceholderPage } from '../../app/PlaceholderPage';

export default function StatementPage() {
  return <PlaceholderPage titleKey="page.statement" />;
}
