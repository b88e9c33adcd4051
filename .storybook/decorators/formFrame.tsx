import type { Decorator } from '@storybook/react-vite';

/**
 * The frame form-control stories render in: the app's background and text colours (outside
 * Storybook's docs typography) and a phone-wide column, so fields look as they do in a form.
 */
export const formFrame: Decorator = (Story) => (
  <div className="sb-unstyled" style={{ background: 'var(--color-bg)', color: 'var(--color-text)', padding: 24 }}>
    <div style={{ maxWidth: 420 }}>
      <Story />
    </div>
  </div>
);
