import type { Decorator } from '@storybook/react-vite';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/**
 * An in-memory router for a story: links and redirects stay inside the canvas, and the play
 * function can read where the screen sent the user.
 */
export function storyRouter(path: string) {
  let location = memoryLocation({ path, record: true });
  const decorator: Decorator = (Story) => {
    // Each render starts at the story's path again (re-running a story in the UI included).
    location = memoryLocation({ path, record: true });
    return (
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Story />
      </Router>
    );
  };
  return {
    decorator,
    /** Every path visited since the story rendered, the first being the story's own. */
    history: (): readonly string[] => location.history ?? [],
    /** Goes elsewhere as the player would (a back press, a menu tap): the screen on it unmounts. */
    navigate: (to: string): void => location.navigate(to),
  };
}
