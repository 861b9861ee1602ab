import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadCatalogs, renderWithHost, userAnswer } from '../../../test/render';
import { ProfilePage } from './profile-page';

const sessions = [
  {
    id: 'a1',
    created_at: '2026-03-01T10:00:00.000Z',
    expires_at: '2026-03-31T10:00:00.000Z',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
    current: true,
  },
  {
    id: 'b2',
    created_at: '2026-02-20T10:00:00.000Z',
    expires_at: '2026-03-22T10:00:00.000Z',
    user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/605.1',
    current: false,
  },
];

describe('the profile in Russian', () => {
  beforeAll(() => loadCatalogs('ru'));

  it('labels the forms, the password rule and the devices in Russian', async () => {
    const { api } = fakeApi({
      'GET users.php': () => userAnswer(),
      'GET sessions.php': () => ({ status: 'success', sessions }),
    });
    renderWithHost(<ProfilePage />, { api, path: '/dashboard/profile', locale: 'ru' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Мой профиль' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Полное имя')).toHaveValue('Test Buyer');
    expect(screen.getByLabelText('Адрес электронной почты')).toHaveValue('buyer@example.com');
    expect(screen.getByLabelText('Новый пароль')).toHaveAccessibleDescription(/^Не менее \d+ символ(а|ов)\.$/);
    expect(screen.getByRole('button', { name: 'Сохранить изменения' })).toBeInTheDocument();
    expect(await screen.findByText('Chrome на Linux')).toBeInTheDocument();
    expect(screen.getByText(/это устройство/)).toBeInTheDocument();
    expect(screen.getAllByText(/^Вход выполнен 20 февр\. 2026 г\./)).toHaveLength(1);
  });

  it('refuses mismatching passwords in Russian and says how many sessions were ended', async () => {
    const { api } = fakeApi({
      'GET users.php': () => userAnswer(),
      'GET sessions.php': () => ({ status: 'success', sessions }),
      'DELETE sessions.php': () => ({ status: 'success', ended: 3 }),
    });
    const { toasts } = renderWithHost(<ProfilePage />, { api, path: '/dashboard/profile', locale: 'ru' });
    await userEvent.type(await screen.findByLabelText('Новый пароль'), 'abcdefgh');
    await userEvent.type(screen.getByLabelText('Повторите пароль'), 'abcdefgi');
    await userEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(screen.getByLabelText('Повторите пароль')).toHaveAccessibleDescription('Пароли не совпадают');
    expect(screen.getByLabelText('Текущий пароль')).toHaveAccessibleDescription('Введите текущий пароль.');

    await screen.findByText('Chrome на Linux');
    await userEvent.click(screen.getByRole('button', { name: 'Завершить все другие сеансы' }));
    await waitFor(() =>
      expect(toasts[0]).toEqual({
        kind: 'success',
        title: 'Выход на других устройствах выполнен',
        description: 'Завершено 3 других сеанса.',
      }),
    );
  });
});
