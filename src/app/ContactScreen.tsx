import { lazy, Suspense } from 'react';
import ContactPage from '../features/help/ContactPage';
import { withTexts } from './i18n';

// The chat widget and everything behind it (socket.io and its texts included) load only where chat is switched on.
const ChatWidget = lazy(() => withTexts(import('../features/chat/ChatWidget'), 'chat'));

/** /contact and /user/contact: the contact page with the chat feature's live widget. */
export default function ContactScreen() {
  return (
    <ContactPage
      chat={
        <Suspense fallback={null}>
          <ChatWidget />
        </Suspense>
      }
    />
  );
}
