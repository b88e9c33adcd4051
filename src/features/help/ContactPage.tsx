import { PlaceholderPage } from '../../app/PlaceholderPage';

/** The contact page; the member variant sits below the member top bar (spec §2 "with top offset"). */
export default function ContactPage() {
  return <PlaceholderPage titleKey="page.contact" />;
}
