import { afterEach } from 'vitest';

// Every unit test starts from an empty browser state: no token, no stored locale.
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
