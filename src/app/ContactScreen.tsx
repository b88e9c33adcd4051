import { lazy, Suspense } from 'react';
import ContactPage from '../features/help/ContactPage';

// The chat widget and everything behind it (socket.io included) load only where chat is switched on.
const ChatWidget = lazy(() => import('../features/chat/ChatWidget'));

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
