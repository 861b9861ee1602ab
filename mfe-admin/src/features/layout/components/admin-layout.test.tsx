import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage, renderWithHost } from '../../../test/render-with-host';
import { AdminLayout } from './admin-layout';

// the Russian catalogs are loaded once, as a page in Russian has them before it shows
beforeAll(() => loadLanguage('ru'));

describe('AdminLayout (menu, breadcrumb and top bar)', () => {
  it('shows the menu, the breadcrumb and the top bar in English by default', async () => {
    renderWithHost(<AdminLayout>page</AdminLayout>, { path: '/admin/dashboard/users' });
    const navigation = await screen.findByRole('complementary', { name: 'Administrator navigation' });
    expect(within(navigation).getByRole('link', { name: 'Payment review' })).toHaveAttribute('href', '/admin/dashboard/review');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('reads Russian in Russian, and its language switch asks the host for another language', async () => {
    const { host } = renderWithHost(<AdminLayout>page</AdminLayout>, { path: '/admin/dashboard/users/7', locale: 'ru' });
    const navigation = await screen.findByRole('complementary', { name: 'Навигация администратора' });
    expect(within(navigation).getByRole('link', { name: 'Пользователи' })).toHaveAttribute('href', '/admin/dashboard/users');
    expect(within(navigation).getByRole('link', { name: 'Вывод средств' })).toBeInTheDocument();
    expect(screen.getByText('Пользователь 7')).toBeInTheDocument();
    expect(screen.getByText(/Владелец/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    const languages = await screen.findByRole('group', { name: 'Язык' });
    expect(within(languages).getByRole('button', { name: 'RU' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup({ delay: null }).click(within(languages).getByRole('button', { name: 'EN' }));
    expect(host.i18n?.setLocale).toHaveBeenCalledWith('en');
  });
});
