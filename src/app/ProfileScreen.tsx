import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { HostLinks } from '../features/auth/HostLinks';
import { loadHostLinks } from '../features/auth/host';
import ProfilePage from '../features/profile/ProfilePage';
import { profile } from '../features/profile/store';

/**
 * /user/profile: the profile with the Telegram/LINE sign-in links the auth feature owns. A new
 * password makes the server forget those links, so the card reads them again after one.
 */
export default function ProfileScreen() {
  const { passwordChanges } = useSnapshot(profile);
  useEffect(() => {
    if (passwordChanges > 0) void loadHostLinks();
  }, [passwordChanges]);
  return <ProfilePage hostLinks={<HostLinks />} />;
}
