import { registerExtraIcons } from './extra';
import { extraIcons } from './icons-extra';

// Imported for its effect by the member shell, the chat and Storybook: every icon drawn at once.
registerExtraIcons(extraIcons);
