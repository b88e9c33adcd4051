import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { storyRouter } from '../../.storybook/router';
import { chatServer, chatWidgetMeta, everyType } from '../../.storybook/chat-fixtures';
import { chat } from '../features/chat/store';
import { help } from '../features/help/store';
import ContactScreen from './ContactScreen';

// The contact page as the app composes it: the help feature's page with the chat feature's widget.
const meta = {
  title: 'App/ContactScreen',
  component: ContactScreen,
  decorators: [...chatWidgetMeta.decorators, storyRouter('/contact').decorator],
  beforeEach: () => {
    help.contact = null;
    help.chatEnabled = false;
    return chatWidgetMeta.beforeEach();
  },
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lazily loaded widget on the contact page, with the server's socket backend switched off. */
export const WithChatWidget: Story = {
  parameters: {
    msw: [
      ...chatServer({ socket: false, history: everyType().slice(0, 2) }).handlers,
      http.get('/api/lookup/contact', () =>
        HttpResponse.json({
          contactText: 'Our team answers <b>24 hours</b> a day.',
          lineLink: 'https://line.me/R/ti/p/@wallet',
          lineName: '@wallet',
          lineQR: '/favicon.svg',
        }),
      ),
      http.get('/api/lookup/enableChatWidget', () => HttpResponse.json({ enableChatWidget: true })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slot = await canvas.findByTestId('chat-widget-slot');
    await userEvent.click(within(slot).getByRole('button', { name: 'เปิดแชทสด' }));
    await expect(await within(slot).findByText(/ฝากเงินแล้วยอดยังไม่เข้า/)).toBeVisible();
    await expect(chat.socket).toBe(false);
    await expect(chat.status).toBe('idle');
  },
};
