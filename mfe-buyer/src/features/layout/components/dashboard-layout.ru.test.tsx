import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadCatalogs, renderWithHost, setViewportWidth, settingsAnswer, userAnswer } from '../../../test/render';
import { DashboardLayout } from './dashboard-layout';

describe('the buyer layout in Russian', () => {
  beforeAll(() => loadCatalogs('ru'));

  it('greets, counts the days in Russian, names the sidebar links in Russian and offers the language switch', async () => {
    setViewportWidth(1280);
    const { api } = fakeApi({
      'GET users.php': () => userAnswer({ balance: 1234.5 }),
      'GET settings.php': () => settingsAnswer,
    });
    const { host } = renderWithHost(<DashboardLayout>{null}</DashboardLayout>, { api, locale: 'ru' });
    expect(await screen.findByText('Здравствуйте, Test Buyer')).toBeInTheDocument();
    expect(screen.getByText(/^Аккаунт создан [23] дня назад$/)).toBeInTheDocument();
    expect(await screen.findByText(/^1\s234,5 DEMO$/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Личный кабинет' });
    for (const name of ['Главная', 'Мой профиль', 'Статус', 'Купить токен', 'Центр токена DEMO', 'Как купить', 'Рейтинг', 'Рулетка']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(host.i18n?.setLocale).toHaveBeenCalledWith('en');
  });
});
