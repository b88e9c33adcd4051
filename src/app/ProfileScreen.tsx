import { HostLinks } from '../features/auth/HostLinks';
import ProfilePage from '../features/profile/ProfilePage';

/** /user/profile: the profile with the Telegram/LINE sign-in links the auth feature owns. */
export default function ProfileScreen() {
  return <ProfilePage hostLinks={<HostLinks />} />;
}
