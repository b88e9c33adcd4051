import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { storyRouter } from '../../../.storybook/router';
import ContactPage from './ContactPage';
import HowtoPage from './HowtoPage';
import { help } from './store';

const contact = {
  contactText: 'Our team answers <b>24 hours</b> a day.',
  lineLink: 'https://line.me/R/ti/p/@wallet',
  lineName: '@wallet',
  lineQR: '/favicon.svg',
};
const contactHandlers = (chat: boolean) => [
  http.get('/api/lookup/contact', () => HttpResponse.json(contact)),
  http.get('/api/lookup/enableChatWidget', () => HttpResponse.json({ enableChatWidget: chat })),
  http.get('/api/lookup/info', () => HttpResponse.json({ name: 'Member Wallet', website: 'https://wallet.example' })),
];

const meta = {
  title: 'Features/Help',
  tags: ['autodocs'],
  beforeEach: () => {
    help.contact = null;
    help.chatEnabled = false;
    help.failed = false;
    help.chatUnknown = false;
    help.info = null;
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Howto: Story = {
  decorators: [storyRouter('/howto').decorator],
  render: () => <HowtoPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('button');
    await expect(items.length).toBeGreaterThanOrEqual(5);
    await userEvent.click(canvas.getByRole('button', { name: /การรับโบนัส/ }));
    const player = await within(document.body).findByRole('dialog');
    await expect(player.querySelector('video')?.getAttribute('src')).toBe('/media/tutorials/receive-bonus.webm');
  },
};

// The app gives the contact page the chat feature's widget; here a stand-in marks where it mounts.
const chatSlot = <aside data-testid="chat-widget-slot" aria-label="Live chat" />;

export const Contact: Story = {
  decorators: [storyRouter('/contact').decorator],
  parameters: { msw: contactHandlers(false) },
  render: () => <ContactPage chat={chatSlot} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('@wallet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /เพิ่มเพื่อนทาง LINE/ })).toHaveAttribute('href', contact.lineLink);
    await expect(canvas.getByText('เวอร์ชัน 1.1.14')).toBeVisible();
    // Issue 18.6: the site info lookup's name and website.
    await expect(await canvas.findByRole('link', { name: 'เว็บไซต์ Member Wallet' })).toHaveAttribute('href', 'https://wallet.example');
    await expect(canvas.queryByTestId('chat-widget-slot')).toBeNull();
  },
};

export const ContactWithChatWidget: Story = {
  decorators: [storyRouter('/user/contact').decorator],
  parameters: { msw: contactHandlers(true) },
  render: () => <ContactPage chat={chatSlot} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('chat-widget-slot')).toBeInTheDocument();
  },
};

export const ContactUnavailable: Story = {
  globals: { locale: 'la' },
  decorators: [storyRouter('/contact').decorator],
  parameters: {
    msw: [http.get('/api/lookup/contact', () => HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 }))],
  },
  render: () => <ContactPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/ໂຫຼດຂໍ້ມູນການຕິດຕໍ່ບໍ່ສຳເລັດ/)).toBeVisible();
  },
};

/** Whether the story's lookups answer (a tunnel while false). */
let reachable = true;
const throughTunnel = () =>
  (
    [
      ['/api/lookup/contact', contact],
      ['/api/lookup/enableChatWidget', { enableChatWidget: true }],
      ['/api/lookup/info', { name: 'Member Wallet', website: 'https://wallet.example' }],
    ] as const
  ).map(([path, body]) => http.get(path, () => (reachable ? HttpResponse.json(body) : HttpResponse.error())));

/**
 * Contact opened in a tunnel: the chat button shown before stays (no answer is not "switched off"),
 * and the contact card comes by itself once the connection is back — no leaving and coming back.
 */
export const ContactOpenedOfflineComesBackOnline: Story = {
  decorators: [storyRouter('/user/contact').decorator],
  parameters: { msw: throughTunnel() },
  beforeEach: () => {
    reachable = false;
    // The chat was on when this page was last seen.
    help.chatEnabled = true;
  },
  render: () => <ContactPage chat={chatSlot} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/โหลดข้อมูลการติดต่อไม่สำเร็จ/, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByTestId('chat-widget-slot')).toBeInTheDocument();
    reachable = true;
    window.dispatchEvent(new Event('online'));
    await expect(await canvas.findByText('@wallet')).toBeVisible();
    await expect(canvas.getByTestId('chat-widget-slot')).toBeInTheDocument();
  },
};
