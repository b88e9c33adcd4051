import type { Meta, StoryObj } from '@storybook/react-vite';
import { t, startsWith } from '../../../.storybook/t';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyRouter } from '../../../.storybook/router';
import LoginPage from './LoginPage';
import { auth } from './store';

const route = storyRouter('/login');
const replyWith = (status: number, body: object) => [http.post('/api/login', () => HttpResponse.json(body, { status }))];

const meta = {
  title: 'Features/Auth/LoginPage',
  component: LoginPage,
  tags: ['autodocs'],
  decorators: [route.decorator],
  beforeEach: () => {
    auth.sending = false;
    auth.error = null;
    window.localStorage.removeItem('token');
    window.sessionStorage.removeItem('token');
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, phone: string, password: string) => {
  const canvas = within(canvasElement);
  if (phone) await userEvent.type(canvas.getByRole('textbox', { name: /เบอร์โทรศัพท์|Phone|ເບີ/ }), phone);
  if (password) await userEvent.type(canvas.getByLabelText(/^(รหัสผ่าน|Password|ລະຫັດຜ່ານ)/), password);
  return canvas;
};

export const Empty: Story = {};

export const BothFieldsRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await expect(canvas.getAllByText('กรุณากรอกข้อมูลนี้')).toHaveLength(2);
    // The keyboard and a screen reader start again at the first field to fill, its message read with it.
    const phone = canvas.getByRole('textbox', { name: /เบอร์โทรศัพท์/ });
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveAccessibleDescription(/กรุณากรอกข้อมูลนี้/);
  },
};

export const SignsInAndRemembers: Story = {
  parameters: { msw: replyWith(200, { token: 'token-123' }) },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, '0812345678', 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(route.history()).toContain('/user'));
    await expect(window.localStorage.getItem('token')).toBe('token-123');
  },
};

export const SessionOnlyWhenNotRemembered: Story = {
  parameters: { msw: replyWith(200, { token: 'token-456' }) },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, '0812345678', 'secret');
    await userEvent.click(canvas.getByRole('checkbox', { name: t('login.remember') }));
    await userEvent.click(canvas.getByRole('button', { name: t('login.submit') }));
    await waitFor(() => expect(window.sessionStorage.getItem('token')).toBe('token-456'));
    await expect(window.localStorage.getItem('token')).toBeNull();
  },
};

export const WrongCredentialsClearsWhenTyping: Story = {
  parameters: { msw: replyWith(400, { message: 'WRONG_CREDENTIAL' }) },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, '0812345678', 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: t('login.submit') }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.WRONG_CREDENTIAL'));
    // Tabbing back to either field, a reader hears why (not only once, as the alert came).
    await expect(canvas.getByRole('textbox', { name: startsWith('login.phone') })).toHaveAccessibleDescription(t('errors.WRONG_CREDENTIAL'));
    await expect(canvas.getByLabelText(startsWith('login.password'))).toHaveAccessibleDescription(t('errors.WRONG_CREDENTIAL'));
    await userEvent.type(canvas.getByLabelText(startsWith('login.password')), 'x');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const RequestLimitLao: Story = {
  globals: { locale: 'la' },
  parameters: { msw: replyWith(429, { message: 'REQUEST_LIMIT' }) },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, '0812345678', 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'ເຂົ້າສູ່ລະບົບ' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('ເຮັດລາຍການເລື້ອຍເກີນໄປ');
  },
};

export const Sending: Story = {
  parameters: {
    msw: [
      http.post('/api/login', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, '0812345678', 'secret');
    const submit = canvas.getByRole('button', { name: 'เข้าสู่ระบบ' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    // Refuses presses while it sends, keeping focus (not `disabled`, which drops it to the page's start).
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveFocus();
  },
};
