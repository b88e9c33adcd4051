import { PlaceholderPage } from '../../app/PlaceholderPage';

export default function BonusPage() {
  return <PlaceholderPage titleKey="page.bonus" />;
}
